import { sql } from "drizzle-orm";
import type { AuditAction } from "../../../shared/staff/audit-actions";
import type { Db, DbOrTx, Tx } from "../../db/client";
import type { Env } from "../../env";
import { AppError, notFound } from "../../lib/app-error";
import { audit, type AuditActor, type AuditEntry } from "./audit";
import { lockRemaining, recordFailure } from "./lockout";
import { assertPasswordAllowed, hashPassword, verifyPassword } from "./passwords";
import { lockedError } from "./reauth";
import { revokeAllSessions, revokeAudited, type StaffPrincipal } from "./sessions";
import { profileOf, type AccountRow } from "./account-row";
import { replaceRecoveryCodes } from "./sign-in.service";

type Me = Extract<StaffPrincipal, { kind: "staff" }>;
/** What a change to one's own account receives: the database, the signed-in member, the actor. */
type OwnCall = { db: Db; me: Me; actor: AuditActor };

/** The audit entry of a change the signed-in staff member makes to their own account. */
const auditOwn = (
  tx: DbOrTx,
  actor: AuditActor,
  me: Me,
  entry: Omit<AuditEntry, "actor" | "recordType" | "recordId">,
) => audit(tx, { actor, recordType: "staff_account", recordId: me.id, ...entry });

/** A change to one's own account and its audit row, in one transaction. */
function changeOwn<T>(
  { db, me, actor }: OwnCall,
  action: AuditAction,
  change: (tx: Tx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await auditOwn(tx, actor, me, { action });
    return result;
  });
}

export function meProfile(me: Me) {
  return profileOf({
    id: me.id,
    email: me.email,
    name: me.name,
    lang: me.lang,
    roles: me.roles,
    event_ids: me.eventIds,
  });
}

/**
 * Changes one's own name or language. The audit row holds the fields that changed, before and
 * after, read from the account row itself under a lock (not from the session's copy, which an
 * earlier change on another device may have made stale); a save that changes nothing writes
 * nothing.
 */
export async function updateMe({
  db,
  me,
  input,
  actor,
}: OwnCall & { input: { name?: string; lang?: "ar" | "en" | "es" } }) {
  return db.transaction(async (tx) => {
    const { rows: current } = await tx.execute<AccountRow>(
      sql`SELECT * FROM staff_accounts WHERE id = ${me.id} FOR UPDATE`,
    );
    const row = current[0];
    if (!row) throw notFound();
    const before = { name: row.name, lang: row.lang };
    const after = { name: input.name ?? row.name, lang: input.lang ?? row.lang };
    if (before.name === after.name && before.lang === after.lang) return profileOf(row);
    const { rows } = await tx.execute<AccountRow>(
      sql`UPDATE staff_accounts SET name = ${after.name}, lang = ${after.lang}, updated_at = now()
           WHERE id = ${me.id} RETURNING *`,
    );
    await auditOwn(tx, actor, me, {
      action: "account.update_self",
      before,
      after,
    });
    return profileOf(rows[0]!);
  });
}

/**
 * Changes one's own password: the current one is required (wrong ones count towards the
 * lockout); every other session of the account ends.
 */
export async function changePassword({
  db,
  env,
  me,
  current,
  next,
  actor,
}: OwnCall & { env: Env; current: string; next: string }): Promise<{ sessions_ended: number }> {
  const locked = await lockRemaining(db, me.email);
  if (locked > 0) throw lockedError(locked);
  const { rows } = await db.execute<{ password_hash: string | null }>(
    sql`SELECT password_hash FROM staff_accounts WHERE id = ${me.id}`,
  );
  if (!(await verifyPassword(env, rows[0]?.password_hash, current))) {
    await recordFailure(db, me.email);
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      current_password: ["staff.currentPasswordWrong"],
    });
  }
  assertPasswordAllowed(next, me.email);
  const hashed = await hashPassword(env, next);
  return changeOwn({ db, me, actor }, "account.password_change", async (tx) => {
    await tx.execute(
      sql`UPDATE staff_accounts SET password_hash = ${hashed}, updated_at = now() WHERE id = ${me.id}`,
    );
    return { sessions_ended: await revokeAllSessions(tx, me.id, me.sessionId) };
  });
}

/** Ten new recovery codes, the old ones void (re-authentication required by the route). */
export async function regenerateRecoveryCodes(
  call: OwnCall,
): Promise<{ recovery_codes: string[] }> {
  return changeOwn(call, "account.recovery_codes", async (tx) => ({
    recovery_codes: await replaceRecoveryCodes(tx, call.db, call.me.id),
  }));
}

export async function revokeMySession({
  db,
  me,
  sessionId,
  actor,
}: OwnCall & { sessionId: number }) {
  return revokeAudited(db, {
    staffId: me.id,
    sessionId,
    actor,
    action: sessionId === me.sessionId ? "auth.sign_out" : "session.revoke",
  });
}
