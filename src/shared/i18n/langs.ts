export const LANGS = ["ar", "en", "es"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "ar";

/** A value stored once per language; `ar` is always present and is the fallback. */
export type Localized = { ar: string; en?: string; es?: string };
