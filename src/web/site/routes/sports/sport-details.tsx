import type { Route } from "./+types/sport-details";
import type { SportCategoryDto } from "../../../../shared/sports/dtos";
import { PageHero } from "../../../components/ui/page-hero";
import { LocalLink } from "../../../components/ui/local-link";
import { JoinSport } from "../../features/submissions/join-sport";
import { loadSportCategory, SportLoadError, sportMeta } from "../../features/sports/sport-category";
import { langFromPath, slugify, useT } from "../../../lib/i18n";
import { LoadError } from "../../components/load-error";
import { PlayerRail } from "../../components/player-rail";
import type { RouteHandle } from "../../../lib/route-handle";
import { PageImage } from "../../../components/ui/page-image";
import { PageBand } from "../../../components/ui/page-band";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = {
  canonical: (d) => {
    const sport = (d as { sport?: SportCategoryDto | null } | undefined)?.sport;
    return sport ? `/different-sports/sport-details/${sport.id}/${slugify(sport.name)}` : null;
  },
};

/** The sport, and its teams with their players (`/website/teams` by `category_id`). */
export async function loader(args: Route.LoaderArgs) {
  const sport = await loadSportCategory(args);
  if (!sport) return { sport, teams: null };
  const lang = langFromPath(new URL(args.request.url).pathname);
  const teams = await args.context.api(
    "/website/teams",
    { category_id: sport.id, with: ["players"] },
    { lang },
  );
  return { sport, teams: teams.ok ? teams.results.data : null };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  sportMeta(matches, loaderData?.sport);

/** One sport: its picture and description, and the application to join it. */
export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { sport, teams } = loaderData;
  if (!sport) {
    return <SportLoadError title="routes.sportDetails" />;
  }
  return (
    <>
      <PageHero title={sport.name} />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-2">
        <PageImage
          lead
          src={sport.image_url}
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
      {teams === null || teams.length ? (
        <PageBand id="sport-teams" title={t("sports.players.categoryTeams")}>
          {teams === null ? (
            <LoadError message="content.load.players" />
          ) : (
            <div className="space-y-10">
              {teams.map((team) => (
                <section key={team.id} aria-labelledby={`team-${team.id}`} data-testid="sport-team">
                  <h3 id={`team-${team.id}`} className="mb-4 text-title font-bold">
                    {team.name}{" "}
                    <span className="text-base font-normal text-ink-muted">
                      ({t("sports.players.playerCount", { n: team.players?.length ?? 0 })})
                    </span>
                  </h3>
                  {team.players?.length ? (
                    <PlayerRail players={team.players} label={team.name} limit={40} />
                  ) : null}
                </section>
              ))}
            </div>
          )}
        </PageBand>
      ) : null}
    </>
  );
}
