import type { ComponentType } from "react";
import type { SectionDto } from "../../../../shared/content/dtos";
import { CustomSection } from "./custom-section";
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
 * Section style type → component, for the sections whose content is the page's own (text,
 * pictures, sliders): shared by the public page and the console's private preview. The sections
 * showing the club's live data (news, matches, players, standings, offers) are added by the site
 * (site/features/content/sections); a type with no component goes to `fallback`, or is skipped
 * like a section whose status is off.
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
