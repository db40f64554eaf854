import type { AuditAction } from "../../../shared/staff/audit-actions";
import { sql } from "drizzle-orm";
import type { StaffAccountRow } from "../../../shared/staff/accounts";
import type { StaffRole } from "../../../shared/staff/permissions";
import type { Db, DbOrTx, Tx } from "../../db/client";
import type { Env } from "../../env";
import { AppError, notFound } from "../../lib/app-error";
import { isUniqueViolation } from "../../lib/pg-error";
import { audit, type AuditActor } from "./audit";
import { clearFailures } from "./lockout";
import { queueLinkMail } from "./links.service";
import { listSessions, revokeAllSessions, revokeAudited } from "./sessions";
import { likePattern } from "../../lib/records";

/** Admin management of staff accounts (`accounts.manage`). */

/** A change to one account, by a staff member (every change is audited). */
export type AccountCall = { db: Db; id: number; actor: AuditActor };

const COLUMNS = sql.raw(`a.id, a.email, a.name, a.lang, a.roles, a.event_ids, a.active,
  a.totp_secret IS NOT NULL AS enrolled, a.password_hash IS NOT NULL AS password_set,
  (SELECT to_json(f.locked_until)#>>'{}' FROM staff_login_failures f
    WHERE f.email = a.email AND f.locked_until > now()) AS locked_until,
  to_json(a.created_at)#>>'{}' AS created_at, to_json(a.last_seen_at)#>>'{}' AS last_seen_at`);

