import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok } from "../../lib/respond";
import { route } from "../../plugins/contract";
import { actorOf } from "../staff/audit";
import { jobPipeline, rateApplication } from "./inbox-pipeline";

const applications = { staff: { permission: "inbox.job_applications" as const } };

/** hr's rating and per-job pipeline, under /api/v1/staff/inbox (`inbox.job_applications`). */
export const pipelineStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/rate", { ...route("/staff/inbox/rate"), config: applications }, async (req) =>
    ok(
      await rateApplication({
        db: app.db,
        actor: actorOf(req),
        id: req.body.id,
        rating: req.body.rating,
      }),
    ),
  );
  app.post("/pipeline", { ...route("/staff/inbox/pipeline"), config: applications }, async (req) =>
    ok(await jobPipeline({ db: app.db, lang: req.lang, job: req.body.job })),
  );
};
