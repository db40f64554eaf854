import { sql } from "drizzle-orm";
import { hasFlag, seatLabel, type SeatTuple } from "../../../shared/events/seat-map";
import type { SeatConflict, SeatMapSaveInput } from "../../../shared/staff/events";
import type { Db } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { Lang } from "../../../shared/i18n";
import { pickLang, staleVersion } from "../../lib/records";
import { audit, type AuditActor } from "../staff/audit";
import { loadMap, flagsOf } from "./seat-map-editor";

/**
 * Saving a whole seat map (issue 17, ADR 0038): see seat-map-editor.ts for the rules a save keeps.
 */

const unknownPart = () =>
  new AppError(422, "validation_failed", "errors.validation_failed", {
    areas: ["events.editor.unknownPart"],
  });

type Desired = {
  id: number | null;
  /** The block: an existing id, or the index of a new block in `newBlocks`. */
  block: { id: number } | { index: number };
  seat: SeatTuple;
  ord: number;
};

/** Columns of a set of seats, for one `unnest` statement. */
function columns(list: { cid: number; seat: SeatTuple; ord: number; id?: number | null }[]) {
  return {
    ids: list.map((d) => d.id ?? 0),
    cids: list.map((d) => d.cid),
    rows: list.map((d) => d.seat[1]),
    nums: list.map((d) => d.seat[2]),
    r: list.map((d) => d.seat[3]),
    c: list.map((d) => d.seat[4]),
    ords: list.map((d) => d.ord),
    status: list.map((d) => (hasFlag(d.seat[5], "disabled") ? 0 : 1)),
    acc: list.map((d) => hasFlag(d.seat[5], "accessible")),
    comp: list.map((d) => hasFlag(d.seat[5], "companion")),
    restr: list.map((d) => hasFlag(d.seat[5], "restricted_view")),
    held: list.map((d) => hasFlag(d.seat[5], "staff_held")),
  };
}

/**
 * Saves a whole map (what `get` answered, edited): areas, blocks and seats are created,
 * changed or removed to match it, in one transaction with one audit row. Refused with 409
 * `seat_booked` (and `conflicts`, each block named in `lang`, the staff member's language)
 * when a booked seat would be removed or changed.
 */
