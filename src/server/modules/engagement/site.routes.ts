import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, paged } from "../../lib/respond";
import { confirmPrediction, requestPrediction } from "./predictions.service";

import { optionalUser } from "../../plugins/auth";
import { botChecked, siteCalls } from "../platform/site-calls";
import { answerSurvey } from "./answer-survey";
import { listSurveys, viewSurvey } from "./list-surveys";
import { ensureVisitor, respondentOf } from "./survey-respondent";

/** Engagement: match score predictions and surveys. */
export const engagementSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const botCheck = botChecked(app);
  siteCalls(app, {
    "/website/matches/expect": {
      options: { preHandler: botCheck },
      run: async ({ db, lang, body, req }) =>
        ok(
          await requestPrediction({
            db,
            env: app.env,
            log: req.log,
            input: body,
            ip: req.ip,
            lang,
          }),
        ),
    },

    "/website/matches/expect/results": async ({ db, body, req }) =>
      ok(await confirmPrediction({ db, env: app.env, log: req.log, input: body })),

    "/website/surveys": {
      options: { preHandler: optionalUser },
      run: async ({ db, lang, body, query, req }) => {
        const r = await listSurveys({
          db,
          lang,
          page: query.page,
          limit: query.limit,
          key: body?.key,
          passwords: body?.passwords,
          allLocale: body?.all_locale,
          withQuestions: body?.with?.includes("questions"),
          respondent: respondentOf(req),
          ip: req.ip,
          log: req.log,
        });
        return paged(r.data, r.page, r.perPage, r.total);
      },
    },

    "/website/surveys/view/:id": {
      options: { preHandler: optionalUser },
      run: async ({ db, lang, body, params, req }) =>
        ok(
          await viewSurvey({
            db,
            lang,
            id: params.id,
            key: body?.key,
            password: body?.password,
            allLocale: body?.all_locale,
            respondent: respondentOf(req),
            ip: req.ip,
            log: req.log,
          }),
        ),
    },

    "/website/surveys/answer": {
      options: { preHandler: [optionalUser, botCheck] },
      run: async ({ db, body, req, reply }) => {
        const respondent = respondentOf(req);
        if (!respondent.memberId) respondent.visitorHash = ensureVisitor(req, reply);
        return ok(
          await answerSurvey({
            db,
            surveyId: body.survey_id,
            answers: body.answers,
            password: body.password,
            agent: body.agent ?? req.headers["user-agent"],
            respondent,
            ip: req.ip,
            log: req.log,
          }),
        );
      },
    },
  });
};
