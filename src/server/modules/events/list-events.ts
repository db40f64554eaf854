import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Lang } from "../../../shared/i18n";
import type { EventDto } from "../../../shared/events/dtos";
import type { Db } from "../../db/client";
import { clock, eventNotFound } from "./event-clock";
import {
  defaultDay,
  EVENT_COLUMNS,
  loadDays,
  loadEvent,
  loadLayout,
  toEventRow,
} from "./event-queries";
import { eventDto } from "./event-views";

type Deps = { db: Db; lang: Lang; log?: FastifyBaseLogger };

/** Active events, the soonest day first; each with its calendar and state. */
export async function listEvents({ db, lang }: Deps): Promise<EventDto[]> {
  const now = clock.now();
  const { rows: raw } = await db.execute<Parameters<typeof toEventRow>[0]>(
    sql`SELECT ${EVENT_COLUMNS} FROM events e WHERE status = 1
         ORDER BY (SELECT min(starts_at) FROM event_dates d WHERE d.event_id = e.id AND d.starts_at > ${now}) NULLS LAST,
                  ord, id`,
  );
  const rows = raw.map(toEventRow);
  const days = await loadDays(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const mine = days.filter((d) => d.event_id === r.id);
    return eventDto(r, mine, lang, now, defaultDay(mine, now), null);
  });
}

/** One event; with `withContainers` its areas and blocks, counted for `attendOn` (or the next day). */
export async function getEvent({
  db,
  lang,
  id,
  withContainers,
  attendOn,
}: Deps & { id: number; withContainers: boolean; attendOn?: string }): Promise<EventDto> {
  const now = clock.now();
  const row = await loadEvent(db, id);
  if (!row) throw eventNotFound();
  const days = await loadDays(db, [id]);
  const day = attendOn ?? defaultDay(days, now);
  const layout = await loadLayout(db, id, day);
  const dto = eventDto(row, days, lang, now, day, layout);
  if (!withContainers) delete dto.containers;
  return dto;
}
