import type { ContentStatus } from "../../../shared/content/lifecycle";
import { useLang, useT } from "../../lib/i18n";

const STATUS_TONE: Record<ContentStatus, string> = {
  draft: "bg-gray-200 text-gray-900",
  scheduled: "bg-amber-100 text-amber-900",
  published: "bg-green-100 text-green-900",
  unpublished: "bg-red-100 text-red-900",
};

/** A status as a small badge (lists and the bar). */
export function StatusBadge({ status }: { status: ContentStatus }) {
  const t = useT();
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${STATUS_TONE[status]}`}>
      {t(`editorial.status.${status}`)}
    </span>
  );
}

/** A date-time in the console's language, in Riyadh time. */
export function useRiyadhFormat() {
  const lang = useLang();
  const f = new Intl.DateTimeFormat(lang === "ar" ? "ar-SA-u-ca-gregory-nu-latn" : lang, {
    timeZone: "Asia/Riyadh",
    dateStyle: "medium",
    timeStyle: "short",
  });
  return (iso: string | null | undefined) => (iso ? f.format(new Date(iso)) : "");
}
