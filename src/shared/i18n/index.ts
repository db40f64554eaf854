import type { MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import { findMessage, messageMissing } from "./catalogs";
import { isPlainText } from "./plain-text";
import type { Catalog } from "./catalog-en";

export { DEFAULT_LANG, LANGS, type Lang, type Localized } from "./langs";
import type { Lang, Localized } from "./langs";
import { DEFAULT_LANG, LANGS } from "./langs";

/**
 * One catalog per language: the common strings (locales/{lang}.json) plus one namespace per
 * domain (locales/{domain}.{lang}.json, reached as "{domain}.key"), built in catalog-{lang}.ts.
 * Messages are ICU MessageFormat (ADR 0021): counted nouns use `{n, plural, …}` with every
 * plural category of the language (Arabic: zero, one, two, few, many, other).
 * Key sets are identical across languages (a unit test checks it). The server holds all three;
 * the browser loads only the page's language (catalogs.client.ts, see ensureCatalog).
 */
export type { Catalog };
export { adoptPageStrings, catalogVersion, ensureCatalog, subscribeCatalogs } from "./catalogs";

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

/** Values of a message's arguments: `{name}` takes text, `{n, plural, …}` a number. */
export type MessageParams = Record<string, string | number>;

/** The locale each language formats numbers in (`#` of a plural): Latin digits in Arabic too. */
const FORMAT_LOCALE: Record<Lang, string> = { ar: "ar-SA-u-nu-latn", en: "en-GB", es: "es-ES" };

/** Each message is compiled once per language (IntlMessageFormat caches its own Intl objects). */
const formats = new Map<string, IntlMessageFormat>();

/** The server keeps each key's node (catalogs.ts); the browser walks its growing catalogs. */
const lookup = findMessage;

/**
 * The server's record of the messages one page's render looks up in the page's language
 * (root.tsx starts it before the document and reads it after the page's content), so the page
 * can carry those messages instead of the browser fetching the whole catalog before hydrating.
 * Rendering a page is synchronous from the document to the end of its content, so one record
 * at a time is enough; a part rendered later (a suspended boundary) is left out, and the
 * browser then fetches the whole catalog (messageMissing).
 */
let recording: { lang: Lang; keys: Set<string> } | null = null;

/** The id of the script element carrying a public page's messages (JSON by dotted key). */
export const PAGE_STRINGS_ID = "page-strings";

export function startMessageRecord(lang: Lang): void {
  recording = { lang, keys: new Set() };
}

/** The messages looked up since startMessageRecord, by dotted key with their source text. */
export function endMessageRecord(): Record<string, string> {
  const record = recording;
  recording = null;
  const out: Record<string, string> = {};
  for (const key of record?.keys ?? []) {
    const message = lookup(record!.lang, key);
    if (typeof message === "string") out[key] = message;
  }
  return out;
}

/**
 * Looks up a catalog message by dotted key and formats it as ICU MessageFormat in `lang`:
 * `{name}` arguments and `{n, plural, one {…} other {…}}` with each language's plural rules
 * (Arabic's zero, one, two, few, many and other). The server holds the message texts; the
 * browser build ships them pre-parsed (vite.config.ts), so the page carries no ICU parser.
 */
export function translate(lang: Lang, key: MessageKey, params?: MessageParams): string {
  if (recording?.lang === lang) recording.keys.add(key);
  const message = lookup(lang, key) as string | MessageFormatElement[] | undefined;
  if (message === undefined || (typeof message !== "string" && !Array.isArray(message))) {
    messageMissing(lang);
    return key;
  }
  if (typeof message === "string" && isPlainText(message)) return message;
  const id = `${lang}\u0000${key}`;
  let format = formats.get(id);
  if (!format) {
    format = new IntlMessageFormat(message, FORMAT_LOCALE[lang], undefined, { ignoreTag: true });
    formats.set(id, format);
  }
  try {
    return String(format.format<string>(params));
  } catch {
    // A missing argument: show the message's text rather than break the page.
    return typeof message === "string" ? message : key;
  }
}
