import { z } from "zod";
import { page, perPage } from "./accounts";

/** Gate check-in calls (`gate.checkin`, issue 17, ADR 0036). */

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A Riyadh calendar day, `YYYY-MM-DD` (a time after it is ignored). */
export const attendDay = z
  .string({ message: "events.attendAtInvalid" })
  .trim()
  .transform((s) => s.slice(0, 10))
  .pipe(z.iso.date({ message: "events.attendAtInvalid" }));

export const CHECKIN_STATUSES = [
  "valid",
  "already_redeemed",
  "wrong_event",
  "cancelled",
  "invalid",
] as const;
export type CheckinStatus = (typeof CHECKIN_STATUSES)[number];

/** Why a scan is `invalid` or `wrong_event`. */
export type CheckinReason =
  | "malformed"
  | "bad_signature"
  | "unknown_key"
  | "unknown_ticket"
  | "bad_check"
  | "not_yet_open"
  | "wrong_event"
  | "wrong_date";

export const checkinScan = z.object({
  /** The scanned QR text (`TK1:…`, or an older `TK-…`) or a typed short reference. */
  ticket: z.string().trim().min(1).max(300),
  /** The device's id of this scan: sending it again gets the same answer and no second record. */
  nonce: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
  scanned_at: z.iso.datetime({ offset: true }),
  gate: z.string().trim().min(1).max(40),
  device: z.string().trim().min(1).max(64),
  /** The event day the scanner is set to; the day defaults to the Riyadh day of `scanned_at`. */
  event_id: id,
  attend_at: attendDay.optional(),
  /** An offline scan that already let someone in: recorded whatever the verdict, conflicts kept. */
  force: z.boolean().default(false),
});
export type CheckinScanInput = z.infer<typeof checkinScan>;

export const redeemBody = checkinScan;
export const uploadBody = z.object({ scans: z.array(checkinScan).min(1).max(500) });

export const gateListBody = z.object({ event_id: id, attend_at: attendDay });
export const conflictsBody = z.object({
  event_id: id,
  attend_at: attendDay.optional(),
  page,
  per_page: perPage,
});
export const checkinStatsBody = gateListBody;

export type CheckinTicket = {
  id: number;
  reservation_id: number | null;
  event_id: number;
  attend_at: string;
  name: string | null;
  guest: boolean | null;
  seat: {
    id: number;
    area: string;
    block: string;
    row: string;
    number: number;
    gate: string | null;
  } | null;
};

/** The answer to one scan. */
export type CheckinResult = {
  status: CheckinStatus;
  reason: CheckinReason | null;
  ticket: CheckinTicket | null;
  /** For `already_redeemed` (and a forced scan's conflict): when and where it went in first. */
  redeemed: { at: string; gate: string; device: string } | null;
  /** A forced offline scan that admitted a ticket used elsewhere or cancelled. */
  conflict: { id: number; kind: "double_entry" | "cancelled_entry" } | null;
  /** When the gates open that day (`not_yet_open`). */
  opens_at: string | null;
  scan: { id: number; nonce: string; at: string; gate: string; forced: boolean };
};

export type CheckinConflictDto = {
  id: number;
  kind: "double_entry" | "cancelled_entry";
  ticket_id: number;
  attend_at: string;
  created_at: string;
  first: { at: string; gate: string; device: string } | null;
  forced: { at: string; gate: string; device: string; received_at: string };
  seat: string | null;
  name: string | null;
};
