import { useLoaderData } from "react-router";
import type { Route } from "./+types/championship-types";
import {
  championshipTypesListBody,
  type ChampionshipTypeRow,
} from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { countColumn } from "../../features/sports-data/list-parts";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(
    args,
    "/championship-types/list",
    championshipTypesListBody,
    FILTERS,
    "sports.data.nav.championshipTypes",
  );
}

export const meta = titleMeta;

/** /staff/sports/championship-types: the kinds of competition, in the site's order. */
export default function StaffChampionshipTypes() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<ChampionshipTypeRow>[] = [
    {
      id: "title",
      header: t("sports.data.championshipType.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/sports/championship-types/${row.original.id}`}
          label={row.original.label}
          sub={row.original.published ? "" : t("sports.data.unpublished")}
        />
      ),
    },
    {
      id: "ord",
      header: t("sports.data.order"),
      cell: ({ row }) => <Figure value={row.original.ord} />,
    },
    countColumn(
      "championships",
      t("sports.data.championshipType.championships"),
      (c: ChampionshipTypeRow) => c.championships,
    ),
  ];
  return (
    <ListScreen
      title={title}
      create={{
        to: "/staff/sports/championship-types/new",
        label: t("sports.data.championshipType.new"),
      }}
      filterKeys={FILTERS}
      filterColumns={2}
      filters={<SearchFilter label={t("sports.data.search")} />}
      list={list}
      columns={columns}
      rowKey={(c) => c.id}
      empty={t("sports.data.championshipType.none")}
      noMatch={t("sports.data.championshipType.noMatch")}
    />
  );
}
