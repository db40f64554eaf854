import type { Route } from "./+types/sports-main";
import { PageHero } from "../../../components/ui/page-hero";
import { SportCard } from "../../features/sports/sport-card";
import { langFromPath, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { manyOf } from "../../../lib/api-client";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const res = await context.api(
    "/website/teams/categories",
    { parents_only: true, withCount: true, status: 1 },
    { lang },
  );
  return { groups: res.ok ? manyOf(res.results) : null };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.differentSports", "submissions.sports.intro");

/** The club sports area: one card per group of sports. */
export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { groups } = loaderData;
  return (
    <>
      <PageHero title={t("routes.differentSports")}>{t("submissions.sports.intro")}</PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        {groups === null ? (
          <p
            role="alert"
            className="rounded-2xl bg-red-50 p-6 text-center text-red-900 ring-1 ring-red-200"
          >
            {t("submissions.sports.loadError")}
          </p>
        ) : groups.length === 0 ? (
          <p className="card-muted p-6 text-center">{t("submissions.sports.noSports")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {groups.map((g) => (
              <li key={g.id}>
                <SportCard
                  item={g}
                  to={`/different-sports/all-sports/${g.id}`}
                  meta={t("submissions.sports.sportsCount", { n: g.childs_count ?? 0 })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
