import type { RowData } from "@tanstack/react-table";
import type { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { FilterField } from "../../components/filter-form";
import { ChoiceFilter, Figure } from "../../components/list-parts";

type T = ReturnType<typeof useT>;

/** The season filter of the championship lists (`?season=2026-2027`). */
export function SeasonFilter({ t }: { t: T }) {
  return (
    <FilterField
      label={t("sports.data.championship.season")}
      name="season"
      dir="ltr"
      placeholder="2026-2027"
    />
  );
}

/** Upcoming or past matches (`?when=`). */
export function WhenFilter({ t }: { t: T }) {
  return (
    <ChoiceFilter
      name="when"
      label={t("sports.console.when")}
      words={{ upcoming: "sports.console.upcoming", past: "sports.console.past" }}
    />
  );
}

/** A match's kick-off, date and time as written (digits left to right). */
export const kickoffColumn = <R extends { kickoff_at: string }>(t: T): StaffColumn<R> => ({
  id: "kickoff",
  header: t("sports.console.kickoff"),
  cell: ({ row }) => (
    <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
      {row.original.kickoff_at.replace("T", " ")}
    </bdi>
  ),
});

/** A championship's season and how its table is kept. */
export const seasonAndModeColumns = <
  R extends { season: string; standings_mode: "manual" | "computed" },
>(
  t: T,
): StaffColumn<R>[] => [
  {
    id: "season",
    header: t("sports.data.championship.season"),
    cell: ({ row }) => <bdi dir="ltr">{row.original.season}</bdi>,
  },
  {
    id: "mode",
    header: t("sports.data.championship.mode"),
    cell: ({ row }) => t(`sports.data.championship.modes.${row.original.standings_mode}`),
  },
];

/** A column of counts (matches, players, predictions). */
export const countColumn = <R extends RowData>(
  id: string,
  header: string,
  value: (r: R) => number,
): StaffColumn<R> => ({
  id,
  header,
  cell: ({ row }) => <Figure value={value(row.original)} />,
});

/**
 * A championship's title with its season ("2025-2026") kept whole: on one line (a phone's narrow
 * column broke it at the dash, "2025-" / "2026") and read left to right as the season column
 * shows it (after Arabic words the bidi rules turned it into "2026-2025").
 */
export function WholeSeasons({ text }: { text: string }) {
  return text.split(/(\d{4}[-/]\d{2,4})/).map((part, i) =>
    i % 2 ? (
      <bdi key={i} dir="ltr" className="whitespace-nowrap">
        {part}
      </bdi>
    ) : (
      part
    ),
  );
}
