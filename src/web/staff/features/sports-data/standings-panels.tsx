import { useState } from "react";
import { useFieldArray } from "react-hook-form";
import { MATCH_STATUSES } from "../../../../shared/sports/match-status";
import type { StaffStandings } from "../../../../shared/staff/sports-dtos";
import {
  adjustmentSaveBody,
  fixtureSaveBody,
  manualTableBody,
  standingsSaveBody,
} from "../../../../shared/staff/sports";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton, secondaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { DataTable, type StaffColumn } from "../../components/data-table";
import { Field, SelectField } from "../../components/field";
import { staffCall } from "../../lib/staff-api";
import { nullableNumber } from "./fields";
import { RecordForm, useFieldError, useRecordForm } from "./record-form";

type Row = StaffStandings["rows"][number];
type Clubs = { id: number; name: string }[];

const nameOf = (clubs: Clubs, id: number) => clubs.find((c) => c.id === id)?.name ?? `#${id}`;

/** The table as it stands, with why each row is below the one above (ADR 0026). */
export function StandingsTable({ data, clubs }: { data: StaffStandings; clubs: Clubs }) {
  const t = useT();
  const lang = useLang();
  const why = (r: Row) => {
    if (!r.decided_by) return r.pos > 1 ? t("sports.data.standings.level") : "";
    const criterion = t(
      `sports.data.criteria.${r.decided_by.criterion as "points"}` as "sports.data.criteria.points",
    );
    return r.decided_by.among?.length
      ? t("sports.data.standings.decidedAmong", {
          criterion,
          clubs: new Intl.ListFormat(lang).format(
            r.decided_by.among.map((id) => nameOf(clubs, id)),
          ),
        })
      : t("sports.data.standings.decided", { criterion });
  };
  const num = (v: number) => <span className="tabular-nums">{v}</span>;
  const columns: StaffColumn<Row>[] = [
    { id: "pos", header: t("sports.table.pos"), cell: ({ row }) => num(row.original.pos) },
    { id: "club", header: t("sports.table.club"), cell: ({ row }) => row.original.club_name },
    { id: "p", header: t("sports.table.p"), cell: ({ row }) => num(row.original.p) },
    { id: "w", header: t("sports.table.w"), cell: ({ row }) => num(row.original.w) },
    { id: "d", header: t("sports.table.d"), cell: ({ row }) => num(row.original.d) },
    { id: "l", header: t("sports.table.l"), cell: ({ row }) => num(row.original.l) },
    { id: "gf", header: t("sports.data.standings.gf"), cell: ({ row }) => num(row.original.gf) },
    { id: "ga", header: t("sports.data.standings.ga"), cell: ({ row }) => num(row.original.ga) },
    {
      id: "gd",
      header: t("sports.data.standings.gd"),
      cell: ({ row }) => (
        <bdi dir="ltr" className="tabular-nums">
          {row.original.gf - row.original.ga}
        </bdi>
      ),
    },
    {
      id: "pts",
      header: t("sports.table.pts"),
      cell: ({ row }) => <strong className="tabular-nums">{row.original.pts}</strong>,
    },
    ...(data.mode === "computed"
      ? [
          {
            id: "why",
            header: t("sports.data.standings.why"),
            cell: ({ row }: { row: { original: Row } }) => (
              <span className="text-sm">{why(row.original)}</span>
            ),
          } as StaffColumn<Row>,
        ]
      : []),
  ];
  return (
    <DataTable
      caption={data.title}
      columns={columns}
      data={data.rows}
      rowKey={(r) => r.club_id}
      empty={t("sports.data.standings.empty")}
    />
  );
}

/** Switches the table between hand entry and computed from results (keeping its rules). */
export function ModeForm({ data, onSaved }: { data: StaffStandings; onSaved: () => void }) {
  const t = useT();
  const r = useRecordForm({
    schema: standingsSaveBody,
    savePath: "/standings/save",
    id: undefined,
    onSaved,
    defaults: { championship_id: data.championship_id, mode: data.mode, rules: data.rules },
  });
  return (
    <RecordForm {...r}>
      <SelectField
        className="max-w-sm"
        label={t("sports.data.standings.mode")}
        {...r.form.register("mode")}
      >
        {(["computed", "manual"] as const).map((m) => (
          <option key={m} value={m}>
            {t(`sports.data.championship.modes.${m}`)}
          </option>
        ))}
      </SelectField>
    </RecordForm>
  );
}

