import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sportCategoriesBody, sportJoinBody } from "../../../shared/schemas/sports";
import { MAX_UPLOAD_BASE64_CHARS } from "../../../shared/schemas/uploads";
import { list, ok } from "../../lib/respond";
import { guardSubmission } from "../../lib/submissions";
import { joinSport, listSportCategories } from "./sports.service";

const JOIN_BODY_LIMIT = MAX_UPLOAD_BASE64_CHARS + 64 * 1024;

/** Club sports ("different sports"): the categories tree and applications to join. */
export const sportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/teams/categories", { schema: { body: sportCategoriesBody } }, async (req) => {
    const b = req.body ?? {};
    const result = await listSportCategories({
      db: app.db,
      lang: req.lang,
      id: b.id,
      parentsOnly: b.parents_only,
      parentId: b.parent_id,
      all: b.all,
      canJoin: b.can_join,
      allLocale: b.all_locale,
      withCount: b.withCount,
    });
    return Array.isArray(result) ? list(result) : ok(result);
  });

  app.post(
    "/teams/categories/join",
    { bodyLimit: JOIN_BODY_LIMIT, schema: { body: sportJoinBody } },
    async (req) => {
      await guardSubmission({ app, ip: req.ip, token: req.body["g-recaptcha-response"] });
      return ok(await joinSport({ app, lang: req.lang, input: req.body }));
    },
  );
};
