import { useLoaderData } from "react-router";
import type { Route } from "./+types/standings";
import { championshipsListBody, type ChampionshipRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SeasonFilter, seasonAndModeColumns } from "../../features/sports-data/list-parts";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "season"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(
    args,
    "/championships/list",
    championshipsListBody,
    FILTERS,
    "sports.data.nav.standings",
  );
}

export const meta = titleMeta;

/** /staff/sports/standings: choose the championship whose table to see and edit. */
export default function StaffStandings() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<ChampionshipRow>[] = [
    {
      id: "title",
      header: t("sports.data.championship.title"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/sports/standings/${row.original.id}`} label={row.original.label} />
      ),
    },
    ...seasonAndModeColumns<ChampionshipRow>(t),
  ];
  return (
    <ListScreen
      title={title}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("sports.data.search")} />
          <SeasonFilter t={t} />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(c) => c.id}
      empty={t("sports.data.championship.none")}
      noMatch={t("sports.data.championship.noMatch")}
    >
      <p>{t("sports.data.standings.choose")}</p>
    </ListScreen>
  );
}
