import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody } from "../../../shared/schemas/common";
import { ok } from "../../lib/respond";
import { createTtlCache } from "../../lib/ttl-cache";
import { getSettings } from "./settings.service";

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read by every page render (the root loader): computed once per language per short window.
  const cache = createTtlCache<Awaited<ReturnType<typeof getSettings>>>({
    ttlSeconds: app.env.apiCacheSeconds,
  });
  app.post("/settings", { schema: { body: emptyBody } }, async (request) =>
    ok(await cache.get(request.lang, () => getSettings({ db: app.db, lang: request.lang }))),
  );
};
