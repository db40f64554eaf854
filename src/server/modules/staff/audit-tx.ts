import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { diffChanges, type AuditEntry } from "./audit";

/**
 * `audit(...)` for callers on the Drizzle client (ADR 0017): appends the same row on the
 * caller's transaction `tx`, so it exists exactly when the change does.
 */
export async function auditTx(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const changes = diffChanges(entry.recordType, entry.before, entry.after, entry.mask);
  await tx.execute(
    sql`INSERT INTO audit_log (actor_id, actor_email, action, record_type, record_id, changes, ip, user_agent)
        VALUES (${entry.actor.id}, ${entry.actor.email}, ${entry.action}, ${entry.recordType ?? null},
                ${entry.recordId == null ? null : String(entry.recordId)},
                ${changes ? JSON.stringify(changes) : null}::jsonb, ${entry.actor.ip},
                ${entry.actor.userAgent?.slice(0, 400) ?? null})`,
  );
}
