import {
  contentSectionRegistry,
  type SectionRegistry,
} from "../../../../components/ui/sections/registry";
import {
  FastNewsAndResultsSection,
  FirstTeamSection,
  FirstTeamSliderSection,
  HomeChampsSection,
  LastNewsSection,
  LastOffersSection,
} from "./data-sections";

/**
 * The public page's sections: the shared ones (components/ui/sections) and those showing the
 * club's live data, which use the site's own cards (matches, players, news, offers, standings).
 */
export const siteSectionRegistry: SectionRegistry = {
  ...contentSectionRegistry,
  homeChampsSection: HomeChampsSection,
  fastNewsAndResults: FastNewsAndResultsSection,
  lastOffers: LastOffersSection,
  fristTeamSlider: FirstTeamSliderSection,
  lastNews: LastNewsSection,
  fristTeamSection: FirstTeamSection,
};
