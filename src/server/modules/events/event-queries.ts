import { sql } from "drizzle-orm";
import type { Localized } from "../../../shared/i18n";
import type { BlockDto } from "../../../shared/events/dtos";
import type { StandPosition } from "../../../shared/events/seat-map";
import { executeNamed, type Db, type DbOrTx } from "../../db/client";
import { clock, eventNotFound, type EventWindow } from "./event-clock";
import type { SeatTotals, SeatTotalsStore } from "./seat-totals";

/**
 * The statements the events use cases share. Raw rows carry timestamps as PostgreSQL text;
 * each loader turns them into `Date` before anything else sees them.
 */
export type EventRow = EventWindow & {
  id: number;
  title: Localized;
  description: Localized;
  image_url: string | null;
  venue: Localized | null;
  max_seats: number;
  /** The match the event sells seats for, if any. */
  match_id: number | null;
};

export type DayRow = { event_id: number; attend_on: string; starts_at: Date };

/** A container (an area or a block) as the `seat_containers` table holds it. */
export type ContainerBase = {
  id: number;
  parent_id: number | null;
  title: Localized;
  gate: Localized | null;
  ord: number;
  stand_position: StandPosition | null;
};

export type ContainerRow = ContainerBase & { total: number; free: number };

type Text<T, K extends keyof T> = Omit<T, K> & { [P in K]: string };

export const EVENT_COLUMNS = sql.raw(`id, title, description, image_url, venue, availability_from,
  availability_to, allow_reservation, max_seats, match_id`);

export function toEventRow(raw: Text<EventRow, "availability_from" | "availability_to">): EventRow {
  return {
    ...raw,
    availability_from: new Date(raw.availability_from),
    availability_to: new Date(raw.availability_to),
  };
}

export async function loadDays(db: DbOrTx, eventIds: number[]): Promise<DayRow[]> {
  if (!eventIds.length) return [];
  const { rows } = await db.execute<Text<DayRow, "starts_at">>(
    sql`SELECT event_id, to_char(attend_on, 'YYYY-MM-DD') AS attend_on, starts_at
          FROM event_dates WHERE event_id = ANY(${sql.param(eventIds)}) AND status = 1 ORDER BY attend_on`,
  );
  return rows.map((r) => ({ ...r, starts_at: new Date(r.starts_at) }));
}

/** The day counts refer to when none was asked: the next day still to come, else the last. */
export function defaultDay(days: DayRow[], now: Date): string | null {
  return (
    days.find((d) => d.starts_at.getTime() > now.getTime())?.attend_on ??
    days.at(-1)?.attend_on ??
    null
  );
}

/**
 * One published event with its calendar (what `loadDays` reads, in the same round trip), a named
 * statement: the seat map's calls start with it; null when the event is not published.
 */
export async function loadEventWithDays(
  db: Db,
  id: number,
): Promise<{ row: EventRow; days: DayRow[] } | null> {
  const { rows } = await executeNamed<
    Text<EventRow, "availability_from" | "availability_to"> & {
      days: Text<DayRow, "starts_at">[];
    }
  >(
    db,
    "event_with_days",
    sql`SELECT ${EVENT_COLUMNS},
               coalesce((SELECT json_agg(json_build_object('event_id', d.event_id,
                                  'attend_on', to_char(d.attend_on, 'YYYY-MM-DD'),
                                  'starts_at', d.starts_at) ORDER BY d.attend_on)
                           FROM event_dates d WHERE d.event_id = e.id AND d.status = 1), '[]') AS days
          FROM events e WHERE e.id = ${id} AND e.status = 1`,
  );
  const raw = rows[0];
  if (!raw) return null;
  const { days, ...event } = raw;
  return {
    row: toEventRow(event),
    days: days.map((d) => ({ ...d, starts_at: new Date(d.starts_at) })),
  };
}

/** The asked day, or the event's default day; 404 when the event is not published. */
export async function resolveDay(db: Db, eventId: number, attendOn?: string) {
  const event = await loadEventWithDays(db, eventId);
  if (!event) throw eventNotFound();
  return attendOn ?? defaultDay(event.days, clock.now());
}

/**
 * Whether seat `b` of the event is free on the day: not held by the staff and no live ticket.
 * The day's tickets are read once and kept as a hashed set (`NOT IN` an uncorrelated subquery),
 * whatever the statistics say: a left join planned on the statistics of a freshly saved seat map
 * ("one seat") scanned the whole day's tickets once per seat (10-14 ms for 620 seats and 48
 * tickets, ADR 0062). `block_id` is never null, so `NOT IN` is the plain "not among".
 */
const seatFree = (eventId: number, attendOn: string | null) =>
  sql`NOT b.staff_held AND b.id NOT IN (
        SELECT rs.block_id FROM reservation_seats rs
         WHERE rs.event_id = ${eventId} AND rs.attend_on = ${attendOn}::date AND rs.cancelled_at IS NULL)`;

/** Every area and block of an event with its seat counts for one day. */
export async function loadLayout(
  db: Db,
  eventId: number,
  attendOn: string | null,
): Promise<ContainerRow[]> {
  const { rows } = await executeNamed<ContainerRow>(
    db,
    "event_layout",
    sql`SELECT c.id, c.parent_id, c.title, c.gate, c.ord, c.stand_position,
               coalesce(s.total, 0)::int AS total, coalesce(s.free, 0)::int AS free
          FROM event_containers c
          LEFT JOIN (
            SELECT b.container_id, count(*) AS total,
                   count(*) FILTER (WHERE ${seatFree(eventId, attendOn)}) AS free
              FROM event_blocks b
             WHERE b.event_id = ${eventId} AND b.status = 1
             GROUP BY b.container_id
          ) s ON s.container_id = c.id
         WHERE c.event_id = ${eventId} AND c.status = 1
         ORDER BY c.ord, c.id`,
  );
  return rows;
}

