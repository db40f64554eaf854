import { route } from "../../plugins/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ok, pageOf, paged, list } from "../../lib/respond";
import { listFailedJobs } from "../../lib/jobs/queue";
import { surveyResults } from "../engagement/survey-results";
import { listAudit } from "./audit";
import { dashboard } from "./dashboard.service";
import {
  NOTIFICATION_TASK_NAMES,
  dropDeadLetter,
  listDeadLetters,
  retryDeadLetter,
} from "./notifications.service";
import { staffCalls } from "./staff-calls";

/** The dashboard, the audit log, failed jobs and messages, and aggregate results. */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/dashboard",
    { ...route("/staff/dashboard"), config: { staff: { permission: "dashboard.view" } } },
    async (req) => {
      const me = req.staff!;
      return ok(
        await dashboard({
          db: app.db,
          roles: me.kind === "staff" ? me.roles : [],
          eventIds: me.kind === "staff" ? me.eventIds : null,
        }),
      );
    },
  );

  app.post(
    "/audit/list",
    { ...route("/staff/audit/list"), config: { staff: { permission: "audit.view" } } },
    async (req) => {
      const r = await listAudit({ db: app.db, filter: req.body });
      return paged(r.data, req.body.page, req.body.per_page, r.total);
    },
  );

  app.post(
    "/jobs/failed/list",
    {
      ...route("/staff/jobs/failed/list"),
      config: { staff: { permission: "jobs.view" } },
    },
    // Failed messages have their own screen (notifications, below); this lists the rest.
    async (req) =>
      list(
        await listFailedJobs(app.db, { limit: req.body.limit, except: NOTIFICATION_TASK_NAMES }),
      ),
  );

  // Dead letters: e-mails and SMS that used every attempt (ADR 0044).
  const deadLetters = staffCalls("/staff/notifications", "notifications.manage", {
    list: {
      staff: { permission: "notifications.view" },
      run: async ({ db, body }) => pageOf(await listDeadLetters(db, body), body),
    },
    retry: async ({ db, body, actor }) => {
      await retryDeadLetter(db, actor, body.id);
      return { id: body.id, retried: true as const };
    },
    drop: async ({ db, body, actor }) => {
      await dropDeadLetter(db, actor, body.id);
      return { id: body.id, dropped: true as const };
    },
  });
  await app.register(deadLetters, { prefix: "/notifications" });

  // Moved from /website/surveys/results/{id} (STAFF_API_TOKEN); ADR 0023.
  app.post(
    "/results/surveys",
    { ...route("/staff/results/surveys"), config: { staff: { permission: "results.view" } } },
    async (req) => ok(await surveyResults({ db: app.db, lang: req.lang, id: req.body.id })),
  );
};
