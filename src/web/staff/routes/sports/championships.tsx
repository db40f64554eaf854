import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/championships";
import { championshipsListBody, type ChampionshipRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import {
  countColumn,
  SeasonFilter,
  seasonAndModeColumns,
} from "../../features/sports-data/list-parts";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "season", "type_id"] as const;

export async function loader(args: Route.LoaderArgs) {
  const [list, options] = await Promise.all([
    loadList(args, "/championships/list", championshipsListBody, FILTERS),
    staffLoad(args, "/championships/options"),
  ]);
  return {
    list,
    types: options.types,
    title: staffTitle(args.request, "sports.data.nav.championships"),
  };
}

export const meta = titleMeta;

/** /staff/sports/championships: each season's competitions, their type and table mode. */
export default function StaffChampionships() {
  const { list, types, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<ChampionshipRow>[] = [
    {
      id: "title",
      header: t("sports.data.championship.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/sports/championships/${row.original.id}`}
          label={row.original.label}
          sub={`${row.original.type_label}${row.original.published ? "" : ` · ${t("sports.data.unpublished")}`}`}
        />
      ),
    },
    ...seasonAndModeColumns<ChampionshipRow>(t),
    countColumn(
      "matches",
      t("sports.data.championship.matches"),
      (c: ChampionshipRow) => c.matches,
    ),
    {
      id: "actions",
      header: t("staff.ui.actions"),
      cell: ({ row }) => (
        <Link to={`/staff/sports/standings/${row.original.id}`} className={linkButton}>
          {t("sports.data.championship.table")}
        </Link>
      ),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/sports/championships/new", label: t("sports.data.championship.new") }}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("sports.data.search")} />
          <SeasonFilter t={t} />
          <ChoiceFilter
            name="type_id"
            label={t("sports.data.championship.type")}
            choices={types.map((ty) => ({ value: ty.id, label: ty.title }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(c) => c.id}
      empty={t("sports.data.championship.none")}
      noMatch={t("sports.data.championship.noMatch")}
    />
  );
}
