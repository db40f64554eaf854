import { sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  ContentStatus,
  LifecycleState,
  StaffPerson,
} from "../../../../shared/content/lifecycle";
import type { MessageKey } from "../../../../shared/i18n";
import type { AuditAction } from "../../../../shared/staff/audit-actions";
import type { Db, DbOrTx, Tx } from "../../../db/client";
import { AppError, notFound } from "../../../lib/app-error";
import { addJob } from "../../../lib/jobs/queue";
import { pgErrorCode } from "../../../lib/pg-error";
import { riyadhIso } from "../../../lib/time";
import { audit, type AuditActor } from "../../staff/audit";
import { bumpContentCache } from "./cache-version";

/**
 * The content lifecycle (issue 15, ADR 0041), the same for every content type: saves carry the
 * version they started from (a stale one is refused with `stale_version` and the name of who
 * saved since), every save keeps a revision, a record is held by the staff member editing it
 * (another may take it over after confirming), publishing now or at a Riyadh time (a
 * graphile-worker job added in the same transaction, removed by its key when unscheduled),
 * unpublishing and deleting; every change is audited and bumps the content cache version when
 * the public site can see it.
 */

/** How long a record stays held by the staff member who opened it without saving. */
export const LOCK_MINUTES = 15;
export const PUBLISH_JOB = "content.publish";

/** One content type on the lifecycle: its table and how its own fields are read and written. */
export type ContentType<Rec extends Record<string, unknown>, Save> = {
  /** The type's name in calls (`/staff/<type>/...`), revisions and the audit log. */
  type: string;
  /** Its table, which has the lifecycle columns (0016's `content_lifecycle_enable`). */
  table: string;
  /** The record's own fields as `get` answers them (a revision keeps this); null when missing. */
  read: (tx: DbOrTx, id: number) => Promise<Rec | null>;
  /** Stores the type's own fields; without `id` inserts and answers the new id. */
  write: (
    tx: Tx,
    args: { id: number | undefined; input: Save; actor: AuditActor },
  ) => Promise<number>;
  /** The save schema: a revision is checked by it again before it is restored. */
  saveSchema: z.ZodType<Save>;
  /** The staff-only preview address of a record (the public page as it would render). */
  previewPath?: (id: number) => string;
  /** Why a record other rows still point at cannot be deleted (`record_in_use`). */
  inUseMessage?: MessageKey;
};

/** Content types by name, for the scheduled-publish job (filled by `defineContentType`). */
const TYPES = new Map<string, ContentType<Record<string, unknown>, unknown>>();

export function defineContentType<Rec extends Record<string, unknown>, Save>(
  def: ContentType<Rec, Save>,
): ContentType<Rec, Save> {
  TYPES.set(def.type, def as never);
  return def;
}
export const contentTypeOf = (type: string) => TYPES.get(type);

/** The tables of every content type on the lifecycle (import `content-types` to have them all). */
export const contentTables = () => [...new Set([...TYPES.values()].map((t) => t.table))].sort();

type StateRow = {
  status: ContentStatus;
  publish_at: string | null;
  version: number;
  locked_at: string | null;
  updated_by_id: number | null;
  updated_by_name: string | null;
  locked_by_id: number | null;
  locked_by_name: string | null;
  lock_live: boolean;
};

const table = (def: { table: string }) => sql.identifier(def.table);
const person = (id: number | null, name: string | null): StaffPerson | null =>
  id === null ? null : { id, name: name ?? "" };
const iso = (v: string | null) => (v ? riyadhIso(new Date(v)) : null);

/** The lifecycle columns of one record (locked for the transaction when `lock`). */
async function stateOf(tx: DbOrTx, def: { table: string }, id: number, lock = false) {
  const { rows } = await tx.execute<StateRow>(sql`
    SELECT t.status, t.publish_at::text AS publish_at, t.version, t.locked_at::text AS locked_at,
           u.id AS updated_by_id, u.name AS updated_by_name,
           l.id AS locked_by_id, l.name AS locked_by_name,
           coalesce(t.locked_at > now() - make_interval(mins => ${LOCK_MINUTES}), false) AS lock_live
      FROM ${table(def)} t
      LEFT JOIN staff_accounts u ON u.id = t.updated_by
      LEFT JOIN staff_accounts l ON l.id = t.locked_by
     WHERE t.id = ${id} ${lock ? sql`FOR UPDATE OF t` : sql``}`);
  return rows[0] ?? null;
}

/** Whether someone other than `actor` holds the record now. */
const heldByOther = (s: StateRow, actor: AuditActor) =>
  s.lock_live && s.locked_by_id !== null && s.locked_by_id !== actor.id;

function lockedError(s: StateRow) {
  return new AppError(
    409,
    "content_locked",
    "editorial.errors.locked",
    undefined,
    { name: s.locked_by_name ?? "" },
    { locked_by: person(s.locked_by_id, s.locked_by_name) },
  );
}

function staleError(s: StateRow) {
  return new AppError(
    409,
    "stale_version",
    "editorial.errors.stale",
    undefined,
    { name: s.updated_by_name ?? "" },
    { version: s.version, updated_by: person(s.updated_by_id, s.updated_by_name) },
  );
}

function stateAnswer(
  def: ContentType<never, never>,
  id: number,
  s: StateRow,
  actor: AuditActor,
): LifecycleState {
  const live = s.lock_live && s.locked_by_id !== null;
  return {
    status: s.status,
    publish_at: iso(s.publish_at),
    version: s.version,
    updated_by: person(s.updated_by_id, s.updated_by_name),
    locked_by: live ? person(s.locked_by_id, s.locked_by_name) : null,
    locked_at: live ? iso(s.locked_at) : null,
    lock_mine: live && s.locked_by_id === actor.id,
    preview_path: def.previewPath?.(id) ?? null,
  };
}

const holdSql = (def: { table: string }, id: number, actor: AuditActor) =>
  sql`UPDATE ${table(def)} SET locked_by = ${actor.id}, locked_at = now() WHERE id = ${id}`;

async function auditContent(
  tx: Tx,
  def: { type: string },
  actor: AuditActor,
  action: AuditAction,
  id: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  await audit(tx, { actor, action, recordType: def.type, recordId: id, before, after });
}

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
      // Rows elsewhere still point at the record (a job's applications): it stays, nothing changes.
      if (pgErrorCode(e) === "23503")
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

/** `revisions`: the saved versions of a record, newest first (the last 100). */
export async function contentRevisions<Rec extends Record<string, unknown>>(
  def: ContentType<Rec, never>,
  { db, id }: { db: Db; id: number },
) {
  if (!(await stateOf(db, def, id))) throw notFound();
  const { rows } = await db.execute<{
    version: number;
    saved_at: string;
    saved_by_id: number | null;
    saved_by_name: string | null;
    data: Rec;
  }>(sql`
    SELECT r.version, r.saved_at::text AS saved_at, a.id AS saved_by_id, a.name AS saved_by_name, r.data
      FROM content_revisions r LEFT JOIN staff_accounts a ON a.id = r.saved_by
     WHERE r.type = ${def.type} AND r.record_id = ${id}
     ORDER BY r.version DESC LIMIT 100`);
  return rows.map((r) => ({
    version: r.version,
    saved_at: riyadhIso(new Date(r.saved_at)),
    saved_by: person(r.saved_by_id, r.saved_by_name),
    data: r.data,
  }));
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
