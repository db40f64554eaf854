import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { MATCH_STATUSES } from "../../../../shared/sports/match-status";
import { staffMatchSaveBody } from "../../../../shared/staff/sports";
import { useLang, useT } from "../../../lib/i18n";
import { Field, Notice, SelectField, SubmitButton } from "../../components/field";
import { applyServerErrors } from "../../lib/form-errors";
import { staffCall } from "../../lib/staff-api";
import { messageText } from "../../lib/staff-lang";
import type { MatchOptions, StaffMatch } from "../../../../shared/staff/sports-dtos";

const choose = (key: "sports.console.chooseChampionship" | "sports.console.chooseOpponent") =>
  z.coerce.number().int().positive(key);

/** The shared save schema, with messages for the choices a form leaves empty. */
const matchForm = staffMatchSaveBody.extend({
  championship_id: choose("sports.console.chooseChampionship"),
  competitor_club_id: choose("sports.console.chooseOpponent"),
});
type FormIn = z.input<typeof matchForm>;
type FormOut = z.output<typeof matchForm>;

const FIELDS = [
  "championship_id",
  "competitor_club_id",
  "stadium_id",
  "kickoff_at",
  "season",
  "status",
  "team_goals",
  "competitor_team_goals",
  "broadcast_url",
  "tickets_url",
] as const;

const nullableNumber = (v: unknown) => (v === "" || v == null ? null : Number(v));

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
  const lang = useLang();
  const [formError, setFormError] = useState("");
  const [saved, setSaved] = useState(false);
  const hasEvents = Boolean(match?.events.length);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(matchForm),
    defaultValues: match
      ? { ...match }
      : {
          championship_id: "" as never,
          competitor_club_id: "" as never,
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
  const { errors } = form.formState;
  const err = (k: (typeof FIELDS)[number]) => messageText(t, errors[k]?.message);

  const submit = form.handleSubmit(async (values) => {
    setFormError("");
    setSaved(false);
    try {
      const r = await staffCall(
        "/matches/save",
        { ...values, ...(match ? { id: match.id } : {}) },
        { lang },
      );
      setSaved(true);
      onSaved(r);
    } catch (e) {
      setFormError(applyServerErrors(e, form.setError, FIELDS, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-3xl space-y-4">
      {formError ? <Notice tone="error">{formError}</Notice> : null}
      {saved && !formError ? <Notice tone="success">{t("staff.ui.saved")}</Notice> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("sports.matches.championship")}
          error={err("championship_id")}
          {...form.register("championship_id")}
        >
          <option value="">{t("sports.console.choose")}</option>
          {options.championships.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} ({c.season})
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("sports.console.opponent")}
          error={err("competitor_club_id")}
          {...form.register("competitor_club_id")}
        >
          <option value="">{t("sports.console.choose")}</option>
          {options.clubs.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Field
          label={t("sports.console.kickoffRiyadh")}
          type="datetime-local"
          dir="ltr"
          error={err("kickoff_at")}
          {...form.register("kickoff_at")}
        />
        <Field
          label={t("sports.matches.season")}
          dir="ltr"
          error={err("season")}
          {...form.register("season")}
        />
        <SelectField
          label={t("sports.matches.stadium")}
          error={err("stadium_id")}
          {...form.register("stadium_id", { setValueAs: nullableNumber })}
        >
          <option value="">{t("sports.console.noStadium")}</option>
          {options.stadiums.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("sports.console.status")}
          error={err("status")}
          {...form.register("status")}
        >
          {MATCH_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`sports.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t("sports.console.ourGoals")}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          disabled={hasEvents}
          error={err("team_goals")}
          {...form.register("team_goals", { setValueAs: nullableNumber })}
        />
        <Field
          label={t("sports.console.theirGoals")}
          type="number"
          inputMode="numeric"
          min={0}
          max={99}
          disabled={hasEvents}
          hint={hasEvents ? t("sports.console.scoreFromEvents") : undefined}
          error={err("competitor_team_goals")}
          {...form.register("competitor_team_goals", { setValueAs: nullableNumber })}
        />
        <Field
          label={t("sports.console.broadcastUrl")}
          type="url"
          dir="ltr"
          error={err("broadcast_url")}
          {...form.register("broadcast_url")}
        />
        <Field
          label={t("sports.console.ticketsUrl")}
          type="url"
          dir="ltr"
          error={err("tickets_url")}
          {...form.register("tickets_url")}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="sr-only">{t("sports.console.options")}</legend>
        {(["our_stadium", "enable_expectation", "published"] as const).map((name) => (
          <label key={name} className="flex min-h-11 items-center gap-2">
            <input type="checkbox" className="size-5" {...form.register(name)} />
            {t(`sports.console.flags.${name}`)}
          </label>
        ))}
      </fieldset>
      <SubmitButton busy={form.formState.isSubmitting} label={t("staff.ui.save")} />
    </form>
  );
}
