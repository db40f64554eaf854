import { useLoaderData } from "react-router";
import type { Route } from "./+types/predictions";
import {
  predictionMatchesBody,
  type PredictionMatchRow,
} from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { countColumn, kickoffColumn, WhenFilter } from "../../features/sports-data/list-parts";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "when"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(
    args,
    "/predictions/matches",
    predictionMatchesBody,
    FILTERS,
    "sports.data.predictions.title",
  );
}

export const meta = titleMeta;

/** /staff/sports/predictions: matches with their prediction counts and windows. */
export default function StaffPredictions() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<PredictionMatchRow>[] = [
    kickoffColumn<PredictionMatchRow>(t),
    {
      id: "opponent",
      header: t("sports.console.opponent"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/sports/predictions/${row.original.id}`}
          label={row.original.competitor_name}
          sub={`${t(`sports.status.${row.original.status as "scheduled"}`)} · ${row.original.championship_title}`}
        />
      ),
    },
    {
      id: "window",
      header: t("sports.data.predictions.window"),
      cell: ({ row }) =>
        row.original.enabled
          ? t("sports.data.predictions.open")
          : t("sports.data.predictions.closed"),
    },
    countColumn(
      "count",
      t("sports.data.predictions.count"),
      (m: PredictionMatchRow) => m.predictions,
    ),
  ];
  return (
    <ListScreen
      title={title}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("sports.data.predictions.search")} />
          <WhenFilter t={t} />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(m) => m.id}
      empty={t("sports.data.predictions.none")}
      noMatch={t("sports.data.predictions.noMatch")}
    />
  );
}
