import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgSelect, PgTable } from "drizzle-orm/pg-core";
import type { Lang, Localized, MessageKey } from "../../shared/i18n";
import type { LocalizedInput } from "../../shared/sports/staff-data-fields";
import type { DbOrTx } from "../db/client";
import { AppError } from "./app-error";

/**
 * What every console record call shares, whatever its domain: localized fields in and out,
 * search in any language, list filters and counts, one row by id, and the contract's errors
 * for a bad field and for a save that started from an older version.
 */

/** The three languages as the console edits them (missing ones empty). */
export const allLangs = (v: Localized | null | undefined) => ({
  ar: v?.ar ?? "",
  en: v?.en ?? "",
  es: v?.es ?? "",
});

/** As stored: empty translations left out, so readers fall back to Arabic. */
export const storedLangs = (v: LocalizedInput): Localized => ({
  ar: v.ar,
  ...(v.en ? { en: v.en } : {}),
  ...(v.es ? { es: v.es } : {}),
});

export const pickLang = (v: Localized | null | undefined, lang: Lang) =>
  v ? v[lang] || v.ar || "" : "";

/** A LIKE pattern that finds `text` anywhere, its `%`, `_` and `\\` matched as themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** `ILIKE` on every language of a localized column (the text of its JSON). */
export function searchLocalized(column: PgColumn, search: string): SQL {
  const like = likePattern(search);
  return sql`${column}::text ILIKE ${like}`;
}

export const offsetOf = (f: { page: number; per_page: number }) => (f.page - 1) * f.per_page;

/** A list's filters joined with AND (none: every row). */
export const allOf = (conds: (SQL | undefined | false | "" | 0)[]) => {
  const set = conds.filter((c): c is SQL => Boolean(c));
  return set.length ? and(...set) : undefined;
};

/** How many rows of `table` a list's filters match (its `total`). */
export async function countWhere(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  const [n] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return n?.total ?? 0;
}

/**
 * One page of a list as the contract answers it, `data` and `total`: `query` is the list's own
 * select (joins, order) made `$dynamic()`; the list's filters `where`, the page's limit and offset
 * are added here, each row is shown by `row`, and the rows of `table` that `where` matches are
 * counted beside it, so the page and its total always follow the same filters.
 */
export async function listPage<Q extends PgSelect, D>(
  db: DbOrTx,
  table: PgTable,
  where: SQL | undefined,
  filter: { page: number; per_page: number },
  query: Q,
  row: (r: Awaited<Q>[number]) => D,
): Promise<{ data: D[]; total: number }> {
  const [rows, total] = await Promise.all([
    query.where(where).limit(filter.per_page).offset(offsetOf(filter)),
    countWhere(db, table, where),
  ]);
  return { data: (rows as Awaited<Q>).map(row), total };
}

/**
 * How many rows point at each record through `column` (a foreign key), for a list's "used by"
 * count: left join `on` the record's id (the subquery is named `alias`) and select `count`.
 */
export function usesPerRecord(db: DbOrTx, column: PgColumn, alias: string) {
  const used = db
    .select({ id: column, n: sql<number>`count(*)::int`.as("n") })
    .from(column.table)
    .groupBy(column)
    .as(alias);
  return {
    used,
    on: (id: PgColumn) => eq(used.id, id),
    count: sql<number>`coalesce(${used.n}, 0)::int`,
  };
}

/** A table whose rows have an integer `id`. */
export type IdTable = PgTable & { id: PgColumn };

/** One row by id, locked for the rest of the transaction when `lock` (before a change). */
export async function rowById<T extends IdTable>(
  tx: DbOrTx,
  table: T,
  id: number,
  lock = false,
): Promise<T["$inferSelect"] | undefined> {
  const q = tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row as T["$inferSelect"] | undefined;
}

/** The rows of `table` that meet every condition in `where`, in `order` (a public list's read). */
export async function rowsWhere<T extends PgTable>(
  db: DbOrTx,
  table: T,
  where: SQL[],
  order: SQL[],
): Promise<T["$inferSelect"][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(...where))
    .orderBy(...order);
  return rows as T["$inferSelect"][];
}

/** 422 `validation_failed` on one field. */
export function fieldError(field: string, message: MessageKey): AppError {
  return new AppError(422, "validation_failed", "errors.validation_failed", { [field]: [message] });
}

/**
 * 409 `stale_version`: someone saved the record after this save's version was read. The
 * answer carries the current version, so the console can offer to reload.
 */
export function staleVersion(current: number): AppError {
  return new AppError(409, "stale_version", "errors.stale_version", undefined, undefined, {
    current_version: current,
  });
}

/** Refuses a change that started from another version than the stored one. */
export function assertVersion(stored: number, sent: number | undefined): void {
  if (sent !== stored) throw staleVersion(stored);
}
