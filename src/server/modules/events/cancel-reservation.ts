import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { addJob } from "../../lib/jobs/queue";
import { audit, type AuditActor } from "../staff/audit";
import { clock } from "./event-clock";
import { holderIs, type Holder } from "./tickets";

/** The SMS telling a fan that staff cancelled their reservation (events.jobs.ts). */
export const CANCEL_SMS_JOB = "events.cancel-sms";

const notFound = () => new AppError(404, "reservation_not_found", "events.reservationNotFound");

/**
 * Cancels a reservation and every seat it holds, in one statement per table of one
 * transaction: the seats leave the "once" keys at once (their unique index covers rows that
 * are not cancelled), so they are on sale again, and the holder may book again that day.
 * The ticket rows stay, stamped, so a gate answers "cancelled" rather than "unknown".
 */
async function cancelRows(
  tx: Tx,
  id: number,
  by: "holder" | "staff",
  reason: string | null,
  extra = sql`true`,
) {
  const { rows } = await tx.execute<{ id: number; event_id: number; attend_on: string }>(
    sql`UPDATE reservations r SET cancelled_at = now(), cancelled_by = ${by}, cancel_reason = ${reason}
         WHERE r.id = ${id} AND r.cancelled_at IS NULL AND ${extra}
         RETURNING r.id, r.event_id, to_char(r.attend_on, 'YYYY-MM-DD') AS attend_on`,
  );
  if (!rows[0]) return null;
  await tx.execute(
    sql`UPDATE reservation_seats SET cancelled_at = now() WHERE reservation_id = ${id} AND cancelled_at IS NULL`,
  );
  return rows[0];
}

/** Why a cancellation changed nothing: another holder's or no reservation, or already done. */
async function explain(tx: Tx, id: number, holder: Holder | null): Promise<never> {
  const { rows } = await tx.execute<{ cancelled: boolean; before_cutoff: boolean; used: boolean }>(
    sql`SELECT (r.cancelled_at IS NOT NULL) AS cancelled,
               ${clock.now()} < d.starts_at - make_interval(mins => e.cancel_cutoff_minutes) AS before_cutoff,
               EXISTS (SELECT 1 FROM reservation_seats rs JOIN ticket_redemptions tr ON tr.ticket_id = rs.id
                        WHERE rs.reservation_id = r.id) AS used
          FROM reservations r
          JOIN events e ON e.id = r.event_id
          JOIN event_dates d ON d.event_id = r.event_id AND d.attend_on = r.attend_on
         WHERE r.id = ${id} AND ${holder ? holderIs(holder, sql`r.`) : sql`true`}`,
  );
  const r = rows[0];
  if (!r) throw notFound();
  if (r.cancelled)
    throw new AppError(422, "reservation_cancelled", "events.reservationAlreadyCancelled");
  if (r.used) throw new AppError(422, "reservation_checked_in", "events.reservationCheckedIn");
  if (!r.before_cutoff) throw new AppError(422, "cancel_closed", "events.cancelClosed");
  throw notFound();
}

/**
 * The holder's own cancellation (member or verified guest), until the event's cut-off
 * (`cancel_cutoff_minutes` before the day starts) and while no seat has been let in.
 */
export async function cancelOwnReservation({
  db,
  holder,
  id,
}: {
  db: Db;
  holder: Holder;
  id: number;
}): Promise<void> {
  const now = clock.now();
  await db.transaction(async (tx) => {
    const done = await cancelRows(
      tx,
      id,
      "holder",
      null,
      sql`${holderIs(holder, sql`r.`)}
          AND EXISTS (SELECT 1 FROM events e JOIN event_dates d ON d.event_id = e.id
                       WHERE e.id = r.event_id AND d.attend_on = r.attend_on
                         AND ${now} < d.starts_at - make_interval(mins => e.cancel_cutoff_minutes))
          AND NOT EXISTS (SELECT 1 FROM reservation_seats rs JOIN ticket_redemptions tr ON tr.ticket_id = rs.id
                           WHERE rs.reservation_id = r.id)`,
    );
    if (!done) await explain(tx, id, holder);
  });
}

/** Staff cancellation: any time, audited, and the fan is told by SMS through the job queue. */
export async function cancelReservationByStaff({
  db,
  id,
  reason,
  actor,
}: {
  db: Db;
  id: number;
  reason: string | null;
  actor: AuditActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const done = await cancelRows(tx, id, "staff", reason);
    if (!done) {
      const { rows } = await tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM reservations WHERE id = ${id}`,
      );
      if (!rows[0]?.n) throw notFound();
      throw new AppError(422, "reservation_cancelled", "events.reservationAlreadyCancelled");
    }
    await audit(tx, {
      actor,
      action: "reservations.cancel",
      recordType: "reservation",
      recordId: id,
      before: { status: "active" },
      after: { status: "cancelled", reason },
    });
    await addJob(tx, CANCEL_SMS_JOB, { reservation_id: id }, { maxAttempts: 8 });
  });
}
