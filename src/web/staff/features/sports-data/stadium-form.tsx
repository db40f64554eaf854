import { stadiumSaveBody, type StadiumRecord } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { LocalizedFields } from "../../components/localized-fields";
import { NumberField } from "./fields";
import { SportsRecordForm, type SportsFormProps } from "./record-routes";
import type { RecordEditSpec } from "../../components/record-form";
import { emptyTexts } from "../../components/empty-texts";

/** The stadium form's save call, schema and a new record's values. */
const STADIUM_FORM: RecordEditSpec = {
  base: "/stadiums",
  schema: stadiumSaveBody,
  defaults: {
    ...emptyTexts("name", "city"),
    capacity: null,
  },
};

/** Creates or edits a stadium: name and city in three languages, the number of seats. */
export function StadiumForm({ record, onSaved }: SportsFormProps<StadiumRecord>) {
  const t = useT();
  return (
    <SportsRecordForm spec={STADIUM_FORM} record={record} onSaved={onSaved}>
      <LocalizedFields name="name" label={t("sports.data.stadium.name")} />
      <LocalizedFields name="city" label={t("sports.data.stadium.city")} required={false} />
      <NumberField
        className="max-w-xs"
        name="capacity"
        label={t("sports.data.stadium.capacity")}
        min={1}
        optional
      />
    </SportsRecordForm>
  );
}
