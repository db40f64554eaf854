// A kind's inbox list as a file (issue 18, ADR 0047): the rows the list shows with its filters,
// every page, with the sender's name, e-mail and phone in full. The route has checked the kind's
// permission, `inbox.export` and a fresh code (ADR 0042). Rows are read in keyset batches
// (newest first, by id) and streamed; the file is audited (`inbox.export`, with the row count at
// the start) before its first byte.

import { sql } from "drizzle-orm";
import { translate, type Lang } from "../../../shared/i18n";
import type { InboxKind, InboxStatus } from "../../../shared/submissions/inbox";
import type { InboxExportFilter } from "../../../shared/staff/list-exports";
import type { Db } from "../../db/client";
import { listExport } from "../../lib/export/list-export";
import { riyadhIso } from "../../lib/time";
import type { Cell, TableAnswer } from "../../lib/export/table-file";
import { audit, type AuditActor } from "../staff/audit";
import { inboxWhere } from "./inbox-list";
import { inboxSelect, iso, table, type InboxItemRow } from "./inbox-kinds";

type ExportRow = InboxItemRow;

export async function exportInbox({
  db,
  lang,
  actor,
  me,
  kind,
  filter,
}: {
  db: Db;
  lang: Lang;
  actor: AuditActor;
  me: number;
  kind: InboxKind;
  filter: InboxExportFilter;
}): Promise<TableAnswer> {
  const { format, ...filters } = filter;
  const rated = kind === "applications";
  const scope = { ...filters, kind };
  const t = (key: string) => translate(lang, `inbox.export.${key}` as never);
  const [yes, no] = [t("yes"), t("no")];
  const statusOf = (s: InboxStatus) => translate(lang, `inbox.statuses.${s}`);
  return listExport<ExportRow, number>({
    db,
    lang,
    format,
    filters,
    name: `inbox-${kind}`,
    count: sql`SELECT count(*)::int AS n FROM ${table(kind)} a ${inboxWhere(scope, me)}`,
    audit: (after) =>
      audit(db, {
        actor,
        action: "inbox.export",
        recordType: `inbox-${kind}`,
        recordId: null,
        after,
      }),
    label: (key) => (key === "sheet" ? t("sheet") : t(key)),
    header: [
      "columns.reference",
      "columns.name",
      "columns.email",
      "columns.phone",
      "columns.about",
      "columns.status",
      "columns.assignee",
      ...(rated ? ["columns.rating"] : []),
      "columns.read",
      "columns.received",
    ],
    fetch: async (after, size) =>
      (
        await db.execute<ExportRow>(sql`
          ${inboxSelect(kind, lang)}
          ${inboxWhere(scope, me, after === null ? [] : [sql`a.id < ${after}`])}
           ORDER BY a.id DESC LIMIT ${size}`)
      ).rows,
    keyOf: (r) => r.id,
    cells: (r): Cell[] => [
      r.reference,
      r.name,
      r.email,
      r.phone,
      r.about ?? "",
      statusOf(r.status),
      r.assignee_name ?? "",
      ...(rated ? [r.rating] : []),
      r.first_read_at == null ? no : yes,
      // Riyadh wall time with its offset, the time the console shows (and the reservations file).
      r.created_at == null ? null : riyadhIso(new Date(iso(r.created_at)!)),
    ],
  });
}
