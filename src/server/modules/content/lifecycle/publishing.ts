import { sql } from "drizzle-orm";
import type { ContentStatus } from "../../../../shared/content/lifecycle";
import type { Db, DbOrTx, Tx } from "../../../db/client";
import { AppError, notFound } from "../../../lib/app-error";
import { addJob } from "../../../lib/jobs/queue";
import { pgErrorCode } from "../../../lib/pg-error";
import { type AuditActor } from "../../staff/audit";
import { bumpContentCache } from "./cache-version";
import {
  auditContent,
  heldByOther,
  lockedError,
  stateOf,
  table,
  type StateRow,
} from "./lifecycle-state";
import { contentTypeOf, PUBLISH_JOB, type ContentType } from "./lifecycle";

/** Publishing, scheduling, unpublishing, deleting and ordering records on the lifecycle (ADR 0041). */

const jobKey = (type: string, id: number) => `${PUBLISH_JOB}:${type}:${id}`;
const removeJob = (tx: DbOrTx, type: string, id: number) =>
  tx.execute(sql`SELECT graphile_worker.remove_job(${jobKey(type, id)})`);

/** Each record of `ids`, locked, in one transaction (404 for any that is missing: nothing changes). */
async function eachRecord(
  db: Db,
  def: ContentType<Record<string, unknown>, never>,
  ids: number[],
  fn: (tx: Tx, id: number, s: StateRow) => Promise<boolean>,
) {
  return db.transaction(async (tx) => {
    let bump = false;
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const s = await stateOf(tx, def, id, true);
      if (!s) throw notFound();
      if (await fn(tx, id, s)) bump = true;
    }
    if (bump) await bumpContentCache(tx);
  });
}

/**
 * `reorder`: the records of one list in the order given (`ord` 1, 2, 3…), in one transaction:
 * each moved record gets a new version and revision (so a form opened before refuses a stale
 * save), audited as `content.reorder`; a record held by someone else refuses the whole order.
 * The type's table has an `ord` column.
 */
export async function reorderContent(
  def: ContentType<Record<string, unknown>, never>,
  { db, actor, ids }: { db: Db; actor: AuditActor; ids: number[] },
): Promise<{ ids: number[] }> {
  return db.transaction(async (tx) => {
    let bump = false;
    const place = new Map(ids.map((id, i) => [id, i + 1]));
    for (const id of [...place.keys()].sort((a, b) => a - b)) {
      const s = await stateOf(tx, def, id, true);
      if (!s) throw notFound();
      if (heldByOther(s, actor)) throw lockedError(s);
      const { rows } = await tx.execute<{ ord: number }>(
        sql`SELECT ord FROM ${table(def)} WHERE id = ${id}`,
      );
      const ord = place.get(id)!;
      if (rows[0]!.ord === ord) continue;
      const { rows: saved } = await tx.execute<{ version: number }>(sql`
        UPDATE ${table(def)} SET ord = ${ord}, version = version + 1, updated_by = ${actor.id},
               updated_at = now()
         WHERE id = ${id} RETURNING version`);
      const after = await def.read(tx, id);
      await tx.execute(sql`
        INSERT INTO content_revisions (type, record_id, version, data, saved_by)
        VALUES (${def.type}, ${id}, ${saved[0]!.version}, ${JSON.stringify(after)}::jsonb, ${actor.id})`);
      await auditContent(tx, def, actor, "content.reorder", id, { ord: rows[0]!.ord }, { ord });
      if (s.status === "published") bump = true;
    }
    if (bump) await bumpContentCache(tx);
    return { ids };
  });
}

/** An instant close enough to now counts as now (a schedule needs a future time). */
const FUTURE_MARGIN_MS = 5_000;

/**
 * `publish`: now, or at `at` (a Riyadh time in the future: the record is scheduled and a job
 * added in the same transaction publishes it then; publishing again replaces the job by key).
 */
