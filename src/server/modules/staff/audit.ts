import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AuditRow } from "../../../shared/staff/audit";
import type { AuditAction } from "../../../shared/staff/audit-actions";
import type { Db, DbOrTx } from "../../db/client";
import { maskPhone } from "../../lib/mask";

/** Who did it and from where: filled from the request by `actorOf`. */
export type AuditActor = {
  id: number | null;
  email: string | null;
  ip: string | null;
  userAgent: string | null;
};

/** An audited staff change to one record: the database, who makes it, the record's id, and `T`. */
export type AuditedCall<T = unknown> = { db: Db; actor: AuditActor; id: number } & T;

export type AuditEntry = {
  actor: AuditActor;
  /** `<area>.<verb>`, one of the shared list (src/shared/staff/audit-actions.ts). */
  action: AuditAction;
  recordType?: string | null;
  recordId?: string | number | null;
  /** The record before and after the change: only fields whose value changed are kept. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Extra fields to mask besides the personal fields of member-like records. */
  mask?: string[];
};

/**
 * Records of people outside the staff: their names, phones and e-mails never reach the log in
 * clear (issue 14). Staff accounts are not masked: the log is there to say which staff did what.
 */
const PERSONAL_RECORDS = new Set([
  "member",
  "job_application",
  "applicant",
  "contact_message",
  "complaint",
  "visit_request",
  "sport_join_application",
  "reservation",
  "guest",
  "prediction",
]);
const PERSONAL_FIELD = /(^|_)(name|first_name|last_name|full_name|phone|mobile|email|e_mail)$/i;

export function maskAuditValue(field: string, value: unknown): unknown {
  if (value == null || value === "") return value;
  const text = String(value);
  if (/phone|mobile/i.test(field)) return maskPhone(text.replace(/\D/g, ""));
  if (/mail/i.test(field)) {
    const [local = "", domain = ""] = text.split("@");
    return `${local.slice(0, 1)}***@${domain}`;
  }
  return `${text.slice(0, 1)}***`;
}

/** {field: {before, after}} for every field whose value differs, masked where personal. */
export function diffChanges(
  recordType: string | null | undefined,
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  extraMask: string[] = [],
): Record<string, { before: unknown; after: unknown }> | null {
  if (!before && !after) return null;
  const personal = recordType != null && PERSONAL_RECORDS.has(recordType);
  const out: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const b = before?.[key] ?? null;
    const a = after?.[key] ?? null;
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    const mask = extraMask.includes(key) || (personal && PERSONAL_FIELD.test(key));
    out[key] = mask
      ? { before: maskAuditValue(key, b), after: maskAuditValue(key, a) }
      : { before: b, after: a };
  }
  return Object.keys(out).length ? out : null;
}

/**
 * Appends one audit row, the one way every module writes the log (ADR 0017). Call it on the
 * transaction that makes the change (`tx`), so the row exists exactly when the change does;
 * on the database itself (`db`) only for events that change nothing else (a refused sign-in).
 * Rows are never updated or deleted (a trigger refuses it), except by the retention purge.
 */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  const changes = diffChanges(entry.recordType, entry.before, entry.after, entry.mask);
  await db.execute(
    sql`INSERT INTO audit_log (actor_id, actor_email, action, record_type, record_id, changes, ip, user_agent)
        VALUES (${entry.actor.id}, ${entry.actor.email}, ${entry.action}, ${entry.recordType ?? null},
                ${entry.recordId == null ? null : String(entry.recordId)},
                ${changes ? JSON.stringify(changes) : null}::jsonb, ${entry.actor.ip},
                ${entry.actor.userAgent?.slice(0, 400) ?? null})`,
  );
}

/** The signed-in staff member of a request (or none) with the request's address and browser. */
export function actorOf(req: FastifyRequest): AuditActor {
  const staff = req.staff?.kind === "staff" ? req.staff : null;
  const ua = req.headers["user-agent"];
  return {
    id: staff?.id ?? null,
    email: staff?.email ?? null,
    ip: req.ip ?? null,
    userAgent: typeof ua === "string" ? ua : null,
  };
}

/** The command line and the jobs act as the system. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: null, ip: null, userAgent: "system" };

/** Riyadh day boundaries for date-only filters (the club's clock, design section 2). */
function bound(value: string | undefined, end: boolean): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const d = new Date(`${value}T00:00:00+03:00`);
    if (end) d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString();
  }
  return new Date(value).toISOString();
}

export async function listAudit({
  db,
  filter,
}: {
  db: Db;
  filter: {
    actor_id?: number;
    action?: string;
    record_type?: string;
    record_id?: string;
    from?: string;
    to?: string;
    page: number;
    per_page: number;
  };
}): Promise<{ data: AuditRow[]; total: number }> {
  const action = filter.action || null;
  const from = bound(filter.from, false);
  const to = bound(filter.to, true);
  // An action filter ending in "." matches the whole area ("auth." finds every sign-in event).
  const where = sql`(${filter.actor_id ?? null}::int IS NULL OR actor_id = ${filter.actor_id ?? null})
      AND (${action}::text IS NULL OR action = ${action} OR (right(${action}, 1) = '.' AND starts_with(action, ${action})))
      AND (${filter.record_type || null}::text IS NULL OR record_type = ${filter.record_type || null})
      AND (${filter.record_id || null}::text IS NULL OR record_id = ${filter.record_id || null})
      AND (${from}::timestamptz IS NULL OR at >= ${from})
      AND (${to}::timestamptz IS NULL OR at < ${to})`;
  const [{ rows }, count] = await Promise.all([
    db.execute<AuditRow>(
      sql`SELECT id::int, to_json(at)#>>'{}' AS at, actor_id, actor_email, action, record_type, record_id,
                 changes, ip, user_agent
            FROM audit_log WHERE ${where}
           ORDER BY at DESC, id DESC LIMIT ${filter.per_page} OFFSET ${(filter.page - 1) * filter.per_page}`,
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM audit_log WHERE ${where}`),
  ]);
  return { data: rows, total: count.rows[0]?.n ?? 0 };
}
