import { PLAYER_POSITIONS } from "../../../../shared/sports/constants";
import { playersListBody } from "../../../../shared/sports/staff-data";
import { choices } from "../../../components/ui/form-controls";
import { ChoiceFilter } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffLoad } from "../../lib/staff-api";
import { sportsListRoute } from "../../features/sports-data/record-routes";
import { titleMeta } from "../../lib/title-meta";

const players = sportsListRoute("players", {
  body: playersListBody,
  filters: ["search", "team_id", "position"],
  options: (args) => staffLoad(args, "/players/options"),
});

export const loader = players.loader;
export const meta = titleMeta;

/** /staff/sports/players: every team's players, by team and order. */
export default players.screen(({ t, options, col, link }) => ({
  columns: [
    col(
      "photo",
      () => <span className="sr-only">{t("sports.data.player.photo")}</span>,
      (r) => (
        <img src={r.image_url} alt="" className="size-12 rounded-full bg-gray-100 object-cover" />
      ),
    ),
    col("number", t("sports.data.player.number"), (r) => (
      <span className="font-bold tabular-nums" dir="ltr">
        {r.number ?? "–"}
      </span>
    )),
    col("name", t("sports.data.player.name"), (r) =>
      link(r, r.label, r.published ? null : t("sports.data.unpublished")),
    ),
    col("position", t("sports.data.player.position"), (r) =>
      t(`sports.players.positions.${r.position}`),
    ),
    col("team", t("sports.data.player.team"), (r) => r.team),
  ],
  search: t("sports.data.searchPlayers"),
  filters: (
    <>
      <ChoiceFilter
        name="team_id"
        label={t("sports.data.player.team")}
        choices={options.teams.map((team) => ({ value: team.id, label: team.name }))}
      />
      <ChoiceFilter
        name="position"
        label={t("sports.data.player.position")}
        choices={choices(PLAYER_POSITIONS, (p) => t(`sports.players.positions.${p}`))}
      />
    </>
  ),
}));
