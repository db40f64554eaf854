import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { paged } from "../../lib/respond";
import { route } from "../../plugins/contract";
import { lifecycleRoutes } from "../content/lifecycle/routes";
import { pollMatchChoices } from "./poll-matches";
import { listStaffPolls, pollsContent } from "./polls.staff";
import { listStaffSurveys, surveysContent } from "./surveys.staff";

/** Surveys for staff, under /api/v1/staff/surveys: the lifecycle calls (ADR 0041, 0054). */
export const surveysStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    lifecycleRoutes(surveysContent, { list: listStaffSurveys, permission: "surveys.manage" }),
  );
};

/** Polls for staff, under /api/v1/staff/polls: the lifecycle calls (ADR 0041, 0054). */
export const pollsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    lifecycleRoutes(pollsContent, { list: listStaffPolls, permission: "polls.manage" }),
  );
  // The poll form's match picker: read-only, for editors (who cannot open the sports screens).
  app.post(
    "/matches",
    { ...route("/staff/polls/matches"), config: { staff: { permission: "content.manage" } } },
    async (req) => {
      const r = await pollMatchChoices({ db: app.db, lang: req.lang, filter: req.body });
      return paged(r.data, req.body.page, req.body.per_page, r.total);
    },
  );
};
