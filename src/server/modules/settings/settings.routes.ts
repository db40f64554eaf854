import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody } from "../../../shared/schemas/common";
import { ok } from "../../lib/respond";
import { getSettings } from "./settings.service";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/settings", { schema: { body: emptyBody } }, async (request) =>
    ok(await getSettings({ db: app.db, lang: request.lang })),
  );
};
