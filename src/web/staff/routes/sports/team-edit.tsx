import { useLoaderData } from "react-router";
import type { Route } from "./+types/team-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { TeamForm } from "../../features/sports-data/team-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const [team, options] = await Promise.all([
    loadRecord(args, "/teams/get"),
    staffLoad(args, "/teams/options"),
  ]);
  return {
    team,
    options,
    title: recordTitle(args, "sports.data.team.new", "sports.data.team.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/sports/teams/new and /staff/sports/teams/:id. */
export default function StaffTeamEdit() {
  const { team, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/sports/teams", label: t("sports.data.nav.teams") }}
      title={title}
      record={team}
      deletePath="/teams/delete"
    >
      {(onSaved) => (
        <TeamForm key={team?.id ?? "new"} team={team} options={options} onSaved={onSaved} />
      )}
    </RecordEditScreen>
  );
}
