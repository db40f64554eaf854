import { useEffect, useState } from "react";
import type { MatchDetailDto, MatchDto } from "../../../../shared/sports/dtos";
import { IN_PLAY } from "../../../../shared/sports/match-status";
import { LocalLink } from "../../../components/ui/local-link";
import { formatHijri } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { useFormatted } from "../../../lib/use-formatted";
import { Countdown } from "../../components/countdown";
import { KickoffTime } from "../../components/kickoff-time";
import { matchPath } from "../../components/match-card";
import { useLiveMatch } from "../../lib/live-match";
import { PageImage } from "../../../components/ui/page-image";
import { isolateSeasons } from "../../../lib/season-text";

/**
 * The browser's clock, every second, from hydration on: null while rendering on the server and
 * while hydrating, so both render the same markup and the minute of play and the prediction
 * button follow the visitor's clock afterwards (the countdown runs on the site's global tick).
 */
function useSecondClock(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The minute of play from the current period's start (45' for the second half's first). */
function minuteOf(match: MatchDto | MatchDetailDto, now: number | null): number | null {
  if (now === null || !("period" in match) || !match.period) return null;
  const base =
    match.period.name === "first_half" ? 0 : match.period.name === "second_half" ? 45 : null;
  if (base === null) return null;
  return base + Math.max(1, Math.floor((now - Date.parse(match.period.started_at)) / 60_000) + 1);
}

function Crest({ src, name }: { src: string | undefined; name: string }) {
  return (
    <div className="flex w-28 flex-col items-center gap-2 text-center sm:w-40">
      <PageImage
        src={src}
        width={96}
        height={112}
        className="h-20 w-auto drop-shadow-[0_6px_12px_rgb(0_0_0/0.45)] sm:h-28"
      />
      <span className="text-base font-bold leading-snug sm:text-xl">{name}</span>
    </div>
  );
}

const action =
  "inline-flex min-h-11 items-center justify-center rounded-xl px-5 font-bold transition-colors duration-(--duration-quick)";

type MatchDayProps = {
  match: MatchDto;
  /** The booking page of the event selling seats for this match, when it is open. */
  bookTo?: string;
  onPredict?: (match: MatchDto) => void;
};

/**
 * Home's lead in match weeks (issue 20): both crests, the competition, the Riyadh kick-off (and
 * the Hijri date in Arabic), the countdown in days, hours and minutes, the live score and minute
 * once the match is on (live stream, polling while it is down), and what a fan can do now.
 */
export function MatchDay({ match: initial, bookTo, onPredict }: MatchDayProps) {
  const t = useT();
  const lang = useLang();
  const match = useLiveMatch(initial, lang);
  const now = useSecondClock();
  const hijri = useFormatted(() => formatHijri(match.kickoff_at));
  const live = IN_PLAY.includes(match.status);
  const minute = live && match.status === "live" ? minuteOf(match, now) : null;
  const club = t("app.clubName");
  const opponent = match.competitor_club?.Name ?? "";
  const home = match.other_info.our_staduim === 1;
  const sides = [
    { src: "/media/crest.svg", name: club, goals: match.team_goals ?? 0 },
    {
      src: match.competitor_club?.image_url,
      name: opponent,
      goals: match.competitor_team_goals ?? 0,
    },
  ];
  const [first, second] = home ? sides : [sides[1]!, sides[0]!];
  const canPredict =
    !!onPredict &&
    !live &&
    match.status === "scheduled" &&
    match.other_info.enable_expectation === 1 &&
    (now === null || Date.parse(match.kickoff_at) > now);

  return (
    <section
      aria-labelledby="match-day-title"
      data-testid="match-day"
      className="relative overflow-hidden bg-night text-white"
    >
      <PageImage
        lead
        src="/media/stadium.svg"
        width={1600}
        height={800}
        className="absolute inset-0 size-full object-cover opacity-35"
      />
      <div className="absolute inset-0 bg-gradient-to-b from-night/40 via-pitch-900/80 to-night" />
      <div className="relative mx-auto max-w-5xl px-4 py-8 sm:py-12">
        {/* On a phone the title and the competition take a line each: side by side, a late font
            (the Latin digits of "2026-2027" on an Arabic page) could wrap them onto a second line
            and push the whole block down after the first paint. */}
        <div className="flex flex-col items-center justify-center gap-x-3 gap-y-1 text-center sm:flex-row sm:flex-wrap">
          <h2 id="match-day-title" className="text-title font-bold text-accent-400">
            {live ? t("sports.matchDay.liveTitle") : t("sports.matchDay.title")}
          </h2>
          {match.championship ? (
            <p className="flex items-center gap-2 text-white/90">
              {match.championship.logo_url ? (
                <PageImage
                  src={match.championship.logo_url}
                  width={28}
                  height={28}
                  className="size-7 rounded-full object-cover"
                />
              ) : null}
              <span>{isolateSeasons(match.championship.title)}</span>
            </p>
          ) : null}
        </div>

        <div className="mt-6 flex items-center justify-center gap-3 sm:gap-10">
          <Crest src={first!.src} name={first!.name} />
          <div className="flex min-w-24 flex-col items-center text-center">
            {live ? (
              <>
                <p
                  data-testid="match-day-score"
                  className="text-figure font-bold tabular-nums"
                  dir="ltr"
                  aria-label={t("sports.matchDay.score", {
                    club,
                    opponent,
                    home: match.team_goals ?? 0,
                    away: match.competitor_team_goals ?? 0,
                  })}
                >
                  {first!.goals} – {second!.goals}
                </p>
                <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-live px-3 py-0.5 text-sm font-bold">
                  <span
                    aria-hidden="true"
                    className="size-2 rounded-full bg-white motion-safe:animate-pulse"
                  />
                  {match.status === "half_time"
                    ? t("sports.status.half_time")
                    : minute !== null
                      ? t("sports.matchDay.minute", { n: minute })
                      : t("sports.status.live")}
                </p>
              </>
            ) : (
              <span className="text-2xl font-bold text-accent-400">{t("sports.matches.vs")}</span>
            )}
          </div>
          <Crest src={second!.src} name={second!.name} />
        </div>

        {!live ? (
          <>
            <p className="mt-6 text-center text-lg font-bold">
              <span className="sr-only">{t("sports.matchDay.kickoff")}: </span>
              <KickoffTime iso={match.kickoff_at} lang={lang} />
            </p>
            {lang === "ar" ? (
              <p className="mt-1 text-center text-white/85" data-testid="match-day-hijri">
                <span className="sr-only">{t("sports.matchDay.hijri")}: </span>
                <span suppressHydrationWarning>{hijri}</span>
              </p>
            ) : null}
            {match.stadium ? (
              <p className="mt-1 text-center text-white/85">{match.stadium.Name}</p>
            ) : null}
            <div className="mt-5" data-testid="match-day-countdown">
              <Countdown kickoff={match.kickoff_at} tone="dark" />
            </div>
          </>
        ) : null}

        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {bookTo && !live ? (
            <LocalLink
              to={bookTo}
              className={`${action} bg-accent-400 text-night hover:bg-gold-500`}
            >
              {t("sports.matchDay.book")}
            </LocalLink>
          ) : null}
          {canPredict ? (
            <button
              type="button"
              onClick={() => onPredict(match)}
              className={`${action} bg-white text-pitch-900 hover:bg-surface-muted`}
            >
              {t("sports.matches.predictButton")}
            </button>
          ) : null}
          <LocalLink
            to={matchPath(match)}
            className={`${action} ring-2 ring-white/70 hover:bg-white/10`}
          >
            {t("sports.matchDay.centre")}
          </LocalLink>
        </div>
      </div>
    </section>
  );
}
