import { Link } from "react-router";
import { MATCH_STATUSES } from "../../../../shared/sports/match-status";
import { staffMatchesListBody } from "../../../../shared/staff/sports";
import { choices } from "../../../components/ui/form-controls";
import { linkButton } from "../../components/buttons";
import { ChoiceFilter } from "../../components/list-parts";
import { listRoute } from "../../components/list-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import type { StaffMatchRow } from "../../../../shared/staff/sports-dtos";
import { kickoffColumn, WhenFilter, WholeSeasons } from "../../features/sports-data/list-parts";
import { championshipChoices } from "../../features/sports/match-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const matches = listRoute({
  call: "/matches/list",
  body: staffMatchesListBody,
  filters: ["search", "status", "championship_id", "when"],
  title: "staff.nav.matches",
  base: "/staff/sports/matches",
  options: (args) => staffLoad(args, "/matches/options"),
});

export const loader = matches.loader;
export const meta = titleMeta;

/** /staff/sports/matches: the fixtures, with their score and the live control. */
export default matches.screen(({ t, options, col, link }) => ({
  create: t("sports.console.newMatch"),
  columns: [
    kickoffColumn<StaffMatchRow>(t),
    col("opponent", t("sports.console.opponent"), (r) =>
      link(
        r,
        r.competitor_name,
        <>
          {r.our_stadium ? t("sports.matches.home") : t("sports.matches.away")} ·{" "}
          <WholeSeasons text={r.championship_title} />
        </>,
      ),
    ),
    col("status", t("sports.console.status"), (r) => (
      <span>
        {t(`sports.status.${r.status}`)}
        {r.published ? "" : ` · ${t("sports.console.unpublished")}`}
      </span>
    )),
    col("score", t("sports.console.score"), (r) =>
      r.team_goals === null ? (
        "–"
      ) : (
        <bdi dir="ltr" className="tabular-nums">
          {r.team_goals} – {r.competitor_team_goals}
        </bdi>
      ),
    ),
    col("actions", t("staff.ui.actions"), (r) => (
      <Link to={`/staff/sports/matches/${r.id}/live`} className={linkButton}>
        {t("sports.console.control")}
      </Link>
    )),
  ],
  search: t("sports.console.search"),
  filters: (
    <>
      <WhenFilter t={t} />
      <ChoiceFilter
        name="status"
        label={t("sports.console.status")}
        choices={choices(MATCH_STATUSES, (st) => t(`sports.status.${st}`))}
      />
      <ChoiceFilter
        name="championship_id"
        label={t("sports.matches.championship")}
        choices={championshipChoices(options.championships)}
      />
    </>
  ),
  empty: t("sports.console.none"),
  noMatch: t("sports.console.noMatch"),
}));
