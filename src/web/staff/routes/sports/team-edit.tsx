import { useLoaderData, useNavigate, useRevalidator } from "react-router";
import type { Route } from "./+types/team-edit";
import { translate } from "../../../../shared/i18n";
import { useLang, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { RecordScreen } from "../../components/record-screen";
import { ScreenError } from "../../components/screen-error";
import { TeamForm } from "../../features/sports-data/team-form";
import { staffLangOf, staffLoad } from "../../lib/staff-api";

export async function loader(args: Route.LoaderArgs) {
  const isNew = args.params.id === "new";
  const [team, options] = await Promise.all([
    isNew ? Promise.resolve(null) : staffLoad(args, "/teams/get", { id: recordId(args.params.id) }),
    staffLoad(args, "/teams/options"),
  ]);
  const lang = staffLangOf(args.request);
  return {
    team,
    options,
    title: translate(lang, isNew ? "sports.data.team.new" : "sports.data.team.editTitle"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "" }];

/** /staff/sports/teams/new and /staff/sports/teams/:id. */
export default function StaffTeamEdit() {
  const { team, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <RecordScreen
      back={{ to: "/staff/sports/teams", label: t("sports.data.nav.teams") }}
      title={title}
      remove={
        team
          ? { path: "/teams/delete", id: team.id, name: team.name[lang] || team.name.ar }
          : undefined
      }
    >
      <TeamForm
        key={team?.id ?? "new"}
        team={team}
        options={options}
        onSaved={(saved) =>
          team
            ? void revalidator.revalidate()
            : void navigate(`/staff/sports/teams/${saved.id}`, { replace: true })
        }
      />
    </RecordScreen>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ScreenError error={error} />;
}
