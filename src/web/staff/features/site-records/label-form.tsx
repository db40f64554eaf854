import { useId } from "react";
import { labelSaveBody, type LabelRecord } from "../../../../shared/staff/site-records";
import { useT } from "../../../lib/i18n";
import { TextField } from "../../components/form-fields";
import { LocalizedFields } from "../../components/localized-fields";
import { RecordEditForm, type RecordFormProps } from "../../components/record-edit-form";
import { CheckField, NumberField, type RecordEditSpec } from "../../components/record-form";

/** The label form's save call, schema and a new record's values (in the first kind in use). */
const labelForm = (types: string[]): RecordEditSpec => ({
  base: "/labels",
  schema: labelSaveBody,
  defaults: {
    type: types[0] ?? "news_category",
    title: { ar: "", en: "", es: "" },
    ord: 0,
    published: true,
  },
});

/** Creates or edits a label: its kind and its text in three languages. */
export function LabelForm({
  record,
  types,
  onSaved,
}: RecordFormProps<LabelRecord> & {
  /** The kinds in use, suggested while typing. */
  types: string[];
}) {
  const t = useT();
  const listId = useId();
  return (
    <RecordEditForm spec={labelForm(types)} record={record} onSaved={onSaved}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="type"
          label={t("cms.label.type")}
          hint={t("cms.label.typeHint")}
          dir="ltr"
          list={listId}
          autoComplete="off"
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
    </RecordEditForm>
  );
}
