import { sql } from "drizzle-orm";
import type { TaskList } from "graphile-worker";
import { localize } from "../../../shared/i18n";
import { translate } from "../../../shared/i18n";
import type { Localized } from "../../../shared/i18n";
import type { JobDeps } from "../../lib/jobs/worker";
import { smsSenderFor } from "../../lib/sms/sms-sender";
import { CANCEL_SMS_JOB } from "./cancel-reservation";

/**
 * The events module's jobs: the SMS telling a fan that their reservation was cancelled. The
 * payload holds the reservation id only; the phone and the text are read when the job runs
 * (in Arabic, the club's language: fans' language is not stored). A provider failure throws,
 * so graphile-worker retries with backoff.
 */
export function eventsTasks(deps: JobDeps): TaskList {
  return {
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
