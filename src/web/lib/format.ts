import type { Lang } from "../../shared/i18n";

const LOCALE: Record<Lang, string> = { ar: "ar-SA-u-nu-latn", en: "en-GB", es: "es-ES" };
export const TIME_ZONE = "Asia/Riyadh";

/** Building an Intl formatter costs far more than using one: each locale and option set is made once. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(key: string, locale: string, opts: Intl.DateTimeFormatOptions) {
  let f = formatters.get(key);
  if (!f)
    formatters.set(key, (f = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...opts })));
  return f;
}

/**
 * Using a formatter still costs microseconds a date, and a page formats the same few instants on
 * every render (Home's news, matches and events): the text of an instant in a locale and option
 * set is kept (it depends on nothing else: the time zone is fixed), up to FORMATTED_MAX texts.
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 4000;
function formatInstant(iso: string, locale: string, opts: Intl.DateTimeFormatOptions): string {
  const formatKey = `${locale}|${JSON.stringify(opts)}`;
  const key = `${formatKey}|${iso}`;
  let text = formatted.get(key);
  if (text === undefined) {
    text = formatterFor(formatKey, locale, opts).format(new Date(iso));
    if (formatted.size >= FORMATTED_MAX) formatted.clear();
    formatted.set(key, text);
  }
  return text;
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
  return formatInstant(iso, lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : LOCALE[lang], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    ...opts,
  });
}

export function formatTime(iso: string, lang: Lang): string {
  return formatInstant(iso, LOCALE[lang], { hour: "2-digit", minute: "2-digit" });
}

/** A time of day in the club's time zone, optionally with seconds (a gate's "when"). */
export function formatClock(iso: string, lang: Lang, seconds = false): string {
  return formatInstant(iso, lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : LOCALE[lang], {
    hour: "2-digit",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
  });
}

/** The Hijri date Arabic pages may show beside the Gregorian one. */
export function formatHijri(iso: string): string {
  return formatInstant(iso, "ar-SA-u-ca-islamic-umalqura-nu-latn", {
    day: "numeric",
    month: "long",
    year: "numeric",
  });
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
