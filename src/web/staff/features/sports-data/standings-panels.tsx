import { useFieldArray } from "react-hook-form";
import type { StaffStandings } from "../../../../shared/staff/sports-dtos";
import { manualTableBody, standingsSaveBody } from "../../../../shared/staff/sports";
import { choices } from "../../../components/ui/form-controls";
import { useLang, useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { DataTable, type StaffColumn } from "../../components/data-table";
import { ChoiceField, choicesOf, ListError, NumberField } from "./fields";
import { RecordForm, useRecordForm } from "../../components/record-form";
import { Section } from "../../components/section";
import { nameOf, type Clubs } from "./standings-entries";

type Row = StaffStandings["rows"][number];

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
    onSaved,
    defaults: { championship_id: data.championship_id, mode: data.mode, rules: data.rules },
  });
  return (
    <RecordForm {...r}>
      <ChoiceField
        className="max-w-sm"
        name="mode"
        label={t("sports.data.standings.mode")}
        choices={choices(["computed", "manual"] as const, (m) =>
          t(`sports.data.championship.modes.${m}`),
        )}
      />
    </RecordForm>
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
  const rows = useFieldArray({ control: r.form.control, name: "rows" });
  return (
    <Section
      look="open"
      id="manual"
      title={t("sports.data.standings.manual")}
      hint={t("sports.data.standings.manualHint")}
    >
      <RecordForm {...r} submitLabel={t("sports.data.standings.saveTable")}>
        <ListError name="rows" alert />
        {/* The rows and "Add a club" are one block: the form's spacing keeps it off "Save". */}
        <div className="space-y-3">
          <ol className="space-y-3">
            {rows.fields.map((f, i) => {
              const club = nameOf(clubs, Number(r.form.watch(`rows.${i}.club_id`)));
              return (
                <li key={f.id} className="rounded-md border border-gray-300 p-2">
                  <div className="grid grid-cols-4 items-end gap-2 sm:grid-cols-[2fr_repeat(7,4.5rem)_auto]">
                    <ChoiceField
                      className="col-span-4 sm:col-span-1"
                      name={`rows.${i}.club_id`}
                      label={`${i + 1}. ${t("sports.data.standings.club")}`}
                      choices={choicesOf(clubs)}
                      numeric
                    />
                    {FIGURES.map((k) => (
                      <NumberField
                        key={k}
                        name={`rows.${i}.${k}`}
                        label={t(
                          k === "gf" || k === "ga"
                            ? `sports.data.standings.${k}`
                            : `sports.table.${k}`,
                        )}
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
        </div>
      </RecordForm>
    </Section>
  );
}