export async function listAccounts({
  db,
  filter,
}: {
  db: Db;
  filter: { search?: string; role?: StaffRole; active?: boolean; page: number; per_page: number };
}): Promise<{ data: StaffAccountRow[]; total: number }> {
  const search = filter.search ? likePattern(filter.search) : null;
  const role = filter.role ?? null;
  const active = filter.active ?? null;
  const where = sql`(${search}::text IS NULL OR a.email ILIKE ${search} OR a.name ILIKE ${search})
    AND (${role}::text IS NULL OR ${role}::text = ANY(a.roles))
    AND (${active}::boolean IS NULL OR a.active = ${active}::boolean)`;
  const [{ rows }, count] = await Promise.all([
    db.execute<StaffAccountRow>(
      sql`SELECT ${COLUMNS} FROM staff_accounts a WHERE ${where}
           ORDER BY a.active DESC, lower(a.name), a.id
           LIMIT ${filter.per_page} OFFSET ${(filter.page - 1) * filter.per_page}`,
    ),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM staff_accounts a WHERE ${where}`),
  ]);
  return { data: rows, total: count.rows[0]?.n ?? 0 };
}

export async function getAccount(db: DbOrTx, id: number): Promise<StaffAccountRow> {
  const { rows } = await db.execute<StaffAccountRow>(
    sql`SELECT ${COLUMNS} FROM staff_accounts a WHERE a.id = ${id}`,
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

/** Creates an account without a password and e-mails the invitation link (job, same transaction). */
export async function inviteAccount({
  db,
  input,
  actor,
}: {
  db: Db;
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
    return await db.transaction(async (tx) => {
      const { rows } = await tx.execute<{ id: number }>(
        sql`INSERT INTO staff_accounts (email, name, lang, roles, event_ids)
            VALUES (${input.email}, ${input.name}, ${input.lang}, ${sql.param(input.roles)},
                    ${sql.param(input.event_ids ?? null)}) RETURNING id`,
      );
      const id = rows[0]!.id;
      await queueLinkMail(tx, { staffId: id, purpose: "invite", createdBy: actor.id });
      const account = await getAccount(tx, id);
      await audit(tx, {
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
async function assertAnotherAdmin(tx: Tx, id: number): Promise<void> {
  const { rows } = await tx.execute(
    sql`SELECT id FROM staff_accounts WHERE active AND 'admin' = ANY(roles) AND id <> ${id} FOR UPDATE`,
  );
  if (!rows.length) throw new AppError(422, "last_admin", "staff.lastAdmin");
}

async function change(
  db: Db,
  {
    id,
    actor,
    action,
    apply,
  }: {
    id: number;
    actor: AuditActor;
    action: AuditAction;
    apply: (tx: Tx, before: StaffAccountRow) => Promise<void>;
  },
): Promise<StaffAccountRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM staff_accounts WHERE id = ${id} FOR UPDATE`);
    const before = await getAccount(tx, id);
    await apply(tx, before);
    const after = await getAccount(tx, id);
    await audit(tx, {
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
  db,
  input,
  actor,
}: {
  db: Db;
  input: { id: number; name?: string; lang?: "ar" | "en" | "es" };
  actor: AuditActor;
}) {
  return change(db, {
    id: input.id,
    actor,
    action: "account.update",
    apply: async (tx) => {
      await tx.execute(
        sql`UPDATE staff_accounts SET name = coalesce(${input.name ?? null}, name),
                   lang = coalesce(${input.lang ?? null}, lang), updated_at = now()
             WHERE id = ${input.id}`,
      );
    },
  });
}

/** Roles and gate event limits (a sensitive action: re-authentication). */
export function setRoles({
  db,
  input,
  actor,
}: {
  db: Db;
  input: { id: number; roles: StaffRole[]; event_ids?: number[] | null };
  actor: AuditActor;
}) {
  return change(db, {
    id: input.id,
    actor,
    action: "account.roles",
    apply: async (tx, before) => {
      if (before.roles.includes("admin") && !input.roles.includes("admin")) {
        await assertAnotherAdmin(tx, input.id);
      }
      await tx.execute(
        sql`UPDATE staff_accounts SET roles = ${sql.param(input.roles)},
                   event_ids = CASE WHEN ${input.event_ids !== undefined}::boolean
                     THEN ${sql.param(input.event_ids ?? null)}::int[] ELSE event_ids END,
                   updated_at = now()
             WHERE id = ${input.id}`,
      );
    },
  });
}

export function setActive({
  db,
  id,
  active,
  actor,
}: {
  db: Db;
  id: number;
  active: boolean;
  actor: AuditActor;
}) {
  if (!active && id === actor.id) {
    return Promise.reject(
      new AppError(422, "cannot_deactivate_self", "staff.cannotDeactivateSelf"),
    );
  }
  return change(db, {
    id,
    actor,
    action: active ? "account.reactivate" : "account.deactivate",
    apply: async (tx, before) => {
      if (!active && before.roles.includes("admin") && before.active)
        await assertAnotherAdmin(tx, id);
      await tx.execute(
        sql`UPDATE staff_accounts SET active = ${active}, updated_at = now() WHERE id = ${id}`,
      );
      if (!active) await revokeAllSessions(tx, id);
    },
  });
}

/** Removes the second factor and recovery codes: the next sign-in enrols again. Ends sessions. */
export function resetTwoFactor({ db, id, actor }: AccountCall) {
  return change(db, {
    id,
    actor,
    action: "account.reset_2fa",
    apply: async (tx) => {
      await tx.execute(
        sql`UPDATE staff_accounts SET totp_secret = NULL, totp_last_step = NULL, totp_enrolled_at = NULL,
                   updated_at = now() WHERE id = ${id}`,
      );
      await tx.execute(sql`DELETE FROM staff_recovery_codes WHERE staff_id = ${id}`);
      await revokeAllSessions(tx, id);
    },
  });
}

export function unlockAccount({ db, id, actor }: AccountCall) {
  return change(db, {
    id,
    actor,
    action: "account.unlock",
    apply: async (tx, before) => clearFailures(tx, before.email),
  });
}

/** E-mails a one-time password-reset link (valid STAFF_RESET_MINUTES). */
export function sendPasswordReset({ db, id, actor }: AccountCall) {
  return change(db, {
    id,
    actor,
    action: "account.reset_link",
    apply: async (tx, before) => {
      if (!before.active) throw new AppError(422, "account_inactive", "staff.accountInactive");
      await queueLinkMail(tx, {
        staffId: id,
        // An account that never set a password gets its invitation again.
        purpose: before.password_set ? "reset" : "invite",
        createdBy: actor.id,
      });
    },
  });
}

export async function accountSessions({ db, env, id }: { db: Db; env: Env; id: number }) {
  await getAccount(db, id);
  return listSessions(db, id, null, env);
}

export async function revokeAccountSession({
  db,
  id,
  sessionId,
  actor,
}: AccountCall & { sessionId: number }) {
  return revokeAudited(db, { staffId: id, sessionId, actor, action: "session.revoke" });
}
