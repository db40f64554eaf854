import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emptyBody } from "../../../shared/schemas/common";
import { botCheckConfig, createChallenge } from "../../lib/bot-check";
import { ok } from "../../lib/respond";

/** POST /api/v1/bot-check/challenge: what the form widget needs to produce `g-recaptcha-response`. */
export const botCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/bot-check/challenge", { schema: { body: emptyBody } }, async (_req, reply) => {
    const { mode, recaptchaSiteKey } = botCheckConfig();
    reply.header("cache-control", "no-store");
    if (mode === "off") return ok({ mode });
    if (mode === "recaptcha") return ok({ mode, site_key: recaptchaSiteKey });
    return ok({ mode, challenge: await createChallenge(app) });
  });
};
