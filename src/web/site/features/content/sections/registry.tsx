import type { ComponentType } from "react";
import type { SectionDto } from "../../../../../shared/content/dtos";
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

/**
 * Section style type → component. Each later feature adds its types here; a type with no
 * component is skipped, like a section whose status is off.
 */
export const sectionRegistry: Record<string, ComponentType<SectionProps>> = {
  pageHeader: PageHeaderSection,
  textBox: TextBoxSection,
  custom: CustomSection,
  homeChampsSection: HomeChampsSection,
  tweets: TweetsSection,
  fastNewsAndResults: FastNewsAndResultsSection,
  lastOffers: LastOffersSection,
  fristTeamSlider: FirstTeamSliderSection,
  lastNews: LastNewsSection,
  clubPresidentsSlider: ClubPresidentsSection,
  boxAndImage: BoxAndImageSection,
  // The spec's {product}VisionSection, for this club's product name.
  alnoorVisionSection: VisionSection,
  textImageSlider: TextImageSliderSection,
  fileDownload: FileDownloadSection,
  championsSection: ChampionsSection,
  fristTeamSection: FirstTeamSection,
  graphImageSection: GraphImageSection,
};

export function SectionList({
  sections,
  pageTitle,
  data,
}: {
  sections: SectionDto[];
  pageTitle: string;
  data?: SectionData;
}) {
  return (
    <>
      {sections
        .filter((s) => s.status === 1)
        .map((section) => {
          const Component = sectionRegistry[section.style.type];
          return Component ? (
            <Component key={section.id} section={section} pageTitle={pageTitle} data={data} />
          ) : null;
        })}
    </>
  );
}
