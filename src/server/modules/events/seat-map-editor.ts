import { sql } from "drizzle-orm";
import { hasFlag, SEAT_FLAGS } from "../../../shared/events/seat-map";
import type { SeatMapDto } from "../../../shared/staff/events";
import type { Db, Tx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { allLangs } from "../sports/staff-records";
import { clock } from "./event-clock";
import { defaultDay, loadDays, type ContainerBase } from "./event-queries";

/**
 * The seat-map editor's reads and writes (issue 17, ADR 0038). A map is areas (containers
 * without a parent), their blocks (containers under an area) and the blocks' seats on a grid.
 *
 * A save never drops or changes a booked seat: the seats it writes are locked (`FOR UPDATE`,
 * which waits for a booking in flight and makes a new one wait), and those it would remove,
 * relabel, move to another block, take out of service or hold for the club are checked for
 * tickets that stand; any found refuses the whole save with 409 `seat_booked` and the list.
 * Behind that check the foreign key from tickets to seats refuses a deletion (migration 0026)
 * and triggers refuse a standing ticket on a seat out of service (migration 0028).
 */

type ContainerRaw = ContainerBase;
type SeatRaw = {
  id: number;
  container_id: number;
  row_label: string;
  number: number;
  grid_row: number;
  grid_col: number;
  status: number;
  accessible: boolean;
  companion: boolean;
  restricted_view: boolean;
  staff_held: boolean;
};

export const flagsOf = (s: SeatRaw) =>
  (s.status === 0 ? SEAT_FLAGS.disabled : 0) |
  (s.accessible ? SEAT_FLAGS.accessible : 0) |
  (s.companion ? SEAT_FLAGS.companion : 0) |
  (s.restricted_view ? SEAT_FLAGS.restricted_view : 0) |
  (s.staff_held ? SEAT_FLAGS.staff_held : 0);

/** Seats offered to fans: in service and not held by the club. */
const sellable = (flags: number) => !hasFlag(flags, "disabled") && !hasFlag(flags, "staff_held");

export async function loadMap(db: Db | Tx, eventId: number) {
  const [{ rows: containers }, { rows: seats }] = await Promise.all([
    db.execute<ContainerRaw>(
      sql`SELECT id, parent_id, title, gate, ord, stand_position FROM event_containers
           WHERE event_id = ${eventId} AND retired_at IS NULL ORDER BY ord, id`,
    ),
    db.execute<SeatRaw>(
      sql`SELECT id, container_id, row_label, number, grid_row, grid_col, status, accessible,
                 companion, restricted_view, staff_held
            FROM event_blocks WHERE event_id = ${eventId} AND retired_at IS NULL
           ORDER BY container_id, ord, grid_row, grid_col`,
    ),
  ]);
  return { containers, seats };
}

/**
 * The map of an event as the editor draws it, with the seats sold on one day (the next day
 * still to come unless `attendOn`), the seats booked on any day, and sold/free per block, area
 * and the whole map.
 */
export async function getSeatMap({
  db,
  eventId,
  attendOn,
}: {
  db: Db;
  eventId: number;
  attendOn?: string;
}): Promise<SeatMapDto> {
  const { rows: found } = await db.execute<{ version: number }>(
    sql`SELECT seat_map_version AS version FROM events WHERE id = ${eventId}`,
  );
  if (!found[0]) throw notFound();
  const days = await loadDays(db, [eventId]);
  const day = attendOn ?? defaultDay(days, clock.now());
  const [{ containers, seats }, { rows: held }] = await Promise.all([
    loadMap(db, eventId),
    db.execute<{ block_id: number; today: boolean }>(
      sql`SELECT block_id, bool_or(attend_on = ${day}::date) AS today FROM reservation_seats
           WHERE event_id = ${eventId} AND cancelled_at IS NULL GROUP BY block_id`,
    ),
  ]);
  const soldIds = new Set(held.filter((h) => h.today).map((h) => h.block_id));
  const bookedIds = new Set(held.map((h) => h.block_id));
  const seatsOf = new Map<number, SeatRaw[]>();
  for (const s of seats) {
    const list = seatsOf.get(s.container_id);
    if (list) list.push(s);
    else seatsOf.set(s.container_id, [s]);
  }
  const all = { total: 0, sold: 0, free: 0 };
  const areas = containers
    .filter((c) => c.parent_id === null)
    .map((area) => {
      const occ = { total: 0, sold: 0, free: 0 };
      const blocks = containers
        .filter((c) => c.parent_id === area.id)
        .map((block) => {
          const list = seatsOf.get(block.id) ?? [];
          const b = { total: 0, sold: 0, free: 0 };
          const sold: number[] = [];
          const booked: number[] = [];
          const tuples = list.map((s): [number, string, number, number, number, number] => {
            const flags = flagsOf(s);
            const isSold = soldIds.has(s.id);
            if (isSold) sold.push(s.id);
            if (bookedIds.has(s.id)) booked.push(s.id);
            if (sellable(flags)) {
              b.total++;
              if (!isSold) b.free++;
            }
            if (isSold) b.sold++;
            return [s.id, s.row_label, s.number, s.grid_row, s.grid_col, flags];
          });
          for (const k of ["total", "sold", "free"] as const) occ[k] += b[k];
          return {
            id: block.id,
            title: allLangs(block.title),
            seats: tuples,
            sold,
            booked,
            occupancy: b,
          };
        });
      for (const k of ["total", "sold", "free"] as const) all[k] += occ[k];
      return {
        id: area.id,
        title: allLangs(area.title),
        gate: allLangs(area.gate),
        position: area.stand_position,
        occupancy: occ,
        blocks,
      };
    });
  return {
    event_id: eventId,
    version: found[0].version,
    days: days.map((d) => d.attend_on),
    attend_at: day,
    areas,
    occupancy: all,
  };
}
