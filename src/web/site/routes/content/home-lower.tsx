// Home's blocks below the first screen: latest news, the match blocks, prediction and standings,
// players and sponsors. The server renders them with the page; the browser loads this file and
// hydrates each block when it comes near the viewport (home-on-view.tsx, ADR 0061).
import type { Route } from "./+types/home";
import type { MatchDto } from "../../../../shared/sports/dtos";
import type { PartnerDto } from "../../../../shared/content/dtos";
import { ChampionshipSlide } from "../../components/championship-slide";
import { LoadError } from "../../components/load-error";
import { MatchesSlider } from "../../components/matches-slider";
import { OfferCard } from "../../components/offer-card";
import { PlayerRail } from "../../components/player-rail";
import { SponsorsSlider } from "../../components/sponsors-slider";
import { StandingsTable } from "../../components/standings-table";
import { Carousel } from "../../../components/ui/carousel";
import { PredictionCard } from "../../features/engagement/prediction-card";
import { EventCard } from "../../features/events/event-card";
import { NewsGrid, SectionTitle, VerticalSponsor } from "../../features/content/home-blocks";
import { TIMINGS } from "../../../../shared/platform/timings";
import { useT } from "../../../lib/i18n";

type Data = Route.ComponentProps["loaderData"];
type Retry = { retry: () => void; retrying: boolean };

export function NewsBlock({ home, retry, retrying }: { home: Data["home"] } & Retry) {
  const t = useT();
  return (
    <section
      aria-labelledby="home-news"
      className="render-near-view mx-auto [--near-view-height:76rem] lg:[--near-view-height:36rem] max-w-7xl px-4 py-12"
    >
      <SectionTitle
        id="home-news"
        title={t("home.latestNews")}
        link="/news"
        linkText={t("home.allNews")}
      />
      <div className="grid gap-4 lg:grid-cols-[1fr_12rem]">
        <div>
          {!home ? (
            <LoadError message="content.load.news" onRetry={retry} retrying={retrying} />
          ) : home.latest_news.length ? (
            <NewsGrid news={home.latest_news} />
          ) : (
            <p>{t("home.noNews")}</p>
          )}
        </div>
        <VerticalSponsor />
      </div>
    </section>
  );
}

