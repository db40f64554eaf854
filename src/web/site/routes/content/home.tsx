import { useState } from "react";
import { useRevalidator } from "react-router";
import { FIRST_TEAM_ID } from "../../../../shared/sports/constants";
import type { Route } from "./+types/home";
import type { MatchDto } from "../../../../shared/sports/dtos";
import type { HomeDto } from "../../../../shared/content/dtos";
import { ChampionshipSlide } from "../../components/championship-slide";
import { LoadError } from "../../components/load-error";
import { MatchesSlider } from "../../components/matches-slider";
import { OfferCard } from "../../components/offer-card";
import { PlayerRail } from "../../components/player-rail";
import { playerCardData } from "../../components/player-card";
import { SponsorsSlider } from "../../components/sponsors-slider";
import { HydrateApart } from "../../../components/ui/hydrate-apart";
import { StandingsTable } from "../../components/standings-table";
import { Carousel } from "../../../components/ui/carousel";
import { nextPredictable, PredictionCard } from "../../features/engagement/prediction-card";
import { MatchDay } from "../../features/sports/match-day";
import { availabilityOf, EventCard, eventCardData } from "../../features/events/event-card";
import {
  HomeSection,
  NewsGrid,
  newsForGrid,
  SectionTitle,
  SlideView,
  VerticalSponsor,
} from "../../features/content/home-blocks";
import { eventPath } from "../../features/events/event-path";
import { TIMINGS } from "../../../../shared/platform/timings";
import { lazyChunk } from "../../../components/ui/lazy-chunk";
import { manyOf } from "../../../lib/api-client";
import { useSiteData } from "../../lib/site-data";
import { excerptWords } from "../../../lib/format";
import { langFromPath, useT } from "../../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import type { RouteHandle } from "../../../lib/route-handle";
import { isolateSeasons } from "../../../lib/season-text";

// The prediction form (and its validation code) loads when a fan first opens it.
const ExpectModal = lazyChunk(() =>
  import("../../features/engagement/expect-modal").then((m) => m.ExpectModal),
);

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = { largeFooter: true, ownSponsors: true };

/** The events block shows up to three events. */
const HOME_EVENTS = 3;

const pickAddress = (e: { id: number; title: string } | undefined) =>
  e ? { id: e.id, title: e.title } : null;

/**
 * The home payload as the page's blocks use it: the news grid's items with their excerpts, and
 * without the settings, which the site frame already sends (the page reads them from there).
 */
function homeBlocks({ settings: _settings, ...blocks }: HomeDto) {
  return { ...blocks, latest_news: newsForGrid(blocks.latest_news) };
}

/** The players block shows the first team (team_id 12, spec section 9). */

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const [home, standings, players, events] = await Promise.all([
    context.api(
      "/website/home",
      { sliders_keys: ["main_slider", "cups_slider"], limit: 10, data_type: "all" },
      { lang },
    ),
    context.api("/website/championshipResults", { limit: 5 }, { lang }),
    context.api(
      "/website/players",
      { team_id: FIRST_TEAM_ID, per_page: 10, clear: true },
      { lang },
    ),
    context.api("/reservations/events", { current: true }, { lang }),
  ]);
  const open = events.ok ? manyOf(events.results).filter((e) => availabilityOf(e) === "open") : [];
  const matchDay = home.ok ? home.results.match_day : null;
  // Outside match weeks the prediction card shows the next predictable match; the upcoming
  // block then leaves it out, so the two never show the same match side by side (issue 20).
  const predictId =
    home.ok && !matchDay
      ? (nextPredictable(home.results.incoming_matchs, Date.now())?.id ?? null)
      : null;
  // A failed block is reported in place; the rest of the page is still shown (spec section 7).
  return {
    home: home.ok ? homeBlocks(home.results) : null,
    predictId,
    // The event selling seats for the match Home leads with, when it is open for booking (its
    // address is all the lead block needs).
    matchEvent: matchDay ? pickAddress(open.find((e) => e.match_id === matchDay.id)) : null,
    standings: standings.ok ? standings.results : null,
    // The players block draws cards: only their fields travel to the browser.
    players: players.ok ? players.results.data.map(playerCardData) : null,
    // The events block shows the first three events open for booking; without them (or their
    // call) no block. Only the cards' fields travel to the browser (no description or clocks).
    events: open.slice(0, HOME_EVENTS).map(eventCardData),
  };
}

export const meta: Route.MetaFunction = ({ matches, data }) => {
  const root = matches.find((m) => m?.id === "site")?.data as
    { settings?: { AppName: string } } | undefined;
  const first = data?.home?.latest_news[0];
  return pageMeta(matches, root?.settings?.AppName ?? "", {
    image: "/media/slide-1.svg",
    description: first ? excerptWords(first.description, 25) : undefined,
  });
};

