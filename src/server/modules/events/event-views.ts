import { localize, type Lang } from "../../../shared/i18n";
import type { ContainerDto, EventDayDto, EventDto } from "../../../shared/events/dtos";
import { eventState } from "./event-clock";
import { riyadhIso } from "../../lib/time";
import type { ContainerRow, DayRow, EventRow } from "./event-queries";

/** How an event, its days and its areas read in the answers, in one language. */
export function dayDto(day: DayRow, now: Date): EventDayDto {
  const iso = riyadhIso(day.starts_at);
  return {
    date: day.attend_on,
    time: iso.slice(11, 16),
    starts_at: iso,
    open: day.starts_at.getTime() > now.getTime(),
  };
}

export function containerTree(
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
        position: r.stand_position,
        seats_total: counts.total,
        seats_free: counts.free,
      };
      if (depth > 0) dto.childs = containerTree(rows, lang, r.id, depth - 1);
      return dto;
    });
}

export function eventDto(
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
    match_id: row.match_id,
    state: eventState(row, now),
    server_time: riyadhIso(now),
    attend_at: attendOn,
    seats_total: totals?.total ?? 0,
    seats_free: totals?.free ?? 0,
    ...(layout ? { containers: containerTree(layout, lang, null, 1) } : {}),
  };
}
