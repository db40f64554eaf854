import { clubSaveBody, type ClubRecord } from "../../../../shared/sports/staff-data";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, MediaField } from "./fields";
import { sportsRecordForm } from "./record-routes";
import type { RecordEditSpec } from "../../components/record-form";
import { emptyTexts } from "../../components/empty-texts";

/** The club form's save call, schema and a new record's values. */
const CLUB_FORM: RecordEditSpec = {
  base: "/clubs",
  schema: clubSaveBody,
  defaults: {
    ...emptyTexts("name"),
    crest_media_id: null,
    image_url: "",
    is_own: false,
    published: true,
  },
};

/** Creates or edits a club: its name in three languages and its crest. */
export const ClubForm = sportsRecordForm<ClubRecord>(CLUB_FORM, (t) => (
  <>
    <LocalizedFields name="name" label={t("sports.data.club.name")} />
    <MediaField name="crest_media_id" legacyName="image_url" label={t("sports.data.club.crest")} />
    <fieldset>
      <legend className="sr-only">{t("sports.console.options")}</legend>
      <CheckField name="is_own" label={t("sports.data.club.own")} />
      <CheckField name="published" label={t("sports.data.published")} />
    </fieldset>
  </>
));
