import { useFieldArray } from "react-hook-form";
import { PLAYER_POSITIONS } from "../../../../shared/sports/constants";
import {
  PLAYER_STAT_KEYS,
  playerSaveBody,
  type PlayerOptions,
  type PlayerRecord,
} from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { Field, SelectField } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, MediaField, nullableNumber } from "./fields";
import { RecordForm, useFieldError, useRecordForm } from "./record-form";

const emptyText = { ar: "", en: "", es: "" };
const emptySeason = (season: string) => ({
  season,
  ...Object.fromEntries(PLAYER_STAT_KEYS.map((k) => [k, null])),
});

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
  player,
  options,
  onSaved,
}: {
  player: PlayerRecord | null;
  options: PlayerOptions;
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: playerSaveBody,
    savePath: "/players/save",
    id: player?.id,
    onSaved,
    defaults: player ?? {
      team_id: options.teams[0]?.id ?? "",
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
  });
  const { form } = r;
  const err = useFieldError(form);
  const seasons = useFieldArray({ control: form.control, name: "statistics" });
  return (
    <RecordForm {...r}>
      <LocalizedFields name="name" label={t("sports.data.player.name")} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label={t("sports.data.player.team")}
          error={err("team_id")}
          {...form.register("team_id")}
        >
          <option value="">{t("sports.console.choose")}</option>
          {options.teams.map((team) => (
            <option key={team.id} value={team.id}>
              {team.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("sports.data.player.position")}
          error={err("position")}
          {...form.register("position")}
        >
          {PLAYER_POSITIONS.map((p) => (
            <option key={p} value={p}>
              {t(`sports.players.positions.${p}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t("sports.data.player.number")}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          dir="ltr"
          error={err("number")}
          {...form.register("number", { setValueAs: nullableNumber })}
        />
        <Field
          label={t("sports.data.player.birthDate")}
          type="date"
          dir="ltr"
          error={err("birth_date")}
          {...form.register("birth_date", { setValueAs: (v) => v || null })}
        />
        <SelectField
          label={t("sports.data.player.preferredLeg")}
          error={err("preferred_leg")}
          {...form.register("preferred_leg", { setValueAs: (v) => v || null })}
        >
          <option value="">{t("sports.data.player.noLeg")}</option>
          {(["right", "left", "both"] as const).map((leg) => (
            <option key={leg} value={leg}>
              {t(`sports.players.legs.${leg}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t("sports.data.order")}
          type="number"
          inputMode="numeric"
          min={0}
          dir="ltr"
          error={err("ord")}
          {...form.register("ord", { valueAsNumber: true })}
        />
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
      <section aria-labelledby="player-stats" className="space-y-3">
        <h2 id="player-stats" className="text-xl font-bold text-brand-900">
          {t("sports.data.player.statistics")}
        </h2>
        {err("statistics") ? (
          <p className="text-sm font-bold text-red-800">{err("statistics")}</p>
        ) : null}
        {seasons.fields.length === 0 ? <p>{t("sports.data.player.noStatistics")}</p> : null}
        {seasons.fields.map((field, i) => {
          const season = form.watch(`statistics.${i}.season`) as string;
          return (
            <fieldset key={field.id} className="rounded-md border border-gray-300 p-3">
              <legend className="px-1 font-bold">
                <bdi dir="ltr">{season}</bdi>
              </legend>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                <Field
                  label={t("sports.data.player.season")}
                  dir="ltr"
                  error={err(`statistics.${i}.season`)}
                  {...form.register(`statistics.${i}.season`)}
                />
                {PLAYER_STAT_KEYS.map((k) => (
                  <Field
                    key={k}
                    label={t(`sports.data.player.stats.${k}`)}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    dir="ltr"
                    error={err(`statistics.${i}.${k}`)}
                    {...form.register(`statistics.${i}.${k}`, { setValueAs: nullableNumber })}
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
      </section>
      <CheckField name="published" label={t("sports.data.published")} />
    </RecordForm>
  );
}
