import type { ComponentType } from "react";
import type { SectionDto } from "../../../../shared/content/dtos";
import { CustomSection } from "./custom-section";
import {
  FastNewsAndResultsSection,
  FirstTeamSection,
  FirstTeamSliderSection,
  HomeChampsSection,
  LastNewsSection,
  LastOffersSection,
} from "./data-sections";
import {
  BoxAndImageSection,
  ChampionsSection,
  ClubPresidentsSection,
  FileDownloadSection,
  GraphImageSection,
  TextImageSliderSection,
  TweetsSection,
  VisionSection,
} from "./media-sections";
import { PageHeaderSection } from "./page-header-section";
import type { SectionData } from "./section-data";
import type { SectionProps } from "./section-props";
import { TextBoxSection } from "./text-box-section";

export type SectionRegistry = Record<string, ComponentType<SectionProps>>;

/**
 * Section style type → component: shared by the public page and the console's private preview,
 * which render every type alike, the page's own content (text, pictures, sliders) and the club's
 * live data (news, matches, players, standings, offers, loaded by section-data.ts through the
 * public calls). A type with no component goes to `fallback`, or is skipped like a section
 * whose status is off.
 */
export const contentSectionRegistry: SectionRegistry = {
  pageHeader: PageHeaderSection,
  textBox: TextBoxSection,
  custom: CustomSection,
  tweets: TweetsSection,
  clubPresidentsSlider: ClubPresidentsSection,
  boxAndImage: BoxAndImageSection,
  // The spec's {product}VisionSection, for this club's product name.
  alnoorVisionSection: VisionSection,
  textImageSlider: TextImageSliderSection,
  fileDownload: FileDownloadSection,
  championsSection: ChampionsSection,
  graphImageSection: GraphImageSection,
  homeChampsSection: HomeChampsSection,
  fastNewsAndResults: FastNewsAndResultsSection,
  lastOffers: LastOffersSection,
  fristTeamSlider: FirstTeamSliderSection,
  lastNews: LastNewsSection,
  fristTeamSection: FirstTeamSection,
};

export function SectionList({
  sections,
  pageTitle,
  data,
  logo,
  registry = contentSectionRegistry,
  fallback,
}: {
  sections: SectionDto[];
  pageTitle: string;
  data?: SectionData;
  /** The club's logo from the site settings (the page header's picture). */
  logo?: string | null;
  registry?: SectionRegistry;
  fallback?: ComponentType<SectionProps>;
}) {
  return (
    <>
      {sections
        .filter((s) => s.status === 1)
        .map((section) => {
          const Component = registry[section.style.type] ?? fallback;
          return Component ? (
            <Component
              key={section.id}
              section={section}
              pageTitle={pageTitle}
              data={data}
              logo={logo}
            />
          ) : null;
        })}
    </>
  );
}
