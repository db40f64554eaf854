import { Link } from "react-router";
import { primaryButton } from "../../components/buttons";
import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { MatchForm } from "../../features/sports/match-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const match = editRoute({
  api: "/matches",
  back: ["/staff/sports/matches", "staff.nav.matches"],
  titles: ["sports.console.newMatch", "sports.console.editMatch"],
  options: (args) => staffLoad(args, "/matches/options"),
  words: "sports.console",
});

export const loader = match.loader;
export const meta = titleMeta;

/** /staff/sports/matches/new and /staff/sports/matches/:id: the match form, and deletion. */
export default match.screen(
  ({ record, options, onSaved }) => (
    <MatchForm match={record} options={options} onSaved={onSaved} />
  ),
  {
    actions: (m, { t }) => (
      <Link to={`/staff/sports/matches/${m.id}/live`} className={primaryButton}>
        {t("sports.console.control")}
      </Link>
    ),
  },
);
