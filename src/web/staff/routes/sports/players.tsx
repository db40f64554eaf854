import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/players";
import { translate } from "../../../../shared/i18n";
import { PLAYER_POSITIONS } from "../../../../shared/sports/constants";
import { playersListBody, type PlayerRow } from "../../../../shared/sports/staff-data";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { Field, SelectField } from "../../components/field";
import { ListScreen, filtersFromUrl } from "../../components/list-screen";
import { ScreenError } from "../../components/screen-error";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

const FILTERS = ["search", "team_id", "position"] as const;

export async function loader(args: Route.LoaderArgs) {
  const filters = filtersFromUrl(playersListBody, new URL(args.request.url), FILTERS);
  const [list, options] = await Promise.all([
    staffLoad(args, "/players/list", filters),
    staffLoad(args, "/players/options"),
  ]);
  return {
    list,
    teams: options.teams,
    title: translate(staffLangOf(args.request), "sports.data.nav.players"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/players: every team's players, by team and order. */
export default function StaffPlayers() {
  const { list, teams, title } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
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
        <span className="block">
          <Link
            to={`/staff/sports/players/${row.original.id}`}
            className="font-bold text-brand-800 underline"
          >
            {row.original.label}
          </Link>
          {row.original.published ? null : (
            <span className="block text-sm text-gray-700">{t("sports.data.unpublished")}</span>
          )}
        </span>
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
          <Field
            label={t("sports.data.searchPlayers")}
            name="search"
            type="search"
            defaultValue={params.get("search") ?? ""}
          />
          <SelectField
            label={t("sports.data.player.team")}
            name="team_id"
            defaultValue={params.get("team_id") ?? ""}
          >
            <option value="">{t("staff.ui.all")}</option>
            {teams.map((team) => (
              <option key={team.id} value={team.id}>
                {team.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("sports.data.player.position")}
            name="position"
            defaultValue={params.get("position") ?? ""}
          >
            <option value="">{t("staff.ui.all")}</option>
            {PLAYER_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t(`sports.players.positions.${p}`)}
              </option>
            ))}
          </SelectField>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
