import { useFieldArray } from "react-hook-form";
import { PLAYER_POSITIONS } from "../../../../shared/sports/constants";
import {
  PLAYER_STAT_KEYS,
  playerSaveBody,
  type PlayerOptions,
  type PlayerRecord,
} from "../../../../shared/sports/staff-data";
import { choices } from "../../../components/ui/form-controls";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { LocalizedFields } from "../../components/localized-fields";
import {
  CheckField,
  ChoiceField,
  choicesOf,
  DateField,
  ListError,
  MediaField,
  NumberField,
  OrderField,
  TextField,
} from "./fields";
import { RecordForm, useRecordEdit, type RecordEditSpec } from "../../components/record-form";
import { Section } from "../../components/section";
import { withFirstChoice, type SportsFormProps } from "./record-routes";

const emptyText = { ar: "", en: "", es: "" };
const emptySeason = (season: string) => ({
  season,
  ...Object.fromEntries(PLAYER_STAT_KEYS.map((k) => [k, null])),
});

/** The player form's save call, schema and a new record's values (its team: the first one). */
const PLAYER_FORM: RecordEditSpec = {
  base: "/players",
  schema: playerSaveBody,
  defaults: {
    team_id: "",
    name: emptyText,
    number: null,
    position: "Midfielder",
    photo_media_id: null,
    image_url: "",
    nationality: emptyText,
    birth_date: null,
    bio: emptyText,
    preferred_leg: null,
    preferred_position: emptyText,
    ord: 0,
    published: true,
    statistics: [],
  },
};

/** The season after the latest one given (2025-2026 after 2024-2025), or this year's. */
function nextSeason(seasons: string[]): string {
  const years = seasons.map((s) => Number(s.slice(0, 4))).filter(Number.isFinite);
  const start = years.length ? Math.max(...years) + 1 : new Date().getFullYear();
  return `${start}-${start + 1}`;
}

/**
 * Creates or edits a player: names, nationality, preferred position and biography in three
 * languages, number, position, birth date, photo, and statistics per season.
 */
export function PlayerForm({
  record: player,
  options,
  onSaved,
}: SportsFormProps<PlayerRecord, PlayerOptions>) {
  const t = useT();
  const r = useRecordEdit(withFirstChoice(PLAYER_FORM, "team_id", options.teams), player, onSaved);
  const { form } = r;
  const seasons = useFieldArray({ control: form.control, name: "statistics" });
  return (
    <RecordForm {...r}>
      <LocalizedFields name="name" label={t("sports.data.player.name")} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceField
          name="team_id"
          label={t("sports.data.player.team")}
          placeholder={t("sports.console.choose")}
          choices={choicesOf(options.teams)}
        />
        <ChoiceField
          name="position"
          label={t("sports.data.player.position")}
          choices={choices(PLAYER_POSITIONS, (p) => t(`sports.players.positions.${p}`))}
        />
        <NumberField
          name="number"
          label={t("sports.data.player.number")}
          min={1}
          max={99}
          optional
        />
        <DateField name="birth_date" label={t("sports.data.player.birthDate")} />
        <ChoiceField
          name="preferred_leg"
          label={t("sports.data.player.preferredLeg")}
          placeholder={t("sports.data.player.noLeg")}
          choices={choices(["right", "left", "both"] as const, (leg) =>
            t(`sports.players.legs.${leg}`),
          )}
          emptyIsNull
        />
        <OrderField />
      </div>
      <MediaField
        name="photo_media_id"
        legacyName="image_url"
        label={t("sports.data.player.photo")}
      />
      <LocalizedFields
        name="nationality"
        label={t("sports.data.player.nationality")}
        required={false}
      />
      <LocalizedFields
        name="preferred_position"
        label={t("sports.data.player.preferredPosition")}
        required={false}
      />
      <LocalizedFields name="bio" label={t("sports.data.player.bio")} required={false} multiline />
      <Section look="open" id="player-stats" title={t("sports.data.player.statistics")}>
        <ListError name="statistics" />
        {seasons.fields.length === 0 ? <p>{t("sports.data.player.noStatistics")}</p> : null}
        {seasons.fields.map((field, i) => {
          const season = form.watch(`statistics.${i}.season`) as string;
          return (
            <fieldset key={field.id} className="rounded-md border border-gray-300 p-3">
              <legend className="px-1 font-bold">
                <bdi dir="ltr">{season}</bdi>
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                <TextField
                  name={`statistics.${i}.season`}
                  label={t("sports.data.player.season")}
                  dir="ltr"
                />
                {PLAYER_STAT_KEYS.map((k) => (
                  <NumberField
                    key={k}
                    name={`statistics.${i}.${k}`}
                    label={t(`sports.data.player.stats.${k}`)}
                    min={0}
                    optional
                  />
                ))}
              </div>
              <button
                type="button"
                className={`${secondaryButton} mt-3`}
                onClick={() => seasons.remove(i)}
              >
                {t("sports.data.player.removeSeason", { season })}
              </button>
            </fieldset>
          );
        })}
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            seasons.prepend(
              emptySeason(
                nextSeason(
                  (form.getValues("statistics") as { season: string }[]).map((s) => s.season),
                ),
              ),
            )
          }
        >
          {t("sports.data.player.addSeason")}
        </button>
      </Section>
      <CheckField name="published" label={t("sports.data.published")} />
    </RecordForm>
  );
}
