import { and, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgSelect, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Lang, MessageKey } from "../../../shared/i18n";
import type { RecordReferrer } from "../../../shared/sports/staff-data";
import type { AuditAction } from "../../../shared/staff/audit-actions";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import type { AuditActor } from "../staff/audit";
import { assertMediaUsable } from "../media/media-ref";
import { auditTx } from "../staff/audit-tx";
import { fieldError, type IdTable, listPage, rowById, staleVersion } from "../../lib/records";

export {
  allLangs,
  allOf,
  countWhere,
  fieldError,
  listPage,
  offsetOf,
  pickLang,
  rowById,
  searchLocalized,
  storedLangs,
  usesPerRecord,
} from "../../lib/records";

/**
 * What the staff calls on clubs, stadiums, championships, teams and players share: localized
 * fields in and out, search by any language, and PostgreSQL's own answers (a foreign key, a
 * unique index) turned into the contract's errors, so integrity stays in the database.
 */

export type { ListArgs, SaveArgs } from "../staff/call-args";

/** Updates the row `id` or, without one, inserts a new row; answers the row's id. */
export async function upsertRow<T extends IdTable>(
  tx: Tx,
  table: T,
  id: number | undefined,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = id
    ? await tx
        .update(table)
        .set(values as PgUpdateSetSource<T>)
        .where(eq(table.id, id))
        .returning({ id: table.id })
    : await tx.insert(table).values(values).returning({ id: table.id });
  return (row as { id: number }).id;
}

/** A table whose rows carry a `version` that every save moves (migration 0059). */
export type VersionedIdTable = IdTable & { version: PgColumn };

/**
 * `upsertRow` for a record with a version: an update names the version it started from
 * (422 on `version` without one), and the one UPDATE statement both checks it and moves it on,
 * so a save from an older version changes nothing and answers 409 `stale_version` with the
 * current one (404 when the row is gone). A create starts at version 1.
 */
export async function upsertVersioned<T extends VersionedIdTable>(
  tx: Tx,
  table: T,
  id: number | undefined,
  version: number | undefined,
  values: PgInsertValue<T>,
): Promise<number> {
  if (!id) return upsertRow(tx, table, undefined, values);
  if (version === undefined) throw fieldError("version", "cms.versionRequired");
  const [row] = await tx
    .update(table)
    .set({ ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  if (row) return (row as { id: number }).id;
  const [current] = await tx
    .select({ version: table.version })
    .from(table as IdTable)
    .where(eq(table.id, id));
  if (!current) throw notFound();
  throw staleVersion((current as { version: number }).version);
}

type PgError = { code?: string; constraint?: string; table?: string };
const pgErrorOf = (e: unknown): PgError => {
  const err = e as PgError & { cause?: PgError };
  return err.cause?.code ? err.cause : err;
};

/** Which table a foreign key belongs to, named as the console explains it. */
const REFERRER_OF_TABLE: Record<string, RecordReferrer> = {
  matches: "matches",
  players: "players",
  championship_results: "standings",
  championship_fixtures: "fixtures",
  standing_adjustments: "adjustments",
  championship_group_clubs: "groups",
  match_events: "match_events",
  championships: "championships",
};

/**
 * A delete the database refused because another record still points at this one: 409
 * `record_in_use` with `referenced_by` (`matches`, `players`, ...), so the console can say what
 * to change first.
 */
export function inUseError(e: unknown): AppError | null {
  const pg = pgErrorOf(e);
  // 23503: a foreign key without an action; 23001: one declared ON DELETE RESTRICT.
  if (pg.code !== "23503" && pg.code !== "23001") return null;
  const table = pg.table ?? pg.constraint?.replace(/_[a-z]+_id_fkey$/, "") ?? "";
  const referrer = REFERRER_OF_TABLE[table] ?? "matches";
  return new AppError(
    409,
    "record_in_use",
    `sports.data.inUse.${referrer}` as MessageKey,
    undefined,
    undefined,
    { referenced_by: referrer },
  );
}

/**
 * A save naming a record that does not exist (a foreign key) or repeating a unique value: 422
 * on the field the constraint belongs to.
 */
export function saveError(
  e: unknown,
  fields: Record<string, { field: string; message?: MessageKey }>,
): AppError | null {
  const pg = pgErrorOf(e);
  if (pg.code !== "23503" && pg.code !== "23505") return null;
  const hit = fields[pg.constraint ?? ""];
  if (!hit) return null;
  return fieldError(
    hit.field,
    hit.message ?? (pg.code === "23503" ? "sports.staff.unknownReference" : "sports.data.taken"),
  );
}

/**
 * Creates or updates one record in a transaction with its audit row: `read` locks and reads the
 * record as `get` answers it (before and after), `write` stores the input and returns the id.
 */
export async function saveAudited({
  db,
  actor,
  id,
  recordType,
  read,
  write,
  onError,
}: {
  db: Db;
  actor: AuditActor;
  id: number | undefined;
  recordType: RecordType;
  read: (tx: Tx, id: number) => Promise<Record<string, unknown> | null>;
  write: (tx: Tx, id: number | undefined) => Promise<number>;
  onError?: (e: unknown) => AppError | null;
}): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      let before: Record<string, unknown> | null = null;
      if (id) {
        before = await read(tx, id);
        if (!before) throw notFound();
      }
      const savedId = await write(tx, id);
      await auditTx(tx, {
        actor,
        action: `${recordType}.${before ? "update" : "create"}` as AuditAction,
        recordType,
        recordId: savedId,
        before,
        after: await read(tx, savedId),
      });
      return savedId;
    });
  } catch (e) {
    throw onError?.(e) ?? e;
  }
}

