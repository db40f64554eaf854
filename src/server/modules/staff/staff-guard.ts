import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_PREFIX } from "../../../shared/api";
import {
  can,
  INTEGRATION_PERMISSIONS,
  isStaffPermission,
  type RoutePermission,
} from "../../../shared/staff/permissions";
import { REAUTH_HEADER, staffCookieName } from "../../../shared/staff/session";
import { AppError } from "../../lib/app-error";
import { unauthorized } from "../../plugins/auth";
import { confirmReauthCode } from "./reauth";
import { cookieIsSecure, resolveStaffSession, type StaffPrincipal } from "./sessions";

/** What every staff route declares in `config.staff` (ADR 0023). */
export type StaffRouteConfig = {
  permission: RoutePermission;
  /**
   * Sensitive action: needs a TOTP code given in this session within STAFF_REAUTH_MINUTES
   * (POST /auth/reauth) or sent with the call in the `X-Staff-Reauth-Code` header.
   */
  reauth?: boolean;
};

export type StaffRouteInfo = { method: string; url: string } & StaffRouteConfig;

declare module "fastify" {
  interface FastifyRequest {
    /** The staff member (or integration token) of a staff call; null elsewhere. */
    staff: StaffPrincipal | null;
  }
  interface FastifyInstance {
    /** Every route under /api/v1/staff with its declared permission (tests enumerate it). */
    staffRoutes: StaffRouteInfo[];
  }
  interface FastifyContextConfig {
    staff?: StaffRouteConfig;
  }
}

export const STAFF_PREFIX = `${API_PREFIX}/staff`;

export const forbidden = () => new AppError(403, "forbidden", "staff.forbidden");

/**
 * Root-level: declares `request.staff`, and refuses at start-up any route under /api/v1/staff
 * that declares no permission, wherever it was registered.
 */
export const staffRegistryPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest("staff", null);
  app.decorate("staffRoutes", [] as StaffRouteInfo[]);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith(`${STAFF_PREFIX}/`)) return;
    const config = (route.config as { staff?: StaffRouteConfig } | undefined)?.staff;
    if (!config || !isStaffPermission(config.permission)) {
      throw new Error(
        `Staff route ${String(route.method)} ${route.url} declares no permission (config.staff.permission)`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      app.staffRoutes.push({ method, url: route.url, ...config });
    }
  });
});

const sha = (s: string) => createHash("sha256").update(s).digest();

function bearerOf(req: FastifyRequest): string | null {
  const m = /^Bearer\s+(\S{1,500})\s*$/i.exec(String(req.headers.authorization ?? ""));
  return m ? m[1]! : null;
}

/** The normalized origin of a URL (default ports dropped), or null. */
function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request check for cookie-carrying calls: browsers send `Origin` with every POST;
 * it must be this site (PUBLIC_URL's origin or the request's own host). A call without
 * `Origin` falls back to `Referer`; without either it is refused.
 */
function assertSameOrigin(req: FastifyRequest): void {
  const origin = originOf(
    typeof req.headers.origin === "string"
      ? req.headers.origin
      : typeof req.headers.referer === "string"
        ? req.headers.referer
        : null,
  );
  const allowed = new Set<string | null>([originOf(`${req.protocol}://${req.host}`)]);
  if (req.server.env.publicUrl) allowed.add(originOf(req.server.env.publicUrl));
  if (!origin || !allowed.has(origin)) {
    throw new AppError(403, "origin_mismatch", "staff.originMismatch");
  }
}

/**
 * onRequest hook of the staff context, before the body is read: Origin, session, permission,
 * re-authentication. The order makes a missing session 401 and a missing permission 403,
 * before any validation.
 */
export async function staffGuard(req: FastifyRequest): Promise<void> {
  const config = req.routeOptions.config.staff;
  if (!config) throw forbidden();
  const app = req.server;
  const env = app.env;
  const internal = req.headers["x-internal-token"] === app.internalToken;
  const bearer = bearerOf(req);

  // The read-only integration token: aggregate reads only, never a session.
  if (
    bearer &&
    env.staffApiToken.length >= 32 &&
    timingSafeEqual(sha(bearer), sha(env.staffApiToken))
  ) {
    if (
      config.permission === "public" ||
      !INTEGRATION_PERMISSIONS.includes(config.permission as never)
    ) {
      throw forbidden();
    }
    req.staff = { kind: "integration", permissions: INTEGRATION_PERMISSIONS };
    return;
  }

  // The cookie is the ambient credential a forged cross-site request would ride on; the
  // public steps are checked too (no signing someone into another's account).
  const cookie = req.cookies?.[staffCookieName(cookieIsSecure(env))] ?? null;
  if (!internal && !bearer && (cookie || config.permission === "public")) assertSameOrigin(req);
  if (config.permission === "public") return;

  const token = bearer ?? cookie;
  const principal =
    token && /^[A-Za-z0-9_-]{20,200}$/.test(token)
      ? await resolveStaffSession(app.db, env, token)
      : null;
  if (!principal || principal.kind !== "staff") throw unauthorized();
  req.staff = principal;
  if (!can(principal.roles, config.permission)) throw forbidden();
  if (config.reauth) await assertReauth(req);
}

/**
 * Re-authentication of the signed-in staff member: a code given within STAFF_REAUTH_MINUTES or
 * sent now in `X-Staff-Reauth-Code`; 403 `reauth_required` otherwise. For a route whose
 * sensitivity depends on its body (an export with personal data), its handler calls this.
 */
export async function assertReauth(req: FastifyRequest): Promise<void> {
  const principal = req.staff;
  if (!principal || principal.kind !== "staff") throw forbidden();
  if (principal.reauthFresh) return;
  const code = req.headers[REAUTH_HEADER];
  if (typeof code !== "string" || !code) {
    throw new AppError(403, "reauth_required", "staff.reauthRequired");
  }
  await confirmReauthCode({ db: req.server.db, principal, code, req });
  principal.reauthFresh = true;
}
