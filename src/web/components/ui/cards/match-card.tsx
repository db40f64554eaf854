import { currentMinute, IN_PLAY } from "../../../../shared/sports/match-status";
import type { MatchDetailDto, MatchDto } from "../../../../shared/sports/dtos";
import { useNow } from "../../../lib/clock";
import { localePath, useLang, useT } from "../../../lib/i18n";
import { KickoffTime } from "./kickoff-time";
import { LazyImage } from "../lazy-image";
import { SiteLink } from "../site-link";
import { isolateSeasons } from "../../../lib/season-text";

function Team({ name, crest }: { name: string; crest: string }) {
  return (
    <div className="flex w-24 flex-col items-center text-center sm:w-28">
      <LazyImage src={crest} width={56} height={65} className="h-14 w-auto" />
      <span className="mt-1 text-sm font-bold leading-tight">{name}</span>
    </div>
  );
}

/** The match page's address. */
export const matchPath = (m: { id: number }) => `/matches/show/${m.id}`;

/** "Live · 63′", "Half-time", "Full time": where a match stands, for a card or the match page. */
export function MatchStatusBadge({ match }: { match: MatchDto | MatchDetailDto }) {
  const t = useT();
  const now = useNow();
  if (match.status === "scheduled") return null;
  const period = "period" in match ? match.period : null;
  const minute = currentMinute(match.status, period, now);
  const live = IN_PLAY.includes(match.status);
  return (
    <span
      className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-bold ${live ? "bg-red-700 text-white" : "bg-gray-200 text-ink"}`}
    >
      {match.status === "live" ? (
        <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
      ) : null}
      {t(`sports.status.${match.status}`)}
      {minute !== null ? (
        <span className="tabular-nums" suppressHydrationWarning>
          {" · "}
          {t("sports.live.minuteShort", { n: minute })}
        </span>
      ) : null}
    </span>
  );
}

/**
 * One fixture or result as it stands: both crests (home side first), the score once the match
 * has started, date and time in Riyadh. The site's MatchCard keeps it current while it is played;
 * the console's page preview shows it as loaded.
 */
export function MatchCardView({
  match,
  logo,
  as: Tag = "li",
  link = true,
  footer,
}: {
  match: MatchDto;
  /** The club's logo from the site settings (our crest). */
  logo?: string | null;
  as?: "li" | "div";
  /** A link to the match page (not on the match page itself). */
  link?: boolean;
  /** Shown below, e.g. the countdown to kick-off. */
  footer?: (started: boolean) => React.ReactNode;
}) {
  const lang = useLang();
  const t = useT();
  const ours = { name: t("app.clubName"), crest: logo ?? "/media/crest.svg" };
  const theirs = {
    name: match.competitor_club?.Name ?? "",
    crest: match.competitor_club?.image_url ?? "/media/crest.svg",
  };
  const home = match.other_info.our_staduim === 1;
  const [first, second] = home ? [ours, theirs] : [theirs, ours];
  const started = match.status === "finished" || IN_PLAY.includes(match.status);
  const over = match.status === "finished";
  const showScore = started && match.team_goals !== null && match.competitor_team_goals !== null;
  const goals = home
    ? [match.team_goals, match.competitor_team_goals]
    : [match.competitor_team_goals, match.team_goals];
  const outcome =
    over && showScore
      ? match.team_goals! > match.competitor_team_goals!
        ? "won"
        : match.team_goals! < match.competitor_team_goals!
          ? "lost"
          : "drawn"
      : null;
  return (
    <Tag className="card p-4">
      <p className="flex items-center justify-between gap-2 text-sm text-brand-800">
        <span className="flex items-center gap-2 font-bold">
          {match.championship?.logo_url ? (
            <LazyImage
              src={match.championship.logo_url}
              width={24}
              height={24}
              className="size-6 rounded object-cover"
            />
          ) : null}
          {isolateSeasons(match.championship?.title ?? "")}
        </span>
        <span className="flex items-center gap-1">
          <MatchStatusBadge match={match} />
          <span className="rounded-full bg-surface-sunken px-2 py-0.5 text-xs font-bold">
            {home ? t("sports.matches.home") : t("sports.matches.away")}
          </span>
        </span>
      </p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <Team {...first} />
        {showScore ? (
          <p className="text-center" aria-live={over ? undefined : "polite"} data-testid="score">
            <span className="sr-only">
              {over ? t("sports.matches.finalScore") : t("sports.live.liveScore")}:{" "}
            </span>
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
          <span className="text-lg font-bold text-ink-muted">{t("sports.matches.vs")}</span>
        )}
        <Team {...second} />
      </div>
      <p className="mt-3 text-center text-sm">
        <KickoffTime iso={match.kickoff_at} lang={lang} />
        <span className="text-ink-muted"> ({t("sports.matches.riyadhTime")})</span>
        {match.stadium ? <span className="block text-ink-muted">{match.stadium.Name}</span> : null}
      </p>
      {link ? (
        <p className="mt-2 text-center text-sm">
          <SiteLink
            to={localePath(lang, matchPath(match))}
            className="font-bold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {t("sports.live.matchPage")}
          </SiteLink>
        </p>
      ) : null}
      {footer?.(started)}
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
    eventStatus: `https://schema.org/${match.status === "postponed" ? "EventPostponed" : match.status === "cancelled" ? "EventCancelled" : "EventScheduled"}`,
    homeTeam: home ? us : them,
    awayTeam: home ? them : us,
    competitor: [us, them],
    ...(match.stadium ? { location: { "@type": "Place", name: match.stadium.Name } } : {}),
    ...(match.championship
      ? { superEvent: { "@type": "SportsEvent", name: match.championship.title } }
      : {}),
    url: `${origin}${matchPath(match)}`,
  };
}
