import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { assertBotCheck } from "../../lib/bot-check";
import { ok, paged } from "../../lib/respond";
import { confirmPrediction, requestPrediction } from "./predictions.service";

import { optionalUser } from "../../plugins/auth";
import { answerSurvey } from "./answer-survey";
import { listSurveys, viewSurvey } from "./list-surveys";
import { ensureVisitor, respondentOf } from "./survey-respondent";

/** Engagement: match score predictions and surveys. */
export const engagementSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/website/matches/expect", { ...route("/website/matches/expect") }, async (req) => {
    await assertBotCheck({ app, token: req.body["g-recaptcha-response"], ip: req.ip });
    return ok(
      await requestPrediction({
        db: app.db,
        env: app.env,
        log: req.log,
        input: req.body,
        ip: req.ip,
        lang: req.lang,
      }),
    );
  });

  app.post(
    "/website/matches/expect/results",
    { ...route("/website/matches/expect/results") },
    async (req) =>
      ok(await confirmPrediction({ db: app.db, env: app.env, log: req.log, input: req.body })),
  );

  app.post(
    "/website/surveys",
    { ...route("/website/surveys"), preHandler: optionalUser },
    async (req) => {
      const r = await listSurveys({
        db: app.db,
        lang: req.lang,
        page: req.query.page,
        limit: req.query.limit,
        key: req.body?.key,
        passwords: req.body?.passwords,
        allLocale: req.body?.all_locale,
        withQuestions: req.body?.with?.includes("questions"),
        respondent: respondentOf(req),
        ip: req.ip,
        log: req.log,
      });
      return paged(r.data, r.page, r.perPage, r.total);
    },
  );

  app.post(
    "/website/surveys/view/:id",
    { ...route("/website/surveys/view/:id"), preHandler: optionalUser },
    async (req) =>
      ok(
        await viewSurvey({
          db: app.db,
          lang: req.lang,
          id: req.params.id,
          key: req.body?.key,
          password: req.body?.password,
          allLocale: req.body?.all_locale,
          respondent: respondentOf(req),
          ip: req.ip,
          log: req.log,
        }),
      ),
  );

  app.post(
    "/website/surveys/answer",
    { ...route("/website/surveys/answer"), preHandler: optionalUser },
    async (req, reply) => {
      await assertBotCheck({ app, token: req.body["g-recaptcha-response"], ip: req.ip });
      const respondent = respondentOf(req);
      if (!respondent.memberId) respondent.visitorHash = ensureVisitor(req, reply);
      return ok(
        await answerSurvey({
          db: app.db,
          surveyId: req.body.survey_id,
          answers: req.body.answers,
          password: req.body.password,
          agent: req.body.agent ?? req.headers["user-agent"],
          respondent,
          ip: req.ip,
          log: req.log,
        }),
      );
    },
  );
};
