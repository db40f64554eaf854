import type { ReactNode } from "react";
import { LocalNavLink } from "../../../components/ui/local-link";
import { PageHero } from "../../../components/ui/page-hero";
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

/**
 * The frame of fixtures, results and table: the hero, the tabs, then the tab's column under its
 * heading (`hideHeading`: read aloud only, where the content shows what it is).
 */
export function MatchesScreen({
  heading,
  hideHeading = false,
  narrow = false,
  children,
}: {
  heading: string;
  hideHeading?: boolean;
  narrow?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <>
      <PageHero title={t("routes.matches")} />
      <MatchesTabs />
      <div className={`mx-auto ${narrow ? "max-w-5xl" : "max-w-7xl"} px-4 py-10`}>
        <h2 className={hideHeading ? "sr-only" : "mb-6 heading-section"}>{heading}</h2>
        {children}
      </div>
    </>
  );
}
