import type { Lang } from "../../shared/i18n";

const LOCALE: Record<Lang, string> = { ar: "ar-SA-u-nu-latn", en: "en-GB", es: "es-ES" };
export const TIME_ZONE = "Asia/Riyadh";

/** A date in the club's time zone, e.g. "Sat 21 Nov 2026". */
export function formatDate(iso: string, lang: Lang, opts: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : LOCALE[lang], {
    timeZone: TIME_ZONE,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    ...opts,
  }).format(new Date(iso));
}

export function formatTime(iso: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE[lang], {
    timeZone: TIME_ZONE,
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));
}

/** The Hijri date Arabic pages may show beside the Gregorian one. */
export function formatHijri(iso: string): string {
  return new Intl.DateTimeFormat("ar-SA-u-ca-islamic-umalqura-nu-latn", {
    timeZone: TIME_ZONE,
    day: "numeric",
    month: "long",
    year: "numeric",
  }).format(new Date(iso));
}

/** Plain text of stored HTML, cut to `words` words. */
export function excerptWords(html: string, words: number): string {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const parts = text.split(" ");
  return parts.length <= words ? text : `${parts.slice(0, words).join(" ")}…`;
}
