import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { FIRST_TEAM_ID } from "../../../../shared/sports/constants";
import type { Route } from "./+types/home";
import type { MatchDto } from "../../../../shared/sports/dtos";
import { Carousel } from "../../../components/ui/carousel";
import { nextPredictable } from "../../features/engagement/prediction-card";
import { MatchDay } from "../../features/sports/match-day";
import { availabilityOf } from "../../features/events/event-card";
import { newsForGrid } from "../../features/content/home-blocks";
import type { SlideDto } from "../../../../shared/content/dtos";
import { LocalLink } from "../../../components/ui/local-link";
import { eventPath } from "../../features/events/event-path";
import { lazyChunk } from "../../../components/ui/lazy-chunk";
import { TIMINGS } from "../../../../shared/platform/timings";
import { OnView } from "./home-on-view";
import { manyOf } from "../../../lib/api-client";
import { useSiteData } from "../../lib/site-data";
import { excerptWords } from "../../../lib/format";
import { langFromPath, useT } from "../../../lib/i18n";
import { pageMeta } from "../../lib/meta";
import type { RouteHandle } from "../../../lib/route-handle";

// The prediction form (and its validation code) loads when a fan first opens it.
const ExpectModal = lazyChunk(() =>
  import("../../features/engagement/expect-modal").then((m) => m.ExpectModal),
);

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

export const handle: RouteHandle = { largeFooter: true, ownSponsors: true };

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
    home: home.ok ? { ...home.results, latest_news: newsForGrid(home.results.latest_news) } : null,
    predictId,
    // The event selling seats for the match Home leads with, when it is open for booking.
    matchEvent: matchDay ? (open.find((e) => e.match_id === matchDay.id) ?? null) : null,
    standings: standings.ok ? standings.results : null,
    players: players.ok ? players.results.data : null,
    // The events block shows only events open for booking; without them (or their call) no block.
    events: open,
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

/** A slide of the main slider: the first one is the page's largest paint outside match weeks. */
export function SlideView({ slide, priority }: { slide: SlideDto; priority: boolean }) {
  const target = slide.target;
  const button =
    "mt-5 inline-flex min-h-11 items-center rounded-xl bg-gold-500 px-6 font-bold text-brand-900 hover:bg-gold-400";
  return (
    <div className="relative h-[60vw] max-h-[560px] min-h-[340px] w-full">
      <img
        src={slide.image_url}
        alt=""
        className="absolute inset-0 size-full object-cover"
        width={1600}
        height={640}
        fetchPriority={priority ? "high" : "auto"}
        loading={priority ? "eager" : "lazy"}
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/30 to-transparent" />
      <div className="absolute inset-x-0 bottom-16 mx-auto max-w-7xl px-4 text-white">
        <h2 className="max-w-2xl text-3xl font-bold md:text-5xl">{slide.title}</h2>
        {slide.description ? (
          <p className="mt-3 max-w-xl text-lg text-white/90">{slide.description}</p>
        ) : null}
        {target.type !== "None" && target.target && target.button_text ? (
          target.type === "Page" ? (
            <LocalLink to={target.target} className={button}>
              {target.button_text}
            </LocalLink>
          ) : (
            <a href={target.target} rel="noopener" className={button}>
              {target.button_text}
            </a>
          )
        ) : null}
      </div>
    </div>
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
  const { revalidate } = revalidator;
  const retry = useCallback(() => void revalidate(), [revalidate]);
  const main = home?.sliders.main_slider ?? [];
  const matchDay = home?.match_day ?? null;
  const partners = home?.partners ?? site.partners;

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

      {/* Below the first screen: each block's code and hydration come when it nears the viewport. */}
      <OnView block="NewsBlock" props={{ home, retry, retrying }} />
      <OnView block="MatchBlocks" props={{ home, predictId, events, retry, retrying }} />
      <OnView
        block="PredictionBlock"
        props={{ home, predictId, standings, onPredict: setPredicting, retry, retrying }}
      />
      {/* Outside the blocks drawn only near the viewport: the lead block opens it too. */}
      {predicting ? <ExpectModal match={predicting} onClose={() => setPredicting(null)} /> : null}
      <OnView block="PlayersBlock" props={{ players, partners, retry, retrying }} />
    </>
  );
}
