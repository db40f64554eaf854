import type { ApiCaller } from "../../../../shared/api";
import { FIRST_TEAM_ID } from "../../../../shared/sports/constants";
import type { Lang } from "../../../../shared/i18n";
import type { PlayerDto, StandingsDto } from "../../../../shared/sports/dtos";
import type { NewsPageDto } from "../../../../shared/content/dtos";
import type { OfferDto, SectionDto, SlideDto } from "../../../../shared/content/dtos";
import type { MatchDto } from "../../../../shared/sports/dtos";

/** The first team (spec section 9: players team_id 12). */

/**
 * Data some section types need, loaded once per page. A key that is absent was not needed;
 * null means its call failed and the section shows its load error.
 */
export type SectionData = {
  players?: PlayerDto[] | null;
  news?: NewsPageDto | null;
  results?: MatchDto[] | null;
  offers?: OfferDto[] | null;
  standings?: StandingsDto | null;
  slides?: Record<string, SlideDto[]> | null;
};

const NEEDS: Record<string, Array<keyof SectionData>> = {
  fristTeamSlider: ["players"],
  fristTeamSection: ["players"],
  lastNews: ["news"],
  fastNewsAndResults: ["news", "results"],
  lastOffers: ["offers"],
  homeChampsSection: ["standings"],
  clubPresidentsSlider: ["slides"],
  textImageSlider: ["slides"],
  championsSection: ["slides"],
};

/** The slider a section shows: its custom field `slider_key`, or the type's usual one. */
export function sliderKeyOf(section: SectionDto): string {
  const key = section.custom_fields.slider_key;
  if (typeof key === "string" && key) return key;
  return section.style.type === "clubPresidentsSlider" ? "club_presidents" : "cups_slider";
}

export const NEWS_SECTION_PER_PAGE = 6;

export async function loadSectionData(
  api: ApiCaller,
  sections: SectionDto[],
  lang: Lang,
): Promise<SectionData> {
  const needs = new Set(sections.flatMap((s) => NEEDS[s.style.type] ?? []));
  const out: SectionData = {};
  const jobs: Promise<void>[] = [];
  if (needs.has("players")) {
    jobs.push(
      api("/website/players", { team_id: FIRST_TEAM_ID, per_page: 50, clear: true }, { lang }).then(
        (r) => {
          out.players = r.ok ? r.results.data : null;
        },
      ),
    );
  }
  if (needs.has("news")) {
    jobs.push(
      api(
        "/website/news",
        { page: 1, per_page: NEWS_SECTION_PER_PAGE, clear: true },
        { lang },
      ).then((r) => {
        out.news = r.ok ? r.results : null;
      }),
    );
  }
  if (needs.has("results")) {
    jobs.push(
      api("/website/matches", { state: "results", per_page: 3 }, { lang }).then((r) => {
        out.results = r.ok ? r.results.data : null;
      }),
    );
  }
  if (needs.has("offers")) {
    jobs.push(
      api("/website/offers", {}, { lang }).then((r) => {
        out.offers = r.ok ? r.results.data : null;
      }),
    );
  }
  if (needs.has("standings")) {
    jobs.push(
      api("/website/championshipResults", { limit: 5 }, { lang }).then((r) => {
        out.standings = r.ok ? r.results : null;
      }),
    );
  }
  if (needs.has("slides")) {
    const keys = [
      ...new Set(sections.filter((s) => NEEDS[s.style.type]?.includes("slides")).map(sliderKeyOf)),
    ];
    jobs.push(
      api("/website/sliders", { keys }, { lang }).then((r) => {
        if (!r.ok) {
          out.slides = null;
          return;
        }
        const grouped: Record<string, SlideDto[]> = Object.fromEntries(
          keys.map((k) => [k, [] as SlideDto[]]),
        );
        for (const s of r.results.data) grouped[s.key]?.push(s);
        for (const list of Object.values(grouped))
          list.sort((a, b) => a.ord - b.ord || a.id - b.id);
        out.slides = grouped;
      }),
    );
  }
  await Promise.all(jobs);
  return out;
}
