import type pg from "pg";
import type { Env } from "../../env";
import { AppError, notFound } from "../../lib/app-error";
import { audit, type AuditActor } from "./audit";
import { inTransaction } from "./db";
import { lockRemaining, recordFailure } from "./lockout";
import { assertPasswordAllowed, hashPassword, verifyPassword } from "./passwords";
import { lockedError } from "./reauth";
import { revokeAllSessions, revokeSession, type StaffPrincipal } from "./sessions";
import { profileOf, replaceRecoveryCodes, type AccountRow } from "./sign-in.service";

type Me = Extract<StaffPrincipal, { kind: "staff" }>;

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
  pool,
  me,
  input,
  actor,
}: {
  pool: pg.Pool;
  me: Me;
  input: { name?: string; lang?: "ar" | "en" | "es" };
  actor: AuditActor;
}) {
  return inTransaction(pool, async (client) => {
    const { rows: current } = await client.query<AccountRow>(
      "SELECT * FROM staff_accounts WHERE id = $1 FOR UPDATE",
      [me.id],
    );
    const row = current[0];
    if (!row) throw notFound();
    const before = { name: row.name, lang: row.lang };
    const after = { name: input.name ?? row.name, lang: input.lang ?? row.lang };
    if (before.name === after.name && before.lang === after.lang) return profileOf(row);
    const { rows } = await client.query<AccountRow>(
      "UPDATE staff_accounts SET name = $2, lang = $3, updated_at = now() WHERE id = $1 RETURNING *",
      [me.id, after.name, after.lang],
    );
    await audit(client, {
      actor,
      action: "account.update_self",
      recordType: "staff_account",
      recordId: me.id,
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
  pool,
  env,
  me,
  current,
  next,
  actor,
}: {
  pool: pg.Pool;
  env: Env;
  me: Me;
  current: string;
  next: string;
  actor: AuditActor;
}): Promise<{ sessions_ended: number }> {
  const locked = await lockRemaining(pool, me.email);
  if (locked > 0) throw lockedError(locked);
  const { rows } = await pool.query<{ password_hash: string | null }>(
    "SELECT password_hash FROM staff_accounts WHERE id = $1",
    [me.id],
  );
  if (!(await verifyPassword(env, rows[0]?.password_hash, current))) {
    await recordFailure(pool, me.email);
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      current_password: ["staff.currentPasswordWrong"],
    });
  }
  assertPasswordAllowed(next, me.email);
  const hashed = await hashPassword(env, next);
  return inTransaction(pool, async (client) => {
    await client.query(
      "UPDATE staff_accounts SET password_hash = $2, updated_at = now() WHERE id = $1",
      [me.id, hashed],
    );
    const ended = await revokeAllSessions(client, me.id, me.sessionId);
    await audit(client, {
      actor,
      action: "account.password_change",
      recordType: "staff_account",
      recordId: me.id,
    });
    return { sessions_ended: ended };
  });
}

/** Ten new recovery codes, the old ones void (re-authentication required by the route). */
export async function regenerateRecoveryCodes({
  pool,
  me,
  actor,
}: {
  pool: pg.Pool;
  me: Me;
  actor: AuditActor;
}): Promise<{ recovery_codes: string[] }> {
  return inTransaction(pool, async (client) => {
    const codes = await replaceRecoveryCodes(client, pool, me.id);
    await audit(client, {
      actor,
      action: "account.recovery_codes",
      recordType: "staff_account",
      recordId: me.id,
    });
    return { recovery_codes: codes };
  });
}

export async function revokeMySession({
  pool,
  me,
  sessionId,
  actor,
}: {
  pool: pg.Pool;
  me: Me;
  sessionId: number;
  actor: AuditActor;
}) {
  return inTransaction(pool, async (client) => {
    if (!(await revokeSession(client, me.id, sessionId))) throw notFound();
    await audit(client, {
      actor,
      action: sessionId === me.sessionId ? "auth.sign_out" : "session.revoke",
      recordType: "staff_session",
      recordId: sessionId,
      after: { staff_id: me.id },
    });
  });
}
