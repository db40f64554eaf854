import { useState } from "react";
import { TextLink } from "../text-link";
import { browserApi } from "../../../lib/api-client";
import type { NewsPageDto } from "../../../../shared/content/dtos";
import { EmptyState, LoadError } from "../load-error";
import { MatchCardView } from "../cards/match-card";
import { NewsCard } from "../cards/news-card";
import { OfferCard } from "../cards/offer-card";
import { PlayerGrid } from "../cards/player-card";
import { PlayerRail } from "../cards/player-rail";
import { StandingsTable } from "../cards/standings-table";
import { TIMINGS } from "../../../../shared/platform/timings";
import { useLang, useT } from "../../../lib/i18n";
import type { MessageKey } from "../../../../shared/i18n";
import type { SectionProps } from "./section-props";
import { NEWS_SECTION_PER_PAGE } from "./section-data";
import { SectionFrame } from "./section-frame";
import { isolateSeasons } from "../../../lib/season-text";

/*
 * The sections showing the club's live data (players, news, results, offers, standings), filled
 * by section-data.ts with the public calls: the public page and the console's page preview
 * render them alike.
 */

/**
 * A live-data section listing the items of one call: the load error when the call failed (`null`),
 * the items when there are some, otherwise the empty state.
 */
function LiveItemsSection<T>({
  title,
  items,
  loadError,
  tint = false,
  children,
}: {
  title: string;
  items: T[] | null | undefined;
  loadError: MessageKey;
  tint?: boolean;
  children: (items: T[]) => React.ReactNode;
}) {
  return (
    <SectionFrame title={title} tone={tint ? "tint" : "plain"} wide>
      {() =>
        items === null ? (
          <LoadError message={loadError} />
        ) : items?.length ? (
          children(items)
        ) : (
          <EmptyState message="content.empty.items" />
        )
      }
    </SectionFrame>
  );
}

/** The first 10 players of the first team, a page at a time with dots; 'loadPlayersErr' if they fail. */
export function FirstTeamSliderSection({ section, data }: SectionProps) {
  const t = useT();
  const title = section.title || t("sports.players.firstTeam");
  return (
    <LiveItemsSection title={title} items={data?.players} loadError="content.load.players" tint>
      {(players) => (
        <PlayerRail players={players} label={title} interval={TIMINGS.firstTeamAutoplayMs} />
      )}
    </LiveItemsSection>
  );
}

/** The whole first team as a grid. */
export function FirstTeamSection({ section, data }: SectionProps) {
  const t = useT();
  return (
    <LiveItemsSection
      title={section.title || t("sports.players.squad")}
      items={data?.players}
      loadError="content.load.players"
    >
      {(players) => <PlayerGrid players={players} />}
    </LiveItemsSection>
  );
}

/** The latest news (page 1) with a show-more button that loads the next pages in place. */
export function LastNewsSection({ section, data }: SectionProps) {
  const t = useT();
  const lang = useLang();
  const first = data?.news;
  const [pages, setPages] = useState<NewsPageDto[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  if (first === null)
    return (
      <SectionFrame title={section.title}>
        {() => <LoadError message="content.load.news" />}
      </SectionFrame>
    );
  if (!first) return null;
  const last = pages[pages.length - 1] ?? first;
  const items = [first, ...pages].flatMap((p) => p.data);
  const more = async () => {
    setLoading(true);
    setFailed(false);
    const r = await browserApi(
      "/website/news",
      { page: last.current_page + 1, per_page: NEWS_SECTION_PER_PAGE, clear: true },
      { lang },
    );
    setLoading(false);
    if (r.ok) setPages((p) => [...p, r.results]);
    else setFailed(true);
  };
  return (
    <SectionFrame title={section.title || t("home.latestNews")} wide>
      {() => (
        <>
          {items.length ? (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {items.map((n) => (
                <li key={n.id} className="flex">
                  <NewsCard item={n} previewWords={15} className="w-full" />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState message="content.empty.items" />
          )}
          {failed ? <LoadError message="content.load.news" className="mt-6" /> : null}
          {last.current_page < last.last_page ? (
            <p className="mt-8 text-center">
              <button
                type="button"
                onClick={more}
                disabled={loading}
                aria-busy={loading}
                className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
              >
                {loading ? t("content.loading") : t("content.news.showMore")}
              </button>
            </p>
          ) : null}
        </>
      )}
    </SectionFrame>
  );
}

/** Latest headlines beside the latest results (finished matches: no live stream to keep). */
export function FastNewsAndResultsSection({ section, data, logo }: SectionProps) {
  const t = useT();
  return (
    <SectionFrame title={section.title} wide>
      {() => (
        <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
          <div>
            <h3 className="mb-4 text-title font-bold">{t("home.latestNews")}</h3>
            {data?.news === null ? (
              <LoadError message="content.load.news" />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {(data?.news?.data ?? []).slice(0, 4).map((n) => (
                  <li key={n.id} className="flex">
                    <NewsCard item={n} className="w-full" />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3 className="mb-4 text-title font-bold">{t("content.sections.latestResults")}</h3>
            {data?.results === null ? (
              <LoadError message="content.load.matches" />
            ) : data?.results?.length ? (
              <ul className="space-y-4">
                {data.results.map((m) => (
                  <MatchCardView key={m.id} match={m} logo={logo} />
                ))}
              </ul>
            ) : (
              <EmptyState message="content.empty.results" />
            )}
          </div>
        </div>
      )}
    </SectionFrame>
  );
}

/** Latest offers with their shop-now buttons. */
export function LastOffersSection({ section, data }: SectionProps) {
  const t = useT();
  return (
    <LiveItemsSection
      title={section.title || t("home.latestOffers")}
      items={data?.offers}
      loadError="content.load.offers"
    >
      {(offers) => (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {offers.map((o) => (
            <OfferCard key={o.id} offer={o} />
          ))}
        </ul>
      )}
    </LiveItemsSection>
  );
}

/** The league table preview (5 rows) with a link to the full table. */
export function HomeChampsSection({ section, data }: SectionProps) {
  const t = useT();
  const s = data?.standings;
  return (
    <SectionFrame title={section.title || t("content.home.standings")}>
      {() =>
        s === null ? (
          <LoadError message="content.load.standings" />
        ) : s?.championship && s.data.length ? (
          <>
            <StandingsTable
              rows={s.data.slice(0, 5)}
              caption={isolateSeasons(s.championship.title)}
              compact
            />
            <p className="mt-4">
              <TextLink to="/matches/table">{t("sports.matches.fullTable")}</TextLink>
            </p>
          </>
        ) : (
          <EmptyState message="content.empty.championship" />
        )
      }
    </SectionFrame>
  );
}
