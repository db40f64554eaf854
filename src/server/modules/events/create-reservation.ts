import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Lang } from "../../../shared/i18n";
import type { TicketDto } from "../../../shared/events/dtos";
import { executeNamed, type Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { clock, eventNotFound, stateError } from "./event-clock";
import type { EventKeys } from "./ticket-keys";
import { loadTickets, type Holder } from "./tickets";

/** 128 random bits, URL-safe; the ticket's QR code carries it. */
export function newReference(): string {
  return `TK-${randomBytes(16).toString("base64url")}`;
}

type Refusal =
  | "event_not_found"
  | "reservation_closed"
  | "reservation_not_started"
  | "reservation_time_over"
  | "registered_users_only"
  | "date_not_available"
  | "multi_reservations_not_allowed"
  | "block_not_found";

/** The answers to the checks `book_seats` makes before it books (migration 0056). */
const refused: Record<Refusal, () => AppError> = {
  event_not_found: eventNotFound,
  reservation_closed: stateError.closed,
  reservation_not_started: stateError.not_started,
  reservation_time_over: stateError.time_over,
  registered_users_only: () =>
    new AppError(422, "registered_users_only", "events.registeredUsersOnly"),
  date_not_available: () =>
    new AppError(422, "date_not_available", "events.dateNotAvailable", {
      attend_at: ["events.dateNotAvailable"],
    }),
  multi_reservations_not_allowed: () =>
    new AppError(422, "multi_reservations_not_allowed", "events.multiReservations", {
      containers_blocks_ids: ["events.multiReservations"],
    }),
  block_not_found: () =>
    new AppError(422, "block_not_found", "events.blockNotFound", {
      containers_blocks_ids: ["events.blockNotFound"],
    }),
};

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
export async function createReservation(
  args: BookingArgs & { holder: Holder },
): Promise<TicketDto> {
  const { db, holder, eventId, attendOn } = args;
  const now = clock.now();
  const seats = seatsOf(args);
  // One statement checks and books (migration 0056, ADR 0062): `book_seats` reads the event, the
  // asked day and the seats it knows, makes the checks below in this order (not found; closed,
  // not started, time over; guests; the day; time over; too many seats; a seat not offered) and
  // only then calls `reserve_seats` (migration 0049): it locks the seats `FOR SHARE` (they must
  // still be offered: a staff save taking one out of service or holding it for the club either
  // waits for this booking or has already committed, ADR 0038), inserts the reservation, then its
  // seats. The unique keys decide every race (ON CONFLICT waits for a competing insert, then
  // skips if it committed); no row is read first. A lost race comes back as an outcome rather
  // than an error (a failed statement costs the database far more than a skipped row), with
  // whatever the attempt wrote removed in the same statement; one round trip in every case, sent
  // as a named prepared statement (planned once per connection: a rush runs it thousands of times).
  const member = holder.kind === "member" ? holder.memberId : null;
  const guest = holder.kind === "guest" ? holder : null;
  const { rows } = await executeNamed<Booked>(
    db,
    "reservation-book-seats",
    sql`SELECT refusal, outcome, reservation_id, any_free
          FROM book_seats(${now.toISOString()}::timestamptz, ${eventId}::int, ${attendOn}::date,
                          ${member}::int, ${guest?.phone ?? null}::text, ${guest?.name ?? null}::text,
                          ${guest?.email ?? null}::text, ${newReference()}::text,
                          ${sql.param(seats)}::int[])`,
  );
  return made(
    args,
    settled(rows[0]!),
    member !== null ? `member:${member}` : maskPhone(guest!.phone),
  );
}

/**
 * A member's booking with the session token's hash (migration 0058): the session lookup and
 * `book_seats` in one statement, so a signed-in booking is one round trip. Answers null when the
 * token has no live session (nothing booked: the caller goes on as for a request without one);
 * 422 `profile_incomplete` when the member's profile is incomplete (nothing booked); otherwise
 * exactly what `createReservation` answers for that member.
 */
export async function createReservationForSession(
  args: BookingArgs & { tokenHash: string },
): Promise<TicketDto | null> {
  const { db, tokenHash, eventId, attendOn } = args;
  const now = clock.now();
  const { rows } = await executeNamed<Booked & { member_id: number | null; complete: boolean }>(
    db,
    "reservation-book-seats-for-session",
    sql`SELECT member_id, complete, refusal, outcome, reservation_id, any_free
          FROM book_seats_for_session(${tokenHash}::text, ${now.toISOString()}::timestamptz,
                                      ${eventId}::int, ${attendOn}::date, ${newReference()}::text,
                                      ${sql.param(seatsOf(args))}::int[])`,
  );
  const row = rows[0]!;
  if (row.member_id === null) return null;
  if (!row.complete) throw new AppError(422, "profile_incomplete", "events.notRegistered");
  return made(args, settled(row), `member:${row.member_id}`);
}

/** What both ways of booking are given besides who books. */
type BookingArgs = {
  db: Db;
  lang: Lang;
  keys: EventKeys;
  log?: FastifyBaseLogger;
  eventId: number;
  attendOn: string;
  seatIds: number[];
};

/** The asked seats, each once, in id order (the order `reserve_seats` locks them in). */
function seatsOf({ seatIds }: BookingArgs): number[] {
  return [...new Set(seatIds)].sort((a, b) => a - b);
}

/** The booked reservation's ticket, with the booking logged (phone masked). */
async function made(args: BookingArgs, reservationId: number, holder: string): Promise<TicketDto> {
  const { db, lang, keys, log, eventId, attendOn } = args;
  log?.info(
    { event: eventId, day: attendOn, seats: seatsOf(args).length, holder },
    "seat reservation made",
  );
  return (await loadTickets({ db, lang, keys, ids: [reservationId] }))[0]!;
}

type Booked = {
  refusal: Refusal | null;
  outcome: "reserved" | "gone" | "booked" | "taken" | null;
  reservation_id: number | null;
  any_free: boolean;
};

/** The reservation's id, or the refusal or lost race of `book_seats` as its error. */
function settled(result: Booked): number {
  if (result.refusal) throw refused[result.refusal]();
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
  return result.reservation_id;
}