export async function saveSeatMap({
  db,
  actor,
  lang,
  input,
}: {
  db: Db;
  actor: AuditActor;
  lang: Lang;
  input: SeatMapSaveInput;
}): Promise<void> {
  const eventId = input.event_id;
  try {
    await db.transaction(async (tx) => {
      // One save of a map at a time per event.
      const { rows: ev } = await tx.execute<{ version: number }>(
        sql`SELECT seat_map_version AS version FROM events WHERE id = ${eventId} FOR UPDATE`,
      );
      if (!ev[0]) throw notFound();
      // A map opened before someone else's save would put back what it read: the version it
      // names is checked and moved on by one statement; from an older one nothing changes.
      const { rows: moved } = await tx.execute(
        sql`UPDATE events SET seat_map_version = seat_map_version + 1
             WHERE id = ${eventId} AND seat_map_version = ${input.version} RETURNING id`,
      );
      if (!moved[0]) throw staleVersion(ev[0].version);
      const current = await loadMap(tx, eventId);
      const areaIds = new Set(current.containers.filter((c) => !c.parent_id).map((c) => c.id));
      const blockIds = new Set(current.containers.filter((c) => c.parent_id).map((c) => c.id));
      const seatById = new Map(current.seats.map((s) => [s.id, s]));
      const blockTitle = new Map(current.containers.map((c) => [c.id, c.title]));

      // What the map asks for, checked against what the event has.
      const desired: Desired[] = [];
      const seen = new Set<number>();
      const keptAreas = new Set<number>();
      const keptBlocks = new Set<number>();
      let newBlockCount = 0;
      for (const area of input.areas) {
        if (area.id !== undefined && (!areaIds.has(area.id) || keptAreas.has(area.id)))
          throw unknownPart();
        if (area.id) keptAreas.add(area.id);
        for (const block of area.blocks) {
          if (block.id !== undefined && (!blockIds.has(block.id) || keptBlocks.has(block.id)))
            throw unknownPart();
          if (block.id) keptBlocks.add(block.id);
          const ref = block.id ? { id: block.id } : { index: newBlockCount++ };
          block.seats.forEach((seat, ord) => {
            const id = seat[0];
            if (id !== null && (!seatById.has(id) || seen.has(id))) throw unknownPart();
            if (id !== null) seen.add(id);
            desired.push({ id, block: ref, seat: seat as SeatTuple, ord });
          });
        }
      }

      // Booked seats this save would drop or change.
      const risky = new Map<number, SeatConflict["change"]>();
      for (const s of current.seats) if (!seen.has(s.id)) risky.set(s.id, "removed");
      for (const d of desired) {
        if (d.id === null) continue;
        const s = seatById.get(d.id)!;
        const flags = d.seat[5];
        if (!("id" in d.block) || d.block.id !== s.container_id) risky.set(s.id, "moved");
        else if (d.seat[1] !== s.row_label || d.seat[2] !== s.number) risky.set(s.id, "relabelled");
        else if (hasFlag(flags, "disabled") && s.status === 1) risky.set(s.id, "disabled");
        else if (hasFlag(flags, "staff_held") && !s.staff_held) risky.set(s.id, "held");
      }
      // Every existing seat this save writes is locked first, in id order (a booking locks its
      // seats `FOR SHARE` in the same order, so the two never deadlock): a booking in flight
      // finishes first and its ticket is read below; a new one waits for this save and then
      // finds the seat as it is left (migration 0028 makes that a database rule).
      const touched = desired
        .filter((d) => {
          if (d.id === null) return false;
          const s = seatById.get(d.id)!;
          return (
            risky.has(d.id) ||
            d.seat[3] !== s.grid_row ||
            d.seat[4] !== s.grid_col ||
            d.seat[5] !== flagsOf(s)
          );
        })
        .map((d) => d.id!);
      const locked = [...new Set([...risky.keys(), ...touched])];
      if (locked.length)
        await tx.execute(
          sql`SELECT id FROM event_blocks WHERE id = ANY(${sql.param(locked)}::int[]) ORDER BY id FOR UPDATE`,
        );
      if (risky.size) {
        const ids = [...risky.keys()];
        const { rows: tickets } = await tx.execute<{
          block_id: number;
          reservation_id: number;
          attend_on: string;
        }>(
          sql`SELECT block_id, reservation_id, to_char(attend_on, 'YYYY-MM-DD') AS attend_on
                FROM reservation_seats
               WHERE event_id = ${eventId} AND block_id = ANY(${sql.param(ids)}::int[])
                 AND cancelled_at IS NULL ORDER BY block_id, attend_on`,
        );
        if (tickets.length) {
          const bySeat = new Map<number, SeatConflict>();
          for (const t of tickets) {
            const s = seatById.get(t.block_id)!;
            const c = bySeat.get(t.block_id) ?? {
              seat_id: s.id,
              label: seatLabel(s.row_label, s.number),
              block: pickLang(blockTitle.get(s.container_id), lang),
              change: risky.get(s.id)!,
              reservations: [],
            };
            c.reservations.push({ id: t.reservation_id, attend_at: t.attend_on });
            bySeat.set(t.block_id, c);
          }
          const conflicts = [...bySeat.values()];
          throw new AppError(
            409,
            "seat_booked",
            "events.editor.seatBooked",
            undefined,
            { count: conflicts.length },
            { conflicts },
          );
        }
      }

      // Areas and blocks.
      const newBlockIds: number[] = [];
      for (const [ai, area] of input.areas.entries()) {
        const gate = area.gate.ar || area.gate.en || area.gate.es ? area.gate : null;
        const position = area.position ?? null;
        let areaId = area.id;
        if (areaId)
          await tx.execute(
            sql`UPDATE event_containers SET title = ${area.title}, gate = ${gate}, ord = ${ai},
                       stand_position = ${position}, status = 1
                 WHERE id = ${areaId}`,
          );
        else {
          const { rows } = await tx.execute<{ id: number }>(
            sql`INSERT INTO event_containers (event_id, parent_id, title, gate, ord, stand_position)
                VALUES (${eventId}, NULL, ${area.title}, ${gate}, ${ai}, ${position}) RETURNING id`,
          );
          areaId = rows[0]!.id;
        }
        for (const [bi, block] of area.blocks.entries()) {
          if (block.id)
            await tx.execute(
              sql`UPDATE event_containers SET parent_id = ${areaId}, title = ${block.title}, ord = ${bi}, status = 1
                   WHERE id = ${block.id}`,
            );
          else {
            const { rows } = await tx.execute<{ id: number }>(
              sql`INSERT INTO event_containers (event_id, parent_id, title, ord)
                  VALUES (${eventId}, ${areaId}, ${block.title}, ${bi}) RETURNING id`,
            );
            newBlockIds.push(rows[0]!.id);
          }
        }
      }
      const cidOf = (d: Desired) => ("id" in d.block ? d.block.id : newBlockIds[d.block.index]!);

      // Seats removed: deleted, or retired when a cancelled ticket still names them.
      const removed = current.seats.filter((s) => !seen.has(s.id)).map((s) => s.id);
      if (removed.length) {
        await tx.execute(
          sql`DELETE FROM event_blocks b WHERE b.id = ANY(${sql.param(removed)}::int[])
                AND NOT EXISTS (SELECT 1 FROM reservation_seats rs WHERE rs.block_id = b.id)`,
        );
        await tx.execute(
          sql`UPDATE event_blocks SET retired_at = now(), status = 0
               WHERE id = ANY(${sql.param(removed)}::int[])`,
        );
      }

      // Seats kept: only those that changed are written, in one statement.
      const changed = desired
        .filter((d) => {
          if (d.id === null) return false;
          const s = seatById.get(d.id)!;
          return (
            cidOf(d) !== s.container_id ||
            d.seat[1] !== s.row_label ||
            d.seat[2] !== s.number ||
            d.seat[3] !== s.grid_row ||
            d.seat[4] !== s.grid_col ||
            d.seat[5] !== flagsOf(s)
          );
        })
        .map((d) => ({ id: d.id, cid: cidOf(d), seat: d.seat, ord: d.ord }));
      if (changed.length) {
        // Relabelled seats step aside first (numbers above any real one), so labels that swap
        // inside this save never meet the unique key half-way.
        const relabelled = changed
          .filter((d) => {
            const s = seatById.get(d.id!)!;
            return d.cid !== s.container_id || d.seat[1] !== s.row_label || d.seat[2] !== s.number;
          })
          .map((d) => d.id!);
        if (relabelled.length)
          await tx.execute(
            sql`UPDATE event_blocks SET number = 100000000 + id
                 WHERE id = ANY(${sql.param(relabelled)}::int[])`,
          );
        const k = columns(changed);
        await tx.execute(
          sql`UPDATE event_blocks b SET container_id = x.cid, row_label = x.row, number = x.num,
                     grid_row = x.r, grid_col = x.c, ord = x.ord, status = x.status,
                     accessible = x.acc, companion = x.comp, restricted_view = x.restr,
                     staff_held = x.held
                FROM unnest(${sql.param(k.ids)}::int[], ${sql.param(k.cids)}::int[],
                            ${sql.param(k.rows)}::text[], ${sql.param(k.nums)}::int[],
                            ${sql.param(k.r)}::int[], ${sql.param(k.c)}::int[],
                            ${sql.param(k.ords)}::int[], ${sql.param(k.status)}::smallint[],
                            ${sql.param(k.acc)}::bool[], ${sql.param(k.comp)}::bool[],
                            ${sql.param(k.restr)}::bool[], ${sql.param(k.held)}::bool[])
                     AS x(id, cid, row, num, r, c, ord, status, acc, comp, restr, held)
               WHERE b.id = x.id`,
        );
      }

      // New seats: a retired seat of the same block and label comes back, others are inserted.
      const added = desired
        .filter((d) => d.id === null)
        .map((d) => ({ cid: cidOf(d), seat: d.seat, ord: d.ord }));
      let revived = 0;
      if (added.length) {
        const k = columns(added);
        const { rows: back } = await tx.execute<{
          container_id: number;
          row_label: string;
          number: number;
        }>(
          sql`UPDATE event_blocks b SET retired_at = NULL, grid_row = x.r, grid_col = x.c,
                     ord = x.ord, status = x.status, accessible = x.acc, companion = x.comp,
                     restricted_view = x.restr, staff_held = x.held
                FROM unnest(${sql.param(k.cids)}::int[], ${sql.param(k.rows)}::text[],
                            ${sql.param(k.nums)}::int[], ${sql.param(k.r)}::int[],
                            ${sql.param(k.c)}::int[], ${sql.param(k.ords)}::int[],
                            ${sql.param(k.status)}::smallint[], ${sql.param(k.acc)}::bool[],
                            ${sql.param(k.comp)}::bool[], ${sql.param(k.restr)}::bool[],
                            ${sql.param(k.held)}::bool[])
                     AS x(cid, row, num, r, c, ord, status, acc, comp, restr, held)
               WHERE b.event_id = ${eventId} AND b.retired_at IS NOT NULL
                 AND b.container_id = x.cid AND b.row_label = x.row AND b.number = x.num
           RETURNING b.container_id, b.row_label, b.number`,
        );
        revived = back.length;
        const revivedKeys = new Set(
          back.map((b) => `${b.container_id}\u0000${b.row_label}\u0000${b.number}`),
        );
        const fresh = revived
          ? added.filter((a) => !revivedKeys.has(`${a.cid}\u0000${a.seat[1]}\u0000${a.seat[2]}`))
          : added;
        if (fresh.length) {
          const f = columns(fresh);
          await tx.execute(
            sql`INSERT INTO event_blocks (event_id, container_id, row_label, number, grid_row,
                       grid_col, ord, status, accessible, companion, restricted_view, staff_held)
                SELECT ${eventId}, x.* FROM unnest(${sql.param(f.cids)}::int[], ${sql.param(f.rows)}::text[],
                            ${sql.param(f.nums)}::int[], ${sql.param(f.r)}::int[],
                            ${sql.param(f.c)}::int[], ${sql.param(f.ords)}::int[],
                            ${sql.param(f.status)}::smallint[], ${sql.param(f.acc)}::bool[],
                            ${sql.param(f.comp)}::bool[], ${sql.param(f.restr)}::bool[],
                            ${sql.param(f.held)}::bool[]) AS x`,
          );
        }
      }

      // Areas and blocks removed: deleted, or retired while a retired seat still hangs on them.
      const goneBlocks = [...blockIds].filter((id) => !keptBlocks.has(id));
      const goneAreas = [...areaIds].filter((id) => !keptAreas.has(id));
      for (const gone of [goneBlocks, goneAreas]) {
        if (!gone.length) continue;
        await tx.execute(
          sql`DELETE FROM event_containers c WHERE c.id = ANY(${sql.param(gone)}::int[])
                AND NOT EXISTS (SELECT 1 FROM event_blocks b WHERE b.container_id = c.id)
                AND NOT EXISTS (SELECT 1 FROM event_containers k WHERE k.parent_id = c.id)`,
        );
        await tx.execute(
          sql`UPDATE event_containers SET retired_at = now(), status = 0
               WHERE id = ANY(${sql.param(gone)}::int[])`,
        );
      }

      const count = (areas: number, blocks: number, seats: number) => ({ areas, blocks, seats });
      await audit(tx, {
        actor,
        action: "seat_map.update",
        recordType: "event",
        recordId: eventId,
        before: count(areaIds.size, blockIds.size, current.seats.length),
        after: {
          ...count(
            input.areas.length,
            input.areas.reduce((n, a) => n + a.blocks.length, 0),
            desired.length,
          ),
          seats_added: added.length,
          seats_removed: removed.length,
          seats_changed: changed.length,
          seats_revived: revived,
        },
      });
    });
  } catch (e) {
    const pg =
      (e as { cause?: { code?: string; constraint?: string } }).cause ??
      (e as { code?: string; constraint?: string });
    if (pg.code === "23505" && pg.constraint === "event_blocks_label_key")
      throw new AppError(422, "validation_failed", "errors.validation_failed", {
        areas: ["events.editor.seatLabelTwice"],
      });
    if (
      pg.code === "23503" ||
      pg.code === "23001" ||
      (pg.code === "23514" && pg.constraint === "event_blocks_booked_in_service")
    )
      throw new AppError(409, "seat_booked", "events.editor.seatBooked", undefined, { count: 1 });
    throw e;
  }
}
