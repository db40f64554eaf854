import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { TeamForm } from "../../features/sports-data/team-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const team = editRoute({
  api: "/teams",
  back: ["/staff/sports/teams", "sports.data.nav.teams"],
  titles: ["sports.data.team.new", "sports.data.team.editTitle"],
  options: (args) => staffLoad(args, "/teams/options"),
});

export const loader = team.loader;
export const meta = titleMeta;

/** /staff/sports/teams/new and /staff/sports/teams/:id. */
export default team.screen((c) => (
  <TeamForm team={c.record} options={c.options} onSaved={c.onSaved} />
));
