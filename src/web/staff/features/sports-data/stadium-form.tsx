import { stadiumSaveBody, type StadiumRecord } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { LocalizedFields } from "../../components/localized-fields";
import { NumberField } from "./fields";
import { RecordForm, useRecordForm } from "../../components/record-form";

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
