import { data } from "react-router";
import type { Route } from "./+types/sports-all";
import type { SportCategoryDto } from "../../shared/types/forms";
import { PageHero } from "../components/layout/page-hero";
import { LocalLink } from "../components/ui/local-link";
import { SportCard } from "../features/sports/sport-card";
import { langFromPath, slugify, useT } from "../lib/i18n";
import { pageMeta } from "../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../components/layout/route-error";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const id = Number.parseInt(params.id, 10);
  if (!(id > 0)) throw data(null, { status: 404 });
  const res = await context.api<SportCategoryDto>(
    "/website/teams/categories",
    { id, status: 1 },
    { lang },
  );
  if (!res.ok && res.status === 404) throw data(null, { status: 404 });
  return { group: res.ok ? res.results : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.group?.name ?? "", {
    description: loaderData?.group?.description,
    image: loaderData?.group?.image_url,
  });

/** The sports of one group. */
export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { group } = loaderData;
  if (!group) {
    return (
      <>
        <PageHero title={t("routes.allSports")} />
        <div className="mx-auto max-w-7xl px-4 py-10">
          <p
            role="alert"
            className="rounded-2xl bg-red-50 p-6 text-center text-red-900 ring-1 ring-red-200"
          >
            {t("forms.sports.loadError")}
          </p>
        </div>
      </>
    );
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
          {t("forms.sports.allSports")}
        </LocalLink>
        {sports.length === 0 ? (
          <p className="mt-4 rounded-2xl bg-brand-50 p-6 text-center">
            {t("forms.sports.noSports")}
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
