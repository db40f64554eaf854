import type { Lang } from "../../../shared/i18n";
import { useNow } from "../../lib/clock";
import { formatDate, formatHijri, relativeFormat } from "../../lib/format";
import { useLang } from "../../lib/i18n";
import { useFormatted } from "../../lib/use-formatted";

const WEEK = 7 * 24 * 3600_000;

/** "3 hours ago" up to seven days, then the full date (Arabic pages add the Hijri date). */
export function relativeOrDate(iso: string, lang: Lang, now: number): string {
  const at = Date.parse(iso);
  const diff = now - at;
  if (diff >= 0 && diff < WEEK) {
    const rtf = relativeFormat(lang);
    const minutes = Math.floor(diff / 60_000);
    if (minutes < 60) return rtf.format(-Math.max(minutes, 1), "minute");
    const hours = Math.floor(minutes / 60);
    if (hours < 24) return rtf.format(-hours, "hour");
    return rtf.format(-Math.floor(hours / 24), "day");
  }
  const date = formatDate(iso, lang, { weekday: undefined, month: "long" });
  return lang === "ar" ? `${date} · ${formatHijri(iso)}` : date;
}

export function TimeAgo({ iso, className = "" }: { iso: string; className?: string }) {
  const lang = useLang();
  const now = useNow();
  const text = useFormatted(() => relativeOrDate(iso, lang, now));
  return (
    <time dateTime={iso} className={className} suppressHydrationWarning>
      {text}
    </time>
  );
}
