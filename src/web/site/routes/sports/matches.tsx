import type { Route } from "./+types/matches";
import { Countdown } from "../../components/countdown";
import { JsonLd } from "../../components/json-ld";
import { EmptyState, LoadError } from "../../components/load-error";
import { MatchCard, sportsEventLd } from "../../components/match-card";
import { MatchesScreen } from "../../features/sports/matches-tabs";
import { langFromPath, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { useSiteData } from "../../lib/site-data";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const res = await context.api("/website/matches", { state: "upcoming", per_page: 30 }, { lang });
  return { matches: res.ok ? res.results.data : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.fixtures", "sports.meta.fixtures");

/** Fixtures: the next match with its countdown, then the rest of the calendar. */
export default function Fixtures({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { origin, settings } = useSiteData();
  const { matches } = loaderData;
  const [next, ...rest] = matches ?? [];
  const club = settings?.AppName ?? t("app.clubName");
  return (
    <MatchesScreen heading={t("sports.matches.fixtures")} hideHeading>
      {!matches ? (
        <LoadError message="content.load.matches" />
      ) : !next ? (
        <EmptyState message="content.empty.matches" />
      ) : (
        <>
          <JsonLd
            data={{
              "@context": "https://schema.org",
              "@graph": matches.map((m) => sportsEventLd(m, club, origin)),
            }}
          />
          <section aria-labelledby="next-match" className="mx-auto max-w-xl">
            <h3 id="next-match" className="mb-3 text-center text-title font-bold text-brand-800">
              {t("sports.matches.nextMatch")}
            </h3>
            <MatchCard match={next} as="div" />
            {next.status === "scheduled" ? (
              <div className="mt-4">
                <p className="mb-2 text-center font-bold">{t("sports.matches.countdown")}</p>
                <Countdown kickoff={next.kickoff_at} />
              </div>
            ) : null}
          </section>
          {rest.length ? (
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {rest.map((m) => (
                <MatchCard key={m.id} match={m} />
              ))}
            </ul>
          ) : null}
        </>
      )}
    </MatchesScreen>
  );
}
