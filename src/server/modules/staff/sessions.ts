import type { FastifyReply } from "fastify";
import type pg from "pg";
import { staffCookieName } from "../../../shared/staff/session";
import {
  permissionsOf,
  type StaffPermission,
  type StaffRole,
} from "../../../shared/staff/permissions";
import type { Env } from "../../env";
import { hashToken, newToken } from "../../plugins/auth";

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
  client: pg.Pool | pg.PoolClient,
  {
    env,
    staffId,
    ip,
    userAgent,
    reauth,
  }: { env: Env; staffId: number; ip: string | null; userAgent: string | null; reauth: boolean },
): Promise<{ token: string; id: number; expiresAt: Date }> {
  const token = newToken();
  const { rows } = await client.query<{ id: string; expires_at: Date }>(
    `INSERT INTO staff_sessions (staff_id, token_hash, expires_at, reauth_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(hours => $3), CASE WHEN $4 THEN now() END, $5, $6)
     RETURNING id, expires_at`,
    [
      staffId,
      hashToken(token),
      env.staffSessionHours,
      reauth,
      ip,
      userAgent?.slice(0, 400) ?? null,
    ],
  );
  return { token, id: Number(rows[0]!.id), expiresAt: rows[0]!.expires_at };
}

type SessionRow = {
  session_id: string;
  id: number;
  email: string;
  name: string;
  lang: "ar" | "en" | "es";
  roles: StaffRole[];
  event_ids: number[] | null;
  stale: boolean;
  reauth_fresh: boolean;
};

/**
 * The live session of a token: not revoked, within the absolute lifetime and the idle timeout,
 * of an active account. Refreshes `last_seen_at` at most once a minute (a read per request,
 * a write per minute of activity).
 */
export async function resolveStaffSession(
  pool: pg.Pool,
  env: Env,
  token: string,
): Promise<StaffPrincipal | null> {
  const { rows } = await pool.query<SessionRow>(
    `SELECT s.id AS session_id, a.id, a.email, a.name, a.lang, a.roles, a.event_ids,
            s.last_seen_at < now() - interval '60 seconds' AS stale,
            coalesce(s.reauth_at > now() - make_interval(mins => $3), false) AS reauth_fresh
       FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $2) AND a.active`,
    [hashToken(token), env.staffIdleMinutes, env.staffReauthMinutes],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) {
    await pool.query(
      `WITH s AS (UPDATE staff_sessions SET last_seen_at = now() WHERE id = $1 RETURNING staff_id)
       UPDATE staff_accounts SET last_seen_at = now() WHERE id = (SELECT staff_id FROM s)`,
      [row.session_id],
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

export async function listSessions(
  pool: pg.Pool,
  staffId: number,
  currentSessionId: number | null,
  env: Env,
) {
  const { rows } = await pool.query(
    `SELECT id::int, (id = $2) AS current, to_json(created_at)#>>'{}' AS created_at,
            to_json(last_seen_at)#>>'{}' AS last_seen_at, to_json(expires_at)#>>'{}' AS expires_at,
            ip, user_agent
       FROM staff_sessions
      WHERE staff_id = $1 AND revoked_at IS NULL AND expires_at > now()
        AND last_seen_at > now() - make_interval(mins => $3)
      ORDER BY last_seen_at DESC`,
    [staffId, currentSessionId ?? 0, env.staffIdleMinutes],
  );
  return rows as Array<{
    id: number;
    current: boolean;
    created_at: string;
    last_seen_at: string;
    expires_at: string;
    ip: string | null;
    user_agent: string | null;
  }>;
}

/** Revokes one session of an account; false when there was no such live session. */
export async function revokeSession(
  client: pg.Pool | pg.PoolClient,
  staffId: number,
  sessionId: number,
): Promise<boolean> {
  const { rowCount } = await client.query(
    "UPDATE staff_sessions SET revoked_at = now() WHERE id = $1 AND staff_id = $2 AND revoked_at IS NULL",
    [sessionId, staffId],
  );
  return (rowCount ?? 0) > 0;
}

/** Revokes every session of an account (deactivation, password reset, 2FA reset). */
export async function revokeAllSessions(
  client: pg.Pool | pg.PoolClient,
  staffId: number,
  exceptSessionId?: number,
): Promise<number> {
  const { rowCount } = await client.query(
    `UPDATE staff_sessions SET revoked_at = now()
      WHERE staff_id = $1 AND revoked_at IS NULL AND id <> $2`,
    [staffId, exceptSessionId ?? 0],
  );
  return rowCount ?? 0;
}
