/**
 * The staff session cookie. Over HTTPS it carries the `__Host-` prefix (host-only, path /,
 * Secure), so no sub-domain or plain-HTTP page can plant or read it (ADR 0023).
 */
export const STAFF_COOKIE = "staff_session";
export const STAFF_COOKIE_SECURE = "__Host-staff_session";

export function staffCookieName(secure: boolean): string {
  return secure ? STAFF_COOKIE_SECURE : STAFF_COOKIE;
}

/** Header that carries a fresh TOTP code with a sensitive call instead of a prior /auth/reauth. */
export const REAUTH_HEADER = "x-staff-reauth-code";
