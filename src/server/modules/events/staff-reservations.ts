// Reservations for staff (issue 17): list with search and filters, one reservation, moving a
// ticket to another seat. Cancelling is in cancel-reservation.ts, exports in
// reservations-export.ts.

import { sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import { parseShortReference, ticketIdFromReference } from "../../../shared/events/short-reference";
import { readTicketCode } from "../../../shared/events/ticket-code";
import type { z } from "zod";
import type { reservationFilters, StaffReservationDto } from "../../../shared/staff/reservations";
import type { Db } from "../../db/client";
import { isUniqueViolation, pgConstraint } from "../../lib/pg-error";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { audit, type AuditActor } from "../staff/audit";
import type { EventKeys } from "./ticket-keys";
import { loadTickets } from "./tickets";
import { likePattern } from "../../lib/records";

export type ReservationFilters = z.infer<typeof reservationFilters>;

/** What staff may see of fans: the event limit of a gate-like account, and personal data. */
export type StaffView = { eventIds: number[] | null; personal: boolean };

/** The WHERE clause of the list and the export (alias r for reservations). */
async function whereOf(f: ReservationFilters, view: StaffView, keys: EventKeys): Promise<SQL> {
  const parts: SQL[] = [sql`true`];
  if (view.eventIds) parts.push(sql`r.event_id = ANY(${sql.param(view.eventIds)})`);
  if (f.event_id) parts.push(sql`r.event_id = ${f.event_id}`);
  if (f.attend_at) parts.push(sql`r.attend_on = ${f.attend_at}::date`);
  if (f.status === "active") parts.push(sql`r.cancelled_at IS NULL`);
  if (f.status === "cancelled") parts.push(sql`r.cancelled_at IS NOT NULL`);
  if (f.kind === "guest") parts.push(sql`r.member_id IS NULL`);
  if (f.kind === "member") parts.push(sql`r.member_id IS NOT NULL`);
  const waiting = sql`EXISTS (SELECT 1 FROM reservation_seats rs
                        WHERE rs.reservation_id = r.id AND NOT EXISTS (
                          SELECT 1 FROM ticket_redemptions tr WHERE tr.ticket_id = rs.id))`;
  if (f.checked_in === true) parts.push(sql`NOT ${waiting}`);
  if (f.checked_in === false) parts.push(sql`${waiting}`);
  const s = f.search?.trim();
  if (s) {
    const any: SQL[] = [
      sql`coalesce(m.name, r.guest_name) ILIKE ${likePattern(s)}`,
      sql`r.reference = ${s}`,
    ];
    const digits = s.replace(/\D/g, "");
    if (digits.length >= 3 && /^[\d\s+()-]+$/.test(s))
      any.push(sql`r.phone LIKE ${likePattern(digits.replace(/^0/, ""))}`);
    const seat = /^([A-Za-z]{1,3})\s*-?\s*(\d{1,4})$/.exec(s);
    if (seat)
      any.push(sql`EXISTS (SELECT 1 FROM reservation_seats rs JOIN event_blocks b ON b.id = rs.block_id
                     WHERE rs.reservation_id = r.id AND upper(b.row_label) = ${seat[1]!.toUpperCase()}
                       AND b.number = ${Number(seat[2])})`);
    let ticketId: number | null = readTicketCode(s)?.ticket.ticketId ?? null;
    if (ticketId === null && f.event_id && parseShortReference(s).ok) {
      const ref = await ticketIdFromReference(s, await keys.referenceCryptoKey(f.event_id));
      if (ref.ok) ticketId = ref.ticketId;
    }
    if (ticketId !== null && ticketId <= 2_147_483_647)
      any.push(
        sql`EXISTS (SELECT 1 FROM reservation_seats rs WHERE rs.reservation_id = r.id AND rs.id = ${ticketId})`,
      );
    parts.push(sql`(${sql.join(any, sql` OR `)})`);
  }
  return sql.join(parts, sql` AND `);
}

async function staffRows(
  db: Db,
  lang: Lang,
  keys: EventKeys,
  view: StaffView,
  ids: number[],
): Promise<StaffReservationDto[]> {
  if (!ids.length) return [];
  const [tickets, { rows }] = await Promise.all([
    loadTickets({ db, lang, keys, ids }),
    db.execute<{
      id: number;
      phone: string | null;
      email: string | null;
      member_id: number | null;
      cancelled_by: "holder" | "staff" | null;
      cancel_reason: string | null;
    }>(
      sql`SELECT r.id, r.phone, coalesce(m.email, r.guest_email) AS email, r.member_id, r.cancelled_by,
                 r.cancel_reason
            FROM reservations r LEFT JOIN members m ON m.id = r.member_id
           WHERE r.id = ANY(${sql.param(ids)})`,
    ),
  ]);
  const extra = new Map(rows.map((r) => [r.id, r]));
  return tickets.map((t) => {
    const x = extra.get(t.id)!;
    const phone = x.phone ?? "";
    return {
      ...t,
      // Staff see the codes whenever the reservation stands, not only from 8 hours before.
      phone: view.personal ? phone : maskPhone(phone),
      email: view.personal
        ? x.email
        : x.email
          ? `${x.email.slice(0, 1)}***@${x.email.split("@")[1] ?? ""}`
          : null,
      member_id: x.member_id,
      cancelled_by: x.cancelled_by,
      cancel_reason: x.cancel_reason,
    };
  });
}

export async function listStaffReservations({
  db,
  lang,
  keys,
  view,
  filters,
  page,
  perPage,
}: {
  db: Db;
  lang: Lang;
  keys: EventKeys;
  view: StaffView;
  filters: ReservationFilters;
  page: number;
  perPage: number;
}): Promise<{ data: StaffReservationDto[]; total: number }> {
  const where = await whereOf(filters, view, keys);
  const from = sql`FROM reservations r LEFT JOIN members m ON m.id = r.member_id WHERE ${where}`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<{ id: number }>(
      sql`SELECT r.id ${from} ORDER BY r.attend_on DESC, r.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n ${from}`),
  ]);
  return {
    data: await staffRows(
      db,
      lang,
      keys,
      view,
      rows.map((r) => r.id),
    ),
    total: count[0]?.n ?? 0,
  };
}

