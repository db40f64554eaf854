import type { Lang } from "../../../../shared/i18n";
import { foundOr404, recordHandle, requestLang } from "../../lib/record-route";
import { FIRST_TEAM_ID } from "../../../../shared/sports/constants";
import type { Route } from "./+types/player";
import type { PlayerDto, PlayerStatisticsDto } from "../../../../shared/sports/dtos";
import { JsonLd } from "../../components/json-ld";
import { LoadError } from "../../components/load-error";
import { PlayerGrid, playerPath, PlayerPortrait } from "../../components/player-card";
import { ManagerIcon } from "../../../components/ui/icons";
import { PlayerRail } from "../../components/player-rail";
import { formatDate, formatNumber } from "../../../lib/format";
import { localePath, useLang, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";
import { useSiteData } from "../../lib/site-data";
import { recordId } from "../../../lib/route-handle";
import { PageBand } from "../../../components/ui/page-band";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

type StatKey = keyof PlayerStatisticsDto;

/**
 * The figures a player's page leads with, by position (issue 20): a goalkeeper's saves, clean
 * sheets and goals conceded; an outfield player's goals, assists and the figures of the role.
 */
const KEY_FIGURES: Record<Exclude<PlayerDto["position"], "Manegar">, readonly StatKey[]> = {
  Goalkeeper: ["saves", "clean_sheets", "goals_conceded", "appearances"],
  Defender: ["appearances", "tackles", "interceptions", "clean_sheets"],
  Midfielder: ["goals", "assists", "appearances", "passes"],
  Forward: ["goals", "assists", "appearances", "shots_on_target"],
};

/** Figures a position cannot have: never shown, even as zeros (issue 20). */
const OUTFIELD: readonly StatKey[] = [
  "goals",
  "assists",
  "shots",
  "shots_on_target",
  "shots_off_target",
  "shooting_accuracy",
  "tackles",
];
const KEEPER: readonly StatKey[] = ["saves", "goals_conceded"];
const CANNOT_HAVE: Record<Exclude<PlayerDto["position"], "Manegar">, readonly StatKey[]> = {
  Goalkeeper: OUTFIELD,
  Defender: KEEPER,
  Midfielder: [...KEEPER, "clean_sheets"],
  Forward: [...KEEPER, "clean_sheets"],
};

/** Every other figure, in the order the page lists them after the key figures. */
const MORE_FIGURES: readonly StatKey[] = [
  "appearances",
  "minutes_played",
  "goals",
  "assists",
  "saves",
  "clean_sheets",
  "goals_conceded",
  "passes",
  "successful_passes",
  "failed_passes",
  "shots",
  "shots_on_target",
  "shots_off_target",
  "shooting_accuracy",
  "tackles",
  "interceptions",
  "aerial_duels",
  "yellow_cards",
  "red_cards",
];

/** The figures a player's page shows: the position's key figures, then the rest it has. */
function figuresFor(p: Pick<PlayerDto, "position" | "statistics">): {
  key: StatKey[];
  more: StatKey[];
} {
  if (p.position === "Manegar") return { key: [], more: [] };
  const stats = p.statistics ?? {};
  const cannot = CANNOT_HAVE[p.position];
  const possible = (k: StatKey) => typeof stats[k] === "number" && !cannot.includes(k);
  const key = KEY_FIGURES[p.position].filter(possible);
  const more = MORE_FIGURES.filter((k) => possible(k) && !key.includes(k));
  return { key, more };
}

export const handle = recordHandle("player", playerPath);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const id = recordId(params.id);
  const [player, firstTeam, juniors] = await Promise.all([
    context.api(`/website/players/show/${id}`, {}, { lang }),
    context.api(
      "/website/players",
      { team_id: FIRST_TEAM_ID, per_page: 10, clear: true },
      { lang },
    ),
    context.api("/website/teams", { kind: "junior", with: ["players"] }, { lang }),
  ]);
  return {
    player: foundOr404(player),
    firstTeam: firstTeam.ok ? firstTeam.results.data : null,
    juniors: juniors.ok ? juniors.results.data : null,
  };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) =>
  d?.player
    ? pageMeta(matches, d.player.Name, {
        image: d.player.image_url,
        description: d.player.bio?.slice(0, 160),
        type: "profile",
      })
    : screenMeta(matches, "routes.playerDetails");

function figure(k: StatKey, n: number, lang: Lang): string {
  const text = formatNumber(n, lang);
  return k === "shooting_accuracy" ? `${text}%` : text;
}

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-white/10 px-4 py-3">
      <dt className="text-sm text-white/80">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
    </div>
  );
}

