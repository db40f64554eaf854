import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody, idParams } from "../../../shared/schemas/common";
import { newsFilter } from "../../../shared/schemas/club-content";
import { ok, paged } from "../../lib/respond";
import { listNews, showNews } from "./news.service";

/** /website/news and /website/news/show/{id}. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/news",
    { schema: { body: newsFilter }, config: { searchFields: ["keywords"] } },
    async (req) => {
      const r = await listNews({ db: app.db, lang: req.lang, filter: req.body ?? {} });
      return paged(r.items, r.page, r.perPage, r.total);
    },
  );
  app.post("/news/show/:id", { schema: { params: idParams, body: emptyBody } }, async (req) =>
    ok(await showNews({ db: app.db, lang: req.lang, id: req.params.id })),
  );
};
