import type { Lang } from "../../shared/i18n";

const LOCALE: Record<Lang, string> = { ar: "ar-SA-u-nu-latn", en: "en-GB", es: "es-ES" };
export const TIME_ZONE = "Asia/Riyadh";

/** Building an Intl formatter costs far more than using one: each locale and option set is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: string, opts: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(opts)}`;
  let f = formatters.get(key);
  if (!f)
    formatters.set(key, (f = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...opts })));
  return f;
}

const relativeFormats = new Map<Lang, Intl.RelativeTimeFormat>();
/** "3 hours ago" in `lang`, one formatter per language. */
export function relativeFormat(lang: Lang): Intl.RelativeTimeFormat {
  let rtf = relativeFormats.get(lang);
  if (!rtf) {
    rtf = new Intl.RelativeTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { numeric: "auto" });
    relativeFormats.set(lang, rtf);
  }
  return rtf;
}

/** A number in the page's language, with Western digits in Arabic as everywhere on the site. */
export function formatNumber(n: number, lang: Lang, opts?: Intl.NumberFormatOptions): string {
  return n.toLocaleString(lang === "ar" ? "ar-SA-u-nu-latn" : lang, opts);
}

/** A date in the club's time zone, e.g. "Sat 21 Nov 2026". */
export function formatDate(iso: string, lang: Lang, opts: Intl.DateTimeFormatOptions = {}): string {
  return dateTimeFormat(lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : LOCALE[lang], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    ...opts,
  }).format(new Date(iso));
}

export function formatTime(iso: string, lang: Lang): string {
  return dateTimeFormat(LOCALE[lang], { hour: "2-digit", minute: "2-digit" }).format(new Date(iso));
}

/** A time of day in the club's time zone, optionally with seconds (a gate's "when"). */
export function formatClock(iso: string, lang: Lang, seconds = false): string {
  return dateTimeFormat(lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : LOCALE[lang], {
    hour: "2-digit",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
  }).format(new Date(iso));
}

/** The Hijri date Arabic pages may show beside the Gregorian one. */
export function formatHijri(iso: string): string {
  return dateTimeFormat("ar-SA-u-ca-islamic-umalqura-nu-latn", {
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
