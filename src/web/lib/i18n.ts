import { useLocation } from "react-router";
import { isLang, translate, type Lang, type MessageKey } from "../../shared/i18n";

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

export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

export function useT(): T {
  const lang = useLang();
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
