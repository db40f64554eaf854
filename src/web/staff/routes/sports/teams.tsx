import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/teams";
import { teamsListBody, type TeamRow } from "../../../../shared/sports/staff-data";
import { TEAM_KINDS } from "../../../../shared/sports/dtos";
import { useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "kind"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(args, "/teams/list", teamsListBody, FILTERS, "sports.data.nav.teams");
}

export const meta = titleMeta;

/** /staff/sports/teams: the club's squads. */
export default function StaffTeams() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<TeamRow>[] = [
    {
      id: "name",
      header: t("sports.data.team.name"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/sports/teams/${row.original.id}`} label={row.original.label} />
      ),
    },
    {
      id: "kind",
      header: t("sports.data.team.kind"),
      cell: ({ row }) =>
        `${t(`sports.data.team.kinds.${row.original.kind}`)}${row.original.published ? "" : ` · ${t("sports.data.unpublished")}`}`,
    },
    {
      id: "players",
      header: t("sports.data.team.players"),
      cell: ({ row }) => (
        <Link to={`/staff/sports/players?team_id=${row.original.id}`} className={linkButton}>
          <Figure value={row.original.players} />
        </Link>
      ),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/sports/teams/new", label: t("sports.data.team.new") }}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("sports.data.search")} />
          <ChoiceFilter
            name="kind"
            label={t("sports.data.team.kind")}
            choices={TEAM_KINDS.map((k) => ({ value: k, label: t(`sports.data.team.kinds.${k}`) }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(x) => x.id}
      empty={t("sports.data.team.none")}
      noMatch={t("sports.data.team.noMatch")}
    />
  );
}
