import { sql, type SQL } from "drizzle-orm";
import type {
  TemplateRecord,
  TemplateSaveInput,
  TemplatesListFilter,
} from "../../../shared/submissions/replies";
import type { Db, DbOrTx } from "../../db/client";
import { replyTemplates } from "../../db/schema/submissions";
import { isUniqueViolation } from "../../lib/pg-error";
import { fieldError, likePattern, offsetOf } from "../../lib/records";
import { versionedRecordCalls } from "../staff/versioned-records";
import { iso } from "./inbox-kinds";

/**
 * The reply templates staff edit (issue 18, ADR 0049): per inbox kind (or any kind) and
 * purpose, subject and body in ar/en/es with the allowlisted placeholders. Saved with a version
 * (409 `stale_version` on a stale save) and audited like the site's other records (ADR 0043).
 */

const COLUMNS = sql`t.id, t.version, t.name, t.kind, t.purpose, t.subject, t.body,
                    s.name AS updated_by, t.updated_at`;

type Row = Omit<TemplateRecord, "updated_at" | "subject" | "body"> & {
  subject: Record<string, string>;
  body: Record<string, string>;
  updated_at: unknown;
};

const all = (v: Record<string, string> | null) => ({
  ar: v?.ar ?? "",
  en: v?.en ?? "",
  es: v?.es ?? "",
});
const recordOf = (r: Row): TemplateRecord => ({
  id: r.id,
  version: r.version,
  name: r.name,
  kind: r.kind,
  purpose: r.purpose,
  subject: all(r.subject),
  body: all(r.body),
  updated_by: r.updated_by ?? null,
  updated_at: iso(r.updated_at)!,
});

async function readTemplate(db: DbOrTx, id: number): Promise<TemplateRecord | null> {
  const { rows } = await db.execute<Row>(
    sql`SELECT ${COLUMNS} FROM reply_templates t LEFT JOIN staff_accounts s ON s.id = t.updated_by
         WHERE t.id = ${id}`,
  );
  return rows[0] ? recordOf(rows[0]) : null;
}

export async function listTemplates({
  db,
  filter,
}: {
  db: Db;
  filter: TemplatesListFilter;
}): Promise<{ data: TemplateRecord[]; total: number }> {
  const conds: SQL[] = [];
  if (filter.search) {
    const p = likePattern(filter.search);
    conds.push(sql`(t.name ILIKE ${p} OR t.subject::text ILIKE ${p} OR t.body::text ILIKE ${p})`);
  }
  if (filter.kind === "any") conds.push(sql`t.kind IS NULL`);
  else if (filter.kind) conds.push(sql`(t.kind = ${filter.kind} OR t.kind IS NULL)`);
  if (filter.purpose) conds.push(sql`t.purpose = ${filter.purpose}`);
  const where = conds.length ? sql`WHERE ${sql.join(conds, sql` AND `)}` : sql``;
  const [{ rows }, count] = await Promise.all([
    db.execute<Row>(
      sql`SELECT ${COLUMNS} FROM reply_templates t LEFT JOIN staff_accounts s ON s.id = t.updated_by
           ${where} ORDER BY t.name, t.id LIMIT ${filter.per_page} OFFSET ${offsetOf(filter)}`,
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM reply_templates t ${where}`),
  ]);
  return { data: rows.map(recordOf), total: count.rows[0]?.n ?? 0 };
}

export const templateCalls = versionedRecordCalls<
  TemplateRecord,
  TemplateSaveInput & { updated_by: number | null }
>({
  table: replyTemplates,
  recordType: "reply_template",
  read: readTemplate,
  values: (input) => ({
    name: input.name,
    kind: input.kind,
    purpose: input.purpose,
    subject: input.subject,
    body: input.body,
    updatedBy: input.updated_by,
    updatedAt: new Date(),
  }),
  onError: (e) => (isUniqueViolation(e) ? fieldError("name", "inbox.templates.nameTaken") : null),
});
