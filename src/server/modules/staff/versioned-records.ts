import { eq, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { AuditAction } from "../../../shared/staff/audit-actions";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { AppError, notFound } from "../../lib/app-error";
import { assertVersion, rowById, type IdTable } from "../../lib/records";
import { bumpContentCache } from "../content/lifecycle/cache-version";
import { audit, type AuditActor } from "./audit";

/** A table whose rows carry an integer `id` and a `version` bumped by every save. */
type VersionedTable = IdTable & { version: IdTable["id"] };

/** How one kind of record is read as `get` answers it; null when missing. */
type Reader<R> = (db: DbOrTx, id: number) => Promise<R | null>;

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
  const action = (verb: "create" | "update" | "delete") => `${recordType}.${verb}` as AuditAction;
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
  }: {
    db: Db;
    actor: AuditActor;
    input: I & { id?: number; version?: number };
  }): Promise<R> {
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
        await audit(tx, {
          actor,
          action: action(before ? "update" : "create"),
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

  return { get, save, remove };
}
