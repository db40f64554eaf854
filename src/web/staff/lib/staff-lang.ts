import type { Lang } from "../../../shared/i18n";
import { STAFF_LANG_COOKIE } from "../../../shared/session";
import type { T } from "../../lib/i18n";
import type { MessageKey } from "../../../shared/i18n";

/** The console's language cookie as a Set-Cookie value (a year; readable by the page). */
export function staffLangCookie(lang: Lang): string {
  return `${STAFF_LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** Chooses the console's language in this browser; the next page load speaks it. */
export function rememberStaffLang(lang: Lang): void {
  document.cookie = staffLangCookie(lang);
}

/**
 * A message from a schema or the server: schemas carry catalog keys ("staff.emailInvalid"), the
 * server's field errors arrive already translated in the request's language.
 */
export function messageText(t: T, message: string | undefined): string {
  if (!message) return "";
  return /^[a-z][A-Za-z]*(\.[A-Za-z0-9_]+)+$/.test(message) ? t(message as MessageKey) : message;
}
