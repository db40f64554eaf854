import { randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type pg from "pg";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import { TICKET_VISIBLE_HOURS } from "../../../shared/schemas/events";
import type {
  BlockDto,
  ContainerDto,
  EventDayDto,
  EventDto,
  EventState,
  TicketDto,
} from "../../../shared/types/events";
import { AppError } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { CLUB_TIME_ZONE } from "../../lib/time";

/**
 * The server is the clock (design section 2). Tests replace `clock.now` to stand on either side
 * of a window edge; nothing else reads the time.
 */
export const clock = { now: (): Date => new Date() };

type Deps = { pool: pg.Pool; lang: Lang; log?: FastifyBaseLogger };

type EventRow = {
  id: number;
  title: Localized;
  description: Localized;
  image_url: string | null;
  venue: Localized | null;
  availability_from: Date;
  availability_to: Date;
  allow_reservation: boolean;
  max_seats: number;
};

type DayRow = { event_id: number; attend_on: string; starts_at: Date };

const wall = new Intl.DateTimeFormat("en-CA", {
  timeZone: CLUB_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** An instant as Riyadh wall time with its offset: 2026-11-21T20:00:00+03:00. */
export function riyadhIso(at: Date): string {
  const p = Object.fromEntries(wall.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+03:00`;
}

/**
 * Whether an event takes reservations at `now`: the flag first (closed), then the window,
 * both ends included (availability_from <= now <= availability_to).
 */
export function eventState(
  event: Pick<EventRow, "allow_reservation" | "availability_from" | "availability_to">,
  now: Date,
): EventState {
  if (!event.allow_reservation) return "closed";
  if (now.getTime() < event.availability_from.getTime()) return "not_started";
  if (now.getTime() > event.availability_to.getTime()) return "time_over";
  return "open";
}

/** The moment a ticket (and its QR code) is shown: 8 hours before the event starts. */
export function ticketVisibleFrom(startsAt: Date): Date {
  return new Date(startsAt.getTime() - TICKET_VISIBLE_HOURS * 3600_000);
}

const stateError: Record<Exclude<EventState, "open">, () => AppError> = {
  closed: () => new AppError(422, "reservation_closed", "events.reservationClosed"),
  not_started: () => new AppError(422, "reservation_not_started", "events.reservationNotStarted"),
  time_over: () => new AppError(422, "reservation_time_over", "events.reservationTimeOver"),
};

const eventNotFound = () => new AppError(404, "event_not_found", "events.eventNotFound");

const EVENT_COLUMNS = `id, title, description, image_url, venue, availability_from, availability_to,
  allow_reservation, max_seats`;

async function loadEvent(pool: pg.Pool, id: number): Promise<EventRow | null> {
  const { rows } = await pool.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE id = $1 AND status = 1`,
    [id],
  );
  return rows[0] ?? null;
}

async function loadDays(pool: pg.Pool, eventIds: number[]): Promise<DayRow[]> {
  if (!eventIds.length) return [];
  const { rows } = await pool.query<DayRow>(
    `SELECT event_id, to_char(attend_on, 'YYYY-MM-DD') AS attend_on, starts_at
       FROM event_dates WHERE event_id = ANY($1) AND status = 1 ORDER BY attend_on`,
    [eventIds],
  );
  return rows;
}

function dayDto(day: DayRow, now: Date): EventDayDto {
  const iso = riyadhIso(day.starts_at);
  return {
    date: day.attend_on,
    time: iso.slice(11, 16),
    starts_at: iso,
    open: day.starts_at.getTime() > now.getTime(),
  };
}

/** The day counts refer to when none was asked: the next day still to come, else the last. */
function defaultDay(days: DayRow[], now: Date): string | null {
  return (
    days.find((d) => d.starts_at.getTime() > now.getTime())?.attend_on ??
    days.at(-1)?.attend_on ??
    null
  );
}

type ContainerRow = {
  id: number;
  parent_id: number | null;
  title: Localized;
  gate: Localized | null;
  ord: number;
  total: number;
  free: number;
};

/** Every area and block of an event with its seat counts for one day. */
async function loadLayout(
  pool: pg.Pool,
  eventId: number,
  attendOn: string | null,
): Promise<ContainerRow[]> {
  const { rows } = await pool.query<ContainerRow>(
    `SELECT c.id, c.parent_id, c.title, c.gate, c.ord,
            coalesce(s.total, 0)::int AS total, coalesce(s.free, 0)::int AS free
       FROM event_containers c
       LEFT JOIN (
         SELECT b.container_id, count(*) AS total, count(*) FILTER (WHERE rs.block_id IS NULL) AS free
           FROM event_blocks b
           LEFT JOIN reservation_seats rs
             ON rs.event_id = b.event_id AND rs.block_id = b.id AND rs.attend_on = $2::date
          WHERE b.event_id = $1 AND b.status = 1
          GROUP BY b.container_id
       ) s ON s.container_id = c.id
      WHERE c.event_id = $1 AND c.status = 1
      ORDER BY c.ord, c.id`,
    [eventId, attendOn],
  );
  return rows;
}

function containerTree(
  rows: ContainerRow[],
  lang: Lang,
  parentId: number | null,
  depth: number,
): ContainerDto[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const sum = (id: number): { total: number; free: number } => {
    const self = byId.get(id)!;
    return rows
      .filter((r) => r.parent_id === id)
      .reduce(
        (acc, child) => {
          const s = sum(child.id);
          return { total: acc.total + s.total, free: acc.free + s.free };
        },
        { total: self.total, free: self.free },
      );
  };
  return rows
    .filter((r) => r.parent_id === parentId)
    .map((r) => {
      const parent = r.parent_id ? byId.get(r.parent_id) : undefined;
      const counts = sum(r.id);
      const dto: ContainerDto = {
        id: r.id,
        title: localize(r.title, lang),
        gate: localize(r.gate ?? parent?.gate, lang) || null,
        parent_id: r.parent_id,
        parent: parent ? { id: parent.id, title: localize(parent.title, lang) } : null,
        ord: r.ord,
        seats_total: counts.total,
        seats_free: counts.free,
      };
      if (depth > 0) dto.childs = containerTree(rows, lang, r.id, depth - 1);
      return dto;
    });
}

function eventDto(
  row: EventRow,
  days: DayRow[],
  lang: Lang,
  now: Date,
  attendOn: string | null,
  layout: ContainerRow[] | null,
): EventDto {
  const totals = layout?.reduce((a, r) => ({ total: a.total + r.total, free: a.free + r.free }), {
    total: 0,
    free: 0,
  });
  return {
    id: row.id,
    title: localize(row.title, lang),
    description: localize(row.description, lang),
    image_url: row.image_url,
    venue: row.venue ? localize(row.venue, lang) : null,
    calendar: days.map((d) => dayDto(d, now)),
    availability_from: riyadhIso(row.availability_from),
    availability_to: riyadhIso(row.availability_to),
    allow_reservation: row.allow_reservation,
    max_seats: row.max_seats,
    state: eventState(row, now),
    server_time: riyadhIso(now),
    attend_at: attendOn,
    seats_total: totals?.total ?? 0,
    seats_free: totals?.free ?? 0,
    ...(layout ? { containers: containerTree(layout, lang, null, 1) } : {}),
  };
}

/** Active events, the soonest day first; each with its calendar and state. */
export async function listEvents({ pool, lang }: Deps): Promise<EventDto[]> {
  const now = clock.now();
  const { rows } = await pool.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events e WHERE status = 1
      ORDER BY (SELECT min(starts_at) FROM event_dates d WHERE d.event_id = e.id AND d.starts_at > $1) NULLS LAST,
               ord, id`,
    [now],
  );
  const days = await loadDays(
    pool,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = days.filter((d) => d.event_id === r.id);
    return eventDto(r, mine, lang, now, defaultDay(mine, now), null);
  });
}

/** One event; with `withContainers` its areas and blocks, counted for `attendOn` (or the next day). */
export async function getEvent({
  pool,
  lang,
  id,
  withContainers,
  attendOn,
}: Deps & { id: number; withContainers: boolean; attendOn?: string }): Promise<EventDto> {
  const now = clock.now();
  const row = await loadEvent(pool, id);
  if (!row) throw eventNotFound();
  const days = await loadDays(pool, [id]);
  const day = attendOn ?? defaultDay(days, now);
  const layout = await loadLayout(pool, id, day);
  const dto = eventDto(row, days, lang, now, day, layout);
  if (!withContainers) delete dto.containers;
  return dto;
}

async function resolveDay(pool: pg.Pool, eventId: number, attendOn?: string) {
  if (!(await loadEvent(pool, eventId))) throw eventNotFound();
  return attendOn ?? defaultDay(await loadDays(pool, [eventId]), clock.now());
}

/**
 * The areas of an event (no `parentId`) or the blocks of one area, each with its seat counts
 * for the day; `childs` adds the next level, `withBlocks` the seats of that level.
 */
export async function listContainers({
  pool,
  lang,
  eventId,
  parentId,
  attendOn,
  childs,
  withBlocks,
}: Deps & {
  eventId: number;
  parentId?: number | null;
  attendOn?: string;
  childs: boolean;
  withBlocks: boolean;
}): Promise<ContainerDto[]> {
  const day = await resolveDay(pool, eventId, attendOn);
  const layout = await loadLayout(pool, eventId, day);
  if (parentId && !layout.some((c) => c.id === parentId)) {
    throw new AppError(404, "container_not_found", "events.containerNotFound");
  }
  const list = containerTree(layout, lang, parentId ?? null, childs ? 1 : 0);
  if (withBlocks) {
    // Seats hang on the containers that hold them: the listed ones and their children.
    const targets = [...list, ...list.flatMap((c) => c.childs ?? [])];
    const seats = await loadSeats(
      pool,
      eventId,
      targets.map((c) => c.id),
      day,
    );
    for (const c of targets) c.blocks = seats.get(c.id) ?? [];
  }
  return list;
}

async function loadSeats(
  pool: pg.Pool,
  eventId: number,
  containerIds: number[],
  attendOn: string | null,
): Promise<Map<number, BlockDto[]>> {
  const { rows } = await pool.query<BlockDto & { container_id: number }>(
    `SELECT b.id, b.container_id, b.number, b.row_label AS row, (rs.block_id IS NULL) AS is_available
       FROM event_blocks b
       LEFT JOIN reservation_seats rs
         ON rs.event_id = b.event_id AND rs.block_id = b.id AND rs.attend_on = $3::date
      WHERE b.event_id = $1 AND b.container_id = ANY($2) AND b.status = 1
      ORDER BY b.container_id, b.ord, b.row_label, b.number`,
    [eventId, containerIds, attendOn],
  );
  const map = new Map<number, BlockDto[]>();
  for (const { container_id, ...seat } of rows) {
    const list = map.get(container_id) ?? [];
    list.push(seat);
    map.set(container_id, list);
  }
  return map;
}

/** The seats of one block with their availability on the day (spec: block id, number, is_available). */
export async function listBlocks({
  pool,
  eventId,
  containerId,
  attendOn,
}: Deps & { eventId: number; containerId: number; attendOn?: string }): Promise<BlockDto[]> {
  const day = await resolveDay(pool, eventId, attendOn);
  const { rows } = await pool.query(
    "SELECT 1 FROM event_containers WHERE id = $1 AND event_id = $2 AND status = 1",
    [containerId, eventId],
  );
  if (!rows[0]) throw new AppError(404, "container_not_found", "events.containerNotFound");
  return (await loadSeats(pool, eventId, [containerId], day)).get(containerId) ?? [];
}

/** Who holds a reservation: a signed-in member with a complete profile, or a verified guest. */
export type Holder =
  | { kind: "member"; memberId: number }
  | { kind: "guest"; phone: string; name: string; email: string | null };

/** 128 random bits, URL-safe; the ticket's QR code carries it. */
export function newReference(): string {
  return `TK-${randomBytes(16).toString("base64url")}`;
}

/**
 * Reserves seats for one event day.
 *
 * The rules that depend on the clock and the layout are checked first (closed, not started,
 * time over, a day outside the calendar, a seat of another event, more seats than allowed).
 * The "once" rules are left to the database, inside one transaction: the unique indexes allow
 * one reservation per member and one per phone per event per day, whoever books (the
 * database stores the member's or the guest's phone on each reservation), so a member cannot
 * book again as a guest with their own number (422 `already_booked`) and `reservation_seats_seat_day_key` one reservation per seat per day,
 * so two people racing for a seat get one success and one 409 whatever the concurrency
 * (`blocks_already_reserved`, or `no_seats_available` when the day is full).
 */
export async function createReservation({
  pool,
  lang,
  log,
  holder,
  eventId,
  attendOn,
  seatIds,
}: Deps & {
  holder: Holder;
  eventId: number;
  attendOn: string;
  seatIds: number[];
}): Promise<TicketDto> {
  const now = clock.now();
  const seats = [...new Set(seatIds)];
  // Everything the checks need in one round trip: the event, the asked day, the seats it knows.
  const { rows: found } = await pool.query<
    Pick<EventRow, "allow_reservation" | "availability_from" | "availability_to" | "max_seats"> & {
      starts_at: Date | null;
      known: number;
    }
  >(
    `SELECT e.allow_reservation, e.availability_from, e.availability_to, e.max_seats, d.starts_at,
            (SELECT count(*)::int FROM event_blocks b WHERE b.event_id = e.id AND b.id = ANY($3) AND b.status = 1) AS known
       FROM events e
       LEFT JOIN event_dates d ON d.event_id = e.id AND d.attend_on = $2::date AND d.status = 1
      WHERE e.id = $1 AND e.status = 1`,
    [eventId, attendOn, seats],
  );
  const event = found[0];
  if (!event) throw eventNotFound();
  const state = eventState(event, now);
  if (state !== "open") throw stateError[state]();
  if (!event.starts_at) {
    throw new AppError(422, "date_not_available", "events.dateNotAvailable", {
      attend_at: ["events.dateNotAvailable"],
    });
  }
  if (event.starts_at.getTime() <= now.getTime()) throw stateError.time_over();
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
  // a failed statement costs the database far more than a skipped row.
  const client = await pool.connect();
  let reservationId: number | null = null;
  let conflict: "booked" | "seat" | null = null;
  let anyFree = true;
  try {
    await client.query("BEGIN");
    const { rows } = await client.query<{ id: number | null; held: number }>(
      `WITH r AS (
         INSERT INTO reservations (event_id, attend_on, member_id, guest_phone, guest_name, guest_email, reference)
         VALUES ($1, $2::date, $3, $4, $5, $6, $7)
         ON CONFLICT DO NOTHING RETURNING id
       ), s AS (
         INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on)
         SELECT r.id, $1, seat, $2::date FROM r, unnest($8::int[]) AS seat
         ON CONFLICT DO NOTHING RETURNING block_id
       )
       SELECT (SELECT id FROM r) AS id, (SELECT count(*)::int FROM s) AS held`,
      holder.kind === "member"
        ? [eventId, attendOn, holder.memberId, null, null, null, newReference(), seats]
        : [eventId, attendOn, null, holder.phone, holder.name, holder.email, newReference(), seats],
    );
    const row = rows[0]!;
    if (row.id === null) conflict = "booked";
    else if (row.held !== seats.length) conflict = "seat";
    if (conflict) {
      await client.query("ROLLBACK");
      if (conflict === "seat") {
        // On the connection already held: under load the pool may have none to spare.
        const { rows: free } = await client.query<{ free: boolean }>(
          `SELECT EXISTS (SELECT 1 FROM event_blocks b
            WHERE b.event_id = $1 AND b.status = 1 AND NOT EXISTS (
              SELECT 1 FROM reservation_seats rs WHERE rs.event_id = b.event_id AND rs.block_id = b.id AND rs.attend_on = $2::date)) AS free`,
          [eventId, attendOn],
        );
        anyFree = free[0]?.free ?? false;
      }
    } else {
      await client.query("COMMIT");
      reservationId = row.id;
    }
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  if (conflict === "booked") throw new AppError(422, "already_booked", "events.alreadyBooked");
  if (conflict === "seat" && !anyFree) {
    throw new AppError(409, "no_seats_available", "events.noSeatsAvailable");
  }
  if (conflict === "seat" || reservationId === null) {
    throw new AppError(409, "blocks_already_reserved", "events.blocksAlreadyReserved", {
      containers_blocks_ids: ["events.blocksAlreadyReserved"],
    });
  }
  log?.info(
    {
      event: eventId,
      day: attendOn,
      seats: seats.length,
      holder: holder.kind === "member" ? `member:${holder.memberId}` : maskPhone(holder.phone),
    },
    "seat reservation made",
  );
  return (await loadTickets({ pool, lang, ids: [reservationId] }))[0]!;
}

type TicketRow = {
  id: number;
  event_id: number;
  attend_on: string;
  starts_at: Date;
  reference: string;
  created_at: Date;
  member_id: number | null;
  member_name: string | null;
  member_phone: string | null;
  guest_name: string | null;
  guest_phone: string | null;
  event_title: Localized;
  event_image: string | null;
  event_venue: Localized | null;
};

type SeatRow = {
  reservation_id: number;
  id: number;
  row_label: string;
  number: number;
  block_title: Localized;
  area_title: Localized | null;
  gate: Localized | null;
  area_gate: Localized | null;
};

/** Tickets selected by reservation ids, in the order given. */
async function loadTickets({
  pool,
  lang,
  ids,
}: {
  pool: pg.Pool;
  lang: Lang;
  ids: number[];
}): Promise<TicketDto[]> {
  if (!ids.length) return [];
  const now = clock.now();
  const { rows } = await pool.query<TicketRow>(
    `SELECT r.id, r.event_id, to_char(r.attend_on, 'YYYY-MM-DD') AS attend_on, d.starts_at, r.reference,
            r.created_at, r.member_id, m.name AS member_name, m.phone AS member_phone,
            r.guest_name, r.guest_phone, e.title AS event_title, e.image_url AS event_image,
            e.venue AS event_venue
       FROM reservations r
       JOIN events e ON e.id = r.event_id
       JOIN event_dates d ON d.event_id = r.event_id AND d.attend_on = r.attend_on
       LEFT JOIN members m ON m.id = r.member_id
      WHERE r.id = ANY($1)`,
    [ids],
  );
  const { rows: seatRows } = await pool.query<SeatRow>(
    `SELECT rs.reservation_id, b.id, b.row_label, b.number, c.title AS block_title,
            p.title AS area_title, c.gate, p.gate AS area_gate
       FROM reservation_seats rs
       JOIN event_blocks b ON b.id = rs.block_id
       JOIN event_containers c ON c.id = b.container_id
       LEFT JOIN event_containers p ON p.id = c.parent_id
      WHERE rs.reservation_id = ANY($1)
      ORDER BY b.row_label, b.number`,
    [ids],
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids
    .map((id) => byId.get(id))
    .filter((r): r is TicketRow => !!r)
    .map((r) => {
      const from = ticketVisibleFrom(r.starts_at);
      const visible = now.getTime() >= from.getTime();
      const iso = riyadhIso(r.starts_at);
      const phone = r.member_phone ?? r.guest_phone ?? "";
      return {
        id: r.id,
        event: {
          id: r.event_id,
          title: localize(r.event_title, lang),
          image_url: r.event_image,
          venue: r.event_venue ? localize(r.event_venue, lang) : null,
        },
        attend_at: r.attend_on,
        time: iso.slice(11, 16),
        starts_at: iso,
        name: (r.member_id ? r.member_name : r.guest_name) ?? "",
        phone: maskPhone(phone),
        guest: r.member_id === null,
        seats: seatRows
          .filter((s) => s.reservation_id === r.id)
          .map((s) => ({
            id: s.id,
            area: localize(s.area_title ?? s.block_title, lang),
            gate: localize(s.gate ?? s.area_gate, lang) || null,
            block: localize(s.block_title, lang),
            row: s.row_label,
            number: s.number,
          })),
        visible,
        visible_from: riyadhIso(from),
        reference: visible ? r.reference : null,
        created_at: riyadhIso(r.created_at),
      };
    });
}

/**
 * The holder's own reservations, the next event day first. Only the holder's rows are ever
 * selected, so another member's id simply is not there.
 */
export async function listReservations({
  pool,
  lang,
  holder,
  eventId,
}: Deps & { holder: Holder; eventId?: number }): Promise<TicketDto[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT r.id FROM reservations r
       JOIN event_dates d ON d.event_id = r.event_id AND d.attend_on = r.attend_on
      WHERE ${holder.kind === "member" ? "r.member_id = $1" : "r.guest_phone = $1"}
        AND ($2::int IS NULL OR r.event_id = $2)
      ORDER BY (d.starts_at < $3), CASE WHEN d.starts_at >= $3 THEN d.starts_at END ASC, d.starts_at DESC`,
    [holder.kind === "member" ? holder.memberId : holder.phone, eventId ?? null, clock.now()],
  );
  return loadTickets({ pool, lang, ids: rows.map((r) => r.id) });
}

/** One ticket of the holder; someone else's id answers 404, as if it did not exist. */
export async function getReservation({
  pool,
  lang,
  holder,
  id,
}: Deps & { holder: Holder; id: number }): Promise<TicketDto> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT id FROM reservations WHERE id = $1 AND ${holder.kind === "member" ? "member_id = $2" : "guest_phone = $2"}`,
    [id, holder.kind === "member" ? holder.memberId : holder.phone],
  );
  if (!rows[0]) throw new AppError(404, "reservation_not_found", "events.reservationNotFound");
  return (await loadTickets({ pool, lang, ids: [id] }))[0]!;
}
