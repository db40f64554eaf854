import { stadiumSaveBody, type StadiumRecord } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { LocalizedFields } from "../../components/localized-fields";
import { NumberField } from "./fields";
import { type SportsFormProps } from "./record-routes";
import { RecordForm, useRecordEdit, type RecordEditSpec } from "../../components/record-form";

/** The stadium form's save call, schema and a new record's values. */
const STADIUM_FORM: RecordEditSpec = {
  base: "/stadiums",
  schema: stadiumSaveBody,
  defaults: {
    name: { ar: "", en: "", es: "" },
    city: { ar: "", en: "", es: "" },
    capacity: null,
  },
};

/** Creates or edits a stadium: name and city in three languages, the number of seats. */
export function StadiumForm({ record, onSaved }: SportsFormProps<StadiumRecord>) {
  const t = useT();
  const r = useRecordEdit(STADIUM_FORM, record, onSaved);
  return (
    <RecordForm {...r}>
      <LocalizedFields name="name" label={t("sports.data.stadium.name")} />
      <LocalizedFields name="city" label={t("sports.data.stadium.city")} required={false} />
      <NumberField
        className="max-w-xs"
        name="capacity"
        label={t("sports.data.stadium.capacity")}
        min={1}
        optional
      />
    </RecordForm>
  );
}
