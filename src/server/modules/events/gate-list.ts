// What a gate device downloads to work without the network (ADR 0027, 0036): the event day's
// tickets packed as a snapshot (no names, no phones), the moment gates open, and the
// conflicts recorded so far; and the check-in figures (people in, per gate) and the conflicts
// list for staff.

import { sql } from "drizzle-orm";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import { packSnapshot } from "../../../shared/events/ticket-snapshot";
import type {
  CheckinConflictDto,
  CheckinStatsDto,
  GateListDto,
} from "../../../shared/staff/checkin";
import type { Db } from "../../db/client";
import { riyadhIso } from "../../lib/time";
import { clock, eventNotFound } from "./event-clock";
import type { EventKeys } from "./ticket-keys";

/**
 * Tickets issued this long ago or more are certainly committed: the list is complete up to
 * the newest of them, and a newer signed code is let in on its signature (ADR 0027).
 */
const SETTLE_SECONDS = 60;

async function eventDay(db: Db, eventId: number, attendOn: string) {
  const { rows } = await db.execute<{ starts_at: string; gates_open_minutes: number }>(
    sql`SELECT d.starts_at, e.gates_open_minutes FROM event_dates d JOIN events e ON e.id = d.event_id
         WHERE d.event_id = ${eventId} AND d.attend_on = ${attendOn}::date`,
  );
  if (!rows[0]) throw eventNotFound();
  const startsAt = new Date(rows[0].starts_at);
  return {
    startsAt,
    opensAt: new Date(startsAt.getTime() - rows[0].gates_open_minutes * 60_000),
  };
}

