import { catalogs } from "./catalogs";
import type { Catalog } from "./catalog-en";

export { DEFAULT_LANG, LANGS, type Lang, type Localized } from "./langs";
import type { Lang, Localized } from "./langs";
import { DEFAULT_LANG, LANGS } from "./langs";

/**
 * One catalog per language: the common strings (locales/{lang}.json) plus one namespace per
 * domain (locales/{domain}.{lang}.json, reached as "{domain}.key"), built in catalog-{lang}.ts.
 * Key sets are identical across languages (a unit test checks it). The server holds all three;
 * the browser loads only the page's language (catalogs.client.ts, see ensureCatalog).
 */
export type { Catalog };
export { ensureCatalog } from "./catalogs";

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGS as readonly string[]).includes(value);
}

/** Reads a `Content-Language`-style value; anything unknown means Arabic. */
export function parseLang(value: unknown): Lang {
  if (typeof value !== "string") return DEFAULT_LANG;
  const first = value.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return isLang(first) ? first : DEFAULT_LANG;
}

export function dirOf(lang: Lang): "rtl" | "ltr" {
  return lang === "ar" ? "rtl" : "ltr";
}

export function localize(value: Localized | string | null | undefined, lang: Lang): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  return value[lang] || value.ar || value.en || "";
}

type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Catalog>;

/** Looks up a catalog string by dotted key and fills `{name}` placeholders. */
export function translate(
  lang: Lang,
  key: MessageKey,
  params?: Record<string, string | number>,
): string {
  let node: unknown = catalogs[lang] ?? catalogs.ar;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  let text = typeof node === "string" ? node : key;
  if (params)
    for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}
