import type { ComponentType } from "react";
import type { SectionDto } from "../../../shared/types/content";
import { CustomSection } from "./custom-section";
import { PageHeaderSection } from "./page-header-section";
import { TextBoxSection } from "./text-box-section";

export type SectionProps = { section: SectionDto; pageTitle: string };

/**
 * Section style type → component. Each later feature adds its types here; a type with no
 * component is skipped, like a section whose status is off.
 */
export const sectionRegistry: Record<string, ComponentType<SectionProps>> = {
  pageHeader: PageHeaderSection,
  textBox: TextBoxSection,
  custom: CustomSection,
};

export function SectionList({ sections, pageTitle }: { sections: SectionDto[]; pageTitle: string }) {
  return (
    <>
      {sections
        .filter((s) => s.status === 1)
        .map((section) => {
          const Component = sectionRegistry[section.style.type];
          return Component ? <Component key={section.id} section={section} pageTitle={pageTitle} /> : null;
        })}
    </>
  );
}
