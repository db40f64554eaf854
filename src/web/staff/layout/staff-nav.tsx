import { Link, useLocation } from "react-router";
import { useT } from "../../lib/i18n";
import type { NavItem } from "./nav-items";

const matches = (item: NavItem, path: string) =>
  path === item.to || (!item.end && path.startsWith(`${item.to}/`));

/**
 * The section links; the current one is marked for sight and for screen readers. One section is
 * current: the longest address that holds the page (reply templates under /staff/inbox/templates
 * mark "Reply templates", not "Inbox" as well).
 */
export function StaffNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, "") || "/";
  const current = items
    .filter((item) => matches(item, path))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const active = item === current;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={active ? "page" : undefined}
              className={`flex min-h-11 items-center rounded-md px-3 font-bold ${active ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50"}`}
            >
              {t(item.label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
