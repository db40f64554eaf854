import { sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { staffCookieName } from "../../../shared/staff/session";
import {
  permissionsOf,
  type StaffPermission,
  type StaffRole,
} from "../../../shared/staff/permissions";
import type { Db, DbOrTx } from "../../db/client";
import type { Env } from "../../env";
import { notFound } from "../../lib/app-error";
import { hashToken, newToken } from "../../plugins/auth";
import type { AuditAction } from "../../../shared/staff/audit-actions";
import type { AccountRow } from "./account-row";
import { audit, type AuditActor } from "./audit";

export type StaffPrincipal =
  | {
      kind: "staff";
      id: number;
      email: string;
      name: string;
      lang: "ar" | "en" | "es";
      roles: StaffRole[];
      permissions: StaffPermission[];
      eventIds: number[] | null;
      sessionId: number;
      /** A TOTP code was given in this session within STAFF_REAUTH_MINUTES. */
      reauthFresh: boolean;
    }
  | { kind: "integration"; permissions: readonly StaffPermission[] };

export function cookieIsSecure(env: Env): boolean {
  if (env.cookieSecure === "1") return true;
  if (env.cookieSecure === "0") return false;
  return env.publicUrl.startsWith("https://");
}

/** httpOnly (no script reads it), SameSite=Strict (no other site's page sends it). */
export function setStaffCookie(reply: FastifyReply, env: Env, token: string, expiresAt: Date) {
  const secure = cookieIsSecure(env);
  reply.setCookie(staffCookieName(secure), token, {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    expires: expiresAt,
  });
}

export function clearStaffCookie(reply: FastifyReply, env: Env) {
  const secure = cookieIsSecure(env);
  reply.clearCookie(staffCookieName(secure), {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
  });
}

/** Opens a session (after the second factor): a new 256-bit token, only its hash stored. */
export async function createStaffSession(
  db: DbOrTx,
  {
    env,
    staffId,
    ip,
    userAgent,
    reauth,
  }: { env: Env; staffId: number; ip: string | null; userAgent: string | null; reauth: boolean },
): Promise<{ token: string; id: number; expiresAt: Date }> {
  const token = newToken();
  const { rows } = await db.execute<{ id: string; expires_at: string }>(
    sql`INSERT INTO staff_sessions (staff_id, token_hash, expires_at, reauth_at, ip, user_agent)
        VALUES (${staffId}, ${hashToken(token)}, now() + make_interval(hours => ${env.staffSessionHours}),
                CASE WHEN ${reauth}::boolean THEN now() END, ${ip}, ${userAgent?.slice(0, 400) ?? null})
        RETURNING id, expires_at`,
  );
  return { token, id: Number(rows[0]!.id), expiresAt: new Date(rows[0]!.expires_at) };
}

type SessionRow = Pick<AccountRow, "id" | "email" | "name" | "lang" | "roles" | "event_ids"> & {
  session_id: string;
  stale: boolean;
  reauth_fresh: boolean;
};

/**
 * The live session of a token: not revoked, within the absolute lifetime and the idle timeout,
 * of an active account. Refreshes `last_seen_at` at most once a minute (a read per request,
 * a write per minute of activity).
 */
export async function resolveStaffSession(
  db: Db,
  env: Env,
  token: string,
): Promise<StaffPrincipal | null> {
  const { rows } = await db.execute<SessionRow>(
    sql`SELECT s.id AS session_id, a.id, a.email, a.name, a.lang, a.roles, a.event_ids,
               s.last_seen_at < now() - interval '60 seconds' AS stale,
               coalesce(s.reauth_at > now() - make_interval(mins => ${env.staffReauthMinutes}), false) AS reauth_fresh
          FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
         WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > now()
           AND s.last_seen_at > now() - make_interval(mins => ${env.staffIdleMinutes}) AND a.active`,
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    await db.execute(
      sql`WITH s AS (UPDATE staff_sessions SET last_seen_at = now() WHERE id = ${row.session_id} RETURNING staff_id)
          UPDATE staff_accounts SET last_seen_at = now() WHERE id = (SELECT staff_id FROM s)`,
    );
  }
  return {
    kind: "staff",
    id: row.id,
    email: row.email,
    name: row.name,
    lang: row.lang,
    roles: row.roles,
    permissions: permissionsOf(row.roles),
    eventIds: row.event_ids,
    sessionId: Number(row.session_id),
    reauthFresh: row.reauth_fresh,
  };
}

export type StaffSessionRow = {
  id: number;
  current: boolean;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
};

export async function listSessions(
  db: Db,
  staffId: number,
  currentSessionId: number | null,
  env: Env,
): Promise<StaffSessionRow[]> {
  const { rows } = await db.execute<StaffSessionRow>(
    sql`SELECT id::int, (id = ${currentSessionId ?? 0}) AS current, to_json(created_at)#>>'{}' AS created_at,
               to_json(last_seen_at)#>>'{}' AS last_seen_at, to_json(expires_at)#>>'{}' AS expires_at,
               ip, user_agent
          FROM staff_sessions
         WHERE staff_id = ${staffId} AND revoked_at IS NULL AND expires_at > now()
           AND last_seen_at > now() - make_interval(mins => ${env.staffIdleMinutes})
         ORDER BY last_seen_at DESC`,
  );
  return rows;
}

/** Revokes one session of an account; false when there was no such live session. */
export async function revokeSession(
  db: DbOrTx,
  staffId: number,
  sessionId: number,
): Promise<boolean> {
  const { rowCount } = await db.execute(
    sql`UPDATE staff_sessions SET revoked_at = now()
         WHERE id = ${sessionId} AND staff_id = ${staffId} AND revoked_at IS NULL`,
  );
  return (rowCount ?? 0) > 0;
}

/** Revokes every session of an account (deactivation, password reset, 2FA reset). */
export async function revokeAllSessions(
  db: DbOrTx,
  staffId: number,
  exceptSessionId?: number,
): Promise<number> {
  const { rowCount } = await db.execute(
    sql`UPDATE staff_sessions SET revoked_at = now()
         WHERE staff_id = ${staffId} AND revoked_at IS NULL AND id <> ${exceptSessionId ?? 0}`,
  );
  return rowCount ?? 0;
}

/**
 * Ends one live session of an account and logs who did it, in one transaction; a session that
 * is not live is a 404.
 */
export async function revokeAudited(
  db: Db,
  {
    staffId,
    sessionId,
    actor,
    action,
  }: { staffId: number; sessionId: number; actor: AuditActor; action: AuditAction },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await revokeSession(tx, staffId, sessionId))) throw notFound();
    await audit(tx, {
      actor,
      action,
      recordType: "staff_session",
      recordId: sessionId,
      after: { staff_id: staffId },
    });
  });
}
