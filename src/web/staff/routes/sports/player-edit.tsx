import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PlayerForm } from "../../features/sports-data/player-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const player = editRoute({
  api: "/players",
  back: ["/staff/sports/players", "sports.data.nav.players"],
  titles: ["sports.data.player.new", "sports.data.player.editTitle"],
  options: (args) => staffLoad(args, "/players/options"),
});

export const loader = player.loader;
export const meta = titleMeta;

/** /staff/sports/players/new and /staff/sports/players/:id. */
export default player.screen(({ record, options, onSaved }) => (
  <PlayerForm player={record} options={options} onSaved={onSaved} />
));
