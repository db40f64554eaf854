import { stadiumSaveBody, type StadiumRecord } from "../../../../shared/sports/staff-data";
import { LocalizedFields } from "../../components/localized-fields";
import { NumberField } from "./fields";
import { sportsRecordForm } from "./record-routes";
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
export const StadiumForm = sportsRecordForm<StadiumRecord>(STADIUM_FORM, (t) => (
  <>
    <LocalizedFields name="name" label={t("sports.data.stadium.name")} />
    <LocalizedFields name="city" label={t("sports.data.stadium.city")} required={false} />
    <NumberField
      className="max-w-xs"
      name="capacity"
      label={t("sports.data.stadium.capacity")}
      min={1}
      optional
    />
  </>
));