export async function publishContent(
  def: ContentType<Record<string, unknown>, never>,
  { db, actor, ids, at }: { db: Db; actor: AuditActor; ids: number[]; at?: Date },
): Promise<{ ids: number[]; status: ContentStatus }> {
  const scheduled = at !== undefined && at.getTime() > Date.now() + FUTURE_MARGIN_MS;
  await eachRecord(db, def, ids, async (tx, id, s) => {
    if (scheduled) {
      await tx.execute(
        sql`UPDATE ${table(def)} SET status = 'scheduled', publish_at = ${at!.toISOString()}::timestamptz WHERE id = ${id}`,
      );
      await addJob(
        tx,
        PUBLISH_JOB,
        { type: def.type, id },
        { jobKey: jobKey(def.type, id), runAt: at, maxAttempts: 10 },
      );
      await auditContent(
        tx,
        def,
        actor,
        "content.schedule",
        id,
        { status: s.status },
        { status: "scheduled", publish_at: at!.toISOString() },
      );
      return s.status === "published";
    }
    await tx.execute(
      sql`UPDATE ${table(def)} SET status = 'published', publish_at = now() WHERE id = ${id}`,
    );
    await removeJob(tx, def.type, id);
    await auditContent(
      tx,
      def,
      actor,
      "content.publish",
      id,
      { status: s.status },
      { status: "published" },
    );
    return true;
  });
  return { ids, status: scheduled ? "scheduled" : "published" };
}

/** `unpublish`: a published record is hidden; a scheduled one goes back to draft (its job removed). */
export async function unpublishContent(
  def: ContentType<Record<string, unknown>, never>,
  { db, actor, ids }: { db: Db; actor: AuditActor; ids: number[] },
): Promise<{ ids: number[]; status: ContentStatus }> {
  await eachRecord(db, def, ids, async (tx, id, s) => {
    const next: ContentStatus =
      s.status === "scheduled" ? "draft" : s.status === "draft" ? "draft" : "unpublished";
    await tx.execute(
      sql`UPDATE ${table(def)} SET status = ${next}, publish_at = NULL WHERE id = ${id}`,
    );
    await removeJob(tx, def.type, id);
    await auditContent(
      tx,
      def,
      actor,
      "content.unpublish",
      id,
      { status: s.status },
      { status: next },
    );
    return s.status === "published";
  });
  return { ids, status: "unpublished" };
}

/**
 * `delete`: the records, their revisions and any scheduled job, audited. A record other rows
 * still point at is refused with `record_in_use` (409) and nothing of the batch is deleted.
 */
export async function deleteContent(
  def: ContentType<Record<string, unknown>, never>,
  { db, actor, ids }: { db: Db; actor: AuditActor; ids: number[] },
): Promise<{ ids: number[]; status: string }> {
  await eachRecord(db, def, ids, async (tx, id, s) => {
    if (heldByOther(s, actor)) throw lockedError(s);
    const before = await def.read(tx, id);
    try {
      await tx.execute(sql`DELETE FROM ${table(def)} WHERE id = ${id}`);
    } catch (e) {
      // Rows elsewhere still point at the record (a job's applications; a survey's responses, a
      // RESTRICT key: 23001): it stays, nothing changes.
      if (pgErrorCode(e) === "23503" || pgErrorCode(e) === "23001")
        throw new AppError(409, "record_in_use", def.inUseMessage ?? "editorial.errors.inUse");
      throw e;
    }
    await tx.execute(
      sql`DELETE FROM content_revisions WHERE type = ${def.type} AND record_id = ${id}`,
    );
    await removeJob(tx, def.type, id);
    await auditContent(tx, def, actor, "content.delete", id, before, null);
    return s.status === "published";
  });
  return { ids, status: "deleted" };
}

/** The scheduled-publish job: publishes the record if it is still scheduled and due. */
export async function runScheduledPublish({ db, type, id }: { db: Db; type: string; id: number }) {
  const def = contentTypeOf(type);
  if (!def) throw new Error(`Unknown content type ${type}`);
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(sql`
      UPDATE ${table(def)} SET status = 'published'
       WHERE id = ${id} AND status = 'scheduled' AND publish_at <= now() + interval '2 seconds'
       RETURNING id`);
    if (!rows[0]) return;
    await auditContent(
      tx,
      def,
      { id: null, email: null, ip: null, userAgent: "system" },
      "content.publish",
      id,
      { status: "scheduled" },
      { status: "published" },
    );
    await bumpContentCache(tx);
  });
}
