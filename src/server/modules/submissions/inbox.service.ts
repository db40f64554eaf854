import { sql } from "drizzle-orm";
import { translate, type Lang } from "../../../shared/i18n";
import { can, STAFF_ROLES, type StaffPermission } from "../../../shared/staff/permissions";
import {
  INBOX_PERMISSIONS,
  type InboxItem,
  type InboxKind,
  type InboxStatus,
  type InboxUpdateInput,
} from "../../../shared/submissions/inbox";
import type { Db, DbOrTx } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { fieldError } from "../../lib/records";
import { audit, type AuditActor } from "../staff/audit";
import { answersOf, type Row } from "./inbox-answers";
import { iso, KINDS, pick, table } from "./inbox-kinds";
/**
 * The submissions inbox (issue 18, ADR 0045). Each kind is one of the five submission tables,
 * read through the same columns: name, e-mail, phone and what the item is about. The workflow
 * columns (status, assignee, first read, updated_at) come from migration 0032; notes live in
 * submission_notes; the history is the audit log of the item.
 */

export { assertKind, kindsFor, recordTypeOf } from "./inbox-kinds";

const rolesWith = (permission: StaffPermission) =>
  STAFF_ROLES.filter((r) => can([r], permission)) as string[];

async function assignees(db: DbOrTx, kind: InboxKind) {
  const { rows } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM staff_accounts
         WHERE active AND roles && ${sql.param(rolesWith(INBOX_PERMISSIONS[kind]))}::text[]
         ORDER BY name, id`,
  );
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

/** The filter choices of a kind: its jobs or departments, and who may be assigned. */
export async function inboxOptions({ db, lang, kind }: { db: Db; lang: Lang; kind: InboxKind }) {
  const jobs =
    kind === "applications"
      ? (
          await db.execute<{ id: number; label: string }>(
            sql`SELECT id, ${pick(sql`title`, lang)} AS label FROM jobs ORDER BY created_at DESC, id DESC`,
          )
        ).rows
      : [];
  const departments =
    kind === "contact"
      ? (
          await db.execute<{ id: number; label: string }>(
            sql`SELECT id, ${pick(sql`title`, lang)} AS label FROM departments ORDER BY ord, id`,
          )
        ).rows
      : [];
  return { jobs, departments, assignees: await assignees(db, kind) };
}

/** One item in full (answers, notes, history); the first read by anyone marks it read. */
export async function getInboxItem({
  db,
  lang,
  actor,
  kind,
  id,
}: {
  db: Db;
  lang: Lang;
  actor: AuditActor;
  kind: InboxKind;
  id: number;
}): Promise<InboxItem> {
  const spec = KINDS[kind];
  await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ id: number }>(
      sql`UPDATE ${table(kind)} SET first_read_at = now(), first_read_by = ${actor.id}
           WHERE id = ${id} AND first_read_at IS NULL RETURNING id`,
    );
    if (rows.length)
      await audit(tx, { actor, action: "inbox.read", recordType: spec.recordType, recordId: id });
  });
  const { rows } = await db.execute<Row>(
    sql`SELECT a.*, ${spec.name} AS x_name, ${spec.email} AS x_email, ${spec.phone} AS x_phone,
               ${spec.about(lang)} AS about, s.name AS assignee_name
          FROM ${table(kind)} a ${spec.joins}
          LEFT JOIN staff_accounts s ON s.id = a.assignee_id
         WHERE a.id = ${id}`,
  );
  const r = rows[0];
  if (!r) throw notFound();
  const [notes, history, people] = await Promise.all([
    db.execute<Row>(
      sql`SELECT n.id, n.body, n.shared, n.created_at, n.staff_id, s.name AS staff_name
            FROM submission_notes n LEFT JOIN staff_accounts s ON s.id = n.staff_id
           WHERE n.kind = ${kind} AND n.item_id = ${id}
           ORDER BY n.created_at, n.id`,
    ),
    db.execute<Row>(
      sql`SELECT l.action, coalesce(s.name, l.actor_email) AS actor, l.at, l.changes
            FROM audit_log l LEFT JOIN staff_accounts s ON s.id = l.actor_id
           WHERE l.record_type = ${spec.recordType} AND l.record_id = ${String(id)}
           ORDER BY l.at, l.id`,
    ),
    assignees(db, kind),
  ]);
  return {
    kind,
    id: r.id as number,
    reference: r.reference as string,
    name: String(r.x_name ?? ""),
    email: String(r.x_email ?? ""),
    phone: String(r.x_phone ?? ""),
    about: String(r.about ?? ""),
    status: r.status as InboxStatus,
    assignee: r.assignee_id
      ? { id: r.assignee_id as number, name: String(r.assignee_name ?? "") }
      : null,
    visit_at: iso(r.visit_at),
    lang: String(r.lang ?? "ar"),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    first_read_at: iso(r.first_read_at),
    answers: answersOf(kind, r, lang)
      .filter(([, v]) => v !== null && v !== undefined && v !== "")
      .map(([label, value]) => ({ label: translate(lang, label), value: String(value) })),
    cv_type: kind === "applications" && r.cv_type ? String(r.cv_type) : null,
    rating: kind === "applications" && r.rating != null ? Number(r.rating) : null,
    notes: notes.rows.map((n) => ({
      id: n.id as number,
      text: String(n.body),
      shared: Boolean(n.shared),
      staff: n.staff_id ? { id: n.staff_id as number, name: String(n.staff_name ?? "") } : null,
      created_at: iso(n.created_at)!,
    })),
    history: history.rows.map((h) => ({
      action: String(h.action),
      actor: (h.actor as string | null) ?? null,
      at: iso(h.at)!,
      changes: (h.changes as InboxItem["history"][number]["changes"]) ?? null,
    })),
    assignees: people,
  };
}

/** A staff member may be assigned an item when active and allowed to read its kind. */
async function assertAssignable(tx: DbOrTx, kind: InboxKind, assigneeId: number | null) {
  if (assigneeId === null) return;
  const { rows } = await tx.execute(
    sql`SELECT 1 FROM staff_accounts
         WHERE id = ${assigneeId} AND active
           AND roles && ${sql.param(rolesWith(INBOX_PERMISSIONS[kind]))}::text[]`,
  );
  if (!rows.length) throw fieldError("assignee_id", "inbox.assigneeInvalid");
}

/**
 * Changes an item's status and/or assignee in one transaction (the row locked while it is
 * read and written), audited with the fields before and after. A visit approved keeps when.
 */
export async function updateInboxItem({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: Omit<InboxUpdateInput, "status"> & { status?: InboxStatus };
}) {
  const { kind, id } = input;
  const spec = KINDS[kind];
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      status: InboxStatus;
      assignee_id: number | null;
      visit_at: unknown;
    }>(
      kind === "visits"
        ? sql`SELECT status, assignee_id, visit_at FROM visit_requests WHERE id = ${id} FOR UPDATE`
        : sql`SELECT status, assignee_id, NULL AS visit_at FROM ${table(kind)} WHERE id = ${id} FOR UPDATE`,
    );
    const before = rows[0];
    if (!before) throw notFound();
    if (input.assignee_id !== undefined) await assertAssignable(tx, kind, input.assignee_id);
    const status = input.status ?? before.status;
    const assignee = input.assignee_id === undefined ? before.assignee_id : input.assignee_id;
    const visitAt =
      kind === "visits" && status === "approved" && input.visit_at
        ? new Date(input.visit_at).toISOString()
        : iso(before.visit_at);
    if (kind === "visits" && status === "approved" && !visitAt)
      throw fieldError("visit_at", "inbox.visitAtRequired");
    // Nothing changes: nothing is written (no empty history entry).
    if (
      status === before.status &&
      assignee === before.assignee_id &&
      visitAt === iso(before.visit_at)
    )
      return { id, status, assignee_id: assignee, visit_at: visitAt };
    const setVisit = kind === "visits" ? sql`, visit_at = ${visitAt}` : sql``;
    await tx.execute(
      sql`UPDATE ${table(kind)} SET status = ${status}, assignee_id = ${assignee}${setVisit},
                updated_at = now() WHERE id = ${id}`,
    );
    const was = { status: before.status, assignee_id: before.assignee_id };
    const now = { status, assignee_id: assignee };
    const action =
      input.status === undefined && input.assignee_id !== undefined
        ? "inbox.assign"
        : "inbox.update";
    await audit(tx, {
      actor,
      action,
      recordType: spec.recordType,
      recordId: id,
      before: kind === "visits" ? { ...was, visit_at: iso(before.visit_at) } : was,
      after: kind === "visits" ? { ...now, visit_at: visitAt } : now,
    });
    return { id, status, assignee_id: assignee, visit_at: visitAt };
  });
}

/** Adds a note (shared with the sender only on complaints), audited without its text. */
export async function addInboxNote({
  db,
  actor,
  kind,
  id,
  text,
  shared,
}: {
  db: Db;
  actor: AuditActor;
  kind: InboxKind;
  id: number;
  text: string;
  shared: boolean;
}) {
  const spec = KINDS[kind];
  const share = shared && kind === "complaints";
  return db.transaction(async (tx) => {
    // The item is locked and touched in the same statement the note depends on.
    const touched = await tx.execute(
      sql`UPDATE ${table(kind)} SET updated_at = now() WHERE id = ${id} RETURNING id`,
    );
    if (!touched.rows.length) throw notFound();
    const { rows } = await tx.execute<{ id: number; created_at: unknown }>(
      sql`INSERT INTO submission_notes (kind, item_id, staff_id, body, shared)
          VALUES (${kind}, ${id}, ${actor.id}, ${text}, ${share}) RETURNING id, created_at`,
    );
    const note = rows[0]!;
    await audit(tx, {
      actor,
      action: "inbox.note",
      recordType: spec.recordType,
      recordId: id,
      after: { note_id: note.id, shared: share },
    });
    return {
      id: note.id,
      text,
      shared: share,
      staff: actor.id ? { id: actor.id, name: "" } : null,
      created_at: iso(note.created_at)!,
    };
  });
}
