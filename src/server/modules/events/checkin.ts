// Gate check-in (issue 17, ADR 0036), pretix's model: a scan carries the device's nonce and
// its own time; the server decides; the first valid scan of a ticket wins because
// `ticket_redemptions` has the ticket as its primary key (no read-then-write); every scan is
// appended to `checkin_scans` with the answer it got, which a repeated nonce gets again.

import { sql } from "drizzle-orm";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import { ticketIdFromReference } from "../../../shared/events/short-reference";
import {
  TICKET_CODE_PREFIX,
  verifyTicketCode,
  type TicketFields,
} from "../../../shared/events/ticket-code";
import type {
  CheckinReason,
  CheckinResult,
  CheckinScanInput,
  CheckinStatus,
  CheckinTicket,
} from "../../../shared/staff/checkin";
import type { Db, Tx } from "../../db/client";
import { AppError } from "../../lib/app-error";
import { riyadhDateTime, riyadhIso } from "../../lib/time";
import { clock } from "./event-clock";
import type { EventKeys } from "./ticket-keys";

/** Who scans: the staff member, and the events they may check in (null: every event). */
export type Scanner = { staffId: number | null; eventIds: number[] | null };

/** What a scanned text is, before the database is asked. */
type Decoded =
  | { kind: "signed"; fields: TicketFields }
  | { kind: "legacy"; reference: string }
  | { kind: "reference"; ticketId: number | null }
  | { kind: "refused"; reason: CheckinReason; claimed: TicketFields | null };

/** The largest ticket id (`reservation_seats.id` is a PostgreSQL integer). */
const MAX_TICKET_ID = 2_147_483_647;

const forbidden = () => new AppError(403, "forbidden", "staff.forbidden");

/** Refuses a scanner limited to other events (403), before anything is read or written. */
export function assertEventAllowed(scanner: Pick<Scanner, "eventIds">, eventId: number): void {
  if (scanner.eventIds && !scanner.eventIds.includes(eventId)) throw forbidden();
}

async function decode(keys: EventKeys, text: string, eventId: number): Promise<Decoded> {
  if (text.startsWith(TICKET_CODE_PREFIX)) {
    const checked = await verifyTicketCode(text, keys.keyring);
    if (checked.ok) return { kind: "signed", fields: checked.ticket };
    return { kind: "refused", reason: checked.reason, claimed: checked.claimed ?? null };
  }
  // Codes shown before tickets were signed (ADR 0009): still accepted, looked up by reference.
  if (/^TK-[A-Za-z0-9_-]{16,40}$/.test(text)) return { kind: "legacy", reference: text };
  const ref = await ticketIdFromReference(text, await keys.referenceCryptoKey(eventId));
  // A reference decodes to any number below 2^35 under this event's key: one of another event
  // (or a typo the check character misses) mostly lands above the largest ticket id, which
  // names no ticket (and must not reach an integer column).
  if (ref.ok)
    return ref.ticketId <= MAX_TICKET_ID
      ? { kind: "reference", ticketId: ref.ticketId }
      : { kind: "reference", ticketId: null };
  return { kind: "refused", reason: ref.reason, claimed: null };
}

type TicketRow = {
  scan_id: string;
  /** The stored scan of this nonce, when the device sent it before. */
  seen: { code: string; answer: CheckinResult } | null;
  id: number | null;
  reservation_id: number | null;
  event_id: number | null;
  attend_on: string | null;
  starts_at: string | null;
  gates_open_minutes: number | null;
  cancelled: boolean | null;
  name: string | null;
  guest: boolean | null;
  seat_id: number | null;
  row_label: string | null;
  number: number | null;
  block_title: Localized | null;
  area_title: Localized | null;
  gate: Localized | null;
  area_gate: Localized | null;
};

/**
 * The ticket a scan names (or none), a fresh scan id, and the stored scan of this nonce if the
 * device sent it before, in one round trip. Called after the nonce's lock: its snapshot is
 * taken after the wait, so a resent scan sees the first one's committed answer.
 */
