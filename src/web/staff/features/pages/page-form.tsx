import { useEffect } from "react";
import type { LifecycleState } from "../../../../shared/content/lifecycle";
import {
  FOOTER_COLUMNS,
  pageSaveBody,
  type PageRecord,
} from "../../../../shared/content/pages-staff";
import { useT } from "../../../lib/i18n";
import { Field, SelectField } from "../../components/field";
import { LifecycleBar } from "../../components/lifecycle-bar";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, RecordForm, useFieldError, useRecordForm } from "../../components/record-form";
import { PageSectionsEditor } from "./page-sections-editor";

/**
 * Creates or edits a club page (issue 15): its address, title in three languages, where the
 * site links it (header, a footer column), and its sections; an existing page has its
 * publishing bar above. The sections are saved with the page, in one version.
 */
export function PageForm({
  page,
  onSaved,
  onChanged,
}: {
  page: (PageRecord & LifecycleState) | null;
  onSaved: (saved: { id: number }) => void;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: pageSaveBody,
    savePath: "/pages/save",
    id: page?.id,
    onSaved,
    defaults: page ?? {
      path: "",
      titles: { ar: "", en: "", es: "" },
      ord: 0,
      navigation: { header: false, footer: false, footer_column: "club" },
      sections: [],
    },
  });
  // A save reads the page again (new sections get their ids): the form takes it as its start.
  const { reset } = r.form;
  useEffect(() => {
    if (page) reset(page);
  }, [page, reset]);
  const err = useFieldError(r.form);
  const labels = {
    path: t("pages.path"),
    titles: t("pages.title"),
    ord: t("cms.order"),
    navigation: t("pages.navigation"),
    sections: t("pages.sections.title"),
  };
  return (
    <div className="space-y-6">
      {page ? (
        <LifecycleBar
          base="/pages"
          id={page.id}
          state={page}
          dirty={r.form.formState.isDirty}
          current={r.form.getValues()}
          fieldLabels={labels}
          onChanged={onChanged}
        />
      ) : null}
      <RecordForm {...r}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={labels.path}
            hint={t("pages.pathHint")}
            dir="ltr"
            autoComplete="off"
            error={err("path")}
            {...r.form.register("path")}
          />
          <Field
            label={labels.ord}
            hint={t("pages.orderHint")}
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            error={err("ord")}
            {...r.form.register("ord", { valueAsNumber: true })}
          />
        </div>
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
            {FOOTER_COLUMNS.map((c) => (
              <option key={c} value={c}>
                {t(`pages.footerColumns.${c}`)}
              </option>
            ))}
          </SelectField>
        </fieldset>
        <PageSectionsEditor />
      </RecordForm>
    </div>
  );
}
