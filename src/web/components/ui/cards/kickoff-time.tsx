import type { Lang } from "../../../../shared/i18n";
import { formatDate, formatTime } from "../../../lib/format";
import { useFormatted } from "../../../lib/use-formatted";

/** A match's kick-off in Riyadh time, e.g. "Sat 21 Nov 2026 · 20:00". */
export function KickoffTime({ iso, lang }: { iso: string; lang: Lang }) {
  const text = useFormatted(() => `${formatDate(iso, lang)} · ${formatTime(iso, lang)}`);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
