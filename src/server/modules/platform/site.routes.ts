import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/respond";
import { createTtlCache } from "../../lib/ttl-cache";
import { getSettings } from "./settings.service";
import { botCheckConfig, createChallenge } from "../../lib/bot-check";
import { siteCalls } from "./site-calls";

/** Platform calls: the site settings and the bot-check challenge. */
export const platformSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Read by every page render (the root loader): computed once per language per short window.
  const cache = createTtlCache<Awaited<ReturnType<typeof getSettings>>>({
    ttlSeconds: app.env.apiCacheSeconds,
  });
  // Settings are content too: dropped when the content cache version moves (ADR 0041).
  app.contentCache.subscribe(() => cache.clear());
  siteCalls(app, {
    "/settings": async ({ db, lang }) => ok(await cache.get(lang, () => getSettings({ db, lang }))),
    "/bot-check/challenge": async ({ reply }) => {
      const { mode, recaptchaSiteKey } = botCheckConfig();
      reply.header("cache-control", "no-store");
      if (mode === "off") return ok({ mode });
      if (mode === "recaptcha") return ok({ mode, site_key: recaptchaSiteKey });
      return ok({ mode, challenge: await createChallenge(app) });
    },
  });
};
