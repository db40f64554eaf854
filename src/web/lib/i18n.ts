import { createContext, useContext, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import {
  catalogVersion,
  isLang,
  subscribeCatalogs,
  translate,
  type Lang,
  type MessageKey,
} from "../../shared/i18n";
import { STAFF_LANG_COOKIE } from "../../shared/session";

/** The language of an address: /en/... and /es/..., anything else is Arabic. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1] ?? "";
  return isLang(first) && first !== "ar" ? first : "ar";
}

/** The address without its language prefix, always starting with "/". */
export function stripLang(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  if (first === "en" || first === "es") return pathname.slice(first.length + 1) || "/";
  return pathname || "/";
}

/** The address of `path` (unprefixed, starting with "/") in `lang`. */
export function localePath(lang: Lang, path: string): string {
  if (lang === "ar") return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

/** Addresses of the staff console: /staff and below. */
export function isStaffPath(pathname: string): boolean {
  return pathname === "/staff" || pathname.startsWith("/staff/");
}

/** One cookie's value from a Cookie header (or `document.cookie`). */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * The language of a page: the public site's from its address (/en, /es, else Arabic), the staff
 * console's from the staff member's choice (cookie), Arabic by default.
 */
export function langOfRequest(pathname: string, cookieHeader: string): Lang {
  if (!isStaffPath(pathname)) return langFromPath(pathname);
  const chosen = cookieValue(cookieHeader, STAFF_LANG_COOKIE);
  return isLang(chosen) ? chosen : "ar";
}

/** The page's language as the document decided it (root.tsx provides it). */
export const LangContext = createContext<Lang | null>(null);

export function useLang(): Lang {
  const decided = useContext(LangContext);
  const { pathname } = useLocation();
  return decided ?? langFromPath(pathname);
}

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

export function useT(): T {
  const lang = useLang();
  // Renders again if a message the page's own set lacked arrives with the whole catalog.
  useSyncExternalStore(subscribeCatalogs, catalogVersion, catalogVersion);
  return (key, params) => translate(lang, key, params);
}

/** Words for an address: spaces (and anything unsafe) become dashes, as the spec's title slugs. */
export function slugify(text: string): string {
  return text
    .trim()
    .replace(/[\s/\\?#%&.,:;'"!()[\]{}<>|]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}
