import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams } from "../../../shared/schemas/common";
import {
  surveyAnswerBody,
  surveysBody,
  surveysQuery,
  surveyViewBody,
} from "../../../shared/schemas/engagement";
import { assertBotCheck } from "../../lib/bot-check";
import { ok, paged } from "../../lib/respond";
import { optionalUser } from "../../plugins/auth";
import { answerSurvey, listSurveys, viewSurvey, type Respondent } from "./surveys.service";

/** A visitor who answers without signing in is remembered by this random, httpOnly cookie. */
export const SURVEY_VISITOR_COOKIE = "club_survey_visitor";
const VISITOR_DAYS = 365;

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

function visitorHash(req: FastifyRequest): string | null {
  const raw = req.cookies?.[SURVEY_VISITOR_COOKIE];
  return raw && /^[A-Za-z0-9_-]{43}$/.test(raw) ? sha256(raw) : null;
}

function respondentOf(req: FastifyRequest): Respondent {
  return {
    memberId: req.user?.id ?? null,
    complete: req.user?.complete ?? false,
    visitorHash: req.user ? null : visitorHash(req),
  };
}

/** Gives an anonymous visitor a cookie identity before their first answer. */
function ensureVisitor(req: FastifyRequest, reply: FastifyReply): string {
  const existing = visitorHash(req);
  if (existing) return existing;
  const raw = randomBytes(32).toString("base64url");
  reply.setCookie(SURVEY_VISITOR_COOKIE, raw, {
    httpOnly: true,
    sameSite: "lax",
    secure: req.protocol === "https",
    path: "/",
    maxAge: VISITOR_DAYS * 86_400,
  });
  return sha256(raw);
}

/**
 * Surveys under /website: the list, one survey and the answer. The staff aggregate lives at
 * /api/v1/staff/results/surveys (ADR 0023).
 */
export const surveysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/surveys",
    { schema: { querystring: surveysQuery, body: surveysBody }, preHandler: optionalUser },
    async (req) => {
      const r = await listSurveys({
        pool: app.pool,
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
    "/surveys/view/:id",
    { schema: { params: idParams, body: surveyViewBody }, preHandler: optionalUser },
    async (req) =>
      ok(
        await viewSurvey({
          pool: app.pool,
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
    "/surveys/answer",
    { schema: { body: surveyAnswerBody }, preHandler: optionalUser },
    async (req, reply) => {
      await assertBotCheck({ app, token: req.body["g-recaptcha-response"], ip: req.ip });
      const respondent = respondentOf(req);
      if (!respondent.memberId) respondent.visitorHash = ensureVisitor(req, reply);
      return ok(
        await answerSurvey({
          pool: app.pool,
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
