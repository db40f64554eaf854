import { eq, getTableColumns, getTableName, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyPluginAsync } from "fastify";
import type { z } from "zod";
import type { LifecycleListFilter } from "../../../../shared/content/lifecycle";
import { missingLanguages } from "../../../../shared/content/localized";
import type { Lang, MessageKey } from "../../../../shared/i18n";
import type { StaffPermission } from "../../../../shared/staff/permissions";
import type { Db, DbOrTx, Tx } from "../../../db/client";
import { defineContentType, type ContentType, type ContentWrite } from "./lifecycle";
import { lifecycleRoutes } from "./routes";
import {
  lifecycleListPage,
  lifecycleListQuery,
  lifecycleRowState,
  type LifecycleRecordFields,
} from "./staff-list";

/**
 * One site record type on the content lifecycle (ADR 0050), described once: its table, how a
 * row answers `get` and how a save becomes its columns, and its console list (searched and
 * translated columns, its own filters, its row). `defineSiteRecord` makes the lifecycle type
 * (ADR 0041), its list query and its eight staff calls from that description; the record and
 * the list row lead with the row's `id`, so a description names only the type's own fields.
 */

/** A table with the lifecycle columns (0016's `content_lifecycle_enable`). */
export type LifecycleTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  publishAt: PgColumn;
  version: PgColumn;
  createdBy: PgColumn;
  updatedAt: PgColumn;
  updatedBy: PgColumn;
  lockedBy: PgColumn;
  lockedAt: PgColumn;
};

type LifecycleRowFields = ReturnType<typeof lifecycleRowState> & { missing: Lang[] };
type Identified<R> = { id: number } & R;

export type SiteRecordDef<
  T extends LifecycleTable,
  Rec extends Record<string, unknown>,
  Save extends { id?: number; version?: number },
  Filter extends LifecycleListFilter,
  Own,
  Extra extends Record<string, unknown>,
> = {
  /**
   * Its table; the type's name in calls (`/staff/<type>/...`), revisions and the audit log is the
   * table's name with `-` for `_` (`sport_categories`: `sport-categories`).
   */
  table: T;
  saveSchema: z.ZodType<Save>;
  /** Why a record other rows still point at cannot be deleted (`record_in_use`). */
  inUseMessage?: MessageKey;
  permission?: StaffPermission;
  /** The record as `get` answers it (and a revision keeps it) after its `id`, from its row. */
  record: (row: T["$inferSelect"]) => Rec;
  /** The type's own columns from a save (pictures checked against the media library). */
  values: (tx: Tx, input: Save) => Promise<Partial<T["$inferInsert"]>>;
  list: {
    /** The localized column the title sort reads (default `title`). */
    title?: AnyColumn;
    /** What the `from`/`to` filter reads (default `updated_at`) and the `date` sort (default `ord`). */
    dated?: AnyColumn;
    dateSort?: AnyColumn;
    /** Columns the search box looks in (read as text). */
    searched: AnyColumn[];
    /** Localized fields a record must have in the `missing` language (the row's `missing`). */
    translated: (keyof T["$inferSelect"] & string)[];
    /** The type's own filters. */
    filters?: (filter: Filter) => (SQL | undefined)[];
    /** Selected beside the row (written-out subqueries). */
    select?: { [K in keyof Extra]: SQL<Extra[K]> };
    /** The languages a row still lacks, where its translated fields are not plain localized text. */
    missing?: (r: T["$inferSelect"]) => Lang[];
    /** The row's own columns after its `id`, in the reader's language. */
    row: (r: T["$inferSelect"], lang: Lang, extra: Extra) => Own;
  };
};

export type SiteRecordType<Rec extends Record<string, unknown>, Save, Filter, Row> = {
  content: ContentType<Rec, Save>;
  list: (args: { db: Db; lang: Lang; filter: Filter }) => Promise<{ data: Row[]; total: number }>;
  /** The eight staff calls under /api/v1/staff/<type>. */
  routes: () => FastifyPluginAsync;
};

export function defineSiteRecord<
  T extends LifecycleTable,
  Rec extends Record<string, unknown>,
  Save extends { id?: number; version?: number },
  Filter extends LifecycleListFilter,
  Own,
  Extra extends Record<string, unknown> = Record<never, never>,
>(
  d: SiteRecordDef<T, Rec, Save, Filter, Own, Extra>,
): SiteRecordType<Identified<Rec>, Save, Filter, Identified<Own> & LifecycleRowFields> {
  // Drizzle's builders do not follow a generic table; the description's types hold the row's shape.
  const t = d.table as PgTable & LifecycleTable;
  type Selected = T["$inferSelect"];

  async function read(tx: DbOrTx, id: number): Promise<Identified<Rec> | null> {
    const [row] = await tx.select().from(t).where(eq(t.id, id));
    return row ? { id, ...d.record(row as Selected) } : null;
  }

  async function write(tx: Tx, { id, input, actor }: ContentWrite<Save>): Promise<number> {
    const values = { ...(await d.values(tx, input)), updatedAt: new Date() };
    const [row] = id
      ? await tx.update(t).set(values).where(eq(t.id, id)).returning({ id: t.id })
      : await tx
          .insert(t)
          .values({ ...values, status: "draft", createdBy: actor.id } as T["$inferInsert"])
          .returning({ id: t.id });
    return (row as { id: number }).id;
  }

  const table = getTableName(t);
  const content = defineContentType<Identified<Rec>, Save>({
    type: table.replaceAll("_", "-"),
    table,
    read,
    write,
    saveSchema: d.saveSchema,
    inUseMessage: d.inUseMessage,
  });

  const l = d.list;
  const columns = getTableColumns(t);
  async function list({ db, lang, filter }: { db: Db; lang: Lang; filter: Filter }) {
    const q = lifecycleListQuery(
      {
        ...t,
        title: l.title ?? columns.title!,
        dated: l.dated ?? t.updatedAt,
        dateSort: l.dateSort ?? columns.ord!,
      },
      filter,
      lang,
      {
        searched: l.searched,
        translated: l.translated.map((k) => columns[k]!),
        extra: l.filters?.(filter),
      },
    );
    return lifecycleListPage(
      db,
      t,
      q,
      (l.select ?? {}) as { [K in keyof Extra]: SQL<Extra[K]> },
      (record: Selected & LifecycleRecordFields & { id: number }, extra: Extra) => {
        const missing = new Set(
          l.missing
            ? l.missing(record)
            : l.translated.flatMap((k) => missingLanguages(record[k] as Record<Lang, string>)),
        );
        return { id: record.id, ...l.row(record, lang, extra), missing: [...missing].sort() };
      },
    );
  }

  return {
    content,
    list,
    routes: () => lifecycleRoutes(content, { list, permission: d.permission }),
  };
}
