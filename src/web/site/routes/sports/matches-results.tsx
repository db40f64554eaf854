import type { Route } from "./+types/matches-results";
import { JsonLd } from "../../components/json-ld";
import { EmptyState, LoadError } from "../../components/load-error";
import { MatchCard, sportsEventLd } from "../../components/match-card";
import { MatchesScreen } from "../../features/sports/matches-tabs";
import { Pagination } from "../../components/pagination";
import { langFromPath, localePath, useLang, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { useSiteData } from "../../lib/site-data";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const page = Math.max(
    1,
    Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  const res = await context.api(
    "/website/matches",
    { state: "results", page, per_page: 12 },
    { lang },
  );
  return { results: res.ok ? res.results : null };
}

export const meta: Route.MetaFunction = ({ matches }) => screenMeta(matches, "routes.results");

/** Finished matches, latest first, each with its score. */
export default function Results({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { origin, settings } = useSiteData();
  const { results } = loaderData;
  const club = settings?.AppName ?? t("app.clubName");
  return (
    <MatchesScreen heading={t("sports.matches.results")}>
      {!results ? (
        <LoadError message="content.load.matches" />
      ) : results.data.length ? (
        <>
          <JsonLd
            data={{
              "@context": "https://schema.org",
              "@graph": results.data.map((m) => sportsEventLd(m, club, origin)),
            }}
          />
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {results.data.map((m) => (
              <MatchCard key={m.id} match={m} />
            ))}
          </ul>
          <Pagination
            page={results.current_page}
            lastPage={results.last_page}
            hrefFor={(p) =>
              localePath(lang, p > 1 ? `/matches/results?page=${p}` : "/matches/results")
            }
          />
        </>
      ) : (
        <EmptyState message="content.empty.results" />
      )}
    </MatchesScreen>
  );
}
