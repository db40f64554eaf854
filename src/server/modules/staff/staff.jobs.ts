import { sql } from "drizzle-orm";
import type { CronItem, TaskList } from "graphile-worker";
import type { Env } from "../../env";
import { dailyJob, type JobDeps } from "../../lib/jobs/worker";
import { LINK_MAIL_JOB, sendLinkMail } from "./links.service";

export const AUDIT_PURGE_JOB = "staff.audit-purge";
export const CLEANUP_JOB = "staff.cleanup";

/** Daily, after midnight in Riyadh; a day missed while the app was down is made up once. */
export function staffCron(env: Env): CronItem[] {
  return [
    dailyJob(AUDIT_PURGE_JOB, "17 3 * * *", { days: env.auditRetentionDays }),
    dailyJob(CLEANUP_JOB, "27 3 * * *"),
  ];
}

/** The staff module's jobs: invitation and reset e-mails, the audit retention purge, clean-up. */
export function staffTasks(deps: JobDeps): TaskList {
  return {
    [LINK_MAIL_JOB]: async (payload) => {
      const linkId = Number((payload as { link_id?: unknown }).link_id);
      if (!Number.isInteger(linkId)) return;
      await sendLinkMail(deps, linkId);
    },
    [AUDIT_PURGE_JOB]: async (payload, helpers) => {
      const days = Number((payload as { days?: unknown }).days) || deps.env.auditRetentionDays;
      const { rows } = await deps.db.execute<{ n: number }>(sql`SELECT audit_purge(${days}) AS n`);
      helpers.logger.info(`audit log: ${rows[0]?.n ?? 0} rows older than ${days} days purged`);
    },
    // Spent sign-in state does not pile up: expired challenges, ended sessions and links (kept
    // 30 days for the account's session list and support questions), stale failure counts.
    [CLEANUP_JOB]: async () => {
      await deps.db.transaction(async (tx) => {
        await tx.execute(
          sql`DELETE FROM staff_challenges WHERE expires_at < now() - interval '1 day'`,
        );
        await tx.execute(
          sql`DELETE FROM staff_sessions
               WHERE least(coalesce(revoked_at, expires_at), expires_at) < now() - interval '30 days'`,
        );
        await tx.execute(
          sql`DELETE FROM staff_links
               WHERE created_at < now() - interval '30 days'
                 AND (used_at IS NOT NULL OR superseded_at IS NOT NULL OR expires_at < now())`,
        );
        await tx.execute(
          sql`DELETE FROM staff_login_failures
               WHERE last_failure_at < now() - interval '1 day' AND coalesce(locked_until, now()) <= now()`,
        );
      });
    },
  };
}
