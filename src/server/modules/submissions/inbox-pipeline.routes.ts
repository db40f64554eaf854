import { staffCalls } from "../staff/staff-calls";
import { jobPipeline, rateApplication } from "./inbox-pipeline";

/** hr's rating and per-job pipeline, under /api/v1/staff/inbox (`inbox.job_applications`). */
export const pipelineStaffRoutes = staffCalls("/staff/inbox", "inbox.job_applications", {
  rate: ({ db, actor, body }) => rateApplication({ db, actor, id: body.id, rating: body.rating }),
  pipeline: ({ db, lang, body }) => jobPipeline({ db, lang, job: body.job }),
});