/** Ids of every reservation the filters select (the export), newest day first. */
export async function selectReservationIds(
  db: Db,
  keys: EventKeys,
  view: StaffView,
  filters: ReservationFilters,
  limit: number,
): Promise<number[]> {
  const where = await whereOf(filters, view, keys);
  const { rows } = await db.execute<{ id: number }>(
    sql`SELECT r.id FROM reservations r LEFT JOIN members m ON m.id = r.member_id WHERE ${where}
         ORDER BY r.attend_on, r.id LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

export { staffRows as loadStaffReservations };

const notFound = () => new AppError(404, "reservation_not_found", "events.reservationNotFound");

export async function getStaffReservation(deps: {
  db: Db;
  lang: Lang;
  keys: EventKeys;
  view: StaffView;
  id: number;
}): Promise<StaffReservationDto> {
  const [row] = await staffRows(deps.db, deps.lang, deps.keys, deps.view, [deps.id]);
  if (!row || (deps.view.eventIds && !deps.view.eventIds.includes(row.event.id))) throw notFound();
  return row;
}

/**
 * Moves one ticket of a reservation to another seat of the same event day, in one statement:
 * the seat's unique key (not cancelled rows) refuses a taken seat (409), and the old seat is
 * free the moment the transaction commits. The ticket keeps its id, so a code shown before
 * still scans (the gate shows the new seat).
 */
export async function moveReservation({
  db,
  view,
  id,
  seatId,
  ticketId,
  actor,
}: {
  db: Db;
  view: StaffView;
  id: number;
  seatId: number;
  ticketId?: number;
  actor: AuditActor;
}): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows: found } = await tx.execute<{
      ticket_id: number;
      event_id: number;
      block_id: number;
      cancelled: boolean;
      seat_ok: boolean;
    }>(
      sql`SELECT rs.id AS ticket_id, rs.event_id, rs.block_id, (r.cancelled_at IS NOT NULL) AS cancelled,
                 EXISTS (SELECT 1 FROM event_blocks b WHERE b.id = ${seatId} AND b.event_id = rs.event_id
                           AND b.status = 1) AS seat_ok
            FROM reservations r JOIN reservation_seats rs ON rs.reservation_id = r.id
           WHERE r.id = ${id} AND (${ticketId ?? null}::int IS NULL OR rs.id = ${ticketId ?? null}::int)
           ORDER BY rs.id LIMIT 1
           FOR UPDATE OF rs`,
    );
    const t = found[0];
    if (!t || (view.eventIds && !view.eventIds.includes(t.event_id))) {
      if (ticketId) {
        throw new AppError(404, "ticket_not_found", "events.ticketNotFound", {
          ticket_id: ["events.ticketNotFound"],
        });
      }
      throw notFound();
    }
    if (t.cancelled)
      throw new AppError(422, "reservation_cancelled", "events.reservationAlreadyCancelled");
    if (!t.seat_ok)
      throw new AppError(422, "block_not_found", "events.blockNotFound", {
        seat_id: ["events.blockNotFound"],
      });
    if (t.block_id === seatId) return;
    // A taken seat leaves the update with no row; a booking racing for the same seat makes it
    // fail on the seat's unique key instead. Either way 409, and the transaction rolls back.
    const { rows: moved } = await tx
      .execute<{ id: number }>(
        sql`UPDATE reservation_seats rs SET block_id = ${seatId}
           WHERE rs.id = ${t.ticket_id}
             AND NOT EXISTS (SELECT 1 FROM reservation_seats o
                              WHERE o.event_id = rs.event_id AND o.attend_on = rs.attend_on
                                AND o.block_id = ${seatId} AND o.cancelled_at IS NULL)
          RETURNING rs.id`,
      )
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return { rows: [] as { id: number }[] };
        // A map save took the seat out of service after the check above (migration 0028).
        if (pgConstraint(error) === "reservation_seats_seat_in_service")
          throw new AppError(422, "block_not_found", "events.blockNotFound", {
            seat_id: ["events.blockNotFound"],
          });
        throw error;
      });
    if (!moved[0]) {
      throw new AppError(409, "blocks_already_reserved", "events.blocksAlreadyReserved", {
        seat_id: ["events.blocksAlreadyReserved"],
      });
    }
    await audit(tx, {
      actor,
      action: "reservations.move",
      recordType: "reservation",
      recordId: id,
      before: { ticket_id: t.ticket_id, seat_id: t.block_id },
      after: { ticket_id: t.ticket_id, seat_id: seatId },
    });
  });
}
