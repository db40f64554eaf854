import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { jobsRecord } from "./jobs.staff";

/**
 * Job postings for staff, under /api/v1/staff/jobs: the lifecycle calls (ADR 0041). The
 * background jobs' `/staff/jobs/failed/list` lives in the staff module and does not collide.
 */
export const jobsStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(jobsRecord.routes());
};
