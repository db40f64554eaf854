import type { SectionDto } from "../../../../shared/content/dtos";
import type { SectionData } from "./section-data";

/**
 * `data`: what the page loader fetched for the section types that need data (section-data.ts);
 * `logo`: the club's logo from the site settings (the page header's picture).
 */
export type SectionProps = {
  section: SectionDto;
  pageTitle: string;
  data?: SectionData;
  logo?: string | null;
};
