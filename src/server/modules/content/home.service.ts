import type { Lang } from "../../../shared/i18n";
import { SLIDER_KEYS } from "../../../shared/content/schemas";
import type { Db } from "../../db/client";
import { matchDay, upcomingMatches } from "../sports/matches.service";
import { latestNews } from "./news.service";
import { getSettings } from "../platform/settings.service";
import { groupByKey, listOffers, listPartners, listSlides } from "./content.service";

type HomeInput = {
  db: Db;
  lang: Lang;
  slidersKeys?: string[];
  limit?: number;
  dataType?: string;
};

/** Everything the home page needs in one round trip (spec section 3, home payload). */
export async function getHome({ db, lang, slidersKeys, limit = 10, dataType = "all" }: HomeInput) {
  const keys = slidersKeys?.length ? slidersKeys : [...SLIDER_KEYS];
  const want = (part: string) => dataType === "all" || dataType === part;
  const [settings, slides, latest_news, incoming_matchs, offers, partners, match_day] =
    await Promise.all([
      getSettings({ db, lang }),
      want("sliders") ? listSlides({ db, lang, kind: "slider", keys }) : Promise.resolve([]),
      want("news") ? latestNews({ db, lang, limit }) : Promise.resolve([]),
      want("matches") ? upcomingMatches({ db, lang, limit }) : Promise.resolve([]),
      want("offers") ? listOffers({ db, lang, limit }) : Promise.resolve([]),
      want("partners") ? listPartners({ db, lang }) : Promise.resolve([]),
      want("matches") ? matchDay({ db, lang }) : Promise.resolve(null),
    ]);
  return {
    latest_news,
    settings,
    sliders: groupByKey(slides, keys),
    offers,
    incoming_matchs,
    partners,
    match_day,
  };
}
