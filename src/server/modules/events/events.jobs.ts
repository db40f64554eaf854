import { sql } from "drizzle-orm";
import type { CronItem, TaskList } from "graphile-worker";
import type { Env } from "../../env";
import { localize } from "../../../shared/i18n";
import { translate } from "../../../shared/i18n";
import type { Localized } from "../../../shared/i18n";
import { dailyJob, type JobDeps } from "../../lib/jobs/worker";
import { smsSenderFor } from "../../lib/sms/sms-sender";
import { CANCEL_SMS_JOB } from "./cancel-reservation";

export const CHECKIN_PURGE_JOB = "events.checkin-purge";
/** Rows one statement of the purge deletes: short locks, whatever the backlog. */
const PURGE_BATCH = 5_000;

/** Daily, after midnight in Riyadh; a day missed while the app was down is made up once. */
export function eventsCron(env: Env): CronItem[] {
  return [dailyJob(CHECKIN_PURGE_JOB, "37 3 * * *", { days: env.checkinLogRetentionDays })];
}

/**
 * Purges the check-in log (ADR 0038): scans received more than `days` ago, except the ones the
 * record of who came in still needs, the first valid scan of each ticket (`ticket_redemptions`)
 * and the scans of a conflict (`checkin_conflicts`). What goes is the unbounded part: repeated,
 * refused and resent scans. Returns how many rows went.
 */
export async function purgeCheckinLog(db: JobDeps["db"], days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(
      sql`WITH gone AS (
            DELETE FROM checkin_scans s
             WHERE s.id IN (
               SELECT c.id FROM checkin_scans c
                WHERE c.received_at < now() - make_interval(days => ${days})
                  AND NOT EXISTS (SELECT 1 FROM ticket_redemptions r WHERE r.scan_id = c.id)
                  AND NOT EXISTS (SELECT 1 FROM checkin_conflicts k
                                   WHERE k.scan_id = c.id OR k.first_scan_id = c.id)
                LIMIT ${PURGE_BATCH})
            RETURNING 1)
          SELECT count(*)::int AS n FROM gone`,
    );
    const n = rows[0]?.n ?? 0;
    total += n;
    if (n < PURGE_BATCH) return total;
  }
}

/**
 * The events module's jobs: the check-in log's retention purge, and the SMS telling a fan that
 * their reservation was cancelled. The
 * payload holds the reservation id only; the phone and the text are read when the job runs
 * (in Arabic, the club's language: fans' language is not stored). A provider failure throws,
 * so graphile-worker retries with backoff.
 */
export function eventsTasks(deps: JobDeps): TaskList {
  return {
    [CHECKIN_PURGE_JOB]: async (payload, helpers) => {
      const days = Number((payload as { days?: unknown }).days) || deps.env.checkinLogRetentionDays;
      const n = await purgeCheckinLog(deps.db, days);
      helpers.logger.info(`check-in log: ${n} scans older than ${days} days purged`);
    },
    [CANCEL_SMS_JOB]: async (payload) => {
      const id = Number((payload as { reservation_id?: unknown }).reservation_id);
      if (!Number.isInteger(id)) return;
      const { rows } = await deps.db.execute<{
        phone: string | null;
        title: Localized;
        attend_on: string;
      }>(
        sql`SELECT r.phone, e.title, to_char(r.attend_on, 'YYYY-MM-DD') AS attend_on
              FROM reservations r JOIN events e ON e.id = r.event_id
             WHERE r.id = ${id} AND r.cancelled_at IS NOT NULL`,
      );
      const r = rows[0];
      if (!r?.phone) return;
      await smsSenderFor(deps.env).send({
        to: r.phone,
        text: translate("ar", "events.smsCancelled", {
          event: localize(r.title, "ar"),
          date: r.attend_on,
        }),
      });
    },
  };
}
