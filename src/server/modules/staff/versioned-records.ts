import { eq, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AuditAction } from "../../../shared/staff/audit-actions";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { riyadhIso } from "../../lib/time";
import { assertVersion, rowById, type IdTable } from "../../lib/records";
import { bumpContentCache } from "../content/lifecycle/cache-version";
import { audit, type AuditActor } from "./audit";
import type { RevisedSave } from "./call-args";

/** A table whose rows carry an integer `id` and a `version` bumped by every save. */
type VersionedTable = IdTable & { version: IdTable["id"] };

/** How one kind of record is read as `get` answers it; null when missing. */
type Reader<R> = (db: DbOrTx, id: number) => Promise<R | null>;

/**
 * Keeps a saved version of a console record (ADR 0055) in the lifecycle's revision table
 * (`content_revisions`, ADR 0041) under the record's audit type (`department`, `label`,
 * `settings`), which no content type uses, so the two never mix.
 */
export async function keepRevision(
  tx: DbOrTx,
  a: { type: string; id: number; version: number; data: unknown; actor: AuditActor },
) {
  await tx.execute(sql`
    INSERT INTO content_revisions (type, record_id, version, data, saved_by)
    VALUES (${a.type}, ${a.id}, ${a.version}, ${JSON.stringify(a.data)}::jsonb, ${a.actor.id})
    ON CONFLICT (type, record_id, version) DO UPDATE SET data = EXCLUDED.data,
      saved_by = EXCLUDED.saved_by, saved_at = now()`);
}

/** The kept versions of a record, newest first (the last 100), as `revisions` answers them. */
export async function revisionsOf<R>(db: DbOrTx, type: string, id: number) {
  const { rows } = await db.execute<{
    version: number;
    saved_at: string;
    saved_by_id: number | null;
    saved_by_name: string | null;
    data: R;
  }>(sql`
    SELECT r.version, r.saved_at::text AS saved_at, a.id AS saved_by_id, a.name AS saved_by_name, r.data
      FROM content_revisions r LEFT JOIN staff_accounts a ON a.id = r.saved_by
     WHERE r.type = ${type} AND r.record_id = ${id}
     ORDER BY r.version DESC LIMIT 100`);
  return rows.map((r) => ({
    version: r.version,
    saved_at: riyadhIso(new Date(r.saved_at)),
    saved_by: r.saved_by_id === null ? null : { id: r.saved_by_id, name: r.saved_by_name ?? "" },
    data: r.data,
  }));
}

/** One kept version's data (404 when the record has no such version). */
export async function revisionData(db: DbOrTx, type: string, id: number, version: number) {
  const { rows } = await db.execute<{ data: Record<string, unknown> }>(sql`
    SELECT data FROM content_revisions WHERE type = ${type} AND record_id = ${id} AND version = ${version}`);
  if (!rows[0]) throw notFound();
  return rows[0].data;
}

/**
 * The `get`, `save` and `delete` of a console record with a version (ADR 0043): a save names
 * the version it started from, the row is locked and compared, and a stale save answers 409
 * `stale_version`; a create starts at version 1. Every change writes its audit row (before and
 * after, as `get` answers them) on the same transaction, and moves the content cache version
 * (ADR 0041) so every instance drops the pages and answers that show the record. `onError`
 * turns a constraint's refusal (a unique value, a reference) into the contract's error.
 */
export function versionedRecordCalls<R extends Record<string, unknown>, I>({
  table,
  recordType,
  read,
  values,
  onError,
}: {
  table: VersionedTable;
  recordType: string;
  read: Reader<R>;
  /** The row's stored values from what the form sent. */
  values: (input: I) => PgInsertValue<VersionedTable>;
  onError?: (e: unknown) => AppError | null;
}) {
  const action = (verb: "create" | "update" | "delete" | "restore") =>
    `${recordType}.${verb}` as AuditAction;
  const fail = (e: unknown) => onError?.(e) ?? e;

  async function get({ db, id }: { db: DbOrTx; id: number }): Promise<R> {
    const r = await read(db, id);
    if (!r) throw notFound();
    return r;
  }

  async function save({
    db,
    actor,
    input,
    restored = false,
  }: RevisedSave<I & { id?: number; version?: number }>): Promise<R> {
    try {
      return await db.transaction(async (tx: Tx) => {
        let before: R | null = null;
        let id = input.id;
        if (id) {
          const row = await rowById(tx, table, id, true);
          if (!row) throw notFound();
          assertVersion((row as { version: number }).version, input.version);
          before = await read(tx, id);
          await tx
            .update(table)
            .set({
              ...values(input),
              version: sql`${table.version} + 1`,
            } as PgUpdateSetSource<VersionedTable>)
            .where(eq(table.id, id));
        } else {
          const [row] = await tx.insert(table).values(values(input)).returning({ id: table.id });
          id = (row as { id: number }).id;
        }
        const after = (await read(tx, id))!;
        const [saved] = await tx
          .select({ version: table.version })
          .from(table)
          .where(eq(table.id, id));
        await keepRevision(tx, {
          type: recordType,
          id,
          version: (saved as { version: number }).version,
          data: after,
          actor,
        });
        await audit(tx, {
          actor,
          action: action(restored ? "restore" : before ? "update" : "create"),
          recordType,
          recordId: id,
          before,
          after,
        });
        await bumpContentCache(tx);
        return after;
      });
    } catch (e) {
      throw fail(e);
    }
  }

  async function remove({ db, actor, id }: { db: Db; actor: AuditActor; id: number }) {
    try {
      await db.transaction(async (tx: Tx) => {
        await rowById(tx, table, id, true);
        const before = await read(tx, id);
        if (!before) throw notFound();
        await tx.delete(table).where(eq(table.id, id));
        await audit(tx, { actor, action: action("delete"), recordType, recordId: id, before });
        await bumpContentCache(tx);
      });
      return { id };
    } catch (e) {
      throw fail(e);
    }
  }

  /** `revisions`: the kept versions of a record (404 for a record that does not exist). */
  async function revisions({ db, id }: { db: Db; id: number }) {
    if (!(await read(db, id))) throw notFound();
    return revisionsOf<R>(db, recordType, id);
  }

  /**
   * `restore`: saves a kept version as the new one, checked by today's save schema (a version
   * that no longer passes is refused with its field errors) and against the version on screen.
   */
  async function restore({
    db,
    actor,
    id,
    revision,
    version,
    schema,
  }: {
    db: Db;
    actor: AuditActor;
    id: number;
    revision: number;
    version: number;
    schema: { parse: (v: unknown) => I };
  }): Promise<R> {
    const data = await revisionData(db, recordType, id, revision);
    const input = schema.parse({ ...data, id, version }) as I & { id: number; version: number };
    return save({ db, actor, input, restored: true });
  }

  return { get, save, remove, revisions, restore };
}
