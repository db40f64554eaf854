import { sql } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { MediaUse } from "../../../shared/staff/media";
import type { DbOrTx } from "../../db/client";

/** A column somewhere that references media(id), and what it can show of its rows. */
type Referrer = {
  schema: string;
  table: string;
  column: string;
  hasId: boolean;
  labelColumn: string | null;
};

/**
 * Every column that references `media(id)`, read from the catalog (pg_constraint), so a table
 * that adds a `<name>_media_id` column later is covered without a line of code here. The label
 * of a use is the row's `title` or `name` (a localized jsonb or plain text) when it has one.
 */
export async function mediaReferrers(db: DbOrTx): Promise<Referrer[]> {
  const { rows } = await db.execute<{
    schema: string;
    table: string;
    column: string;
    has_id: boolean;
    label_column: string | null;
  }>(sql`
    SELECT ns.nspname AS schema, cl.relname AS table, a.attname AS column,
           EXISTS (SELECT 1 FROM pg_attribute i
                    WHERE i.attrelid = c.conrelid AND i.attname = 'id' AND NOT i.attisdropped) AS has_id,
           (SELECT l.attname FROM pg_attribute l
             WHERE l.attrelid = c.conrelid AND l.attname IN ('title', 'name') AND NOT l.attisdropped
               AND format_type(l.atttypid, l.atttypmod) IN ('jsonb', 'text')
             ORDER BY l.attname DESC LIMIT 1) AS label_column
      FROM pg_constraint c
      JOIN pg_class cl ON cl.oid = c.conrelid
      JOIN pg_namespace ns ON ns.oid = cl.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
     WHERE c.contype = 'f' AND c.confrelid = 'media'::regclass AND cardinality(c.conkey) = 1
     ORDER BY 2, 3`);
  return rows.map((r) => ({
    schema: r.schema,
    table: r.table,
    column: r.column,
    hasId: r.has_id,
    labelColumn: r.label_column,
  }));
}

const ident = (name: string) => sql.identifier(name);
const tableOf = (ref: Referrer) => sql`${ident(ref.schema)}.${ident(ref.table)}`;

function labelSql(ref: Referrer, lang: Lang) {
  if (!ref.labelColumn) return sql`''`;
  const col = ident(ref.labelColumn);
  return sql`CASE WHEN jsonb_typeof(to_jsonb(${col})) = 'object'
                  THEN COALESCE(NULLIF(to_jsonb(${col})->>${lang}, ''), to_jsonb(${col})->>'ar', '')
                  ELSE COALESCE(to_jsonb(${col})#>>'{}', '') END`;
}

/** Where one picture is used: up to `limit` rows per referencing column. */
export async function usesOf(
  db: DbOrTx,
  { id, lang, limit = 50 }: { id: number; lang: Lang; limit?: number },
): Promise<MediaUse[]> {
  const uses: MediaUse[] = [];
  for (const ref of await mediaReferrers(db)) {
    const rowId = ref.hasId ? sql`${ident("id")}::text` : sql`ctid::text`;
    const { rows } = await db.execute<{ id: string; label: string }>(
      sql`SELECT ${rowId} AS id, ${labelSql(ref, lang)} AS label
            FROM ${tableOf(ref)} WHERE ${ident(ref.column)} = ${id}
           ORDER BY 1 LIMIT ${limit}`,
    );
    for (const r of rows)
      uses.push({
        table: ref.table,
        column: ref.column,
        id: ref.hasId && /^\d+$/.test(r.id) ? Number(r.id) : r.id,
        label: r.label ?? "",
      });
  }
  return uses;
}

/** How many places use each picture (pictures unused are absent). */
export async function useCounts(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!ids.length) return counts;
  for (const ref of await mediaReferrers(db)) {
    const col = ident(ref.column);
    const { rows } = await db.execute<{ id: number; n: number }>(
      sql`SELECT ${col} AS id, count(*)::int AS n FROM ${tableOf(ref)}
           WHERE ${col} = ANY(${sql.param([...ids])}::int[]) GROUP BY 1`,
    );
    for (const r of rows) counts.set(r.id, (counts.get(r.id) ?? 0) + r.n);
  }
  return counts;
}
