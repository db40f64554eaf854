import { useLoaderData } from "react-router";
import type { Route } from "./+types/stadiums";
import { stadiumsListBody, type StadiumRow } from "../../../../shared/sports/staff-data";
import { useLang, useT } from "../../../lib/i18n";
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
    "/stadiums/list",
    stadiumsListBody,
    FILTERS,
    "sports.data.nav.stadiums",
  );
}

export const meta = titleMeta;

/** /staff/sports/stadiums. */
export default function StaffStadiums() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const columns: StaffColumn<StadiumRow>[] = [
    {
      id: "name",
      header: t("sports.data.stadium.name"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/sports/stadiums/${row.original.id}`} label={row.original.label} />
      ),
    },
    {
      id: "city",
      header: t("sports.data.stadium.city"),
      cell: ({ row }) => row.original.city[lang] || row.original.city.ar || "–",
    },
    {
      id: "capacity",
      header: t("sports.data.stadium.capacity"),
      cell: ({ row }) => (
        <Figure
          value={
            row.original.capacity?.toLocaleString(lang === "ar" ? "ar-SA-u-nu-latn" : lang) ?? "–"
          }
        />
      ),
    },
    countColumn("matches", t("sports.data.stadium.matches"), (s: StadiumRow) => s.matches),
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/sports/stadiums/new", label: t("sports.data.stadium.new") }}
      filterKeys={FILTERS}
      filterColumns={2}
      filters={<SearchFilter label={t("sports.data.search")} />}
      list={list}
      columns={columns}
      rowKey={(s) => s.id}
      empty={t("sports.data.stadium.none")}
      noMatch={t("sports.data.stadium.noMatch")}
    />
  );
}
