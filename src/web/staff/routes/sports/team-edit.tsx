export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { sportsEditRoute } from "../../features/sports-data/record-routes";
import { TeamForm } from "../../features/sports-data/team-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const team = sportsEditRoute("teams", (args) => staffLoad(args, "/teams/options"));

export const loader = team.loader;
export const meta = titleMeta;

/** /staff/sports/teams/new and /staff/sports/teams/:id. */
export default team.screen((c) => <TeamForm {...c} />);
