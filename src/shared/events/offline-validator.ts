// A gate device's verdict without the network (ADR 0027), pretix-style: the signature proves
// the server issued the code; the downloaded list says whether it was cancelled or already
// used elsewhere before the download; the device's own scans (kept in IndexedDB by the
// scanner page and handed back here on start) stop a second entry through this device.
// Another offline device's scans cannot be known here: the server reports those conflicts at
// sync.

import { base64urlDecode } from "./codec";
import { importReferenceKey, ticketIdFromReference } from "./short-reference";
import { createTicketKeyring, verifyTicketCode, type TicketFields } from "./ticket-code";
import {
  stateName,
  unpackSnapshot,
  type SnapshotTicket,
  type TicketColumns,
  type TicketSnapshot,
} from "./ticket-snapshot";

export type InvalidReason =
  | "malformed"
  | "bad_signature"
  | "unknown_key"
  /** Signed by us, or typed, but not a ticket of this event day's list. */
  | "unknown_ticket"
  /** A typed reference whose check character does not match: a typo. */
  | "bad_check";

export type Verdict =
  | {
      status: "valid";
      ticketId: number;
      /** The seat the list holds now (it wins over the code's when staff moved the ticket). */
      seatId: number | null;
      seatChanged: boolean;
      /** False for a ticket issued after the list was downloaded (its signature vouches). */
      listed: boolean;
    }
  | {
      status: "already_redeemed";
      ticketId: number;
      seatId: number | null;
      at: number;
      gate: string | null;
      /** True when this device let it in; false when the server had it before the download. */
      byThisDevice: boolean;
    }
  | { status: "wrong_event"; ticketId: number; eventId: number; attendOn: string }
  | { status: "cancelled"; ticketId: number; seatId: number | null }
  | { status: "invalid"; reason: InvalidReason };

export interface DeviceScan {
  ticketId: number;
  /** Ms since the epoch. */
  at: number;
  gate?: string | null;
}

/** Changes since the download: new, moved, cancelled or redeemed tickets, latest wins. */
export interface SnapshotUpdate {
  generatedAt: string;
  completeThrough?: number;
  tickets: SnapshotTicket[];
}

export interface OfflineValidator {
  readonly eventId: number;
  readonly attendOn: string;
  /** How many tickets the list holds (updates included). */
  readonly size: number;
  /** The verdict for a scanned code, changing nothing. */
  check(code: string): Promise<Verdict>;
  /** The verdict; a valid one is also recorded as this device's scan (persist it). */
  scan(code: string, at: number, gate?: string | null): Promise<Verdict>;
  /** The same for a typed short reference (only tickets on the list can be confirmed). */
  checkReference(text: string): Promise<Verdict>;
  scanReference(text: string, at: number, gate?: string | null): Promise<Verdict>;
  /** Records a scan made earlier (restored from storage) or admitted by force. */
  record(scan: DeviceScan): void;
  applyUpdate(update: SnapshotUpdate): void;
}

export class SnapshotError extends Error {}

interface Entry {
  seatId: number | null;
  state: SnapshotTicket["state"];
  at?: number;
  gate?: string | null;
}

