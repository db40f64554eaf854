import fp from "fastify-plugin";
import { parseLang, type Lang } from "../../shared/i18n";

declare module "fastify" {
  interface FastifyRequest {
    lang: Lang;
  }
}

/** `Content-Language` chooses the language of every localized field and message. */
export const i18nPlugin = fp(async (app) => {
  app.decorateRequest("lang", "ar");
  app.addHook("onRequest", async (request) => {
    request.lang = parseLang(request.headers["content-language"]);
  });
});
