import type { Route } from "./+types/sport-details";
import type { SportCategoryDto } from "../../../../shared/sports/dtos";
import { PageHero } from "../../components/page-hero";
import { LocalLink } from "../../../components/ui/local-link";
import { JoinSport } from "../../features/submissions/join-sport";
import { loadSportCategory, SportLoadError } from "../../features/sports/sport-category";
import { slugify, useT } from "../../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import type { RouteHandle } from "../../../lib/route-handle";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = {
  canonical: (d) => {
    const sport = (d as { sport?: SportCategoryDto | null } | undefined)?.sport;
    return sport ? `/different-sports/sport-details/${sport.id}/${slugify(sport.name)}` : null;
  },
};

export async function loader(args: Route.LoaderArgs) {
  return { sport: await loadSportCategory(args) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData?.sport?.name ?? "", {
    description: loaderData?.sport?.description,
    image: loaderData?.sport?.image_url,
  });

/** One sport: its picture and description, and the application to join it. */
export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { sport } = loaderData;
  if (!sport) {
    return <SportLoadError title="routes.sportDetails" />;
  }
  return (
    <>
      <PageHero title={sport.name} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2">
        <img
          src={sport.image_url}
          alt=""
          width={800}
          height={500}
          className="aspect-[8/5] w-full rounded-2xl object-cover shadow-sm"
        />
        <div>
          {sport.parent ? (
            <LocalLink
              to={`/different-sports/all-sports/${sport.parent.id}`}
              className="inline-flex min-h-11 items-center font-bold text-brand-700 hover:underline"
            >
              {t("submissions.sports.back", { name: sport.parent.name })}
            </LocalLink>
          ) : null}
          <p className="mt-2 text-lg whitespace-pre-line">{sport.description}</p>
          <div className="mt-6">
            <JoinSport key={sport.id} sport={sport} />
          </div>
        </div>
      </div>
    </>
  );
}
