import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/player-edit";
import { translate } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { RecordScreen } from "../../components/record-screen";
import { ScreenError } from "../../components/screen-error";
import { PlayerForm } from "../../features/sports-data/player-form";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

export async function loader(args: Route.LoaderArgs) {
  const isNew = args.params.id === "new";
  const [player, options] = await Promise.all([
    isNew
      ? Promise.resolve(null)
      : staffLoad(args, "/players/get", { id: recordId(args.params.id) }),
    staffLoad(args, "/players/options"),
  ]);
  const lang = staffLangOf(args.request);
  return {
    player,
    options,
    title: translate(lang, isNew ? "sports.data.player.new" : "sports.data.player.editTitle"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/players/new and /staff/sports/players/:id. */
export default function StaffPlayerEdit() {
  const { player, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RecordScreen
      back={{ to: "/staff/sports/players", label: t("sports.data.nav.players") }}
      title={title}
      remove={
        player
          ? { path: "/players/delete", id: player.id, name: player.name[lang] || player.name.ar }
          : undefined
      }
    >
      <PlayerForm
        key={player?.id ?? "new"}
        player={player}
        options={options}
        onSaved={(saved) =>
          player
            ? void revalidator.revalidate()
            : void navigate(`/staff/sports/players/${saved.id}`, { replace: true })
        }
      />
    </RecordScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