async function findTicket(tx: Tx, decoded: Decoded, nonce: string): Promise<TicketRow> {
  const where =
    decoded.kind === "signed"
      ? sql`rs.id = ${decoded.fields.ticketId}`
      : decoded.kind === "reference"
        ? decoded.ticketId === null
          ? sql`false`
          : sql`rs.id = ${decoded.ticketId}`
        : decoded.kind === "legacy"
          ? sql`r.reference = ${decoded.reference}`
          : sql`false`;
  const { rows } = await tx.execute<TicketRow>(
    sql`SELECT nextval('checkin_scans_id_seq')::text AS scan_id,
               (SELECT json_build_object('code', s.code, 'answer', s.answer)
                  FROM checkin_scans s WHERE s.nonce = ${nonce}) AS seen, t.*
          FROM (SELECT 1) one
          LEFT JOIN LATERAL (
            SELECT rs.id, rs.reservation_id, rs.event_id, to_char(rs.attend_on, 'YYYY-MM-DD') AS attend_on,
                   d.starts_at, e.gates_open_minutes, (rs.cancelled_at IS NOT NULL) AS cancelled,
                   coalesce(m.name, r.guest_name) AS name, (r.member_id IS NULL) AS guest,
                   b.id AS seat_id, b.row_label, b.number, c.title AS block_title, p.title AS area_title,
                   c.gate, p.gate AS area_gate
              FROM reservation_seats rs
              JOIN reservations r ON r.id = rs.reservation_id
              JOIN events e ON e.id = rs.event_id
              JOIN event_dates d ON d.event_id = rs.event_id AND d.attend_on = rs.attend_on
              LEFT JOIN members m ON m.id = r.member_id
              JOIN event_blocks b ON b.id = rs.block_id
              JOIN event_containers c ON c.id = b.container_id
              LEFT JOIN event_containers p ON p.id = c.parent_id
              LEFT JOIN ticket_redemptions tr ON tr.ticket_id = rs.id
             WHERE ${where}
             -- An older code stands for its reservation: each scan lets in the next seat.
             ORDER BY (tr.ticket_id IS NOT NULL), rs.id
             LIMIT 1
          ) t ON true`,
  );
  return rows[0]!;
}

function ticketOf(row: TicketRow, lang: Lang): CheckinTicket {
  return {
    id: row.id!,
    reservation_id: row.reservation_id,
    event_id: row.event_id!,
    attend_at: row.attend_on!,
    name: row.name,
    guest: row.guest,
    seat:
      row.seat_id === null
        ? null
        : {
            id: row.seat_id,
            area: localize(row.area_title ?? row.block_title!, lang),
            block: localize(row.block_title!, lang),
            row: row.row_label!,
            number: row.number!,
            gate: localize(row.gate ?? row.area_gate, lang) || null,
          },
  };
}

/**
 * Decides one scan and records it. Safe under any concurrency: scans of one ticket race for
 * its `ticket_redemptions` row (one wins, the others wait for it and read who won); a nonce is
 * taken under a transaction-level advisory lock, so a resent scan waits for the first and gets
 * its stored answer.
 */
