import {
  SECTION_TYPES,
  type PageSectionInput,
  type SectionType,
} from "../../../../shared/content/page-sections";
import { useLang, useT } from "../../../lib/i18n";
import { SortableChildList } from "../../components/sortable-child-list";
import { SectionFields } from "./section-fields";
import { copyOf, newSection } from "./section-defaults";

/**
 * A page's sections inside the page's form (issue 15): add one from the type picker, edit it
 * in its type's form, duplicate, hide or show, delete after confirming, and put them in order
 * by dragging or with the keyboard (SortableChildList). Everything is saved with the page.
 */
export function PageSectionsEditor() {
  const t = useT();
  const lang = useLang();
  return (
    <SortableChildList<PageSectionInput, SectionType>
      name="sections"
      types={SECTION_TYPES}
      initialType="textBox"
      create={newSection}
      rowName={(v) => {
        const title = v.title?.[lang] || v.title?.ar || "";
        const typeName = t(`pages.types.${v.type}.name`);
        return title ? `${typeName}: ${title}` : typeName;
      }}
      words={{
        title: t("pages.sections.title"),
        order: t("pages.sections.order"),
        none: t("pages.sections.none"),
        typeLabel: t("pages.sections.type"),
        typeName: (k) => t(`pages.types.${k}.name`),
        typeHelp: (k) => t(`pages.types.${k}.help`),
        add: t("pages.sections.add"),
        hidden: t("pages.sections.hidden"),
        invalid: t("pages.sections.invalid"),
        edit: t("pages.sections.edit"),
        editNamed: (r) => t("pages.sections.editNamed", { name: r.name }),
        editing: (r) => t("pages.sections.editing", { n: r.index + 1, name: r.name }),
        done: t("pages.sections.done"),
        delete: t("pages.sections.delete"),
        deleteNamed: (r) => t("pages.sections.deleteNamed", { name: r.name }),
        deleteTitle: (r) => t("pages.sections.deleteTitle", { name: r.name }),
        deleteBody: t("pages.sections.deleteBody"),
        duplicate: t("pages.sections.duplicate"),
        duplicateNamed: (r) => t("pages.sections.duplicateNamed", { name: r.name }),
        hide: t("pages.sections.hide"),
        show: t("pages.sections.show"),
        hideNamed: (r) => t("pages.sections.hideNamed", { name: r.name }),
        showNamed: (r) => t("pages.sections.showNamed", { name: r.name }),
      }}
      duplicate={copyOf}
      hideable
      editor={(r) => <SectionFields index={r.index} type={r.value.type} />}
    />
  );
}
