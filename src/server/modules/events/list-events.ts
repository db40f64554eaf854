import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Lang } from "../../../shared/i18n";
import type { EventDto } from "../../../shared/events/dtos";
import type { Db } from "../../db/client";
import { clock, eventNotFound } from "./event-clock";
import {
  defaultDay,
  EVENT_COLUMNS,
  type DayRow,
  type EventRow,
  loadDays,
  loadEventWithDays,
  loadLayout,
  loadSeatCounts,
  toEventRow,
} from "./event-queries";
import { eventDto } from "./event-views";
import type { SeatTotalsStore } from "./seat-totals";

type Deps = { db: Db; lang: Lang; log?: FastifyBaseLogger };

/** A list's events and their days: content, the same for every visitor until staff change it. */
export type EventsContent = { rows: EventRow[]; days: DayRow[] };

/** Where a list's content comes from: read each time, or kept by the caller (the site's calls). */
export type EventsContentSource = (
  key: string,
  read: () => Promise<EventsContent>,
) => Promise<EventsContent>;

const readEach: EventsContentSource = (_key, read) => read();

/** Active events, the soonest day first, with their days; two statements. */
async function readEventsContent(db: Db, current: boolean): Promise<EventsContent> {
  const now = clock.now();
  const stillOn = current
    ? sql`AND (availability_to >= ${now}
           OR EXISTS (SELECT 1 FROM event_dates d WHERE d.event_id = e.id AND d.status = 1
                        AND d.attend_on >= (${now}::timestamptz AT TIME ZONE 'Asia/Riyadh')::date))`
    : sql``;
  const { rows: raw } = await db.execute<Parameters<typeof toEventRow>[0]>(
    sql`SELECT ${EVENT_COLUMNS} FROM events e WHERE status = 1 ${stillOn}
         ORDER BY (SELECT min(starts_at) FROM event_dates d WHERE d.event_id = e.id AND d.starts_at > ${now}) NULLS LAST,
                  ord, id`,
  );
  const rows = raw.map(toEventRow);
  const days = await loadDays(
    db,
    rows.map((r) => r.id),
  );
  return { rows, days };
}

/**
 * Active events, the soonest day first; each with its calendar, state and seat counts for its
 * default day (the next day to come). With `current`, only events a fan can still attend or
 * book: a day today or later (Riyadh), or a reservation window not yet over.
 * Three statements at most whatever the number of events: events, their days, their seat counts.
 * The first two are content and may come from `content` (the site's calls keep them for a couple
 * of seconds, dropped when the content version moves); each event's seat totals may come from
 * `totals` (kept with the seat map version they were counted at). The state, the default day and
 * the day's tickets are read on every call, so seats stay live: with every event's totals kept,
 * one statement reads the tickets and the map versions (two if a map was saved since); when the
 * content was read on this call, or any totals are missing, one statement counts every seat.
 */
export async function listEvents({
  db,
  lang,
  current = false,
  content = readEach,
  totals,
}: Deps & {
  current?: boolean;
  content?: EventsContentSource;
  totals?: SeatTotalsStore;
}): Promise<EventDto[]> {
  let contentRead = false;
  const { rows, days } = await content(current ? "current" : "all", () => {
    contentRead = true;
    return readEventsContent(db, current);
  });
  const now = clock.now();
  const byEvent = rows.map((r) => {
    const mine = days.filter((d) => d.event_id === r.id);
    return { row: r, days: mine, day: defaultDay(mine, now) };
  });
  const counts = await loadSeatCounts(
    db,
    byEvent.map((e) => ({ eventId: e.row.id, attendOn: e.day })),
    totals,
    contentRead,
  );
  return byEvent.map(({ row, days: mine, day }) => {
    const dto = eventDto(row, mine, lang, now, day, null);
    const c = counts.get(row.id);
    dto.seats_total = c?.total ?? 0;
    dto.seats_free = c?.free ?? 0;
    return dto;
  });
}

/**
 * One event; with `withContainers` its areas and blocks, counted for `attendOn` (or the next day).
 * Two statements: the event with its days, then its layout with the counts.
 */
export async function getEvent({
  db,
  lang,
  id,
  withContainers,
  attendOn,
}: Deps & { id: number; withContainers: boolean; attendOn?: string }): Promise<EventDto> {
  const now = clock.now();
  const event = await loadEventWithDays(db, id);
  if (!event) throw eventNotFound();
  const { row, days } = event;
  const day = attendOn ?? defaultDay(days, now);
  const layout = await loadLayout(db, id, day);
  const dto = eventDto(row, days, lang, now, day, layout);
  if (!withContainers) delete dto.containers;
  return dto;
}
