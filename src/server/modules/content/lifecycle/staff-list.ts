import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client";
import type { ContentStatus, LifecycleListFilter } from "../../../../shared/content/lifecycle";
import type { Lang } from "../../../../shared/i18n";
import { riyadhIso } from "../../../lib/time";
import { LOCK_MINUTES } from "./lifecycle";

/**
 * What the console's list of every content type on the lifecycle shares (ADR 0041): the
 * search, status, author, missing-translation and date filters, the four sorts, paging, the
 * names of who changed and who holds each record, and the row's lifecycle fields. A type's
 * own list adds its columns and filters around these.
 */

/** A LIKE pattern matching `words` literally anywhere. */
import { likePattern } from "../../../lib/records";

export type LifecycleColumns = {
  id: AnyColumn;
  /** The localized title: the title sort, in the reader's language. */
  title: AnyColumn;
  status: AnyColumn;
  createdBy: AnyColumn;
  updatedAt: AnyColumn;
  updatedBy: AnyColumn;
  lockedBy: AnyColumn;
  lockedAt: AnyColumn;
  /** What the `from`/`to` filter reads. */
  dated: AnyColumn;
  /** What the `date` sort orders by. */
  dateSort: AnyColumn;
};

export function lifecycleListQuery(
  c: LifecycleColumns,
  filter: LifecycleListFilter,
  lang: Lang,
  {
    searched,
    translated,
    extra = [],
  }: {
    /** Columns the search box looks in (read as text). */
    searched: AnyColumn[];
    /** Localized columns a record must have in the `missing` language. */
    translated: AnyColumn[];
    /** The type's own filters. */
    extra?: (SQL | undefined)[];
  },
) {
  const conds: SQL[] = [];
  if (filter.search) {
    const p = likePattern(filter.search);
    conds.push(
      sql.join(
        searched.map((col) => sql`${col}::text ILIKE ${p}`),
        sql` OR `,
      ),
    );
  }
  if (filter.status) conds.push(eq(c.status, filter.status));
  if (filter.author) conds.push(eq(c.createdBy, filter.author));
  if (filter.missing) {
    const l = filter.missing;
    conds.push(
      sql.join(
        translated.map((col) => sql`coalesce(${col} ->> ${l}, '') = ''`),
        sql` OR `,
      ),
    );
  }
  if (filter.from) conds.push(sql`${c.dated} >= ${`${filter.from}T00:00:00+03:00`}::timestamptz`);
  if (filter.to)
    conds.push(
      sql`${c.dated} < (${`${filter.to}T00:00:00+03:00`}::timestamptz + interval '1 day')`,
    );
  for (const e of extra) if (e) conds.push(e);
  const dir = filter.order === "asc" ? asc : desc;
  const orderBy = {
    updated: [dir(c.updatedAt)],
    date: [dir(c.dateSort)],
    title: [dir(sql`coalesce(nullif(${c.title} ->> ${lang}, ''), ${c.title} ->> 'ar')`)],
    status: [dir(c.status), desc(c.updatedAt)],
  }[filter.sort];
  return {
    where: conds.length ? and(...conds.map((x) => sql`(${x})`)) : undefined,
    orderBy: [...orderBy, desc(c.id)],
    limit: filter.per_page,
    offset: (filter.page - 1) * filter.per_page,
    /** Selected beside the record: the staff names and whether the hold is still live. */
    people: {
      updatedByName: sql<
        string | null
      >`(SELECT name FROM staff_accounts WHERE id = ${c.updatedBy})`,
      lockedByName: sql<string | null>`(SELECT name FROM staff_accounts WHERE id = ${c.lockedBy})`,
      lockLive: sql<boolean>`coalesce(${c.lockedAt} > now() - make_interval(mins => ${LOCK_MINUTES}), false)`,
    },
  };
}

/** The lifecycle fields of a list row, from the record and the `people` selected beside it. */
export function lifecycleRowState(
  r: {
    status: string;
    publishAt: Date | null;
    version: number;
    updatedAt: Date;
    updatedBy: number | null;
    lockedBy: number | null;
  },
  p: { updatedByName: string | null; lockedByName: string | null; lockLive: boolean },
) {
  return {
    status: r.status as ContentStatus,
    publish_at: r.publishAt ? riyadhIso(r.publishAt) : null,
    version: r.version,
    updated_at: riyadhIso(r.updatedAt),
    updated_by: r.updatedBy ? { id: r.updatedBy, name: p.updatedByName ?? "" } : null,
    locked_by: p.lockLive && r.lockedBy ? { id: r.lockedBy, name: p.lockedByName ?? "" } : null,
  };
}

/** A record's fields that its list row's lifecycle columns read. */
export type LifecycleRecordFields = Parameters<typeof lifecycleRowState>[0];

/**
 * One page of a content type's console list, from one table: the records `q` filters, sorts
 * and pages, with the type's `select`ed figures beside each (`sql<number>` subqueries), and
 * the total; each row is the type's `row` with the lifecycle columns after it.
 */
export async function lifecycleListPage<
  Rec extends LifecycleRecordFields,
  E extends Record<string, unknown>,
  Row,
>(
  db: Db,
  table: PgTable,
  q: ReturnType<typeof lifecycleListQuery>,
  select: { [K in keyof E]: SQL<E[K]> },
  row: (record: Rec, extra: E) => Row,
): Promise<{ data: (Row & ReturnType<typeof lifecycleRowState>)[]; total: number }> {
  // Drizzle cannot resolve a select of a generic table and fields: each row is the table's
  // record (`r`), the figures `select` names and the staff names beside them.
  const rows = (await db
    .select({ r: table, ...select, ...q.people })
    .from(table)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset)) as ({ r: Rec } & E & {
      updatedByName: string | null;
      lockedByName: string | null;
      lockLive: boolean;
    })[];
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(q.where);
  return {
    total: count?.total ?? 0,
    data: rows.map(({ r, updatedByName, lockedByName, lockLive, ...extra }) => ({
      // The rest is what `select` added (its keys are none of the four taken out above).
      ...row(r, extra as unknown as E),
      ...lifecycleRowState(r, { updatedByName, lockedByName, lockLive }),
    })),
  };
}
