import { recordHandle, recordLoader } from "../../lib/record-route";
import type { Route } from "./+types/match";
import type { MatchDetailDto, MatchEventDto } from "../../../../shared/sports/dtos";
import { JsonLd } from "../../components/json-ld";
import { LoadError } from "../../components/load-error";
import { MatchCard, matchPath, sportsEventLd } from "../../components/match-card";
import { PageHero } from "../../../components/ui/page-hero";
import { MessagePage } from "../../components/message-page";
import { MatchesTabs } from "../../features/sports/matches-tabs";
import { useLang, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";
import { useLiveMatch } from "../../lib/live-match";
import { useSiteData } from "../../lib/site-data";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle = recordHandle("match", matchPath);

/** The match as it is now: server rendering already shows the current score and events. */
export const loader = recordLoader("match", "/website/matches/show/:id");

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d?.match?.competitor_club
    ? pageMeta(matches, d.match.competitor_club.Name, {})
    : screenMeta(matches, "sports.live.matchPage");

/** A small mark per kind of event (drawn, so it needs no emoji font). */
function EventMark({ type }: { type: MatchEventDto["type"] }) {
  if (type === "yellow_card" || type === "red_card")
    return (
      <span
        aria-hidden="true"
        className={`inline-block h-4 w-3 shrink-0 rounded-sm ${type === "red_card" ? "bg-red-700" : "bg-amber-400"}`}
      />
    );
  if (type === "goal" || type === "own_goal" || type === "penalty_goal")
    return (
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-ink">
        <circle cx="8" cy="8" r="7" fill="white" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5l3 2.2-1.1 3.5H6.1L5 6.7z" fill="currentColor" />
      </svg>
    );
  if (type === "substitution")
    return (
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-brand-700">
        <path d="M2 5h10l-3-3M14 11H4l3 3" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    );
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 shrink-0 text-brand-700">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4v4l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The match's events, latest first; the club's on one side, the opponent's on the other. */
function Timeline({ events }: { events: MatchEventDto[] }) {
  const t = useT();
  if (!events.length)
    return <p className="text-center text-ink-muted">{t("sports.live.noEvents")}</p>;
  return (
    <ol className="space-y-2">
      {[...events].reverse().map((e) => (
        <li
          key={e.id}
          className={`flex items-center gap-3 rounded-xl bg-white px-4 py-2 shadow-sm ring-1 ring-black/5 ${e.side === "opponent" ? "flex-row-reverse text-end" : e.side === null ? "justify-center bg-surface-muted" : ""}`}
        >
          <span className="w-10 shrink-0 text-center font-bold tabular-nums text-brand-800">
            {t("sports.live.minuteShort", { n: e.minute })}
          </span>
          <EventMark type={e.type} />
          <span>
            <span className="font-bold">
              {e.type === "period" && e.period
                ? t(`sports.live.periods.${e.period}`)
                : t(`sports.live.types.${e.type}`)}
            </span>
            {e.player ? <span className="ms-2">{e.player.name}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

export default function MatchPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { origin, settings } = useSiteData();
  if (!loaderData.match) {
    return (
      <MessagePage title={t("sports.live.matchPage")}>
        <LoadError message="content.load.matches" />
      </MessagePage>
    );
  }
  return (
    <MatchDetails
      initial={loaderData.match}
      lang={lang}
      origin={origin}
      club={settings?.AppName ?? t("app.clubName")}
    />
  );
}

function MatchDetails({
  initial,
  lang,
  origin,
  club,
}: {
  initial: MatchDetailDto;
  lang: ReturnType<typeof useLang>;
  origin: string;
  club: string;
}) {
  const t = useT();
  // The page keeps its stream open whatever the status: an undone final whistle comes through too.
  const match = useLiveMatch(initial, lang, "always") as MatchDetailDto;
  const them = match.competitor_club?.Name ?? "";
  const title = match.other_info.our_staduim === 1 ? `${club} – ${them}` : `${them} – ${club}`;
  return (
    <>
      <JsonLd data={sportsEventLd(match, club, origin)} />
      <PageHero title={title} />
      <MatchesTabs />
      <div className="mx-auto max-w-2xl px-4 py-10">
        {/* The card follows the same record: it is given the live one and opens no stream itself. */}
        <MatchCard match={match} as="div" link={false} live={false} countdown />
        <section aria-labelledby="match-events" className="mt-8">
          <h2 id="match-events" className="mb-4 text-center text-title font-bold text-brand-800">
            {t("sports.live.events")}
          </h2>
          <Timeline events={match.events ?? []} />
        </section>
      </div>
    </>
  );
}
