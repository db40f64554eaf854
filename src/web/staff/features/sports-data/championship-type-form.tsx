import {
  championshipTypeSaveBody,
  type ChampionshipTypeRecord,
} from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, OrderField, PictureField } from "./fields";
import { RecordForm, useRecordForm } from "../../components/record-form";

/**
 * Creates or edits a championship type (league, cup, continental...): its name in three
 * languages, a logo, its place in the site's order and whether the site shows it.
 */
export function ChampionshipTypeForm({
  type,
  onSaved,
}: {
  type: ChampionshipTypeRecord | null;
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: championshipTypeSaveBody,
    savePath: "/championship-types/save",
    id: type?.id,
    onSaved,
    defaults: type ?? {
      title: { ar: "", en: "", es: "" },
      logo_url: "",
      ord: 0,
      published: true,
    },
  });
  return (
    <RecordForm {...r}>
      <LocalizedFields name="title" label={t("sports.data.championshipType.title")} />
      <PictureField name="logo_url" label={t("sports.data.championshipType.logo")} />
      <div className="max-w-xs">
        <OrderField />
      </div>
      <CheckField name="published" label={t("sports.data.published")} />
    </RecordForm>
  );
}
