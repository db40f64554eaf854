import {
  FOOTER_COLUMNS,
  pageSaveBody,
  type PageRecord,
} from "../../../../shared/content/pages-staff";
import { useT } from "../../../lib/i18n";
import { SelectField } from "../../components/field";
import {
  KeyOrderFields,
  LifecycleForm,
  useLifecycleForm,
  type LifecycleFormProps,
} from "../../components/lifecycle-form";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField } from "../../components/record-form";
import { PageSectionsEditor } from "./page-sections-editor";
import { SelectOptions } from "../../components/select-options";
import { choices } from "../../../components/ui/form-controls";

/**
 * Creates or edits a club page (issue 15): its address, title in three languages, where the
 * site links it (header, a footer column), and its sections; an existing page has its
 * publishing bar above. The sections are saved with the page, in one version.
 */
export function PageForm(props: LifecycleFormProps<PageRecord>) {
  const t = useT();
  // A save reads the page again (new sections get their ids): the form takes it as its start.
  const r = useLifecycleForm({
    ...props,
    base: "/pages",
    schema: pageSaveBody,
    defaults: {
      path: "",
      titles: { ar: "", en: "", es: "" },
      ord: 0,
      navigation: { header: false, footer: false, footer_column: "club" },
      sections: [],
    },
  });
  const labels = {
    path: t("pages.path"),
    titles: t("pages.title"),
    ord: t("cms.order"),
    navigation: t("pages.navigation"),
    sections: t("pages.sections.title"),
  };
  return (
    <LifecycleForm {...props} r={r} fieldLabels={labels}>
      <KeyOrderFields
        name="path"
        label={labels.path}
        hint={t("pages.pathHint")}
        orderLabel={labels.ord}
        orderHint={t("pages.orderHint")}
      />
      <LocalizedFields name="titles" label={labels.titles} />
      <fieldset className="space-y-2 rounded-md border p-3">
        <legend className="px-1 font-bold">{labels.navigation}</legend>
        <CheckField name="navigation.header" label={t("pages.inHeader")} />
        <CheckField name="navigation.footer" label={t("pages.inFooter")} />
        <SelectField
          label={t("pages.footerColumn")}
          className="max-w-sm"
          {...r.form.register("navigation.footer_column")}
        >
          <SelectOptions choices={choices(FOOTER_COLUMNS, (c) => t(`pages.footerColumns.${c}`))} />
        </SelectField>
      </fieldset>
      <PageSectionsEditor />
    </LifecycleForm>
  );
}
