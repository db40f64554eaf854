import { sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { BlockDto, ContainerDto } from "../../../shared/events/dtos";
import { executeNamed, type Db } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { loadLayout, loadSeats, resolveDay } from "./event-queries";
import { containerTree } from "./event-views";

type Deps = { db: Db; lang: Lang };

/**
 * The areas of an event (no `parentId`) or the blocks of one area, each with its seat counts
 * for the day; `childs` adds the next level, `withBlocks` the seats of that level.
 */
export async function listContainers({
  db,
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
  const day = await resolveDay(db, eventId, attendOn);
  const layout = await loadLayout(db, eventId, day);
  if (parentId && !layout.some((c) => c.id === parentId)) {
    throw new AppError(404, "container_not_found", "events.containerNotFound");
  }
  const list = containerTree(layout, lang, parentId ?? null, childs ? 1 : 0);
  if (withBlocks) {
    // Seats hang on the containers that hold them: the listed ones and their children.
    const targets = [...list, ...list.flatMap((c) => c.childs ?? [])];
    const seats = await loadSeats(
      db,
      eventId,
      targets.map((c) => c.id),
      day,
    );
    for (const c of targets) c.blocks = seats.get(c.id) ?? [];
  }
  return list;
}

/** The seats of one block with their availability on the day (spec: block id, number, is_available). */
export async function listBlocks({
  db,
  eventId,
  containerId,
  attendOn,
}: Deps & { eventId: number; containerId: number; attendOn?: string }): Promise<BlockDto[]> {
  const day = await resolveDay(db, eventId, attendOn);
  const { rows } = await executeNamed(
    db,
    "event_container_exists",
    sql`SELECT 1 FROM event_containers WHERE id = ${containerId} AND event_id = ${eventId} AND status = 1`,
  );
  if (!rows[0]) throw new AppError(404, "container_not_found", "events.containerNotFound");
  return (await loadSeats(db, eventId, [containerId], day)).get(containerId) ?? [];
}
