import { sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { executeNamed, type Db, type DbOrTx } from "../db/client";
import { SESSION_COOKIE } from "../../shared/session";
import type { Env } from "../env";
import { AppError } from "../lib/app-error";

/** The signed-in member as route handlers see it. */
export type AuthUser = {
  id: number;
  phone: string;
  /** The profile satisfies spec section 6 (see src/shared/profile.ts). */
  complete: boolean;
  sessionId: number;
};

declare module "fastify" {
  interface FastifyRequest {
    /** Set by `requireUser`, `requireCompleteUser` or `optionalUser`; null otherwise. */
    user: AuthUser | null;
  }
}

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak opens no session. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The token of an `Authorization: Bearer <token>` header, or null when it has no token's shape. */
export function bearerToken(header: string): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})\s*$/i.exec(header);
  return m ? m[1]! : null;
}

/** The opaque token of a request: `Authorization: Bearer <token>`, else the session cookie. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === "string") return bearerToken(header);
  const cookie = request.cookies?.[SESSION_COOKIE];
  return cookie && /^[A-Za-z0-9_-]{20,200}$/.test(cookie) ? cookie : null;
}

/** Starts a session for a member: a new token on every login, expiring after SESSION_DAYS. */
export async function createSession({
  db,
  env,
  memberId,
}: {
  db: DbOrTx;
  env: Env;
  memberId: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const { rows } = await db.execute<{
    expires_at: string;
  }>(sql`INSERT INTO member_sessions (member_id, token_hash, expires_at)
     VALUES (${memberId}, ${hashToken(token)}, now() + make_interval(days => ${env.sessionDays})) RETURNING expires_at`);
  return { token, expiresAt: new Date(rows[0]!.expires_at) };
}

/** Ends one session (logout). Idempotent. */
export async function revokeSession({
  db,
  sessionId,
}: {
  db: Db;
  sessionId: number;
}): Promise<void> {
  await db.execute(
    sql`UPDATE member_sessions SET revoked_at = now() WHERE id = ${sessionId} AND revoked_at IS NULL`,
  );
}

function cookieSecure(env: Env): boolean {
  if (env.cookieSecure === "1") return true;
  if (env.cookieSecure === "0") return false;
  return env.publicUrl.startsWith("https://");
}

/** The web keeps the session here: httpOnly (no script can read it), SameSite=Lax. */
export function setSessionCookie(reply: FastifyReply, env: Env, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieSecure(env),
    path: "/",
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, env: Env) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    secure: cookieSecure(env),
    path: "/",
  });
}

export const unauthorized = () => new AppError(401, "unauthorized", "errors.unauthorized");

/** The member of a live session token (Bearer header or cookie), or null. */
export async function sessionUser(db: Db, token: string): Promise<AuthUser | null> {
  // Every signed-in call looks its session up: a named statement, planned once per connection.
  const { rows } = await executeNamed<{
    session_id: string;
    id: number;
    phone: string;
    complete: boolean;
  }>(
    db,
    "auth-session-lookup",
    sql`SELECT s.id AS session_id, m.id, m.phone,
            (coalesce(btrim(m.name), '') <> '' AND coalesce(btrim(m.email), '') <> '' AND m.birth_date IS NOT NULL
             AND m.country_id IS NOT NULL AND m.city_id IS NOT NULL) AS complete
       FROM member_sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = ${hashToken(token)} AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 1`,
  );
  const row = rows[0];
  return row
    ? { id: row.id, phone: row.phone, complete: row.complete, sessionId: Number(row.session_id) }
    : null;
}

async function resolveUser(request: FastifyRequest): Promise<AuthUser | null> {
  if (request.user) return request.user;
  const token = readToken(request);
  if (!token) return null;
  request.user = await sessionUser(request.server.db, token);
  return request.user;
}

/** Why a member call is refused, or null (`requireUser`, `requireCompleteUser`). */
export function memberRefusal(user: AuthUser | null, complete: boolean): AppError | null {
  if (!user) return unauthorized();
  if (complete && !user.complete)
    return new AppError(422, "profile_incomplete", "identity.profileIncomplete");
  return null;
}

/**
 * preHandler: the request must carry a live token (Bearer header or session cookie) of an
 * active member, else 401 with the message "Unauthorized.".
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  const refused = memberRefusal(await resolveUser(request), false);
  if (refused) throw refused;
}

/**
 * preHandler: like `requireUser`, and the profile must be complete, else 422
 * `profile_incomplete` (the web then sends the member to /fursanalealami/update).
 */
export async function requireCompleteUser(request: FastifyRequest): Promise<void> {
  const refused = memberRefusal(await resolveUser(request), true);
  if (refused) throw refused;
}

/** preHandler: sets `request.user` when a live token is present, never refuses. */
export async function optionalUser(request: FastifyRequest): Promise<void> {
  await resolveUser(request);
}

/** Declares `request.user`; register before the modules that use the preHandlers. */
export const authPlugin = fp(async (app) => {
  app.decorateRequest("user", null);
});
