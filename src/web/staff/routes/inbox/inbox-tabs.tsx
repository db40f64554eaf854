import { NavLink } from "react-router";
import type { InboxKind } from "../../../../shared/submissions/inbox";
import { useT } from "../../../lib/i18n";

/** The inbox's tabs: only the kinds the staff member may read, each with its unread count. */
export function InboxTabs({
  kinds,
  current,
}: {
  kinds: readonly { kind: InboxKind; unread: number }[];
  current: InboxKind;
}) {
  const t = useT();
  return (
    <nav aria-label={t("inbox.tabs")}>
      <ul className="flex flex-wrap gap-2 border-b border-gray-300 pb-2">
        {kinds.map((k) => (
          <li key={k.kind}>
            <NavLink
              to={`/staff/inbox/${k.kind}`}
              aria-current={k.kind === current ? "page" : undefined}
              className={`inline-flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 font-bold ${
                k.kind === current
                  ? "border-brand-700 bg-brand-700 text-white"
                  : "border-gray-300 bg-white text-brand-800 hover:bg-brand-50"
              }`}
            >
              <span>{t(`inbox.kinds.${k.kind}`)}</span>
              <span className="text-sm font-normal">
                ({t("inbox.unreadCount", { count: k.unread })})
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
