import { useLoaderData } from "react-router";
import type { Route } from "./+types/player-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { PlayerForm } from "../../features/sports-data/player-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const [player, options] = await Promise.all([
    loadRecord(args, "/players/get"),
    staffLoad(args, "/players/options"),
  ]);
  return {
    player,
    options,
    title: recordTitle(args, "sports.data.player.new", "sports.data.player.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/sports/players/new and /staff/sports/players/:id. */
export default function StaffPlayerEdit() {
  const { player, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/sports/players", label: t("sports.data.nav.players") }}
      title={title}
      record={player}
      deletePath="/players/delete"
    >
      {(onSaved) => (
        <PlayerForm key={player?.id ?? "new"} player={player} options={options} onSaved={onSaved} />
      )}
    </RecordEditScreen>
  );
}