type SeatDay = { eventId: number; attendOn: string | null };
type SeatCounts = Map<number, { total: number; free: number }>;

const eventIdsOf = (days: SeatDay[]) => sql.param(days.map((d) => d.eventId));
const attendOnOf = (days: SeatDay[]) => sql.param(days.map((d) => d.attendOn));

/**
 * Every seat of several events counted against each one's day, in one statement: totals and free
 * seats, with each event's map version and its seats not held (what `SeatTotals` keeps), read in
 * the same snapshot. Every listed event that exists answers, with no seats too.
 */
export async function countSeatsWhole(
  db: DbOrTx,
  days: SeatDay[],
): Promise<(SeatTotals & { event_id: number; free: number })[]> {
  const { rows } = await db.execute<SeatTotals & { event_id: number; free: number }>(
    sql`SELECT q.event_id, e.seat_map_version AS version, count(b.id)::int AS total,
               count(b.id) FILTER (WHERE NOT b.staff_held)::int AS open,
               count(b.id) FILTER (WHERE rs.block_id IS NULL AND NOT b.staff_held)::int AS free
          FROM unnest(${eventIdsOf(days)}::int[], ${attendOnOf(days)}::date[]) AS q(event_id, attend_on)
          JOIN events e ON e.id = q.event_id
          LEFT JOIN (event_blocks b JOIN event_containers c ON c.id = b.container_id AND c.status = 1)
            ON b.event_id = q.event_id AND b.status = 1
          LEFT JOIN reservation_seats rs
            ON rs.event_id = b.event_id AND rs.block_id = b.id AND rs.attend_on = q.attend_on
           AND rs.cancelled_at IS NULL
         GROUP BY q.event_id, e.seat_map_version`,
  );
  return rows;
}

/**
 * Each event's map version and its live tickets of the day on seats that count and are not held,
 * in one named statement (about a tenth of the rows the whole count reads). A seat has at most
 * one live ticket a day (`reservation_seats_seat_day_key`), so not held − booked is the free
 * seats the whole count gives, for the totals of that version.
 */
async function readBooked(db: Db, days: SeatDay[]) {
  const { rows } = await executeNamed<{ event_id: number; version: number; booked: number }>(
    db,
    "event_seats_booked",
    sql`SELECT q.event_id, e.seat_map_version AS version,
               (SELECT count(*) FROM reservation_seats rs
                  JOIN event_blocks b ON b.id = rs.block_id AND b.event_id = rs.event_id
                   AND b.status = 1 AND NOT b.staff_held
                  JOIN event_containers c ON c.id = b.container_id AND c.status = 1
                 WHERE rs.event_id = q.event_id AND rs.attend_on = q.attend_on
                   AND rs.cancelled_at IS NULL)::int AS booked
          FROM unnest(${eventIdsOf(days)}::int[], ${attendOnOf(days)}::date[]) AS q(event_id, attend_on)
          JOIN events e ON e.id = q.event_id`,
  );
  return rows;
}

/**
 * Seat totals and free seats of several events, each for its own day (the events list). Seats of
 * unpublished areas or blocks do not count, as in `loadLayout`. One statement, two at most:
 * when `kept` holds totals for every event, only the day's tickets are read with the map versions;
 * if a version moved since (a seat-map save), or an event is missing, or any totals are not kept
 * (or `whole`), every seat is counted once and the totals it returns are kept.
 */
export async function loadSeatCounts(
  db: Db,
  days: SeatDay[],
  kept?: SeatTotalsStore,
  whole = false,
): Promise<SeatCounts> {
  if (!days.length) return new Map();
  const held = kept && !whole ? days.map((d) => kept.get(d.eventId)) : [];
  if (held.length && held.every((t) => t !== undefined)) {
    const rows = await readBooked(db, days);
    const counts: SeatCounts = new Map();
    days.forEach((d, i) => {
      const t = held[i];
      const r = rows.find((row) => row.event_id === d.eventId);
      if (t && r && r.version === t.version)
        counts.set(d.eventId, { total: t.total, free: t.open - r.booked });
    });
    if (counts.size === days.length) return counts;
  }
  const rows = await countSeatsWhole(db, days);
  for (const r of rows) kept?.set(r.event_id, { version: r.version, total: r.total, open: r.open });
  return new Map(rows.map((r) => [r.event_id, { total: r.total, free: r.free }]));
}

/**
 * The seats of some containers with their availability on the day, by container, in the seat
 * order. Each container's seats come as one JSON array built by the database (a named statement):
 * the answer's objects as they are sent, without reading 600 rows field by field.
 */
export async function loadSeats(
  db: Db,
  eventId: number,
  containerIds: number[],
  attendOn: string | null,
): Promise<Map<number, BlockDto[]>> {
  const { rows } = await executeNamed<{ container_id: number; seats: BlockDto[] }>(
    db,
    "event_seats",
    sql`SELECT b.container_id,
               json_agg(json_build_object('id', b.id, 'number', b.number, 'row', b.row_label,
                                          'is_available', ${seatFree(eventId, attendOn)})
                        ORDER BY b.ord, b.row_label, b.number) AS seats
          FROM event_blocks b
         WHERE b.event_id = ${eventId} AND b.container_id = ANY(${sql.param(containerIds)}) AND b.status = 1
         GROUP BY b.container_id`,
  );
  return new Map(rows.map((r) => [r.container_id, r.seats]));
}