export default function PlayerDetails({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { origin } = useSiteData();
  const { player: p, firstTeam, juniors } = loaderData;
  if (!p) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="mb-6 text-3xl font-bold">{t("routes.playerDetails")}</h1>
        <LoadError message="content.load.players" />
      </div>
    );
  }
  const manager = p.position === "Manegar";
  const stats = p.statistics ?? {};
  const { key, more } = figuresFor(p);
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Person",
          name: p.Name,
          image: new URL(p.image_url, origin).href,
          ...(p.dob ? { birthDate: p.dob } : {}),
          ...(p.nationality ? { nationality: p.nationality } : {}),
          url: origin + localePath(lang, playerPath(p)),
          ...(p.team ? { memberOf: { "@type": "SportsTeam", name: p.team.name } } : {}),
        }}
      />
      <div className="bg-gradient-to-b from-pitch-900 to-night text-white">
        <div className="mx-auto grid max-w-7xl items-end gap-8 px-4 pt-10 md:grid-cols-[minmax(0,320px)_1fr]">
          <PlayerPortrait
            lead
            player={p}
            className="photo-duotone relative mx-auto aspect-[4/5] w-64 overflow-hidden rounded-t-[var(--radius-card)] md:w-full"
            numberClassName="absolute bottom-2 end-2 z-10 h-32 w-40 text-accent-400/80"
          />
          <div className="pb-10">
            <p className="flex items-center gap-3 text-gold-400">
              {manager ? (
                <>
                  <ManagerIcon width={28} height={28} />
                  <span className="text-title font-bold">{t("sports.players.manager")}</span>
                </>
              ) : (
                <>
                  <span
                    className="text-7xl leading-none font-bold tabular-nums md:text-8xl"
                    aria-hidden="true"
                    data-testid="shirt-number"
                  >
                    {p.number}
                  </span>
                  <span className="sr-only">
                    {t("sports.players.number", { n: p.number ?? "" })}
                  </span>
                  <span className="text-title font-bold">
                    {t(`sports.players.positions.${p.position}`)}
                  </span>
                </>
              )}
            </p>
            <h1 className="mt-2 text-4xl font-bold md:text-5xl">{p.Name}</h1>
            {p.team ? <p className="mt-1 text-white/85">{p.team.name}</p> : null}
            <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
              {p.nationality ? (
                <Fact label={t("sports.players.nationality")} value={p.nationality} />
              ) : null}
              {p.dob ? (
                <Fact
                  label={t("sports.players.dob")}
                  value={
                    <time dateTime={p.dob}>
                      {formatDate(`${p.dob}T12:00:00+03:00`, lang, { weekday: undefined })}
                    </time>
                  }
                />
              ) : null}
              {p.age !== null ? (
                <Fact
                  label={t("sports.players.age")}
                  value={t("sports.players.ageYears", { n: p.age })}
                />
              ) : null}
              {p.preferred_leg ? (
                <Fact
                  label={t("sports.players.preferredLeg")}
                  value={t(`sports.players.legs.${p.preferred_leg}`)}
                />
              ) : null}
              {p.preferred_position ? (
                <Fact label={t("sports.players.preferredPosition")} value={p.preferred_position} />
              ) : null}
            </dl>
          </div>
        </div>
      </div>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[1fr_1.2fr]">
        {p.bio ? (
          <section aria-labelledby="bio">
            <h2 id="bio" className="heading-section mb-4">
              {t("sports.players.bio")}
            </h2>
            <p className="text-lg leading-loose">{p.bio}</p>
          </section>
        ) : null}
        {!manager ? (
          <section aria-labelledby="stats">
            <h2 id="stats" className="heading-section mb-4">
              {t("sports.players.statistics")}
            </h2>
            {key.length || more.length ? (
              <>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="key-figures">
                  {key.map((k) => (
                    <div key={k} className="card p-4">
                      <dt className="text-sm text-ink-muted">{t(`sports.players.stats.${k}`)}</dt>
                      <dd className="text-figure font-bold tabular-nums text-pitch-900">
                        {figure(k, stats[k]!, lang)}
                      </dd>
                    </div>
                  ))}
                </dl>
                {more.length ? (
                  <>
                    <h3 className="mt-6 mb-2 text-title font-bold">
                      {t("sports.players.moreFigures")}
                    </h3>
                    <dl className="card-muted grid grid-cols-2 gap-x-6 p-4 sm:grid-cols-3">
                      {more.map((k) => (
                        <div
                          key={k}
                          className="flex items-baseline justify-between gap-2 border-b border-line py-2"
                        >
                          <dt className="text-sm text-ink-muted">
                            {t(`sports.players.stats.${k}`)}
                          </dt>
                          <dd className="font-bold tabular-nums">{figure(k, stats[k]!, lang)}</dd>
                        </div>
                      ))}
                    </dl>
                  </>
                ) : null}
              </>
            ) : (
              <p>{t("sports.players.noStatistics")}</p>
            )}
          </section>
        ) : null}
      </div>

      <PageBand id="first-team" title={t("sports.players.firstTeam")}>
        {firstTeam ? (
          <PlayerRail players={firstTeam} label={t("sports.players.firstTeam")} />
        ) : (
          <LoadError message="content.load.players" />
        )}
      </PageBand>

      <section aria-labelledby="juniors" className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="juniors" className="heading-section mb-6">
          {t("sports.players.juniors")}
        </h2>
        {!juniors ? (
          <LoadError message="content.load.players" />
        ) : (
          juniors.map((team) => (
            <div key={team.id} className="mb-8">
              <h3 className="mb-4 text-title font-bold">{team.name}</h3>
              <PlayerGrid players={team.players ?? []} />
            </div>
          ))
        )}
      </section>
    </>
  );
}
