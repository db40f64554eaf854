import ar from "./locales/ar.json";
import contentAr from "./locales/content.ar.json";
import contentEn from "./locales/content.en.json";
import contentEs from "./locales/content.es.json";
import en from "./locales/en.json";
import engagementAr from "./locales/engagement.ar.json";
import engagementEn from "./locales/engagement.en.json";
import engagementEs from "./locales/engagement.es.json";
import eventsAr from "./locales/events.ar.json";
import eventsEn from "./locales/events.en.json";
import eventsEs from "./locales/events.es.json";
import es from "./locales/es.json";
import formsAr from "./locales/forms.ar.json";
import formsEn from "./locales/forms.en.json";
import formsEs from "./locales/forms.es.json";
import identityAr from "./locales/identity.ar.json";
import identityEn from "./locales/identity.en.json";
import identityEs from "./locales/identity.es.json";

export const LANGS = ["ar", "en", "es"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "ar";

/** A value stored once per language; `ar` is always present and is the fallback. */
export type Localized = { ar: string; en?: string; es?: string };

/**
 * One catalog per language: the common strings (locales/{lang}.json) plus one namespace per
 * domain (locales/{domain}.{lang}.json, reached as "{domain}.key"). Key sets are identical
 * across languages (a unit test checks it).
 */
const build = <C, D1, D2, D3, D4, D5>(
  common: C,
  content: D1,
  identity: D2,
  forms: D3,
  events: D4,
  engagement: D5,
) => ({ ...common, content, identity, forms, events, engagement });
const catalogs = {
  ar: build(ar, contentAr, identityAr, formsAr, eventsAr, engagementAr),
  en: build(en, contentEn, identityEn, formsEn, eventsEn, engagementEn),
  es: build(es, contentEs, identityEs, formsEs, eventsEs, engagementEs),
};
export type Catalog = (typeof catalogs)["en"];

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
  let node: unknown = catalogs[lang];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  let text = typeof node === "string" ? node : key;
  if (params)
    for (const [k, v] of Object.entries(params)) text = text.replaceAll(`{${k}}`, String(v));
  return text;
}

export function catalogFor(lang: Lang): Catalog {
  return catalogs[lang];
}
