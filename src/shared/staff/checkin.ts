import { z } from "zod";
import { idField as id } from "../platform/common";
import { listOf, pagedOf } from "../contract-kit";
import { SNAPSHOT_FORMAT } from "../events/ticket-snapshot";
import { paging } from "./accounts";

/** Gate check-in calls (`gate.checkin`, issue 17, ADR 0036). */

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

export const CHECKIN_REASONS = [
  "malformed",
  "bad_signature",
  "unknown_key",
  "unknown_ticket",
  "bad_check",
  "not_yet_open",
  "wrong_event",
  "wrong_date",
] as const;
/** Why a scan is `invalid` or `wrong_event`. */
export type CheckinReason = (typeof CHECKIN_REASONS)[number];

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
  ...paging,
});
export const checkinStatsBody = gateListBody;

export const checkinTicketDto = z.object({
  id: z.number(),
  reservation_id: z.number().nullable(),
  event_id: z.number(),
  attend_at: z.string(),
  name: z.string().nullable(),
  guest: z.boolean().nullable(),
  seat: z
    .object({
      id: z.number(),
      area: z.string(),
      block: z.string(),
      row: z.string(),
      number: z.number(),
      gate: z.string().nullable(),
    })
    .nullable(),
});
export type CheckinTicket = z.infer<typeof checkinTicketDto>;

const CONFLICT_KINDS = ["double_entry", "cancelled_entry"] as const;
const entryDto = z.object({ at: z.string(), gate: z.string(), device: z.string() });

/** The answer to one scan. */
export const checkinResultDto = z.object({
  status: z.enum(CHECKIN_STATUSES),
  reason: z.enum(CHECKIN_REASONS).nullable(),
  ticket: checkinTicketDto.nullable(),
  /** For `already_redeemed` (and a forced scan's conflict): when and where it went in first. */
  redeemed: entryDto.nullable(),
  /** A forced offline scan that admitted a ticket used elsewhere or cancelled. */
  conflict: z.object({ id: z.number(), kind: z.enum(CONFLICT_KINDS) }).nullable(),
  /** When the gates open that day (`not_yet_open`). */
  opens_at: z.string().nullable(),
  scan: z.object({
    id: z.number(),
    nonce: z.string(),
    at: z.string(),
    gate: z.string(),
    forced: z.boolean(),
  }),
});
export type CheckinResult = z.infer<typeof checkinResultDto>;

export const checkinConflictDto = z.object({
  id: z.number(),
  kind: z.enum(CONFLICT_KINDS),
  ticket_id: z.number(),
  attend_at: z.string(),
  created_at: z.string(),
  first: entryDto.nullable(),
  forced: entryDto.extend({ received_at: z.string() }),
  seat: z.string().nullable(),
  name: z.string().nullable(),
});
export type CheckinConflictDto = z.infer<typeof checkinConflictDto>;

/** The event day's tickets packed for a gate device (`TicketSnapshot`, ADR 0027). */
export const ticketSnapshotDto = z.object({
  format: z.literal(SNAPSHOT_FORMAT),
  eventId: z.number(),
  attendOn: z.string(),
  generatedAt: z.string(),
  completeThrough: z.number(),
  keys: z.array(z.object({ kid: z.number(), publicKey: z.string() })),
  referenceKey: z.string(),
  gates: z.array(z.string()),
  count: z.number(),
  /** The packed columns, base64url. */
  tickets: z.string(),
});

/** What a gate device downloads to work offline. */
export const gateListDto = z.object({
  snapshot: ticketSnapshotDto,
  starts_at: z.string(),
  opens_at: z.string(),
  server_time: z.string(),
  conflicts: z.number(),
});
export type GateListDto = z.infer<typeof gateListDto>;

export const checkinStatsDto = z.object({
  event_id: z.number(),
  attend_at: z.string(),
  tickets: z.number(),
  checked_in: z.number(),
  conflicts: z.number(),
  gates: z.array(z.object({ gate: z.string(), checked_in: z.number() })),
  /** People in per gate per quarter hour (Riyadh time), for the live board. */
  timeline: z.array(z.object({ at: z.string(), gate: z.string(), checked_in: z.number() })),
});
export type CheckinStatsDto = z.infer<typeof checkinStatsDto>;

/** The gate's calls under `/staff/checkin/` (`gate.checkin`). */
export const checkinCalls = {
  "/staff/checkin/redeem": { body: redeemBody, response: checkinResultDto },
  "/staff/checkin/upload": { body: uploadBody, response: listOf(checkinResultDto) },
  "/staff/checkin/list": { body: gateListBody, response: gateListDto },
  "/staff/checkin/stats": { body: checkinStatsBody, response: checkinStatsDto },
  "/staff/checkin/conflicts": { body: conflictsBody, response: pagedOf(checkinConflictDto) },
} as const;
