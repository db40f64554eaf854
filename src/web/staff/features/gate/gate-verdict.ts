// What the gate screen shows for one scan: the server's answer (online) or the device's own
// decision from the event day's list (offline, ADR 0027), in one shape.

import type { Verdict } from "../../../../shared/events/offline-validator";
import type { CheckinResult } from "../../../../shared/staff/checkin";
import type { SeatLabel } from "./gate-db";

export type GateSetup = { eventId: number; attendOn: string; gate: string };

export type VerdictKind =
  | "valid"
  | "already_redeemed"
  | "wrong_event"
  | "wrong_date"
  | "cancelled"
  | "not_yet_open"
  | "forged"
  | "unreadable"
  | "unknown_ticket"
  | "bad_check"
  | "needs_network"
  | "no_list"
  | "error";

export type GateVerdict = {
  id: string;
  kind: VerdictKind;
  offline: boolean;
  name: string | null;
  seat: SeatLabel | null;
  /** When and where the ticket went in first (`already_redeemed`). */
  redeemed: { at: string; gate: string | null; byThisDevice: boolean } | null;
  /** The event day the ticket is for (`wrong_event`, `wrong_date`). */
  ticketDay: { eventId: number; attendOn: string } | null;
  opensAt: string | null;
  /** The server's message for `error`. */
  message: string | null;
  /** Milliseconds from the scan to the verdict. */
  ms: number;
};

export function onlineVerdict(id: string, r: CheckinResult, ms: number): GateVerdict {
  const seat = r.ticket?.seat ?? null;
  const base: GateVerdict = {
    id,
    kind: "error",
    offline: false,
    name: r.ticket?.name ?? null,
    seat: seat
      ? { area: seat.area, block: seat.block, row: seat.row, number: seat.number, gate: seat.gate }
      : null,
    redeemed: r.redeemed ? { at: r.redeemed.at, gate: r.redeemed.gate, byThisDevice: false } : null,
    ticketDay: r.ticket ? { eventId: r.ticket.event_id, attendOn: r.ticket.attend_at } : null,
    opensAt: r.opens_at,
    message: null,
    ms,
  };
  switch (r.status) {
    case "valid":
    case "already_redeemed":
    case "cancelled":
      return { ...base, kind: r.status };
    case "wrong_event":
      return { ...base, kind: r.reason === "wrong_date" ? "wrong_date" : "wrong_event" };
    case "invalid":
      return { ...base, kind: invalidKind(r.reason) };
  }
}

export function invalidKind(reason: string | null): VerdictKind {
  switch (reason) {
    case "bad_signature":
    case "unknown_key":
      return "forged";
    case "not_yet_open":
      return "not_yet_open";
    case "bad_check":
      return "bad_check";
    case "unknown_ticket":
      return "unknown_ticket";
    default:
      return "unreadable";
  }
}

export function offlineVerdict(
  id: string,
  v: Verdict,
  setup: GateSetup,
  seats: Record<number, SeatLabel>,
  ms: number,
): GateVerdict {
  const base: GateVerdict = {
    id,
    kind: "error",
    offline: true,
    name: null,
    seat: null,
    redeemed: null,
    ticketDay: null,
    opensAt: null,
    message: null,
    ms,
  };
  switch (v.status) {
    case "valid":
    case "cancelled":
      return { ...base, kind: v.status, seat: v.seatId ? (seats[v.seatId] ?? null) : null };
    case "already_redeemed":
      return {
        ...base,
        kind: "already_redeemed",
        seat: v.seatId ? (seats[v.seatId] ?? null) : null,
        redeemed: { at: new Date(v.at).toISOString(), gate: v.gate, byThisDevice: v.byThisDevice },
      };
    case "wrong_event":
      return {
        ...base,
        kind: v.eventId === setup.eventId ? "wrong_date" : "wrong_event",
        ticketDay: { eventId: v.eventId, attendOn: v.attendOn },
      };
    case "invalid":
      return { ...base, kind: invalidKind(v.reason) };
  }
}