export async function redeemScan({
  db,
  keys,
  lang,
  scanner,
  input,
}: {
  db: Db;
  keys: EventKeys;
  lang: Lang;
  scanner: Scanner;
  input: CheckinScanInput;
}): Promise<CheckinResult> {
  assertEventAllowed(scanner, input.event_id);
  const now = clock.now();
  const scannedAt = new Date(input.scanned_at);
  const attendOn = input.attend_at ?? riyadhDateTime(scannedAt).date;
  // Signature checks before any lock is taken.
  const decoded = await decode(keys, input.ticket, input.event_id);

  return db.transaction(async (tx) => {
    // Two statements on purpose: the second reads with a snapshot taken after the lock, so a
    // resent scan that waited for the first sees its committed answer. The ticket read joins
    // nine tables from the ticket's primary key outwards, in the order written: the planner is
    // told to keep that order (for this transaction only), which halves the time of a scan
    // (searching join orders cost more than running the query).
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${input.nonce}, 1736)),
                 set_config('join_collapse_limit', '1', true),
                 set_config('from_collapse_limit', '1', true)`,
    );
    const row = await findTicket(tx, decoded, input.nonce);
    if (row.seen) {
      if (row.seen.code !== input.ticket)
        throw new AppError(422, "nonce_reused", "events.nonceReused", {
          nonce: ["events.nonceReused"],
        });
      return row.seen.answer;
    }

    const scanId = Number(row.scan_id);
    let status: CheckinStatus;
    let reason: CheckinReason | null = null;
    let ticket: CheckinTicket | null = null;
    let ticketId: number | null = null;
    let redeemed: CheckinResult["redeemed"] = null;
    let conflict: CheckinResult["conflict"] = null;
    let opensAt: string | null = null;
    let conflictKind: "double_entry" | "cancelled_entry" | null = null;
    let firstScanId: number | null = null;
    const answerOf = (): CheckinResult => ({
      status,
      reason,
      ticket,
      redeemed,
      conflict,
      opens_at: opensAt,
      scan: {
        id: scanId,
        nonce: input.nonce,
        at: riyadhIso(scannedAt),
        gate: input.gate,
        forced: input.force,
      },
    });
    /** The scan row's columns, for the statement that records it. */
    const scanValues = (answer: CheckinResult) =>
      sql`${scanId}, ${input.nonce}, ${scanner.staffId}, ${input.event_id}, ${attendOn}::date,
          ${input.gate}, ${input.device}, ${input.ticket}, ${ticketId}, ${answer.status},
          ${answer.reason}, ${input.force}, ${scannedAt}, ${JSON.stringify(answer)}::jsonb`;
    const scanColumns = sql.raw(`(id, nonce, staff_id, event_id, attend_on, gate, device, code,
      ticket_id, status, reason, forced, scanned_at, answer)`);

    const claimed =
      decoded.kind === "signed"
        ? decoded.fields
        : decoded.kind === "refused"
          ? decoded.claimed
          : null;
    ticketId = claimed?.ticketId ?? row.id;

    if (decoded.kind === "refused") {
      status = "invalid";
      reason = decoded.reason;
    } else if (claimed && (claimed.eventId !== input.event_id || claimed.attendOn !== attendOn)) {
      // What the code says is signed: tell the steward which event and day it is for.
      status = "wrong_event";
      reason = claimed.eventId !== input.event_id ? "wrong_event" : "wrong_date";
      ticket = {
        id: claimed.ticketId,
        reservation_id: null,
        event_id: claimed.eventId,
        attend_at: claimed.attendOn,
        name: null,
        guest: null,
        seat: null,
      };
    } else if (
      row.id === null ||
      (decoded.kind === "reference" && row.event_id !== input.event_id)
    ) {
      // Deleted, or a typed reference that names no ticket of this event.
      status = "invalid";
      reason = "unknown_ticket";
    } else if (row.event_id !== input.event_id || row.attend_on !== attendOn) {
      status = "wrong_event";
      reason = row.event_id !== input.event_id ? "wrong_event" : "wrong_date";
      ticket = { ...ticketOf(row, lang), name: null, guest: null, seat: null };
    } else {
      ticket = ticketOf(row, lang);
      const opens = new Date(new Date(row.starts_at!).getTime() - row.gates_open_minutes! * 60_000);
      if (row.cancelled) {
        status = "cancelled";
        if (input.force) conflictKind = "cancelled_entry";
      } else if (!input.force && now.getTime() < opens.getTime()) {
        status = "invalid";
        reason = "not_yet_open";
        opensAt = riyadhIso(opens);
      } else {
        // A forced scan admitted someone at its own time; an online scan now.
        const at = input.force && scannedAt.getTime() < now.getTime() ? scannedAt : now;
        // The winner's scan row goes in the same statement as its redemption (the common case
        // costs one round trip less); a scan that lost writes its own row below.
        status = "valid";
        const validAnswer = answerOf();
        const { rows: won } = await tx.execute<{ ticket_id: number }>(
          sql`WITH won AS (
                INSERT INTO ticket_redemptions (ticket_id, scan_id, event_id, attend_on, redeemed_at, gate, device, staff_id)
                VALUES (${row.id}, ${scanId}, ${row.event_id}, ${row.attend_on}::date, ${at}, ${input.gate},
                        ${input.device}, ${scanner.staffId})
                ON CONFLICT (ticket_id) DO NOTHING RETURNING ticket_id
              ), scan AS (
                INSERT INTO checkin_scans ${scanColumns}
                SELECT ${scanValues(validAnswer)} FROM won
              )
              SELECT ticket_id FROM won`,
        );
        if (won[0]) {
          return validAnswer;
        } else {
          status = "already_redeemed";
          const { rows: first } = await tx.execute<{
            scan_id: string;
            redeemed_at: string;
            gate: string;
            device: string;
          }>(
            sql`SELECT scan_id::text, redeemed_at, gate, device FROM ticket_redemptions WHERE ticket_id = ${row.id}`,
          );
          const f = first[0]!;
          redeemed = { at: riyadhIso(new Date(f.redeemed_at)), gate: f.gate, device: f.device };
          if (input.force) {
            conflictKind = "double_entry";
            firstScanId = Number(f.scan_id);
          }
        }
      }
    }

    if (conflictKind && ticket) {
      const { rows: c } = await tx.execute<{ id: number }>(
        sql`INSERT INTO checkin_conflicts (ticket_id, event_id, attend_on, kind, first_scan_id, scan_id)
            VALUES (${ticket.id}, ${input.event_id}, ${attendOn}::date, ${conflictKind}, ${firstScanId}, ${scanId})
            RETURNING id`,
      );
      conflict = { id: c[0]!.id, kind: conflictKind };
    }

    const answer = answerOf();
    // The conflict row above refers to this scan; the constraint is checked at commit.
    await tx.execute(sql`INSERT INTO checkin_scans ${scanColumns} VALUES (${scanValues(answer)})`);
    return answer;
  });
}

/** An offline device's queue, in the order scanned; each scan decided as if sent alone. */
export async function uploadScans(deps: {
  db: Db;
  keys: EventKeys;
  lang: Lang;
  scanner: Scanner;
  scans: CheckinScanInput[];
}): Promise<CheckinResult[]> {
  for (const s of deps.scans) assertEventAllowed(deps.scanner, s.event_id);
  const ordered = [...deps.scans].sort(
    (a, b) => Date.parse(a.scanned_at) - Date.parse(b.scanned_at),
  );
  const byNonce = new Map<string, CheckinResult>();
  for (const input of ordered) {
    byNonce.set(input.nonce, await redeemScan({ ...deps, input }));
  }
  return deps.scans.map((s) => byNonce.get(s.nonce)!);
}
