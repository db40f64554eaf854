import { z } from "zod";
import { MATCH_STATUSES } from "../../../../shared/sports/match-status";
import { staffMatchSaveBody } from "../../../../shared/staff/sports";
import { choices } from "../../../components/ui/form-controls";
import { useT } from "../../../lib/i18n";
import { CheckField } from "../../components/field";
import { ChoiceField, choicesOf, TextField } from "../../components/form-fields";
import { NumberField, RecordForm, useRecordForm } from "../../components/record-form";
import { isolateSeasons } from "../../../lib/season-text";
import type { MatchOptions, StaffMatch } from "../../../../shared/staff/sports-dtos";

const choose = (key: "sports.console.chooseChampionship" | "sports.console.chooseOpponent") =>
  z.coerce.number().int().positive(key);

/** The shared save schema, with messages for the choices a form leaves empty. */
const matchForm = staffMatchSaveBody.extend({
  championship_id: choose("sports.console.chooseChampionship"),
  competitor_club_id: choose("sports.console.chooseOpponent"),
});

/** The match's two addresses, by field and label. */
const URL_FIELDS = [
  ["broadcast_url", "broadcastUrl"],
  ["tickets_url", "ticketsUrl"],
] as const;

/** The championships a match may belong to, as choices: each title with its season, the seasons
 *  set apart with Unicode isolates (an option holds text only; see isolateSeasons). */
export const championshipChoices = (rows: MatchOptions["championships"]) =>
  rows.map((c) => ({ value: c.id, label: isolateSeasons(`${c.title} (${c.season})`) }));

/** Creates or edits a match; `save` receives what `get` returned, changed. */
export function MatchForm({
  match,
  options,
  onSaved,
}: {
  match: StaffMatch | null;
  options: MatchOptions;
  onSaved: (saved: { id: number }) => void;
}) {
  const t = useT();
  const hasEvents = Boolean(match?.events.length);
  const r = useRecordForm({
    schema: matchForm,
    savePath: "/matches/save",
    id: match?.id,
    onSaved,
    defaults: match ?? {
      championship_id: "",
      competitor_club_id: "",
      stadium_id: null,
      kickoff_at: "",
      season: options.championships[0]?.season ?? "",
      our_stadium: true,
      status: "scheduled",
      team_goals: null,
      competitor_team_goals: null,
      enable_expectation: false,
      published: true,
      broadcast_url: "",
      tickets_url: "",
    },
  });
  /** Our goals and theirs: read from the match's events once it has any. */
  const goals = { min: 0, max: 99, optional: true, disabled: hasEvents };
  return (
    <RecordForm {...r}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          name="championship_id"
          label={t("sports.matches.championship")}
          placeholder={t("sports.console.choose")}
          choices={championshipChoices(options.championships)}
        />
        <ChoiceField
          name="competitor_club_id"
          label={t("sports.console.opponent")}
          placeholder={t("sports.console.choose")}
          choices={choicesOf(options.clubs)}
        />
        <TextField
          name="kickoff_at"
          label={t("sports.console.kickoffRiyadh")}
          type="datetime-local"
          dir="ltr"
        />
        <TextField name="season" label={t("sports.matches.season")} dir="ltr" />
        <ChoiceField
          name="stadium_id"
          label={t("sports.matches.stadium")}
          placeholder={t("sports.console.noStadium")}
          choices={choicesOf(options.stadiums)}
          numeric
        />
        <ChoiceField
          name="status"
          label={t("sports.console.status")}
          choices={choices(MATCH_STATUSES, (s) => t(`sports.status.${s}`))}
        />
        <NumberField name="team_goals" label={t("sports.console.ourGoals")} {...goals} />
        <NumberField
          name="competitor_team_goals"
          label={t("sports.console.theirGoals")}
          hint={hasEvents ? t("sports.console.scoreFromEvents") : undefined}
          {...goals}
        />
        {URL_FIELDS.map(([name, label]) => (
          <TextField
            key={name}
            name={name}
            label={t(`sports.console.${label}`)}
            type="url"
            dir="ltr"
          />
        ))}
      </div>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("sports.console.options")}</legend>
        {(["our_stadium", "enable_expectation", "published"] as const).map((name) => (
          <CheckField key={name} name={name} label={t(`sports.console.flags.${name}`)} />
        ))}
      </fieldset>
    </RecordForm>
  );
}
