import { useLoaderData } from "react-router";
import type { Route } from "./+types/players";
import { PLAYER_POSITIONS } from "../../../../shared/sports/constants";
import { playersListBody, type PlayerRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "team_id", "position"] as const;

export async function loader(args: Route.LoaderArgs) {
  const [list, options] = await Promise.all([
    loadList(args, "/players/list", playersListBody, FILTERS),
    staffLoad(args, "/players/options"),
  ]);
  return {
    list,
    teams: options.teams,
    title: staffTitle(args.request, "sports.data.nav.players"),
  };
}

export const meta = titleMeta;

/** /staff/sports/players: every team's players, by team and order. */
export default function StaffPlayers() {
  const { list, teams, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<PlayerRow>[] = [
    {
      id: "photo",
      header: () => <span className="sr-only">{t("sports.data.player.photo")}</span>,
      cell: ({ row }) => (
        <img
          src={row.original.image_url}
          alt=""
          className="size-12 rounded-full bg-gray-100 object-cover"
        />
      ),
    },
    {
      id: "number",
      header: t("sports.data.player.number"),
      cell: ({ row }) => (
        <span className="font-bold tabular-nums" dir="ltr">
          {row.original.number ?? "–"}
        </span>
      ),
    },
    {
      id: "name",
      header: t("sports.data.player.name"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/sports/players/${row.original.id}`}
          label={row.original.label}
          sub={row.original.published ? null : t("sports.data.unpublished")}
        />
      ),
    },
    {
      id: "position",
      header: t("sports.data.player.position"),
      cell: ({ row }) => t(`sports.players.positions.${row.original.position}`),
    },
    { id: "team", header: t("sports.data.player.team"), cell: ({ row }) => row.original.team },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/sports/players/new", label: t("sports.data.player.new") }}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("sports.data.searchPlayers")} />
          <ChoiceFilter
            name="team_id"
            label={t("sports.data.player.team")}
            choices={teams.map((team) => ({ value: team.id, label: team.name }))}
          />
          <ChoiceFilter
            name="position"
            label={t("sports.data.player.position")}
            choices={PLAYER_POSITIONS.map((p) => ({
              value: p,
              label: t(`sports.players.positions.${p}`),
            }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(p) => p.id}
      empty={t("sports.data.player.none")}
      noMatch={t("sports.data.player.noMatch")}
    />
  );
}
