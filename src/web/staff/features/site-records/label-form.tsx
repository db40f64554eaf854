import { useId } from "react";
import { labelSaveBody, type LabelRecord } from "../../../../shared/staff/site-records";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import {
  CheckField,
  NumberField,
  RecordForm,
  useFieldError,
  useRecordEdit,
  type OnSaved,
} from "../../components/record-form";

/** Creates or edits a label: its kind and its text in three languages. */
export function LabelForm({
  label,
  types,
  onSaved,
}: {
  label: LabelRecord | null;
  /** The kinds in use, suggested while typing. */
  types: string[];
  onSaved: OnSaved;
}) {
  const t = useT();
  const listId = useId();
  // A new label starts in the first kind in use.
  const r = useRecordEdit(
    {
      base: "/labels",
      schema: labelSaveBody,
      defaults: {
        type: types[0] ?? "news_category",
        title: { ar: "", en: "", es: "" },
        ord: 0,
        published: true,
      },
    },
    label,
    onSaved,
  );
  const err = useFieldError(r.form);
  return (
    <RecordForm {...r}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t("cms.label.type")}
          hint={t("cms.label.typeHint")}
          dir="ltr"
          list={listId}
          autoComplete="off"
          error={err("type")}
          {...r.form.register("type")}
        />
        <datalist id={listId}>
          {types.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <NumberField name="ord" label={t("cms.order")} min={0} />
      </div>
      <LocalizedFields name="title" label={t("cms.label.title")} />
      <CheckField name="published" label={t("cms.published")} />
    </RecordForm>
  );
}
