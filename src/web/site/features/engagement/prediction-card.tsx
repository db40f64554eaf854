import type { MatchDto } from "../../../../shared/sports/dtos";
import { Countdown } from "../../components/countdown";
import { KickoffTime } from "../../components/kickoff-time";
import { useLang, useT } from "../../../lib/i18n";
import { useNow } from "../../../lib/clock";
import { LazyImage } from "../../../components/ui/lazy-image";
import { isolateSeasons } from "../../../lib/season-text";

/** The next match a fan can predict: predictions enabled and kick-off still ahead (spec section 4). */
export function nextPredictable(matches: MatchDto[], now: number): MatchDto | null {
  return (
    matches
      .filter(
        (m) =>
          m.other_info.enable_expectation === 1 &&
          m.other_info.match_over === 0 &&
          Date.parse(m.kickoff_at) > now,
      )
      .sort((a, b) => Date.parse(a.kickoff_at) - Date.parse(b.kickoff_at))[0] ?? null
  );
}

type PredictionCardProps = {
  matches: MatchDto[];
  /** Opens the prediction flow for the match; without it the card only presents the match. */
  onOpen?: (match: MatchDto) => void;
};

/** One side of the match: its crest over its name. */
function Side({ crest, name }: { crest: string | undefined; name: string | undefined }) {
  return (
    <div className="flex w-28 flex-col items-center">
      <LazyImage src={crest} width={56} height={65} className="h-16 w-auto" />
      <span className="mt-1 font-bold">{name}</span>
    </div>
  );
}

/** Home's match prediction card: the next predictable match, its countdown and the way in. */
export function PredictionCard({ matches, onOpen }: PredictionCardProps) {
  const t = useT();
  const lang = useLang();
  const now = useNow();
  const match = nextPredictable(matches, now);
  return (
    <section
      aria-labelledby="prediction-title"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-900 p-6 text-white shadow-lg"
    >
      <h2 id="prediction-title" className="text-2xl font-bold">
        {t("sports.matches.predictTitle")}
      </h2>
      {match ? (
        <>
          <p className="mt-1 text-white/85">{t("sports.matches.predictBody")}</p>
          <div className="mt-5 flex items-center justify-center gap-4 text-center">
            <Side crest="/media/crest.svg" name={t("app.clubName")} />
            <span className="text-title font-bold text-gold-400">{t("sports.matches.vs")}</span>
            <Side crest={match.competitor_club?.image_url} name={match.competitor_club?.Name} />
          </div>
          <p className="mt-3 text-center text-sm text-white/85">
            {isolateSeasons(match.championship?.title ?? "")} ·{" "}
            <KickoffTime iso={match.kickoff_at} lang={lang} />
          </p>
          <div className="mt-4">
            <Countdown kickoff={match.kickoff_at} tone="dark" />
          </div>
          {onOpen ? (
            <button
              type="button"
              onClick={() => onOpen(match)}
              className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-gold-500 px-6 font-bold text-brand-900 hover:bg-gold-400"
            >
              {t("sports.matches.predictButton")}
            </button>
          ) : null}
        </>
      ) : (
        <p className="mt-3 text-white/85">{t("sports.matches.noPrediction")}</p>
      )}
    </section>
  );
}
