import type { AuditAction } from "../../../shared/staff/audit-actions";
import type pg from "pg";
import type { StaffAccountRow } from "../../../shared/staff/accounts";
import type { StaffRole } from "../../../shared/staff/permissions";
import type { Env } from "../../env";
import { AppError, notFound } from "../../lib/app-error";
import { audit, type AuditActor } from "./audit";
import { inTransaction } from "./db";
import { clearFailures } from "./lockout";
import { queueLinkMail } from "./links.service";
import { listSessions, revokeAllSessions, revokeSession } from "./sessions";

/** Admin management of staff accounts (`accounts.manage`). */

const COLUMNS = `a.id, a.email, a.name, a.lang, a.roles, a.event_ids, a.active,
  a.totp_secret IS NOT NULL AS enrolled, a.password_hash IS NOT NULL AS password_set,
  (SELECT to_json(f.locked_until)#>>'{}' FROM staff_login_failures f
    WHERE f.email = a.email AND f.locked_until > now()) AS locked_until,
  to_json(a.created_at)#>>'{}' AS created_at, to_json(a.last_seen_at)#>>'{}' AS last_seen_at`;

export async function listAccounts({
  pool,
  filter,
}: {
  pool: pg.Pool;
  filter: { search?: string; role?: StaffRole; active?: boolean; page: number; per_page: number };
}): Promise<{ data: StaffAccountRow[]; total: number }> {
  const search = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const params = [search, filter.role ?? null, filter.active ?? null];
  const where = `($1::text IS NULL OR a.email ILIKE $1 OR a.name ILIKE $1)
    AND ($2::text IS NULL OR $2 = ANY(a.roles)) AND ($3::boolean IS NULL OR a.active = $3)`;
  const [{ rows }, count] = await Promise.all([
    pool.query<StaffAccountRow>(
      `SELECT ${COLUMNS} FROM staff_accounts a WHERE ${where}
        ORDER BY a.active DESC, lower(a.name), a.id LIMIT $4 OFFSET $5`,
      [...params, filter.per_page, (filter.page - 1) * filter.per_page],
    ),
    pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff_accounts a WHERE ${where}`,
      params,
    ),
  ]);
  return { data: rows, total: count.rows[0]?.n ?? 0 };
}

export async function getAccount(
  pool: pg.Pool | pg.PoolClient,
  id: number,
): Promise<StaffAccountRow> {
  const { rows } = await pool.query<StaffAccountRow>(
    `SELECT ${COLUMNS} FROM staff_accounts a WHERE a.id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

/** The fields an audit row shows of an account. */
function auditView(a: StaffAccountRow) {
  return {
    email: a.email,
    name: a.name,
    lang: a.lang,
    roles: a.roles,
    event_ids: a.event_ids,
    active: a.active,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "23505";
}

/** Creates an account without a password and e-mails the invitation link (job, same transaction). */
export async function inviteAccount({
  pool,
  input,
  actor,
}: {
  pool: pg.Pool;
  input: {
    email: string;
    name: string;
    lang: "ar" | "en" | "es";
    roles: StaffRole[];
    event_ids?: number[] | null;
  };
  actor: AuditActor;
}): Promise<StaffAccountRow> {
  try {
    return await inTransaction(pool, async (client) => {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO staff_accounts (email, name, lang, roles, event_ids)
         VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [input.email, input.name, input.lang, input.roles, input.event_ids ?? null],
      );
      const id = rows[0]!.id;
      await queueLinkMail(client, { staffId: id, purpose: "invite", createdBy: actor.id });
      const account = await getAccount(client, id);
      await audit(client, {
        actor,
        action: "account.invite",
        recordType: "staff_account",
        recordId: id,
        before: null,
        after: auditView(account),
      });
      return account;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(422, "email_taken", "errors.validation_failed", {
        email: ["staff.emailTaken"],
      });
    }
    throw error;
  }
}

/**
 * Locks the active admins and refuses a change that would leave none: the club must never lock
 * itself out of its own console.
 */
async function assertAnotherAdmin(client: pg.PoolClient, id: number): Promise<void> {
  const { rows } = await client.query(
    "SELECT id FROM staff_accounts WHERE active AND 'admin' = ANY(roles) AND id <> $1 FOR UPDATE",
    [id],
  );
  if (!rows.length) throw new AppError(422, "last_admin", "staff.lastAdmin");
}

async function change(
  pool: pg.Pool,
  {
    id,
    actor,
    action,
    apply,
  }: {
    id: number;
    actor: AuditActor;
    action: AuditAction;
    apply: (client: pg.PoolClient, before: StaffAccountRow) => Promise<void>;
  },
): Promise<StaffAccountRow> {
  return inTransaction(pool, async (client) => {
    await client.query("SELECT id FROM staff_accounts WHERE id = $1 FOR UPDATE", [id]);
    const before = await getAccount(client, id);
    await apply(client, before);
    const after = await getAccount(client, id);
    await audit(client, {
      actor,
      action,
      recordType: "staff_account",
      recordId: id,
      before: auditView(before),
      after: auditView(after),
    });
    return after;
  });
}

/** Name and language (no re-authentication needed). */
export function updateAccount({
  pool,
  input,
  actor,
}: {
  pool: pg.Pool;
  input: { id: number; name?: string; lang?: "ar" | "en" | "es" };
  actor: AuditActor;
}) {
  return change(pool, {
    id: input.id,
    actor,
    action: "account.update",
    apply: async (client) => {
      await client.query(
        `UPDATE staff_accounts SET name = coalesce($2, name), lang = coalesce($3, lang), updated_at = now()
          WHERE id = $1`,
        [input.id, input.name ?? null, input.lang ?? null],
      );
    },
  });
}

/** Roles and gate event limits (a sensitive action: re-authentication). */
export function setRoles({
  pool,
  input,
  actor,
}: {
  pool: pg.Pool;
  input: { id: number; roles: StaffRole[]; event_ids?: number[] | null };
  actor: AuditActor;
}) {
  return change(pool, {
    id: input.id,
    actor,
    action: "account.roles",
    apply: async (client, before) => {
      if (before.roles.includes("admin") && !input.roles.includes("admin")) {
        await assertAnotherAdmin(client, input.id);
      }
      await client.query(
        `UPDATE staff_accounts SET roles = $2, event_ids = CASE WHEN $4 THEN $3 ELSE event_ids END, updated_at = now()
          WHERE id = $1`,
        [input.id, input.roles, input.event_ids ?? null, input.event_ids !== undefined],
      );
    },
  });
}

export function setActive({
  pool,
  id,
  active,
  actor,
}: {
  pool: pg.Pool;
  id: number;
  active: boolean;
  actor: AuditActor;
}) {
  if (!active && id === actor.id) {
    return Promise.reject(
      new AppError(422, "cannot_deactivate_self", "staff.cannotDeactivateSelf"),
    );
  }
  return change(pool, {
    id,
    actor,
    action: active ? "account.reactivate" : "account.deactivate",
    apply: async (client, before) => {
      if (!active && before.roles.includes("admin") && before.active)
        await assertAnotherAdmin(client, id);
      await client.query(
        "UPDATE staff_accounts SET active = $2, updated_at = now() WHERE id = $1",
        [id, active],
      );
      if (!active) await revokeAllSessions(client, id);
    },
  });
}

/** Removes the second factor and recovery codes: the next sign-in enrols again. Ends sessions. */
export function resetTwoFactor({
  pool,
  id,
  actor,
}: {
  pool: pg.Pool;
  id: number;
  actor: AuditActor;
}) {
  return change(pool, {
    id,
    actor,
    action: "account.reset_2fa",
    apply: async (client) => {
      await client.query(
        `UPDATE staff_accounts SET totp_secret = NULL, totp_last_step = NULL, totp_enrolled_at = NULL,
                updated_at = now() WHERE id = $1`,
        [id],
      );
      await client.query("DELETE FROM staff_recovery_codes WHERE staff_id = $1", [id]);
      await revokeAllSessions(client, id);
    },
  });
}

export function unlockAccount({
  pool,
  id,
  actor,
}: {
  pool: pg.Pool;
  id: number;
  actor: AuditActor;
}) {
  return change(pool, {
    id,
    actor,
    action: "account.unlock",
    apply: async (client, before) => clearFailures(client, before.email),
  });
}

/** E-mails a one-time password-reset link (valid STAFF_RESET_MINUTES). */
export function sendPasswordReset({
  pool,
  id,
  actor,
}: {
  pool: pg.Pool;
  id: number;
  actor: AuditActor;
}) {
  return change(pool, {
    id,
    actor,
    action: "account.reset_link",
    apply: async (client, before) => {
      if (!before.active) throw new AppError(422, "account_inactive", "staff.accountInactive");
      await queueLinkMail(client, {
        staffId: id,
        // An account that never set a password gets its invitation again.
        purpose: before.password_set ? "reset" : "invite",
        createdBy: actor.id,
      });
    },
  });
}

export async function accountSessions({ pool, env, id }: { pool: pg.Pool; env: Env; id: number }) {
  await getAccount(pool, id);
  return listSessions(pool, id, null, env);
}

export async function revokeAccountSession({
  pool,
  id,
  sessionId,
  actor,
}: {
  pool: pg.Pool;
  id: number;
  sessionId: number;
  actor: AuditActor;
}) {
  return inTransaction(pool, async (client) => {
    if (!(await revokeSession(client, id, sessionId))) throw notFound();
    await audit(client, {
      actor,
      action: "session.revoke",
      recordType: "staff_session",
      recordId: sessionId,
      after: { staff_id: id },
    });
  });
}
