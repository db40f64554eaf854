import type { MatchDto } from "../../../shared/sports/dtos";
import { useLang, useT } from "../../lib/i18n";
import { useSiteData } from "../lib/site-data";
import { Countdown } from "./countdown";
import { KickoffTime } from "./kickoff-time";

function Team({ name, crest }: { name: string; crest: string }) {
  return (
    <div className="flex w-24 flex-col items-center text-center sm:w-28">
      <img src={crest} alt="" width={56} height={65} loading="lazy" className="h-14 w-auto" />
      <span className="mt-1 text-sm font-bold leading-tight">{name}</span>
    </div>
  );
}

/** One fixture or result: both crests (home side first), the score when finished, date and time in Riyadh. */
export function MatchCard({
  match,
  countdown = false,
  as: Tag = "li",
}: {
  match: MatchDto;
  countdown?: boolean;
  as?: "li" | "div";
}) {
  const lang = useLang();
  const t = useT();
  const { settings } = useSiteData();
  const ours = { name: t("app.clubName"), crest: settings?.logo ?? "/media/crest.svg" };
  const theirs = {
    name: match.competitor_club?.Name ?? "",
    crest: match.competitor_club?.image_url ?? "/media/crest.svg",
  };
  const home = match.other_info.our_staduim === 1;
  const [first, second] = home ? [ours, theirs] : [theirs, ours];
  const over =
    match.other_info.match_over === 1 &&
    match.team_goals !== null &&
    match.competitor_team_goals !== null;
  const goals = home
    ? [match.team_goals, match.competitor_team_goals]
    : [match.competitor_team_goals, match.team_goals];
  const outcome = over
    ? match.team_goals! > match.competitor_team_goals!
      ? "won"
      : match.team_goals! < match.competitor_team_goals!
        ? "lost"
        : "drawn"
    : null;
  return (
    <Tag className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-black/5">
      <p className="flex items-center justify-between gap-2 text-sm text-brand-800">
        <span className="flex items-center gap-2 font-bold">
          {match.championship?.logo_url ? (
            <img
              src={match.championship.logo_url}
              alt=""
              width={24}
              height={24}
              loading="lazy"
              className="size-6 rounded object-cover"
            />
          ) : null}
          {match.championship?.title}
        </span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-bold">
          {home ? t("sports.matches.home") : t("sports.matches.away")}
        </span>
      </p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <Team {...first} />
        {over ? (
          <p className="text-center">
            <span className="sr-only">{t("sports.matches.finalScore")}: </span>
            {/* Each score sits on its team's side, in either reading direction. */}
            <span className="flex items-center gap-2 text-3xl font-bold tabular-nums">
              <span>{goals[0]}</span>
              <span aria-hidden="true">–</span>
              <span>{goals[1]}</span>
            </span>
            {outcome ? (
              <span
                className={`mt-1 block rounded-full px-2 text-xs font-bold ${outcome === "won" ? "bg-brand-700 text-white" : outcome === "lost" ? "bg-red-700 text-white" : "bg-gray-200 text-ink"}`}
              >
                {t(`sports.matches.${outcome}`)}
              </span>
            ) : null}
          </p>
        ) : (
          <span className="text-lg font-bold text-ink/70">{t("sports.matches.vs")}</span>
        )}
        <Team {...second} />
      </div>
      <p className="mt-3 text-center text-sm">
        <KickoffTime iso={match.kickoff_at} lang={lang} />
        <span className="text-ink/70"> ({t("sports.matches.riyadhTime")})</span>
        {match.stadium ? <span className="block text-ink/70">{match.stadium.Name}</span> : null}
      </p>
      {countdown && !over ? (
        <div className="mt-3">
          <Countdown kickoff={match.kickoff_at} />
        </div>
      ) : null}
    </Tag>
  );
}

/** SportsEvent structured data of a match. */
export function sportsEventLd(match: MatchDto, clubName: string, origin: string) {
  const home = match.other_info.our_staduim === 1;
  const us = { "@type": "SportsTeam", name: clubName };
  const them = { "@type": "SportsTeam", name: match.competitor_club?.Name ?? "" };
  return {
    "@context": "https://schema.org",
    "@type": "SportsEvent",
    name: `${home ? clubName : them.name} – ${home ? them.name : clubName}`,
    startDate: match.kickoff_at,
    sport: "Football",
    eventStatus: "https://schema.org/EventScheduled",
    homeTeam: home ? us : them,
    awayTeam: home ? them : us,
    competitor: [us, them],
    ...(match.stadium ? { location: { "@type": "Place", name: match.stadium.Name } } : {}),
    ...(match.championship
      ? { superEvent: { "@type": "SportsEvent", name: match.championship.title } }
      : {}),
    url: `${origin}/matches`,
  };
}
