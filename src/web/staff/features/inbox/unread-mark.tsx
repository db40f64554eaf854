import { useT } from "../../../lib/i18n";

/** The gold "unread" mark before an unread submission's reference or name (list and pipeline). */
export function UnreadMark({ unread }: { unread: boolean }) {
  const t = useT();
  return unread ? (
    <span className="me-2 inline-block rounded bg-gold-500 px-1.5 text-xs font-bold text-ink">
      {t("inbox.unreadMark")}
    </span>
  ) : null;
}
