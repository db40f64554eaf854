// What a gate phone keeps between visits, in IndexedDB through Dexie: each event day's ticket
// list (with the seat labels the verdict shows) and the device's own scans. Scans that let
// someone in while offline wait here until they reach the server (`pending`); the ones the
// server already decided are kept too, so the device refuses a second entry after a reload.

import { Dexie, type EntityTable } from "dexie";
import type { CheckinScanInput } from "../../../../shared/staff/checkin";
import type { GateListDto } from "../../../../shared/staff/checkin";

export type SeatLabel = {
  area: string;
  block: string;
  row: string;
  number: number;
  gate: string | null;
};

export type StoredList = {
  /** `${eventId}:${attendOn}` */
  key: string;
  list: GateListDto;
  seats: Record<number, SeatLabel>;
  fetchedAt: number;
};

export type StoredScan = {
  nonce: string;
  /** `${eventId}:${attendOn}` */
  day: string;
  ticketId: number;
  at: number;
  gate: string;
  /** The body sent (or to send) to `/checkin/upload`. */
  body: CheckinScanInput;
  state: "pending" | "sent";
  /** A conflict the server recorded for this scan. */
  conflict: "double_entry" | "cancelled_entry" | null;
  /** For a conflict: when and at which gate the ticket went in first (the server's answer). */
  first?: { at: string; gate: string } | null;
};

export type GateDb = Dexie & {
  lists: EntityTable<StoredList, "key">;
  scans: EntityTable<StoredScan, "nonce">;
};

export const GATE_DB_NAME = "alnoor-gate";

let db: GateDb | null = null;

export function gateDb(): GateDb {
  if (db && !db.isOpen() && db.hasBeenClosed()) db = null;
  if (db) return db;
  const d = new Dexie(GATE_DB_NAME) as GateDb;
  d.version(1).stores({ lists: "key, fetchedAt", scans: "nonce, day, at, [day+state]" });
  db = d;
  return d;
}

export const dayKey = (eventId: number, attendOn: string) => `${eventId}:${attendOn}`;

const KEEP_MS = 3 * 86_400_000;

/**
 * Forgets lists and uploaded scans older than three days. Scans still waiting for the server are
 * never dropped, however old.
 */
export async function pruneOld(now = Date.now()): Promise<void> {
  const d = gateDb();
  await d.lists
    .where("fetchedAt")
    .below(now - KEEP_MS)
    .delete();
  await d.scans
    .where("at")
    .below(now - KEEP_MS)
    .filter((s) => s.state === "sent")
    .delete();
}

/** Asks the browser not to clear the device's scans under storage pressure. */
export async function requestPersistence(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
