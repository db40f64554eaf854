export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PlayerForm } from "../../features/sports-data/player-form";
import { sportsEditRoute } from "../../features/sports-data/record-routes";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const player = sportsEditRoute("players", (args) => staffLoad(args, "/players/options"));

export const loader = player.loader;
export const meta = titleMeta;

/** /staff/sports/players/new and /staff/sports/players/:id. */
export default player.screen((c) => <PlayerForm {...c} />);
