import type { FastifyRequest } from "fastify";
import { can } from "../../../shared/staff/permissions";
import { sendTable } from "../../lib/export/table-file";
import { pageOf } from "../../lib/respond";
import { staffCalls } from "../staff/staff-calls";
import { surveyTexts } from "../engagement/survey-results";
import { predictionResults } from "../sports/prediction-window";
import { assertReauth, forbidden } from "../staff/staff-guard";
import {
  exportPollResults,
  exportPredictionResults,
  exportSurveyResponses,
} from "./results-exports";
import { pollResults, resultsChoices } from "./results.service";

/** Whether the caller is a staff member holding a permission (the integration token never). */
const holds = (req: FastifyRequest, permission: "members.view" | "members.export") =>
  req.staff?.kind === "staff" && can(req.staff.roles, permission);

/**
 * Aggregate results, under /api/v1/staff/results (`results.view`: analyst, editor, and the
 * integration token): the choosers, polls, one match's predictions, a question's written
 * answers. The survey aggregate (`/results/surveys`) is the console routes' (ADR 0023).
 */
export const resultsStaffRoutes = staffCalls("/staff/results", "results.view", {
  choices: ({ db, lang }) => resultsChoices({ db, lang }),
  polls: ({ db, lang, body }) => pollResults({ db, lang, key: body.key }),
  predictions: ({ db, lang, body, req }) =>
    predictionResults({ db, lang, body, personal: holds(req, "members.view") }),
  "survey-texts": async ({ db, body }) => {
    const { survey_id: surveyId, question_id: questionId, search, page } = body;
    const r = await surveyTexts({ db, surveyId, questionId, search, page, perPage: body.per_page });
    return pageOf(r, body);
  },
});

/**
 * Files, under /api/v1/staff/exports/<kind> (`results.export`): CSV or XLSX, streamed. A file
 * with names and phones in full (`personal`) also needs members.export and a fresh code.
 */
export const exportsStaffRoutes = staffCalls("/staff/exports", "results.export", {
  "poll-results": async ({ db, lang, actor, body, reply }) =>
    sendTable(
      reply,
      await exportPollResults({ db, lang, actor, format: body.format, key: body.key }),
    ),
  "prediction-results": async ({ db, lang, actor, body, req, reply }) => {
    if (body.personal) {
      if (!holds(req, "members.export")) throw forbidden();
      await assertReauth(req);
    }
    const { format, match_id: matchId, personal } = body;
    return sendTable(
      reply,
      await exportPredictionResults({ db, lang, actor, format, matchId, personal }),
    );
  },
  "survey-responses": async ({ db, lang, actor, body, reply }) =>
    sendTable(
      reply,
      await exportSurveyResponses({
        db,
        lang,
        actor,
        format: body.format,
        surveyId: body.survey_id,
      }),
    ),
});
