import { sql } from "drizzle-orm";
import type { ContentStatus, LifecycleState } from "../../../../shared/content/lifecycle";
import type { AuditAction } from "../../../../shared/staff/audit-actions";
import type { Db } from "../../../db/client";
import { notFound } from "../../../lib/app-error";
import { type AuditActor } from "../../staff/audit";
import { revisionsOf } from "../../staff/versioned-records";
import { bumpContentCache } from "./cache-version";
import {
  auditContent,
  heldByOther,
  holdSql,
  lockedError,
  staleError,
  stateAnswer,
  stateOf,
  table,
  type ContentType,
} from "./lifecycle-state";

/**
 * The content lifecycle (issue 15, ADR 0041), the same for every content type: saves carry the
 * version they started from (a stale one is refused with `stale_version` and the name of who
 * saved since), every save keeps a revision, a record is held by the staff member editing it
 * (another may take it over after confirming), publishing now or at a Riyadh time (a
 * graphile-worker job added in the same transaction, removed by its key when unscheduled),
 * unpublishing and deleting; every change is audited and bumps the content cache version when
 * the public site can see it.
 */

export { LOCK_MINUTES, type ContentType, type ContentWrite } from "./lifecycle-state";
export const PUBLISH_JOB = "content.publish";

/** Content types by name, for the scheduled-publish job (filled by `defineContentType`). */
export const TYPES = new Map<string, ContentType<Record<string, unknown>, unknown>>();

export function defineContentType<Rec extends Record<string, unknown>, Save>(
  def: ContentType<Rec, Save>,
): ContentType<Rec, Save> {
  TYPES.set(def.type, def as never);
  return def;
}
export const contentTypeOf = (type: string) => TYPES.get(type);

/** The tables of every content type on the lifecycle (import `content-types` to have them all). */
export const contentTables = () => [...new Set([...TYPES.values()].map((t) => t.table))].sort();

/**
 * `get`: the record with its lifecycle state. Opening it holds it for the caller when nobody
 * else does; `takeOver` takes it from whoever holds it (audited), after the console asked.
 */
export async function getContent<Rec extends Record<string, unknown>>(
  def: ContentType<Rec, never>,
  {
    db,
    actor,
    id,
    takeOver = false,
  }: { db: Db; actor: AuditActor; id: number; takeOver?: boolean },
): Promise<Rec & LifecycleState> {
  return db.transaction(async (tx) => {
    const s = await stateOf(tx, def, id, true);
    if (!s) throw notFound();
    const other = heldByOther(s, actor);
    if (!other || takeOver) {
      await tx.execute(holdSql(def, id, actor));
      if (other)
        await auditContent(
          tx,
          def,
          actor,
          "content.take_over",
          id,
          { locked_by: s.locked_by_name },
          { locked_by: actor.email },
        );
    }
    const record = await def.read(tx, id);
    if (!record) throw notFound();
    const now = await stateOf(tx, def, id);
    return { ...record, ...stateAnswer(def as never, id, now!, actor) };
  });
}

/**
 * `save`: creates (a draft) or updates a record from the version the editor started from, keeps
 * the revision, audits, and bumps the cache version when the record is published.
 */
export async function saveContent<
  Rec extends Record<string, unknown>,
  Save extends { id?: number; version?: number },
>(
  def: ContentType<Rec, Save>,
  { db, actor, input, action }: { db: Db; actor: AuditActor; input: Save; action?: AuditAction },
): Promise<{ id: number; version: number }> {
  return db.transaction(async (tx) => {
    let before: Record<string, unknown> | null = null;
    let id = input.id;
    if (id !== undefined) {
      const s = await stateOf(tx, def, id, true);
      if (!s) throw notFound();
      if (heldByOther(s, actor)) throw lockedError(s);
      if (input.version !== s.version) throw staleError(s);
      before = await def.read(tx, id);
      await def.write(tx, { id, input, actor });
    } else {
      id = await def.write(tx, { id: undefined, input, actor });
    }
    const { rows } = await tx.execute<{ version: number; status: ContentStatus }>(sql`
      UPDATE ${table(def)}
         SET version = ${before ? sql`version + 1` : sql`1`},
             ${before ? sql`` : sql`status = 'draft', publish_at = NULL,`}
             updated_by = ${actor.id}, locked_by = ${actor.id}, locked_at = now()
       WHERE id = ${id} RETURNING version, status`);
    const saved = rows[0]!;
    const after = await def.read(tx, id);
    await tx.execute(sql`
      INSERT INTO content_revisions (type, record_id, version, data, saved_by)
      VALUES (${def.type}, ${id}, ${saved.version}, ${JSON.stringify(after)}::jsonb, ${actor.id})`);
    await auditContent(
      tx,
      def,
      actor,
      action ?? (before ? "content.update" : "content.create"),
      id,
      before,
      after,
    );
    if (saved.status === "published") await bumpContentCache(tx);
    return { id, version: saved.version };
  });
}

/** `revisions`: the saved versions of a record, newest first (the last 100). */
export async function contentRevisions<Rec extends Record<string, unknown>>(
  def: ContentType<Rec, never>,
  { db, id }: { db: Db; id: number },
) {
  if (!(await stateOf(db, def, id))) throw notFound();
  return revisionsOf<Rec>(db, def.type, id);
}

/**
 * `restore`: saves an earlier revision as the new version (checked by the save schema again, so
 * a revision that no longer passes today's rules is refused with its field errors).
 */
export async function restoreContent<
  Rec extends Record<string, unknown>,
  Save extends { id?: number; version?: number },
>(
  def: ContentType<Rec, Save>,
  {
    db,
    actor,
    id,
    revision,
    version,
  }: { db: Db; actor: AuditActor; id: number; revision: number; version: number },
) {
  const { rows } = await db.execute<{ data: Record<string, unknown> }>(sql`
    SELECT data FROM content_revisions WHERE type = ${def.type} AND record_id = ${id} AND version = ${revision}`);
  if (!rows[0]) throw notFound();
  const input = def.saveSchema.parse({ ...rows[0].data, id, version });
  return saveContent(def, { db, actor, input, action: "content.restore" });
}
