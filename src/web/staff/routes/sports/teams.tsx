import { Link } from "react-router";
import { teamsListBody } from "../../../../shared/sports/staff-data";
import { TEAM_KINDS } from "../../../../shared/sports/dtos";
import { linkButton } from "../../components/buttons";
import { ChoiceFilter, Figure } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const teams = listRoute({
  call: "/teams/list",
  body: teamsListBody,
  filters: ["search", "kind"],
  title: "sports.data.nav.teams",
  base: "/staff/sports/teams",
});

export const loader = teams.loader;
export const meta = titleMeta;

/** /staff/sports/teams: the club's squads. */
export default teams.screen(({ t, col, link }) => ({
  create: t("sports.data.team.new"),
  columns: [
    col("name", t("sports.data.team.name"), (r) => link(r, r.label)),
    col(
      "kind",
      t("sports.data.team.kind"),
      (r) =>
        `${t(`sports.data.team.kinds.${r.kind}`)}${r.published ? "" : ` · ${t("sports.data.unpublished")}`}`,
    ),
    col("players", t("sports.data.team.players"), (r) => (
      <Link to={`/staff/sports/players?team_id=${r.id}`} className={linkButton}>
        <Figure value={r.players} />
      </Link>
    )),
  ],
  search: t("sports.data.search"),
  filters: (
    <ChoiceFilter
      name="kind"
      label={t("sports.data.team.kind")}
      choices={TEAM_KINDS.map((k) => ({ value: k, label: t(`sports.data.team.kinds.${k}`) }))}
    />
  ),
  empty: t("sports.data.team.none"),
  noMatch: t("sports.data.team.noMatch"),
}));
