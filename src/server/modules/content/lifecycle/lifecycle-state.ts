import { sql } from "drizzle-orm";
import type {
  ContentStatus,
  LifecycleState,
  StaffPerson,
} from "../../../../shared/content/lifecycle";
import type { AuditAction } from "../../../../shared/staff/audit-actions";
import type { DbOrTx, Tx } from "../../../db/client";
import { AppError } from "../../../lib/app-error";
import { riyadhIso } from "../../../lib/time";
import { audit, type AuditActor } from "../../staff/audit";
import type { z } from "zod";
import type { MessageKey } from "../../../../shared/i18n";

/** How long a record stays held by the staff member who opened it without saving. */
export const LOCK_MINUTES = 15;

/** What a content type's `write` receives: the record (none when new), the form, who saves. */
export type ContentWrite<Save> = { id: number | undefined; input: Save; actor: AuditActor };

/** One content type on the lifecycle: its table and how its own fields are read and written. */
export type ContentType<Rec extends Record<string, unknown>, Save> = {
  /** The type's name in calls (`/staff/<type>/...`), revisions and the audit log. */
  type: string;
  /** Its table, which has the lifecycle columns (0016's `content_lifecycle_enable`). */
  table: string;
  /** The record's own fields as `get` answers them (a revision keeps this); null when missing. */
  read: (tx: DbOrTx, id: number) => Promise<Rec | null>;
  /** Stores the type's own fields; without `id` inserts and answers the new id. */
  write: (tx: Tx, args: ContentWrite<Save>) => Promise<number>;
  /** The save schema: a revision is checked by it again before it is restored. */
  saveSchema: z.ZodType<Save>;
  /** The staff-only preview address of a record (the public page as it would render). */
  previewPath?: (id: number) => string;
  /** Why a record other rows still point at cannot be deleted (`record_in_use`). */
  inUseMessage?: MessageKey;
};

/** A record's lifecycle columns and the errors and answers built from them (shared by the lifecycle's calls). */

export type StateRow = {
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

export const table = (def: { table: string }) => sql.identifier(def.table);
export const person = (id: number | null, name: string | null): StaffPerson | null =>
  id === null ? null : { id, name: name ?? "" };
export const iso = (v: string | null) => (v ? riyadhIso(new Date(v)) : null);

/** The lifecycle columns of one record (locked for the transaction when `lock`). */
export async function stateOf(tx: DbOrTx, def: { table: string }, id: number, lock = false) {
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
export const heldByOther = (s: StateRow, actor: AuditActor) =>
  s.lock_live && s.locked_by_id !== null && s.locked_by_id !== actor.id;

export function lockedError(s: StateRow) {
  return new AppError(
    409,
    "content_locked",
    "editorial.errors.locked",
    undefined,
    { name: s.locked_by_name ?? "" },
    { locked_by: person(s.locked_by_id, s.locked_by_name) },
  );
}

export function staleError(s: StateRow) {
  return new AppError(
    409,
    "stale_version",
    "editorial.errors.stale",
    undefined,
    { name: s.updated_by_name ?? "" },
    { version: s.version, updated_by: person(s.updated_by_id, s.updated_by_name) },
  );
}

export function stateAnswer(
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

export const holdSql = (def: { table: string }, id: number, actor: AuditActor) =>
  sql`UPDATE ${table(def)} SET locked_by = ${actor.id}, locked_at = now() WHERE id = ${id}`;

export async function auditContent(
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
