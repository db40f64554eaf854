import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Lang } from "../../../shared/i18n";
import type { TicketDto } from "../../../shared/events/dtos";
import type { Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { clock, eventNotFound, eventState, stateError } from "./event-clock";
import type { EventKeys } from "./ticket-keys";
import { loadTickets, type Holder } from "./tickets";

/** 128 random bits, URL-safe; the ticket's QR code carries it. */
export function newReference(): string {
  return `TK-${randomBytes(16).toString("base64url")}`;
}

/** A reservation the unique keys refused; the transaction rolls back and nothing is written. */
class Refused extends Error {
  constructor(
    readonly reason: "booked" | "seat" | "gone",
    readonly anyFree: boolean,
  ) {
    super(reason);
  }
}

/**
 * Reserves seats for one event day.
 *
 * The rules that depend on the clock and the layout are checked first (closed, not started,
 * time over, a day outside the calendar, a seat of another event, more seats than allowed).
 * The "once" rules are left to the database, inside one transaction: the unique indexes allow
 * one reservation per member and one per phone per event per day, whoever books (the
 * database stores the member's or the guest's phone on each reservation), so a member cannot
 * book again as a guest with their own number (422 `already_booked`), and
 * `reservation_seats_seat_day_key` one reservation per seat per day,
 * so two people racing for a seat get one success and one 409 whatever the concurrency
 * (`blocks_already_reserved`, or `no_seats_available` when the day is full).
 */
export async function createReservation({
  db,
  lang,
  keys,
  log,
  holder,
  eventId,
  attendOn,
  seatIds,
}: {
  db: Db;
  lang: Lang;
  keys: EventKeys;
  log?: FastifyBaseLogger;
  holder: Holder;
  eventId: number;
  attendOn: string;
  seatIds: number[];
}): Promise<TicketDto> {
  const now = clock.now();
  const seats = [...new Set(seatIds)];
  // Everything the checks need in one round trip: the event, the asked day, the seats it knows.
  const { rows: found } = await db.execute<{
    allow_reservation: boolean;
    availability_from: string;
    availability_to: string;
    max_seats: number;
    guests_allowed: boolean;
    starts_at: string | null;
    known: number;
  }>(
    sql`SELECT e.allow_reservation, e.availability_from, e.availability_to, e.max_seats, e.guests_allowed, d.starts_at,
               (SELECT count(*)::int FROM event_blocks b
                 WHERE b.event_id = e.id AND b.id = ANY(${sql.param(seats)}) AND b.status = 1
                   AND NOT b.staff_held) AS known
          FROM events e
          LEFT JOIN event_dates d ON d.event_id = e.id AND d.attend_on = ${attendOn}::date AND d.status = 1
         WHERE e.id = ${eventId} AND e.status = 1`,
  );
  const event = found[0];
  if (!event) throw eventNotFound();
  const state = eventState(
    {
      allow_reservation: event.allow_reservation,
      availability_from: new Date(event.availability_from),
      availability_to: new Date(event.availability_to),
    },
    now,
  );
  if (state !== "open") throw stateError[state]();
  // Events for members only take no guest bookings (the event's "who may book").
  if (holder.kind === "guest" && !event.guests_allowed)
    throw new AppError(422, "registered_users_only", "events.registeredUsersOnly");
  if (!event.starts_at) {
    throw new AppError(422, "date_not_available", "events.dateNotAvailable", {
      attend_at: ["events.dateNotAvailable"],
    });
  }
  if (new Date(event.starts_at).getTime() <= now.getTime()) throw stateError.time_over();
  if (seats.length > event.max_seats) {
    throw new AppError(422, "multi_reservations_not_allowed", "events.multiReservations", {
      containers_blocks_ids: ["events.multiReservations"],
    });
  }
  if (event.known !== seats.length) {
    throw new AppError(422, "block_not_found", "events.blockNotFound", {
      containers_blocks_ids: ["events.blockNotFound"],
    });
  }

  // One transaction writes the reservation and its seats together or not at all. The unique
  // keys decide every race (ON CONFLICT waits for a competing insert, then skips if it
  // committed); no row is read first. Conflicts come back as missing rows rather than errors:
  // a failed statement costs the database far more than a skipped row. The seats are locked
  // `FOR SHARE` in the same statement and must still be offered: a staff save taking one out of
  // service or holding it for the club either waits for this booking (and then sees its ticket)
  // or has already committed, and the lock reads the seat as it left it (ADR 0038).
  const member = holder.kind === "member" ? holder.memberId : null;
  const guest = holder.kind === "guest" ? holder : null;
  const ordered = [...seats].sort((a, b) => a - b);
  let reservationId: number;
  try {
    reservationId = await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ offered: number; id: number | null; held: number }>(
        sql`WITH seat AS (
              SELECT id FROM event_blocks
               WHERE event_id = ${eventId} AND id = ANY(${sql.param(ordered)}::int[])
                 AND status = 1 AND NOT staff_held
               ORDER BY id FOR SHARE
            ), ok AS (
              SELECT count(*)::int AS n FROM seat
            ), r AS (
              INSERT INTO reservations (event_id, attend_on, member_id, guest_phone, guest_name, guest_email, reference)
              SELECT ${eventId}::int, ${attendOn}::date, ${member}::int, ${guest?.phone ?? null}::text,
                     ${guest?.name ?? null}::text, ${guest?.email ?? null}::text, ${newReference()}::text
                FROM ok WHERE ok.n = ${ordered.length}
              ON CONFLICT DO NOTHING RETURNING id
            ), s AS (
              INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on)
              SELECT r.id, ${eventId}, seat.id, ${attendOn}::date FROM r, seat
              ON CONFLICT DO NOTHING RETURNING block_id
            )
            SELECT (SELECT n FROM ok) AS offered, (SELECT id FROM r) AS id,
                   (SELECT count(*)::int FROM s) AS held`,
      );
      const row = rows[0]!;
      if (row.offered !== ordered.length) throw new Refused("gone", false);
      if (row.id === null) throw new Refused("booked", true);
      if (row.held !== seats.length) {
        // Still on the connection held (under load the pool may have none to spare); the
        // seats this attempt holds itself are not counted as taken.
        const { rows: free } = await tx.execute<{ free: boolean }>(
          sql`SELECT EXISTS (SELECT 1 FROM event_blocks b
                WHERE b.event_id = ${eventId} AND b.status = 1 AND NOT b.staff_held AND NOT EXISTS (
                  SELECT 1 FROM reservation_seats rs
                   WHERE rs.event_id = b.event_id AND rs.block_id = b.id
                     AND rs.attend_on = ${attendOn}::date AND rs.cancelled_at IS NULL
                     AND rs.reservation_id <> ${row.id})) AS free`,
        );
        throw new Refused("seat", free[0]?.free ?? false);
      }
      return row.id;
    });
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    // A seat taken out of service or held while this booking was on its way: the same answer
    // as for a seat that was not offered when the booking began.
    if (error.reason === "gone")
      throw new AppError(422, "block_not_found", "events.blockNotFound", {
        containers_blocks_ids: ["events.blockNotFound"],
      });
    if (error.reason === "booked")
      throw new AppError(422, "already_booked", "events.alreadyBooked");
    if (!error.anyFree) throw new AppError(409, "no_seats_available", "events.noSeatsAvailable");
    throw new AppError(409, "blocks_already_reserved", "events.blocksAlreadyReserved", {
      containers_blocks_ids: ["events.blocksAlreadyReserved"],
    });
  }
  log?.info(
    {
      event: eventId,
      day: attendOn,
      seats: seats.length,
      holder: member !== null ? `member:${member}` : maskPhone(guest!.phone),
    },
    "seat reservation made",
  );
  return (await loadTickets({ db, lang, keys, ids: [reservationId] }))[0]!;
}
