/** Name of the httpOnly cookie that carries the member's opaque session token. */
export const SESSION_COOKIE = "club_session";
/** Language choice, mirrored in localStorage under the same key (spec: key lang). */
export const LANG_COOKIE = "lang";
/** Set once the visitor has agreed to the cookie policy. */
export const COOKIES_AGREED = "cookies_agreed";
/** The staff console's language (ar, en or es), the staff member's own choice; Arabic without it. */
export const STAFF_LANG_COOKIE = "staff_lang";
