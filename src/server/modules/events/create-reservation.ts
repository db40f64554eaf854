import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Lang } from "../../../shared/i18n";
import type { TicketDto } from "../../../shared/events/dtos";
import { executeNamed, type Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { clock, eventNotFound, eventState, stateError } from "./event-clock";
import type { EventKeys } from "./ticket-keys";
import { loadTickets, type Holder } from "./tickets";

/** 128 random bits, URL-safe; the ticket's QR code carries it. */
export function newReference(): string {
  return `TK-${randomBytes(16).toString("base64url")}`;
}

/**
 * Reserves seats for one event day.
 *
 * The rules that depend on the clock and the layout are checked first (closed, not started,
 * time over, a day outside the calendar, a seat of another event, more seats than allowed).
 * The "once" rules are left to the database, inside one statement: the unique indexes allow
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
  // The booking's statements are named prepared statements (planned once per connection): a rush
  // of bookings runs them thousands of times.
  const { rows: found } = await executeNamed<{
    allow_reservation: boolean;
    availability_from: string;
    availability_to: string;
    max_seats: number;
    guests_allowed: boolean;
    starts_at: string | null;
    known: number;
  }>(
    db,
    "reservation-event-check",
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

  // One statement writes the reservation and its seats together or not at all: the database
  // function `reserve_seats` (migration 0049, ADR 0062) locks the seats `FOR SHARE` (they must
  // still be offered: a staff save taking one out of service or holding it for the club either
  // waits for this booking or has already committed, ADR 0038), inserts the reservation, then its
  // seats. The unique keys decide every race (ON CONFLICT waits for a competing insert, then
  // skips if it committed); no row is read first. A lost race comes back as an outcome rather
  // than an error (a failed statement costs the database far more than a skipped row), with
  // whatever the attempt wrote removed in the same statement; one round trip in every case.
  const member = holder.kind === "member" ? holder.memberId : null;
  const guest = holder.kind === "guest" ? holder : null;
  const ordered = [...seats].sort((a, b) => a - b);
  const { rows } = await executeNamed<{
    outcome: "reserved" | "gone" | "booked" | "taken";
    reservation_id: number | null;
    any_free: boolean;
  }>(
    db,
    "reservation-reserve-seats",
    sql`SELECT outcome, reservation_id, any_free
          FROM reserve_seats(${eventId}::int, ${attendOn}::date, ${member}::int,
                             ${guest?.phone ?? null}::text, ${guest?.name ?? null}::text,
                             ${guest?.email ?? null}::text, ${newReference()}::text,
                             ${sql.param(ordered)}::int[])`,
  );
  const result = rows[0]!;
  // A seat taken out of service or held while this booking was on its way: the same answer
  // as for a seat that was not offered when the booking began.
  if (result.outcome === "gone")
    throw new AppError(422, "block_not_found", "events.blockNotFound", {
      containers_blocks_ids: ["events.blockNotFound"],
    });
  if (result.outcome === "booked")
    throw new AppError(422, "already_booked", "events.alreadyBooked");
  if (result.outcome === "taken" || result.reservation_id === null) {
    if (!result.any_free) throw new AppError(409, "no_seats_available", "events.noSeatsAvailable");
    throw new AppError(409, "blocks_already_reserved", "events.blocksAlreadyReserved", {
      containers_blocks_ids: ["events.blocksAlreadyReserved"],
    });
  }
  const reservationId = result.reservation_id;
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
