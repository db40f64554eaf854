import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { predictionBody, predictionConfirmBody } from "../../../shared/schemas/engagement";
import { assertBotCheck } from "../../lib/bot-check";
import { ok } from "../../lib/respond";
import { confirmPrediction, requestPrediction } from "./predictions.service";

/**
 * Match score predictions under /website: /matches/expect sends an SMS code (after the bot
 * check, like the login), /matches/expect/results confirms it, records the prediction and
 * returns the split.
 */
export const predictionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/matches/expect", { schema: { body: predictionBody } }, async (req) => {
    await assertBotCheck({ app, token: req.body["g-recaptcha-response"], ip: req.ip });
    return ok(
      await requestPrediction({
        pool: app.pool,
        env: app.env,
        log: req.log,
        input: req.body,
        ip: req.ip,
        lang: req.lang,
      }),
    );
  });

  app.post("/matches/expect/results", { schema: { body: predictionConfirmBody } }, async (req) =>
    ok(await confirmPrediction({ pool: app.pool, env: app.env, log: req.log, input: req.body })),
  );
};