export async function gateList({
  db,
  keys,
  eventId,
  attendOn,
}: {
  db: Db;
  keys: EventKeys;
  eventId: number;
  attendOn: string;
}): Promise<GateListDto> {
  const day = await eventDay(db, eventId, attendOn);
  const now = new Date();
  const [{ rows }, { rows: settled }, { rows: conflicts }] = await Promise.all([
    db.execute<{
      id: number;
      block_id: number;
      cancelled: boolean;
      redeemed_at: string | null;
      gate: string | null;
    }>(
      sql`SELECT rs.id, rs.block_id, (rs.cancelled_at IS NOT NULL) AS cancelled, tr.redeemed_at, tr.gate
            FROM reservation_seats rs LEFT JOIN ticket_redemptions tr ON tr.ticket_id = rs.id
           WHERE rs.event_id = ${eventId} AND rs.attend_on = ${attendOn}::date`,
    ),
    db.execute<{ id: number }>(
      sql`SELECT id FROM reservation_seats
           WHERE created_at < now() - make_interval(secs => ${SETTLE_SECONDS})
           ORDER BY id DESC LIMIT 1`,
    ),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM checkin_conflicts WHERE event_id = ${eventId} AND attend_on = ${attendOn}::date`,
    ),
  ]);
  const snapshot = packSnapshot(
    {
      eventId,
      attendOn,
      generatedAt: now.toISOString(),
      completeThrough: settled[0]?.id ?? 0,
      keys: keys.publicKeys,
      referenceKey: keys.referenceKey(eventId).base64url,
    },
    rows.map((r) => ({
      ticketId: r.id,
      seatId: r.block_id,
      state: r.cancelled ? "cancelled" : r.redeemed_at ? "redeemed" : "valid",
      redeemedAt: r.redeemed_at ? Date.parse(r.redeemed_at) : undefined,
      gate: r.gate,
    })),
  );
  return {
    snapshot,
    starts_at: riyadhIso(day.startsAt),
    opens_at: riyadhIso(day.opensAt),
    server_time: riyadhIso(clock.now()),
    conflicts: conflicts[0]?.n ?? 0,
  };
}

export async function checkinStats({
  db,
  eventId,
  attendOn,
}: {
  db: Db;
  eventId: number;
  attendOn: string;
}): Promise<CheckinStatsDto> {
  await eventDay(db, eventId, attendOn);
  const day = sql`event_id = ${eventId} AND attend_on = ${attendOn}::date`;
  const [{ rows: totals }, { rows: gates }, { rows: timeline }] = await Promise.all([
    db.execute<{ tickets: number; checked_in: number; conflicts: number }>(
      sql`SELECT (SELECT count(*)::int FROM reservation_seats WHERE ${day} AND cancelled_at IS NULL) AS tickets,
                 (SELECT count(*)::int FROM ticket_redemptions WHERE ${day}) AS checked_in,
                 (SELECT count(*)::int FROM checkin_conflicts WHERE ${day}) AS conflicts`,
    ),
    db.execute<{ gate: string; checked_in: number }>(
      sql`SELECT gate, count(*)::int AS checked_in FROM ticket_redemptions WHERE ${day}
           GROUP BY gate ORDER BY gate`,
    ),
    db.execute<{ at: string; gate: string; checked_in: number }>(
      sql`SELECT date_bin('15 minutes', redeemed_at, timestamptz '2000-01-01') AS at, gate,
                 count(*)::int AS checked_in
            FROM ticket_redemptions WHERE ${day} GROUP BY 1, 2 ORDER BY 1, 2`,
    ),
  ]);
  return {
    event_id: eventId,
    attend_at: attendOn,
    ...totals[0]!,
    gates,
    timeline: timeline.map((t) => ({ ...t, at: riyadhIso(new Date(t.at)) })),
  };
}

type ConflictRow = {
  id: number;
  kind: "double_entry" | "cancelled_entry";
  ticket_id: number;
  attend_on: string;
  created_at: string;
  first_at: string | null;
  first_gate: string | null;
  first_device: string | null;
  scanned_at: string;
  received_at: string;
  gate: string;
  device: string;
  row_label: string | null;
  number: number | null;
  block_title: Localized | null;
  name: string | null;
};

export async function listConflicts({
  db,
  lang,
  eventId,
  attendOn,
  page,
  perPage,
}: {
  db: Db;
  lang: Lang;
  eventId: number;
  attendOn?: string;
  page: number;
  perPage: number;
}): Promise<{ data: CheckinConflictDto[]; total: number }> {
  const where = sql`k.event_id = ${eventId} AND (${attendOn ?? null}::date IS NULL OR k.attend_on = ${attendOn ?? null}::date)`;
  const [{ rows }, { rows: count }] = await Promise.all([
    db.execute<ConflictRow>(
      sql`SELECT k.id, k.kind, k.ticket_id, to_char(k.attend_on, 'YYYY-MM-DD') AS attend_on, k.created_at,
                 f.scanned_at AS first_at, f.gate AS first_gate, f.device AS first_device,
                 s.scanned_at, s.received_at, s.gate, s.device,
                 b.row_label, b.number, c.title AS block_title, coalesce(m.name, r.guest_name) AS name
            FROM checkin_conflicts k
            JOIN checkin_scans s ON s.id = k.scan_id
            LEFT JOIN checkin_scans f ON f.id = k.first_scan_id
            LEFT JOIN reservation_seats rs ON rs.id = k.ticket_id
            LEFT JOIN reservations r ON r.id = rs.reservation_id
            LEFT JOIN members m ON m.id = r.member_id
            LEFT JOIN event_blocks b ON b.id = rs.block_id
            LEFT JOIN event_containers c ON c.id = b.container_id
           WHERE ${where}
           ORDER BY k.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
    ),
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM checkin_conflicts k WHERE ${where}`,
    ),
  ]);
  const iso = (t: string) => riyadhIso(new Date(t));
  return {
    total: count[0]?.n ?? 0,
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      ticket_id: r.ticket_id,
      attend_at: r.attend_on,
      created_at: iso(r.created_at),
      first:
        r.first_at && r.first_gate && r.first_device
          ? { at: iso(r.first_at), gate: r.first_gate, device: r.first_device }
          : null,
      forced: {
        at: iso(r.scanned_at),
        gate: r.gate,
        device: r.device,
        received_at: iso(r.received_at),
      },
      seat: r.block_title
        ? `${localize(r.block_title, lang)} ${r.row_label ?? ""}${r.number ?? ""}`.trim()
        : null,
      name: r.name,
    })),
  };
}
