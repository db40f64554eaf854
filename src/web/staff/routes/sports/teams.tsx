import { Link } from "react-router";
import { teamsListBody } from "../../../../shared/sports/staff-data";
import { TEAM_KINDS } from "../../../../shared/sports/dtos";
import { choices } from "../../../components/ui/form-controls";
import { linkButton } from "../../components/buttons";
import { ChoiceFilter, Figure } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { sportsListRoute } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";

const teams = sportsListRoute("teams", {
  body: teamsListBody,
  filters: ["search", "kind"],
});

export const loader = teams.loader;
export const meta = titleMeta;

/** /staff/sports/teams: the club's squads. */
export default teams.screen(({ t, col, link }) => ({
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
  filters: (
    <ChoiceFilter
      name="kind"
      label={t("sports.data.team.kind")}
      choices={choices(TEAM_KINDS, (k) => t(`sports.data.team.kinds.${k}`))}
    />
  ),
}));
