import { LocalNavLink } from "../../../components/ui/local-link";
import { useT } from "../../../lib/i18n";

/** Fixtures, results and table: three addresses of one screen. */
export function MatchesTabs() {
  const t = useT();
  const tabs = [
    { to: "/matches", label: t("sports.matches.fixtures"), end: true },
    { to: "/matches/results", label: t("sports.matches.results") },
    { to: "/matches/table", label: t("sports.matches.table") },
  ];
  return (
    <nav aria-label={t("sports.matches.tabs")} className="border-b border-black/10 bg-white">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <LocalNavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `inline-flex min-h-12 items-center border-b-4 px-4 font-bold ${isActive ? "border-gold-500 text-brand-800" : "border-transparent text-ink-muted hover:text-brand-800"}`
              }
            >
              {tab.label}
            </LocalNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
