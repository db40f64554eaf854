import { useState } from "react";
import type { FieldValues } from "react-hook-form";
import type { z } from "zod";
import { MATCH_STATUSES } from "../../../../shared/sports/match-status";
import type { StaffStandings } from "../../../../shared/staff/sports-dtos";
import { adjustmentSaveBody, fixtureSaveBody } from "../../../../shared/staff/sports";
import { choices } from "../../../components/ui/form-controls";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { staffCall } from "../../lib/staff-api";
import { ChoiceField, choicesOf, DateField, NumberField, TextField } from "./fields";
import { RecordForm, useRecordForm } from "../../components/record-form";
import { Section } from "../../components/section";

export type Clubs = { id: number; name: string }[];

export const nameOf = (clubs: Clubs, id: number) =>
  clubs.find((c) => c.id === id)?.name ?? `#${id}`;

/** What staff add to a table, by its calls' name (`/standings/results/save`) and its words. */
const KINDS = { adjustments: "Adjustment", results: "Result" } as const;
type Kind = keyof typeof KINDS;

/**
 * A list of what staff added to a table (adjustments, other clubs' results): each entry with its
 * remove button and a confirmation, then the form that adds one (emptied after each save). The
 * calls and the words (`sports.data.standings.results`, `resultsNone`, `addResult`,
 * `removeResultTitle`...) follow from the kind.
 */
function EntriesPanel<E extends { id: number }>({
  kind,
  intro,
  entries,
  entry,
  removeLabel,
  schema,
  defaults,
  onChange,
  children,
}: {
  kind: Kind;
  intro?: string;
  entries: E[];
  /** What a line shows of an entry. */
  entry: (e: E) => React.ReactNode;
  /** The remove button's accessible name for an entry. */
  removeLabel: (e: E) => string;
  schema: z.ZodType;
  defaults: FieldValues;
  onChange: () => void;
  /** The fields of the form that adds an entry. */
  children: React.ReactNode;
}) {
  const t = useT();
  const lang = useLang();
  const [removing, setRemoving] = useState<E | null>(null);
  const one = KINDS[kind];
  const r = useRecordForm({
    schema,
    savePath: `/standings/${kind}/save`,
    defaults,
    onSaved: () => {
      r.form.reset(defaults);
      onChange();
    },
  });
  return (
    <Section look="open" id={kind} title={t(`sports.data.standings.${kind}`)} hint={intro}>
      {entries.length === 0 ? (
        <p>{t(`sports.data.standings.${kind}None`)}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-300">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 p-2">
              {entry(e)}
              <button
                type="button"
                className={linkButton}
                aria-label={removeLabel(e)}
                onClick={() => setRemoving(e)}
              >
                {t("sports.data.standings.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <RecordForm {...r} submitLabel={t(`sports.data.standings.add${one}`)}>
        {children}
      </RecordForm>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t(`sports.data.standings.remove${one}Title`)}
        body={t(`sports.data.standings.remove${one}Body`)}
        confirmLabel={t("sports.data.standings.remove")}
        destructive
        onConfirm={async () => {
          await staffCall(`/standings/${kind}/delete`, { id: removing!.id }, { lang });
          onChange();
        }}
      />
    </Section>
  );
}

type PanelProps = { data: StaffStandings; clubs: Clubs; onChange: () => void };

/** Point adjustments with their reason: the list, a new one, removal with confirmation. */
export function AdjustmentsPanel({ data, clubs, onChange }: PanelProps) {
  const t = useT();
  return (
    <EntriesPanel
      kind="adjustments"
      entries={data.adjustments}
      entry={(a) => (
        <>
          <strong className="tabular-nums" dir="ltr">
            {a.points > 0 ? `+${a.points}` : a.points}
          </strong>
          <span className="font-bold">{nameOf(clubs, a.club_id)}</span>
          <span className="grow">{a.reason}</span>
        </>
      )}
      removeLabel={(a) =>
        t("sports.data.standings.removeAdjustment", { club: nameOf(clubs, a.club_id) })
      }
      schema={adjustmentSaveBody}
      defaults={{ championship_id: data.championship_id, club_id: "", points: "", reason: "" }}
      onChange={onChange}
    >
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem_2fr]">
        <ChoiceField
          name="club_id"
          label={t("sports.data.standings.club")}
          placeholder={t("sports.data.standings.chooseClub")}
          choices={choicesOf(clubs)}
          numeric
        />
        <NumberField
          name="points"
          label={t("sports.data.standings.points")}
          hint={t("sports.data.standings.pointsHint")}
          optional
        />
        <ReasonField />
      </div>
    </EntriesPanel>
  );
}

/** The reason of an adjustment, written in the staff member's own language. */
function ReasonField() {
  const t = useT();
  const lang = useLang();
  return (
    <TextField
      name="reason"
      label={t("sports.data.standings.reason")}
      dir={lang === "ar" ? "rtl" : "auto"}
    />
  );
}

/** Results between other clubs of the championship (the club's own come from its matches). */
export function ResultsPanel({ data, clubs, onChange }: PanelProps) {
  const t = useT();
  const clubChoice = (name: "home_club_id" | "away_club_id", label: string) => (
    <ChoiceField
      name={name}
      label={label}
      placeholder={t("sports.data.standings.chooseClub")}
      choices={choicesOf(clubs)}
      numeric
    />
  );
  return (
    <EntriesPanel
      kind="results"
      intro={t("sports.data.standings.ownMatches")}
      entries={data.fixtures}
      entry={(f) => (
        <span className="grow">
          {nameOf(clubs, f.home_club_id)}{" "}
          <bdi dir="ltr" className="font-bold tabular-nums">
            {f.home_goals ?? "–"} – {f.away_goals ?? "–"}
          </bdi>{" "}
          {nameOf(clubs, f.away_club_id)}
          <span className="block text-sm text-gray-700">
            {t(`sports.status.${f.status as "finished"}`)}
            {f.played_on ? <bdi dir="ltr"> · {f.played_on}</bdi> : null}
          </span>
        </span>
      )}
      removeLabel={(f) =>
        t("sports.data.standings.removeResult", {
          home: nameOf(clubs, f.home_club_id),
          away: nameOf(clubs, f.away_club_id),
        })
      }
      schema={fixtureSaveBody}
      defaults={{
        championship_id: data.championship_id,
        home_club_id: "",
        away_club_id: "",
        home_goals: "",
        away_goals: "",
        status: "finished",
        played_on: null,
      }}
      onChange={onChange}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {clubChoice("home_club_id", t("sports.data.standings.home"))}
        {clubChoice("away_club_id", t("sports.data.standings.away"))}
        <ChoiceField
          name="status"
          label={t("sports.data.standings.status")}
          choices={choices(MATCH_STATUSES, (s) => t(`sports.status.${s}`))}
        />
        <NumberField
          name="home_goals"
          label={t("sports.data.standings.homeGoals")}
          min={0}
          optional
        />
        <NumberField
          name="away_goals"
          label={t("sports.data.standings.awayGoals")}
          min={0}
          optional
        />
        <DateField name="played_on" label={t("sports.data.standings.playedOn")} />
      </div>
    </EntriesPanel>
  );
}
