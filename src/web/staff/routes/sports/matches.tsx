import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/matches";
import { MATCH_STATUSES } from "../../../../shared/sports/match-status";
import { staffMatchesListBody } from "../../../../shared/staff/sports";
import { useT } from "../../../lib/i18n";
import { linkButton } from "../../components/buttons";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import type { StaffMatchRow } from "../../../../shared/staff/sports-dtos";
import { kickoffColumn, WhenFilter } from "../../features/sports-data/list-parts";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "status", "championship_id", "when"] as const;

export async function loader(args: Route.LoaderArgs) {
  const [list, options] = await Promise.all([
    loadList(args, "/matches/list", staffMatchesListBody, FILTERS),
    staffLoad(args, "/matches/options"),
  ]);
  return {
    list,
    championships: options.championships,
    title: staffTitle(args.request, "staff.nav.matches"),
  };
}

export const meta = titleMeta;

export default function StaffMatches() {
  const { list, championships } = useLoaderData<typeof loader>();
  const t = useT();

  const columns: StaffColumn<StaffMatchRow>[] = [
    kickoffColumn<StaffMatchRow>(t),
    {
      id: "opponent",
      header: t("sports.console.opponent"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/sports/matches/${row.original.id}`}
          label={row.original.competitor_name}
          sub={`${row.original.our_stadium ? t("sports.matches.home") : t("sports.matches.away")} · ${row.original.championship_title}`}
        />
      ),
    },
    {
      id: "status",
      header: t("sports.console.status"),
      cell: ({ row }) => (
        <span>
          {t(`sports.status.${row.original.status}`)}
          {row.original.published ? "" : ` · ${t("sports.console.unpublished")}`}
        </span>
      ),
    },
    {
      id: "score",
      header: t("sports.console.score"),
      cell: ({ row }) =>
        row.original.team_goals === null ? (
          "–"
        ) : (
          <bdi dir="ltr" className="tabular-nums">
            {row.original.team_goals} – {row.original.competitor_team_goals}
          </bdi>
        ),
    },
    {
      id: "actions",
      header: t("staff.ui.actions"),
      cell: ({ row }) => (
        <Link to={`/staff/sports/matches/${row.original.id}/live`} className={linkButton}>
          {t("sports.console.control")}
        </Link>
      ),
    },
  ];

  return (
    <ListScreen
      title={t("staff.nav.matches")}
      create={{ to: "/staff/sports/matches/new", label: t("sports.console.newMatch") }}
      filterKeys={FILTERS}
      filterColumns={5}
      filters={
        <>
          <SearchFilter label={t("sports.console.search")} />
          <WhenFilter t={t} />
          <ChoiceFilter
            name="status"
            label={t("sports.console.status")}
            choices={MATCH_STATUSES.map((st) => ({ value: st, label: t(`sports.status.${st}`) }))}
          />
          <ChoiceFilter
            name="championship_id"
            label={t("sports.matches.championship")}
            choices={championships.map((c) => ({ value: c.id, label: `${c.title} (${c.season})` }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(m) => m.id}
      empty={t("sports.console.none")}
      noMatch={t("sports.console.noMatch")}
    />
  );
}
