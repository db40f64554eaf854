import type { TaskList } from "graphile-worker";
import type { JobDeps } from "../../lib/jobs/worker";
import { LINK_MAIL_JOB, sendLinkMail } from "./links.service";

export const AUDIT_PURGE_JOB = "staff.audit-purge";

/** The staff module's jobs: invitation and reset e-mails, the audit retention purge. */
export function staffTasks(deps: JobDeps): TaskList {
  return {
    [LINK_MAIL_JOB]: async (payload) => {
      const linkId = Number((payload as { link_id?: unknown }).link_id);
      if (!Number.isInteger(linkId)) return;
      await sendLinkMail(deps, linkId);
    },
    [AUDIT_PURGE_JOB]: async (payload, helpers) => {
      const days = Number((payload as { days?: unknown }).days) || deps.env.auditRetentionDays;
      const { rows } = await deps.pool.query<{ n: number }>("SELECT audit_purge($1) AS n", [days]);
      helpers.logger.info(`audit log: ${rows[0]?.n ?? 0} rows older than ${days} days purged`);
    },
  };
}
