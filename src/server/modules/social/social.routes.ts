import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody, idParams } from "../../../shared/schemas/common";
import { initiativesBody } from "../../../shared/schemas/club-content";
import { list, ok } from "../../lib/respond";
import { listInitiatives, showInitiative } from "./social.service";

/** Social responsibility initiatives: /website/initiatives and /website/initiatives/show/{id}. */
export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/initiatives", { schema: { body: initiativesBody } }, async (req) =>
    list(await listInitiatives({ db: app.db, lang: req.lang, season: req.body?.season })),
  );
  app.post(
    "/initiatives/show/:id",
    { schema: { params: idParams, body: emptyBody } },
    async (req) => ok(await showInitiative({ db: app.db, lang: req.lang, id: req.params.id })),
  );
};
