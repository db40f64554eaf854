// Reservation exports for staff (issue 17): CSV (UTF-8 with a BOM for Excel, cells that a
// spreadsheet would run as a formula escaped) and XLSX, written by lib/export/table-file.ts.
// Audited in the same transaction-free way as a read: one `reservations.export` row per file.

import { translate, type Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { CONTENT_TYPES, tableFile } from "../../lib/export/table-file";
import { audit, type AuditActor } from "../staff/audit";
import {
  loadStaffReservations,
  selectReservationIds,
  type ReservationFilters,
  type StaffView,
} from "./staff-reservations";
import type { EventKeys } from "./ticket-keys";

/** One file holds at most this many reservations (a full stadium day several times over). */
export const EXPORT_LIMIT = 100_000;
const CHUNK = 500;

const COLUMNS = [
  "id",
  "ticket",
  "day",
  "name",
  "phone",
  "kind",
  "area",
  "block",
  "row",
  "seat",
  "gate",
  "checked_in_at",
  "status",
  "booked_at",
] as const;

export type ExportFile = { filename: string; contentType: string; body: Buffer; rows: number };

export async function exportReservations({
  db,
  lang,
  keys,
  view,
  filters,
  format,
  actor,
}: {
  db: Db;
  lang: Lang;
  keys: EventKeys;
  view: StaffView;
  filters: ReservationFilters;
  format: "csv" | "xlsx";
  actor: AuditActor;
}): Promise<ExportFile> {
  const ids = await selectReservationIds(db, keys, view, filters, EXPORT_LIMIT);
  const header = COLUMNS.map((c) => translate(lang, `events.export.${c}`));
  const rows: string[][] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = await loadStaffReservations(db, lang, keys, view, ids.slice(i, i + CHUNK));
    for (const r of part) {
      for (const seat of r.seats) {
        rows.push([
          String(r.id),
          String(seat.ticket_id),
          r.attend_at,
          r.name,
          r.phone,
          translate(lang, r.guest ? "events.export.guest" : "events.export.member"),
          seat.area,
          seat.block,
          seat.row,
          String(seat.number),
          seat.gate ?? "",
          seat.checked_in_at ?? "",
          translate(lang, r.cancelled ? "events.export.cancelled" : "events.export.active"),
          r.created_at,
        ]);
      }
    }
  }
  const stamp = new Date().toISOString().slice(0, 10);
  const base = `reservations-${filters.event_id ?? "all"}${filters.attend_at ? `-${filters.attend_at}` : ""}-${stamp}`;
  const file: ExportFile = {
    filename: `${base}.${format}`,
    contentType: CONTENT_TYPES[format],
    body: await tableFile(
      { format, header, sheet: translate(lang, "events.export.sheet"), rtl: lang === "ar" },
      rows,
    ),
    rows: rows.length,
  };
  // Personal data left the system: who, what filter, how many rows.
  await audit(db, {
    actor,
    action: "reservations.export",
    recordType: "event",
    recordId: filters.event_id ?? null,
    after: { format, filters, rows: rows.length, personal: view.personal },
  });
  return file;
}