/** The events open for booking, up to three, linking to the events screen. */
function OpenEvents({ events }: { events: Data["events"] }) {
  const t = useT();
  if (!events.length) return null;
  return (
    <section
      aria-labelledby="home-events"
      className="render-near-view mx-auto [--near-view-height:76rem] lg:[--near-view-height:29rem] max-w-7xl px-4 py-12"
    >
      <SectionTitle
        id="home-events"
        title={t("events.list.homeTitle")}
        link="/events"
        linkText={t("events.list.all")}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {events.slice(0, 3).map((e) => (
          <li key={e.id}>
            <EventCard event={e} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Upcoming matches (or, without them, the championships), offers, the championships and the
 * events open for booking. The upcoming block leaves out the match already shown by the lead
 * block or the prediction card.
 */
export function MatchBlocks({
  home,
  predictId,
  events,
  retry,
  retrying,
}: { home: Data["home"]; predictId: number | null; events: Data["events"] } & Retry) {
  const t = useT();
  const cups = home?.sliders.cups_slider ?? [];
  const matchDay = home?.match_day ?? null;
  const others = (home?.incoming_matchs ?? []).filter(
    (m) => m.id !== matchDay?.id && m.id !== predictId,
  );
  const cupsBlock = cups.length ? (
    <section
      aria-labelledby="home-cups"
      className="render-near-view bg-pitch-900 py-10 text-white [--near-view-height:19.5rem]"
    >
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="home-cups" className="mb-6 text-2xl font-bold md:text-3xl">
          {t("home.championships")}
        </h2>
        <Carousel
          items={cups}
          label={t("home.championships")}
          interval={TIMINGS.championsRotateMs}
          className="rounded-2xl"
          render={(c) => <ChampionshipSlide slide={c} />}
        />
      </div>
    </section>
  ) : null;
  return (
    <>
      {!home || others.length ? (
        <section
          aria-labelledby="home-matches"
          className="render-near-view bg-surface-muted py-12 [--near-view-height:27rem]"
        >
          <div className="mx-auto max-w-7xl px-4">
            <SectionTitle
              id="home-matches"
              title={t("home.upcomingMatches")}
              link="/matches"
              linkText={t("home.allMatches")}
            />
            {home ? (
              <MatchesSlider matches={others} label={t("home.upcomingMatches")} />
            ) : (
              <LoadError message="content.load.matches" onRetry={retry} retrying={retrying} />
            )}
          </div>
        </section>
      ) : (
        cupsBlock
      )}

      {home?.offers.length ? (
        <section
          aria-labelledby="home-offers"
          className="render-near-view mx-auto [--near-view-height:45rem] lg:[--near-view-height:32rem] max-w-7xl px-4 py-12"
        >
          <SectionTitle id="home-offers" title={t("home.latestOffers")} />
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {home.offers.map((o) => (
              <OfferCard key={o.id} offer={o} />
            ))}
          </ul>
        </section>
      ) : null}

      {others.length ? cupsBlock : null}

      {/* Events open for booking follow the match blocks (spec section 2 places those first). */}
      <OpenEvents events={events} />
    </>
  );
}

/** The prediction card (outside match weeks: the lead block carries it then) and the standings. */
export function PredictionBlock({
  home,
  predictId,
  standings,
  onPredict,
  retry,
  retrying,
}: {
  home: Data["home"];
  predictId: number | null;
  standings: Data["standings"];
  onPredict: (match: MatchDto) => void;
} & Retry) {
  const t = useT();
  const matchDay = home?.match_day ?? null;
  const upcoming = home?.incoming_matchs ?? [];
  return (
    <div
      className={`render-near-view mx-auto grid [--near-view-height:21rem] max-w-7xl gap-8 px-4 py-12 ${matchDay ? "" : "lg:grid-cols-2"}`}
    >
      {matchDay ? null : (
        <PredictionCard
          matches={upcoming.filter((m) => predictId === null || m.id === predictId)}
          onOpen={onPredict}
        />
      )}
      <section aria-labelledby="home-standings">
        <SectionTitle
          id="home-standings"
          title={t("content.home.standings")}
          link="/matches/table"
          linkText={t("content.home.fullTable")}
        />
        {!standings ? (
          <LoadError message="content.load.standings" onRetry={retry} retrying={retrying} />
        ) : standings.data.length ? (
          <StandingsTable
            rows={standings.data.slice(0, 5)}
            caption={standings.championship?.title ?? t("content.home.standings")}
            compact
          />
        ) : (
          <p className="card-muted p-6 text-center">{t("content.empty.championship")}</p>
        )}
      </section>
    </div>
  );
}

/** The first team's players and the sponsors (from the home payload, or the site frame's). */
export function PlayersBlock({
  players,
  partners,
  retry,
  retrying,
}: { players: Data["players"]; partners: PartnerDto[] } & Retry) {
  const t = useT();
  return (
    <>
      <section
        aria-labelledby="home-players"
        className="render-near-view bg-surface-muted py-12 [--near-view-height:26rem] lg:[--near-view-height:35.5rem]"
      >
        <div className="mx-auto max-w-7xl px-4">
          <SectionTitle id="home-players" title={t("content.home.players")} />
          {players ? (
            players.length ? (
              <PlayerRail
                players={players}
                label={t("content.home.players")}
                interval={TIMINGS.firstTeamAutoplayMs}
              />
            ) : (
              <p>{t("content.empty.items")}</p>
            )
          ) : (
            <LoadError message="content.load.players" onRetry={retry} retrying={retrying} />
          )}
        </div>
      </section>

      {partners.length ? (
        <section
          aria-labelledby="home-sponsors"
          className="render-near-view mx-auto [--near-view-height:21rem] lg:[--near-view-height:16rem] max-w-7xl px-4 py-12"
        >
          <SectionTitle id="home-sponsors" title={t("content.home.sponsors")} />
          <SponsorsSlider partners={partners} label={t("content.home.sponsors")} />
        </section>
      ) : null}
    </>
  );
}
