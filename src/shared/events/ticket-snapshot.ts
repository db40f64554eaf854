// The ticket list a gate device downloads for one event day (ADR 0027): JSON for the few
// fields that describe it, and the tickets themselves as packed columns in base64url (ids as
// deltas, seats as zigzag deltas, one state byte each, then when and where each redeemed
// ticket went in). No names or phone numbers: a lost phone gives away seats, not people.

import { base64urlDecode, base64urlEncode, ByteReader, ByteWriter } from "./codec";
import type { TicketPublicKey } from "./ticket-code";

export const SNAPSHOT_FORMAT = 1;

export type SnapshotState = "valid" | "redeemed" | "cancelled";
const STATES: readonly SnapshotState[] = ["valid", "redeemed", "cancelled"];

export interface SnapshotTicket {
  ticketId: number;
  seatId: number | null;
  /** `cancelled` is a revocation: the code must no longer let anyone in. */
  state: SnapshotState;
  /** For `redeemed`: when (ms since the epoch) and at which gate, as the server recorded it. */
  redeemedAt?: number;
  gate?: string | null;
}

export interface TicketSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  eventId: number;
  attendOn: string;
  /** ISO time the server read the list. */
  generatedAt: string;
  /**
   * Every ticket of this event day with an id up to this one is in the list. A validly signed
   * code with a larger id was issued after the download and is let in; one with a smaller id
   * that is missing was deleted.
   */
  completeThrough: number;
  /** The public keys whose codes are accepted (key rotation: old and new side by side). */
  keys: TicketPublicKey[];
  /** The event's short-reference key (base64url), for typed references. */
  referenceKey: string;
  gates: string[];
  count: number;
  tickets: string;
}

/** The columns a validator searches: ids ascending, seat 0 for none. */
export interface TicketColumns {
  ids: Uint32Array;
  seats: Uint32Array;
  states: Uint8Array;
  /** By position in `ids`, for redeemed tickets only. */
  redeemed: Map<number, { at: number; gate: string | null }>;
}

export type SnapshotMeta = Omit<TicketSnapshot, "format" | "gates" | "count" | "tickets">;

/** Builds a snapshot (the server does this); tickets in any order, each id once. */
export function packSnapshot(
  meta: SnapshotMeta,
  tickets: readonly SnapshotTicket[],
): TicketSnapshot {
  const sorted = [...tickets].sort((a, b) => a.ticketId - b.ticketId);
  const gates: string[] = [];
  const gateIndex = new Map<string, number>();
  const base = Math.floor(Date.parse(meta.generatedAt) / 1000);
  if (!Number.isFinite(base)) throw new RangeError("generatedAt is not a time");
  const w = new ByteWriter();
  let prev = 0;
  for (const t of sorted) {
    if (t.ticketId < prev || (t.ticketId === prev && w.length > 0))
      throw new RangeError(`ticket ${t.ticketId} twice`);
    w.varint(t.ticketId - prev);
    prev = t.ticketId;
  }
  let prevSeat = 0;
  for (const t of sorted) {
    const seat = t.seatId ?? 0;
    w.signed(seat - prevSeat);
    prevSeat = seat;
  }
  for (const t of sorted) w.byte(STATES.indexOf(t.state));
  for (const t of sorted) {
    if (t.state !== "redeemed") continue;
    // Seconds before the snapshot (never negative: a later scan is not in this list).
    w.varint(Math.max(0, base - Math.floor((t.redeemedAt ?? base * 1000) / 1000)));
    let g = 0;
    if (t.gate) {
      if (!gateIndex.has(t.gate)) gateIndex.set(t.gate, gates.push(t.gate));
      g = gateIndex.get(t.gate)!;
    }
    w.varint(g);
  }
  return {
    format: SNAPSHOT_FORMAT,
    ...meta,
    gates,
    count: sorted.length,
    tickets: base64urlEncode(w.finish()),
  };
}

/** Reads the columns back; null when the snapshot is damaged or of another format. */
export function unpackSnapshot(s: TicketSnapshot): TicketColumns | null {
  if (s.format !== SNAPSHOT_FORMAT || !Number.isInteger(s.count) || s.count < 0) return null;
  const bytes = base64urlDecode(s.tickets);
  const base = Math.floor(Date.parse(s.generatedAt) / 1000);
  if (!bytes || !Number.isFinite(base)) return null;
  const r = new ByteReader(bytes);
  const n = s.count;
  const ids = new Uint32Array(n);
  const seats = new Uint32Array(n);
  const states = new Uint8Array(n);
  const redeemed = new Map<number, { at: number; gate: string | null }>();
  let id = 0;
  for (let i = 0; i < n; i++) {
    const d = r.varint();
    if (d === null || (i > 0 && d === 0) || id + d > 0xffffffff) return null;
    ids[i] = id += d;
  }
  let seat = 0;
  for (let i = 0; i < n; i++) {
    const d = r.signed();
    if (d === null || seat + d < 0 || seat + d > 0xffffffff) return null;
    seats[i] = seat += d;
  }
  for (let i = 0; i < n; i++) {
    const st = r.byte();
    if (st === null || st >= STATES.length) return null;
    states[i] = st;
  }
  for (let i = 0; i < n; i++) {
    if (STATES[states[i]!] !== "redeemed") continue;
    const ago = r.varint();
    const g = r.varint();
    if (ago === null || g === null || g > s.gates.length) return null;
    redeemed.set(i, { at: (base - ago) * 1000, gate: g === 0 ? null : s.gates[g - 1]! });
  }
  return r.done ? { ids, seats, states, redeemed } : null;
}

export const stateName = (code: number): SnapshotState => STATES[code]!;
