// The members list as a file (issue 18, ADR 0047): the list's search and state filter, every
// page, names, phones and e-mails in full. The route has checked members.view, members.export
// and a fresh code. Rows are read in keyset batches (newest members first, by id) and streamed;
// the file is audited (`member.export`, with the row count) before its first byte.

import { sql } from "drizzle-orm";
import { translate, type Lang } from "../../../shared/i18n";
import type { MembersExportFilter } from "../../../shared/staff/list-exports";
import type { Db } from "../../db/client";
import { listExport } from "../../lib/export/list-export";
import type { Cell, TableAnswer } from "../../lib/export/table-file";
import { audit, type AuditActor } from "../staff/audit";
import { completeSql, lockedSql, membersWhere, type MemberRowData } from "./members.staff";

export async function exportMembers({
  db,
  lang,
  lockHours,
  actor,
  filter,
}: {
  db: Db;
  lang: Lang;
  lockHours: number;
  actor: AuditActor;
  filter: MembersExportFilter;
}): Promise<TableAnswer> {
  const { format, ...filters } = filter;
  const t = (key: string) => translate(lang, `members.export.${key}` as never);
  const [yes, no] = [t("yes"), t("no")];
  const yesNo = (v: boolean) => (v ? yes : no);
  return listExport<MemberRowData, number>({
    db,
    lang,
    format,
    filters,
    name: "members",
    count: sql`SELECT count(*)::int AS n FROM members m ${membersWhere(filters, lockHours)}`,
    audit: (after) =>
      audit(db, { actor, action: "member.export", recordType: "members", recordId: null, after }),
    label: (key) => (key === "sheet" ? t("sheet") : t(`columns.${key}`)),
    header: ["number", "name", "phone", "email", "active", "locked", "complete", "joined"],
    fetch: async (after, size) =>
      (
        await db.execute<MemberRowData>(sql`
          SELECT m.id, m.name, m.phone, m.email, m.status, m.created_at,
                 ${lockedSql(lockHours)} AS locked, ${completeSql} AS complete
            FROM members m
            ${membersWhere(filters, lockHours, after === null ? [] : [sql`m.id < ${after}`])}
           ORDER BY m.id DESC LIMIT ${size}`)
      ).rows,
    keyOf: (r) => r.id,
    cells: (r): Cell[] => [
      r.id,
      r.name ?? "",
      r.phone,
      r.email ?? "",
      yesNo(r.status === 1),
      yesNo(r.locked),
      yesNo(r.complete),
      new Date(r.created_at).toISOString(),
    ],
  });
}
