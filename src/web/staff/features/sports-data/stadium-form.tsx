import { stadiumSaveBody, type StadiumRecord } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { Field } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import { nullableNumber } from "./fields";
import { RecordForm, useFieldError, useRecordForm } from "./record-form";

/** Creates or edits a stadium: name and city in three languages, the number of seats. */
export function StadiumForm({
  stadium,
  onSaved,
}: {
  stadium: StadiumRecord | null;
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: stadiumSaveBody,
    savePath: "/stadiums/save",
    id: stadium?.id,
    onSaved,
    defaults: stadium ?? {
      name: { ar: "", en: "", es: "" },
      city: { ar: "", en: "", es: "" },
      capacity: null,
    },
  });
  const err = useFieldError(r.form);
  return (
    <RecordForm {...r}>
      <LocalizedFields name="name" label={t("sports.data.stadium.name")} />
      <LocalizedFields name="city" label={t("sports.data.stadium.city")} required={false} />
      <Field
        className="max-w-xs"
        label={t("sports.data.stadium.capacity")}
        type="number"
        inputMode="numeric"
        min={1}
        dir="ltr"
        error={err("capacity")}
        {...r.form.register("capacity", { setValueAs: nullableNumber })}
      />
    </RecordForm>
  );
}