export async function createOfflineValidator(
  snapshot: TicketSnapshot,
  deviceScans: Iterable<DeviceScan> = [],
): Promise<OfflineValidator> {
  const columns: TicketColumns | null = unpackSnapshot(snapshot);
  const refKeyBytes = base64urlDecode(snapshot.referenceKey);
  if (!columns || !refKeyBytes || refKeyBytes.length < 16)
    throw new SnapshotError("damaged ticket list");
  const { ids, seats, states, redeemed } = columns;
  const keyring = createTicketKeyring(snapshot.keys);
  const referenceKey = await importReferenceKey(refKeyBytes);
  const overlay = new Map<number, Entry>();
  const scans = new Map<number, DeviceScan>();
  let completeThrough = snapshot.completeThrough;

  function find(ticketId: number): Entry | null {
    const o = overlay.get(ticketId);
    if (o) return o;
    const i = position(ids, ticketId);
    if (i < 0) return null;
    const r = redeemed.get(i);
    return { seatId: seats[i] || null, state: stateName(states[i]!), at: r?.at, gate: r?.gate };
  }

  function record(scan: DeviceScan) {
    const known = scans.get(scan.ticketId);
    if (!known || scan.at < known.at) scans.set(scan.ticketId, scan);
  }
  for (const s of deviceScans) record(s);

  /** Synchronous from lookup to record: two scans of one code cannot both be valid. */
  function decide(
    ticketId: number,
    codeSeat: number | null | undefined,
    admit: DeviceScan | null,
  ): Verdict {
    const entry = find(ticketId);
    if (!entry && (codeSeat === undefined || ticketId <= completeThrough)) {
      return { status: "invalid", reason: "unknown_ticket" };
    }
    const seatId = entry ? entry.seatId : (codeSeat ?? null);
    if (entry?.state === "cancelled") return { status: "cancelled", ticketId, seatId };
    if (entry?.state === "redeemed") {
      return {
        status: "already_redeemed",
        ticketId,
        seatId,
        at: entry.at ?? 0,
        gate: entry.gate ?? null,
        byThisDevice: false,
      };
    }
    const mine = scans.get(ticketId);
    if (mine) {
      return {
        status: "already_redeemed",
        ticketId,
        seatId,
        at: mine.at,
        gate: mine.gate ?? null,
        byThisDevice: true,
      };
    }
    if (admit) record(admit);
    return {
      status: "valid",
      ticketId,
      seatId,
      seatChanged: codeSeat !== undefined && entry !== null && entry.seatId !== codeSeat,
      listed: entry !== null,
    };
  }

  async function fromCode(
    code: string,
    admit: Omit<DeviceScan, "ticketId"> | null,
  ): Promise<Verdict> {
    const checked = await verifyTicketCode(code, keyring);
    if (!checked.ok) return { status: "invalid", reason: checked.reason };
    const t: TicketFields = checked.ticket;
    if (t.eventId !== snapshot.eventId || t.attendOn !== snapshot.attendOn) {
      return {
        status: "wrong_event",
        ticketId: t.ticketId,
        eventId: t.eventId,
        attendOn: t.attendOn,
      };
    }
    return decide(t.ticketId, t.seatId, admit && { ticketId: t.ticketId, ...admit });
  }

  async function fromReference(
    text: string,
    admit: Omit<DeviceScan, "ticketId"> | null,
  ): Promise<Verdict> {
    const ref = await ticketIdFromReference(text, referenceKey);
    if (!ref.ok)
      return { status: "invalid", reason: ref.reason === "bad_check" ? "bad_check" : "malformed" };
    return decide(ref.ticketId, undefined, admit && { ticketId: ref.ticketId, ...admit });
  }

  return {
    eventId: snapshot.eventId,
    attendOn: snapshot.attendOn,
    get size() {
      let extra = 0;
      for (const id of overlay.keys()) if (position(ids, id) < 0) extra++;
      return ids.length + extra;
    },
    check: (code) => fromCode(code, null),
    scan: (code, at, gate = null) => fromCode(code, { at, gate }),
    checkReference: (text) => fromReference(text, null),
    scanReference: (text, at, gate = null) => fromReference(text, { at, gate }),
    record,
    applyUpdate(update) {
      for (const t of update.tickets) {
        overlay.set(t.ticketId, {
          seatId: t.seatId,
          state: t.state,
          at: t.redeemedAt ?? Date.parse(update.generatedAt),
          gate: t.gate ?? null,
        });
      }
      if (update.completeThrough !== undefined)
        completeThrough = Math.max(completeThrough, update.completeThrough);
    },
  };
}

/** Where `id` is in the ascending `ids`, or -1. */
function position(ids: Uint32Array, id: number): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = ids[mid]!;
    if (v === id) return mid;
    if (v < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
