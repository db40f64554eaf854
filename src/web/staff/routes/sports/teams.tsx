import { Link, useLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/teams";
import { translate } from "../../../../shared/i18n";
import { teamsListBody, type TeamRow } from "../../../../shared/sports/staff-data";
import { TEAM_KINDS } from "../../../../shared/sports/dtos";
import { useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import type { StaffColumn } from "../../components/data-table";
import { Field, SelectField } from "../../components/field";
import { ListScreen, filtersFromUrl } from "../../components/list-screen";
import { ScreenError } from "../../components/screen-error";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

const FILTERS = ["search", "kind"] as const;

export async function loader(args: Route.LoaderArgs) {
  const filters = filtersFromUrl(teamsListBody, new URL(args.request.url), FILTERS);
  return {
    list: await staffLoad(args, "/teams/list", filters),
    title: translate(staffLangOf(args.request), "sports.data.nav.teams"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/teams: the club's squads. */
export default function StaffTeams() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const [params] = useSearchParams();
  const columns: StaffColumn<TeamRow>[] = [
    {
      id: "name",
      header: t("sports.data.team.name"),
      cell: ({ row }) => (
        <Link
          to={`/staff/sports/teams/${row.original.id}`}
          className="font-bold text-brand-800 underline"
        >
          {row.original.label}
        </Link>
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
          <span className="tabular-nums">{row.original.players}</span>
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
          <Field
            label={t("sports.data.search")}
            name="search"
            type="search"
            defaultValue={params.get("search") ?? ""}
          />
          <SelectField
            label={t("sports.data.team.kind")}
            name="kind"
            defaultValue={params.get("kind") ?? ""}
          >
            <option value="">{t("staff.ui.all")}</option>
            {TEAM_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`sports.data.team.kinds.${k}`)}
              </option>
            ))}
          </SelectField>
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

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