/** The events open for booking (up to three, from the loader), linking to the events screen. */
function OpenEvents({ events }: { events: Route.ComponentProps["loaderData"]["events"] }) {
  const t = useT();
  if (!events.length) return null;
  return (
    <HomeSection
      id="home-events"
      title={t("events.list.homeTitle")}
      link="/events"
      linkText={t("events.list.all")}
      height="[--near-view-height:76rem] lg:[--near-view-height:29rem]"
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((e) => (
          <li key={e.id}>
            <EventCard event={e} headingLevel={3} />
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const [predicting, setPredicting] = useState<MatchDto | null>(null);
  const { home, standings, players, events, matchEvent, predictId } = loaderData;
  const site = useSiteData();
  const revalidator = useRevalidator();
  // A failed block asks for the page's data again without leaving the page (spec section 7).
  const retrying = revalidator.state === "loading";
  const retry = () => void revalidator.revalidate();
  const main = home?.sliders.main_slider ?? [];
  const cups = home?.sliders.cups_slider ?? [];
  const upcoming = home?.incoming_matchs ?? [];
  const matchDay = home?.match_day ?? null;
  // The upcoming block leaves out the match already shown by the lead block or the prediction card.
  const others = upcoming.filter((m) => m.id !== matchDay?.id && m.id !== predictId);
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
      <h1 className="sr-only">{site.settings?.AppName ?? t("app.clubName")}</h1>
      {/* In match weeks the match leads; otherwise the main slider does (issue 20, ADR 0057). */}
      {matchDay ? (
        <MatchDay
          match={matchDay}
          bookTo={matchEvent ? eventPath(matchEvent) : undefined}
          onPredict={setPredicting}
        />
      ) : null}
      <Carousel
        items={main}
        label={t("home.mainSlider")}
        interval={TIMINGS.bannerRotateMs}
        render={(s, i) => <SlideView slide={s} priority={i === 0 && !matchDay} />}
      />

      <HydrateApart>
        <HomeSection
          id="home-news"
          title={t("home.latestNews")}
          link="/news"
          linkText={t("home.allNews")}
          height="[--near-view-height:76rem] lg:[--near-view-height:36rem]"
        >
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
        </HomeSection>
      </HydrateApart>

      <HydrateApart>
        {!home || others.length ? (
          <HomeSection
            id="home-matches"
            title={t("home.upcomingMatches")}
            link="/matches"
            linkText={t("home.allMatches")}
            height="[--near-view-height:27rem]"
            tint
          >
            {home ? (
              <MatchesSlider matches={others} label={t("home.upcomingMatches")} />
            ) : (
              <LoadError message="content.load.matches" onRetry={retry} retrying={retrying} />
            )}
          </HomeSection>
        ) : (
          cupsBlock
        )}

        {home?.offers.length ? (
          <HomeSection
            id="home-offers"
            title={t("home.latestOffers")}
            height="[--near-view-height:45rem] lg:[--near-view-height:32rem]"
          >
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {home.offers.map((o) => (
                <OfferCard key={o.id} offer={o} />
              ))}
            </ul>
          </HomeSection>
        ) : null}

        {others.length ? cupsBlock : null}

        {/* Events open for booking follow the match blocks (spec section 2 places those first). */}
        <OpenEvents events={events} />
      </HydrateApart>

      <HydrateApart>
        <div
          className={`render-near-view mx-auto grid [--near-view-height:21rem] max-w-7xl gap-8 px-4 py-12 ${matchDay ? "" : "lg:grid-cols-2"}`}
        >
          {/* In match weeks the lead block carries the prediction; no second card repeats it. */}
          {matchDay ? null : (
            <PredictionCard
              matches={upcoming.filter((m) => predictId === null || m.id === predictId)}
              onOpen={setPredicting}
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
                caption={isolateSeasons(
                  standings.championship?.title ?? t("content.home.standings"),
                )}
                compact
              />
            ) : (
              <p className="card-muted p-6 text-center">{t("content.empty.championship")}</p>
            )}
          </section>
        </div>
        {/* Outside the block drawn only near the viewport: the lead block opens it too. */}
        {predicting ? <ExpectModal match={predicting} onClose={() => setPredicting(null)} /> : null}
      </HydrateApart>

      <HydrateApart>
        <HomeSection
          id="home-players"
          title={t("content.home.players")}
          height="[--near-view-height:26rem] lg:[--near-view-height:35.5rem]"
          tint
        >
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
        </HomeSection>

        {(home?.partners ?? site.partners).length ? (
          // The sponsors come with the home payload, and with the site frame when it failed.
          <HomeSection
            id="home-sponsors"
            title={t("content.home.sponsors")}
            height="[--near-view-height:21rem] lg:[--near-view-height:16rem]"
          >
            <SponsorsSlider
              partners={home?.partners ?? site.partners}
              label={t("content.home.sponsors")}
            />
          </HomeSection>
        ) : null}
      </HydrateApart>
    </>
  );
}
