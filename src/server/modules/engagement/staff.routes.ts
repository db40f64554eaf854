import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { lifecycleRoutes } from "../content/lifecycle/routes";
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
};