/**
 * Deletes one record with its audit row; refused with 409 `record_in_use` while another record
 * still points at it (the foreign keys decide, in the same statement).
 */
export async function deleteAudited({
  db,
  actor,
  id,
  recordType,
  read,
  remove,
}: {
  db: Db;
  actor: AuditActor;
  id: number;
  recordType: RecordType;
  read: (tx: Tx, id: number) => Promise<Record<string, unknown> | null>;
  remove: (tx: Tx, id: number) => Promise<unknown>;
}): Promise<{ id: number }> {
  try {
    await db.transaction(async (tx) => {
      const before = await read(tx, id);
      if (!before) throw notFound();
      await remove(tx, id);
      await auditTx(tx, {
        actor,
        action: `${recordType}.delete` as AuditAction,
        recordType,
        recordId: id,
        before,
        after: null,
      });
    });
    return { id };
  } catch (e) {
    throw inUseError(e) ?? e;
  }
}

/**
 * The address a record's `image_url` keeps: the library picture's named by `input[field]`
 * (checked usable: it exists and has its alt text in the three languages, else 422 on `field`),
 * or the one entered before the library (`input.image_url`).
 */
export async function pictureUrl<K extends string>(
  tx: Tx,
  input: Record<K, number | null> & { image_url: string },
  field: K,
): Promise<string> {
  const mediaId = input[field];
  if (mediaId === null) return input.image_url;
  return (await assertMediaUsable(tx, { id: mediaId, field })).src;
}

type RecordType =
  "club" | "stadium" | "championship_type" | "championship" | "team" | "player" | "event";

/** How a record is read as `get` answers it (`lock` before a change); null when missing. */
type RecordReader<R> = (tx: DbOrTx, id: number, lock?: boolean, lang?: Lang) => Promise<R | null>;

/**
 * The reader of a record from its table's row, as `of` shows it (reading, on the same `tx`, what
 * else the record holds: a team's squad, a player's seasons); null when the row is missing.
 */
export function rowReader<T extends IdTable, R>(
  table: T,
  of: (row: T["$inferSelect"], tx: DbOrTx, lang?: Lang) => R | Promise<R>,
): RecordReader<R> {
  return async (tx, id, lock = false, lang) => {
    const row = await rowById(tx, table, id, lock);
    return row ? of(row, tx, lang) : null;
  };
}

/**
 * The `get` (404 when missing), `save` (audited, answers the saved record as `get` does) and
 * `delete` (audited, refused while referenced) of one kind of record, from its table and how it
 * is read; each record's `write` and its constraints' errors stay with the record. `list` makes
 * the list call from what is the record's own: `where`, its filters as one condition; `query`,
 * its select (joins, order) made `$dynamic()`; `row`, a row in the reader's language (`listPage`
 * pages the select and counts the table's rows under the same filters).
 */
export function recordCalls<R extends Record<string, unknown>>(
  recordType: RecordType,
  table: IdTable,
  read: RecordReader<R>,
) {
  const get = async ({ db, id, lang }: { db: Db; id: number; lang?: Lang }): Promise<R> => {
    const r = await read(db, id, false, lang);
    if (!r) throw notFound();
    return r;
  };
  return {
    get,
    list:
      <F extends { page: number; per_page: number }, Q extends PgSelect, D>(
        where: (filter: F) => SQL | undefined,
        query: (db: Db, lang: Lang) => Q,
        row: (r: Awaited<Q>[number], lang: Lang) => D,
      ) =>
      ({ db, lang, filter }: { db: Db; lang: Lang; filter: F }) =>
        listPage(db, table, where(filter), filter, query(db, lang), (r) => row(r, lang)),
    save: async (
      { db, actor, id, lang }: { db: Db; actor: AuditActor; id: number | undefined; lang?: Lang },
      write: (tx: Tx, id: number | undefined) => Promise<number>,
      onError?: (e: unknown) => AppError | null,
    ): Promise<R> => {
      const savedId = await saveAudited({
        db,
        actor,
        id,
        recordType,
        read: (tx, id) => read(tx, id, true),
        write,
        onError,
      });
      return get({ db, id: savedId, lang });
    },
    remove: ({ db, actor, id }: { db: Db; actor: AuditActor; id: number }) =>
      deleteAudited({
        db,
        actor,
        id,
        recordType,
        read: (tx, id) => read(tx, id, true),
        remove: (tx, id) => tx.delete(table).where(eq(table.id, id)),
      }),
  };
}
