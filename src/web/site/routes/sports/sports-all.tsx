import type { Route } from "./+types/sports-all";
import { PageHero } from "../../../components/ui/page-hero";
import { LocalLink } from "../../../components/ui/local-link";
import { SportCard } from "../../features/sports/sport-card";
import { loadSportCategory, SportLoadError, sportMeta } from "../../features/sports/sport-category";
import { slugify, useT } from "../../../lib/i18n";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export async function loader(args: Route.LoaderArgs) {
  return { group: await loadSportCategory(args) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  sportMeta(matches, loaderData?.group);

/** The sports of one group. */
export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { group } = loaderData;
  if (!group) {
    return <SportLoadError title="routes.allSports" />;
  }
  const sports = group.childs ?? [];
  return (
    <>
      <PageHero title={group.name}>{group.description}</PageHero>
      <div className="mx-auto max-w-7xl px-4 py-10">
        <LocalLink
          to="/different-sports"
          className="inline-flex min-h-11 items-center font-bold text-brand-700 hover:underline"
        >
          {t("submissions.sports.allSports")}
        </LocalLink>
        {sports.length === 0 ? (
          <p className="mt-4 rounded-2xl bg-surface-muted p-6 text-center">
            {t("submissions.sports.noSports")}
          </p>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {sports.map((s) => (
              <li key={s.id}>
                <SportCard
                  item={s}
                  to={`/different-sports/sport-details/${s.id}/${slugify(s.name)}`}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
