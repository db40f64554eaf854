import {
  championshipTypeSaveBody,
  type ChampionshipTypeRecord,
} from "../../../../shared/sports/staff-data";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, OrderField, PictureField } from "./fields";
import { sportsRecordForm } from "./record-routes";
import type { RecordEditSpec } from "../../components/record-form";
import { emptyTexts } from "../../components/empty-texts";

/** The championship type form's save call, schema and a new record's values. */
const CHAMPIONSHIP_TYPE_FORM: RecordEditSpec = {
  base: "/championship-types",
  schema: championshipTypeSaveBody,
  defaults: {
    ...emptyTexts("title"),
    logo_url: "",
    ord: 0,
    published: true,
  },
};

/**
 * Creates or edits a championship type (league, cup, continental...): its name in three
 * languages, a logo, its place in the site's order and whether the site shows it.
 */
export const ChampionshipTypeForm = sportsRecordForm<ChampionshipTypeRecord>(
  CHAMPIONSHIP_TYPE_FORM,
  (t) => (
    <>
      <LocalizedFields name="title" label={t("sports.data.championshipType.title")} />
      <PictureField name="logo_url" label={t("sports.data.championshipType.logo")} />
      <div className="max-w-xs">
        <OrderField />
      </div>
      <CheckField name="published" label={t("sports.data.published")} />
    </>
  ),
);
