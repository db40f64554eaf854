import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../../shared/staff/permissions";
import { sendTable } from "../../lib/export/table-file";
import { ok, paged } from "../../lib/respond";
import { route } from "../../plugins/contract";
import { surveyTexts } from "../engagement/survey-results";
import { predictionResults } from "../sports/prediction-window";
import { actorOf } from "../staff/audit";
import { assertReauth, forbidden } from "../staff/staff-guard";
import {
  exportPollResults,
  exportPredictionResults,
  exportSurveyResponses,
} from "./results-exports";
import { pollResults, resultsChoices } from "./results.service";

const view = { staff: { permission: "results.view" as const } };
const exporting = { staff: { permission: "results.export" as const } };

/** Whether the caller is a staff member holding a permission (the integration token never). */
const holds = (req: FastifyRequest, permission: "members.view" | "members.export") =>
  req.staff?.kind === "staff" && can(req.staff.roles, permission);

/**
 * Aggregate results, under /api/v1/staff/results (`results.view`: analyst, editor, and the
 * integration token): the choosers, polls, one match's predictions, a question's written
 * answers. The survey aggregate (`/results/surveys`) is the console routes' (ADR 0023).
 */
export const resultsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/choices", { ...route("/staff/results/choices"), config: view }, async (req) =>
    ok(await resultsChoices({ db: app.db, lang: req.lang })),
  );
  app.post("/polls", { ...route("/staff/results/polls"), config: view }, async (req) =>
    ok(await pollResults({ db: app.db, lang: req.lang, key: req.body.key })),
  );
  app.post("/predictions", { ...route("/staff/results/predictions"), config: view }, async (req) =>
    ok(
      await predictionResults({
        db: app.db,
        lang: req.lang,
        body: req.body,
        personal: holds(req, "members.view"),
      }),
    ),
  );
  app.post(
    "/survey-texts",
    {
      ...route("/staff/results/survey-texts"),
      config: view,
    },
    async (req) => {
      const r = await surveyTexts({
        db: app.db,
        surveyId: req.body.survey_id,
        questionId: req.body.question_id,
        search: req.body.search,
        page: req.body.page,
        perPage: req.body.per_page,
      });
      return paged(r.data, req.body.page, req.body.per_page, r.total);
    },
  );
};

/**
 * Files, under /api/v1/staff/exports/<kind> (`results.export`): CSV or XLSX, streamed. A file
 * with names and phones in full (`personal`) also needs members.export and a fresh code.
 */
export const exportsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/poll-results",
    { ...route("/staff/exports/poll-results"), config: exporting },
    async (req, reply) =>
      sendTable(
        reply,
        await exportPollResults({
          db: app.db,
          lang: req.lang,
          format: req.body.format,
          actor: actorOf(req),
          key: req.body.key,
        }),
      ),
  );
  app.post(
    "/prediction-results",
    { ...route("/staff/exports/prediction-results"), config: exporting },
    async (req, reply) => {
      if (req.body.personal) {
        if (!holds(req, "members.export")) throw forbidden();
        await assertReauth(req);
      }
      return sendTable(
        reply,
        await exportPredictionResults({
          db: app.db,
          lang: req.lang,
          format: req.body.format,
          actor: actorOf(req),
          matchId: req.body.match_id,
          personal: req.body.personal,
        }),
      );
    },
  );
  app.post(
    "/survey-responses",
    { ...route("/staff/exports/survey-responses"), config: exporting },
    async (req, reply) =>
      sendTable(
        reply,
        await exportSurveyResponses({
          db: app.db,
          lang: req.lang,
          format: req.body.format,
          actor: actorOf(req),
          surveyId: req.body.survey_id,
        }),
      ),
  );
};
