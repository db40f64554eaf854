import { useLocation } from "react-router";
import type { Route } from "./+types/poll-match";
import type { MatchDto } from "../../../../shared/sports/dtos";
import { PageHero } from "../../../components/ui/page-hero";
import { KickoffTime } from "../../components/kickoff-time";
import { PollCard } from "../../features/engagement/poll-card";
import { langFromPath, useLang, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";
import { isolateSeasons } from "../../../lib/season-text";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

const FEIHA = /feiha|فيحاء/i;

/** The match each poll is about: the next one, or the next one against Al Feiha. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const lang = langFromPath(pathname);
  const feiha = pathname.endsWith("-vs-alfeiha");
  const res = await context.api("/website/matches", { state: "upcoming", per_page: 30 }, { lang });
  const matches = res.ok ? res.results.data : [];
  const match = feiha
    ? (matches.find((m) => FEIHA.test(m.competitor_club?.Name ?? "")) ?? null)
    : (matches[0] ?? null);
  return { match };
}

export const meta: Route.MetaFunction = ({ matches }) => screenMeta(matches, "routes.pollMatch");

/** The match a poll asks about: both sides, the competition and the kick-off in Riyadh time. */
function MatchLine({ match }: { match: MatchDto }) {
  const t = useT();
  const lang = useLang();
  return (
    <p className="mt-2 font-bold text-brand-800" data-testid="poll-match">
      {t("app.clubName")} {t("sports.matches.vs")} {match.competitor_club?.Name}
      {match.championship?.title ? ` · ${isolateSeasons(match.championship.title)}` : ""} ·{" "}
      <KickoffTime iso={match.kickoff_at} lang={lang} />
    </p>
  );
}

/** Both match polls: /surveys/matches/attending-next-match and /surveys/matches/alnoor-vs-alfeiha. */
export default function Screen({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const feiha = useLocation().pathname.endsWith("-vs-alfeiha");
  const subject = loaderData.match ? <MatchLine match={loaderData.match} /> : undefined;
  return (
    <>
      <PageHero title={t("routes.pollMatch")} />
      <div className="px-4 py-10">
        {feiha ? (
          <PollCard
            pollKey="alnoor-vs-alfeiha"
            title={t("identity.feihaTitle")}
            intro={t("identity.attendIntro")}
            subject={subject}
          />
        ) : (
          <PollCard
            pollKey="attend_next_match"
            title={t("identity.attendTitle")}
            intro={t("identity.attendIntro")}
            subject={subject}
          />
        )}
      </div>
    </>
  );
}