/** Point adjustments with their reason: the list, a new one, removal with confirmation. */
export function AdjustmentsPanel({
  data,
  clubs,
  onChange,
}: {
  data: StaffStandings;
  clubs: Clubs;
  onChange: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const [removing, setRemoving] = useState<StaffStandings["adjustments"][number] | null>(null);
  const defaults = { championship_id: data.championship_id, club_id: "", points: "", reason: "" };
  const r = useRecordForm({
    schema: adjustmentSaveBody,
    savePath: "/standings/adjustments/save",
    id: undefined,
    defaults,
    onSaved: () => {
      r.form.reset(defaults);
      onChange();
    },
  });
  const err = useFieldError(r.form);
  return (
    <section aria-labelledby="adjustments" className="space-y-3">
      <h2 id="adjustments" className="text-xl font-bold text-brand-900">
        {t("sports.data.standings.adjustments")}
      </h2>
      {data.adjustments.length === 0 ? (
        <p>{t("sports.data.standings.adjustmentsNone")}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-300">
          {data.adjustments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-3 p-2">
              <strong className="tabular-nums" dir="ltr">
                {a.points > 0 ? `+${a.points}` : a.points}
              </strong>
              <span className="font-bold">{nameOf(clubs, a.club_id)}</span>
              <span className="grow">{a.reason}</span>
              <button
                type="button"
                className={linkButton}
                aria-label={t("sports.data.standings.removeAdjustment", {
                  club: nameOf(clubs, a.club_id),
                })}
                onClick={() => setRemoving(a)}
              >
                {t("sports.data.standings.remove")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <RecordForm {...r} submitLabel={t("sports.data.standings.addAdjustment")}>
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem_2fr]">
          <SelectField
            label={t("sports.data.standings.club")}
            error={err("club_id")}
            {...r.form.register("club_id", { setValueAs: nullableNumber })}
          >
            <option value="">{t("sports.data.standings.chooseClub")}</option>
            {clubs.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <Field
            label={t("sports.data.standings.points")}
            type="number"
            inputMode="numeric"
            dir="ltr"
            hint={t("sports.data.standings.pointsHint")}
            error={err("points")}
            {...r.form.register("points", { setValueAs: nullableNumber })}
          />
          <Field
            label={t("sports.data.standings.reason")}
            dir={lang === "ar" ? "rtl" : "auto"}
            error={err("reason")}
            {...r.form.register("reason")}
          />
        </div>
      </RecordForm>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("sports.data.standings.removeAdjustmentTitle")}
        body={t("sports.data.standings.removeAdjustmentBody")}
        confirmLabel={t("sports.data.standings.remove")}
        destructive
        onConfirm={async () => {
          await staffCall("/standings/adjustments/delete", { id: removing!.id }, { lang });
          onChange();
        }}
      />
    </section>
  );
}

/** Results between other clubs of the championship (the club's own come from its matches). */
export function ResultsPanel({
  data,
  clubs,
  onChange,
}: {
  data: StaffStandings;
  clubs: Clubs;
  onChange: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const [removing, setRemoving] = useState<StaffStandings["fixtures"][number] | null>(null);
  const defaults = {
    championship_id: data.championship_id,
    home_club_id: "",
    away_club_id: "",
    home_goals: "",
    away_goals: "",
    status: "finished",
    played_on: null,
  };
  const r = useRecordForm({
    schema: fixtureSaveBody,
    savePath: "/standings/results/save",
    id: undefined,
    defaults,
    onSaved: () => {
      r.form.reset(defaults);
      onChange();
    },
  });
  const err = useFieldError(r.form);
  const clubSelect = (name: "home_club_id" | "away_club_id", label: string) => (
    <SelectField
      label={label}
      error={err(name)}
      {...r.form.register(name, { setValueAs: nullableNumber })}
    >
      <option value="">{t("sports.data.standings.chooseClub")}</option>
      {clubs.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </SelectField>
  );
  return (
    <section aria-labelledby="results" className="space-y-3">
      <h2 id="results" className="text-xl font-bold text-brand-900">
        {t("sports.data.standings.results")}
      </h2>
      <p className="text-sm text-gray-700">{t("sports.data.standings.ownMatches")}</p>
      {data.fixtures.length === 0 ? (
        <p>{t("sports.data.standings.resultsNone")}</p>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-md border border-gray-300">
          {data.fixtures.map((f) => {
            const home = nameOf(clubs, f.home_club_id);
            const away = nameOf(clubs, f.away_club_id);
            return (
              <li key={f.id} className="flex flex-wrap items-center gap-3 p-2">
                <span className="grow">
                  {home}{" "}
                  <bdi dir="ltr" className="font-bold tabular-nums">
                    {f.home_goals ?? "–"} – {f.away_goals ?? "–"}
                  </bdi>{" "}
                  {away}
                  <span className="block text-sm text-gray-700">
                    {t(`sports.status.${f.status as "finished"}`)}
                    {f.played_on ? <bdi dir="ltr"> · {f.played_on}</bdi> : null}
                  </span>
                </span>
                <button
                  type="button"
                  className={linkButton}
                  aria-label={t("sports.data.standings.removeResult", { home, away })}
                  onClick={() => setRemoving(f)}
                >
                  {t("sports.data.standings.remove")}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <RecordForm {...r} submitLabel={t("sports.data.standings.addResult")}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {clubSelect("home_club_id", t("sports.data.standings.home"))}
          {clubSelect("away_club_id", t("sports.data.standings.away"))}
          <SelectField
            label={t("sports.data.standings.status")}
            error={err("status")}
            {...r.form.register("status")}
          >
            {MATCH_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`sports.status.${s}`)}
              </option>
            ))}
          </SelectField>
          <Field
            label={t("sports.data.standings.homeGoals")}
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            error={err("home_goals")}
            {...r.form.register("home_goals", { setValueAs: nullableNumber })}
          />
          <Field
            label={t("sports.data.standings.awayGoals")}
            type="number"
            inputMode="numeric"
            min={0}
            dir="ltr"
            error={err("away_goals")}
            {...r.form.register("away_goals", { setValueAs: nullableNumber })}
          />
          <Field
            label={t("sports.data.standings.playedOn")}
            type="date"
            dir="ltr"
            error={err("played_on")}
            {...r.form.register("played_on", { setValueAs: (v) => v || null })}
          />
        </div>
      </RecordForm>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("sports.data.standings.removeResultTitle")}
        body={t("sports.data.standings.removeResultBody")}
        confirmLabel={t("sports.data.standings.remove")}
        destructive
        onConfirm={async () => {
          await staffCall("/standings/results/delete", { id: removing!.id }, { lang });
          onChange();
        }}
      />
    </section>
  );
}

const FIGURES = ["p", "w", "d", "l", "gf", "ga", "pts"] as const;

/** The table entered by hand: one row per club, best first. */
export function ManualTable({
  data,
  clubs,
  onChange,
}: {
  data: StaffStandings;
  clubs: Clubs;
  onChange: () => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: manualTableBody,
    savePath: "/standings/manual/save",
    id: undefined,
    onSaved: onChange,
    defaults: {
      championship_id: data.championship_id,
      rows: data.rows.map(({ club_id, p, w, d, l, gf, ga, pts }) => ({
        club_id,
        p,
        w,
        d,
        l,
        gf,
        ga,
        pts,
      })),
    },
  });
  const err = useFieldError(r.form);
  const rows = useFieldArray({ control: r.form.control, name: "rows" });
  return (
    <section aria-labelledby="manual" className="space-y-3">
      <h2 id="manual" className="text-xl font-bold text-brand-900">
        {t("sports.data.standings.manual")}
      </h2>
      <p className="text-sm text-gray-700">{t("sports.data.standings.manualHint")}</p>
      <RecordForm {...r} submitLabel={t("sports.data.standings.saveTable")}>
        {err("rows") ? (
          <p role="alert" className="text-sm font-bold text-red-800">
            {err("rows")}
          </p>
        ) : null}
        <ol className="space-y-3">
          {rows.fields.map((f, i) => {
            const club = nameOf(clubs, Number(r.form.watch(`rows.${i}.club_id`)));
            return (
              <li key={f.id} className="rounded-md border border-gray-300 p-2">
                <div className="grid grid-cols-4 items-end gap-2 sm:grid-cols-[2fr_repeat(7,4.5rem)_auto]">
                  <SelectField
                    className="col-span-4 sm:col-span-1"
                    label={`${i + 1}. ${t("sports.data.standings.club")}`}
                    error={err(`rows.${i}.club_id`)}
                    {...r.form.register(`rows.${i}.club_id`, { valueAsNumber: true })}
                  >
                    {clubs.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </SelectField>
                  {FIGURES.map((k) => (
                    <Field
                      key={k}
                      label={t(
                        k === "gf" || k === "ga"
                          ? `sports.data.standings.${k}`
                          : `sports.table.${k}`,
                      )}
                      type="number"
                      inputMode="numeric"
                      dir="ltr"
                      error={err(`rows.${i}.${k}`)}
                      {...r.form.register(`rows.${i}.${k}`, { valueAsNumber: true })}
                    />
                  ))}
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t("sports.data.standings.removeRow", { name: club })}
                    onClick={() => rows.remove(i)}
                  >
                    ×
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            rows.append({
              club_id:
                clubs.find(
                  (c) =>
                    !rows.fields.some(
                      (_, i) => Number(r.form.getValues(`rows.${i}.club_id`)) === c.id,
                    ),
                )?.id ?? clubs[0]?.id,
              p: 0,
              w: 0,
              d: 0,
              l: 0,
              gf: 0,
              ga: 0,
              pts: 0,
            })
          }
        >
          {t("sports.data.standings.addRow")}
        </button>
      </RecordForm>
    </section>
  );
}
