import { NavLink } from "react-router";
import { useT } from "../../lib/i18n";
import type { NavItem } from "./nav-items";

/** The section links; the current one is marked for sight and for screen readers. */
export function StaffNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const t = useT();
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            onClick={onNavigate}
            className={({ isActive }) =>
              `flex min-h-11 items-center rounded-md px-3 font-bold ${isActive ? "bg-brand-700 text-white" : "text-brand-900 hover:bg-brand-50"}`
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
