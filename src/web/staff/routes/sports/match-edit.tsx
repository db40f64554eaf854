import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/match-edit";
import { useT } from "../../../lib/i18n";
import { primaryButton } from "../../components/buttons";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { MatchForm } from "../../features/sports/match-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const [match, options] = await Promise.all([
    loadRecord(args, "/matches/get"),
    staffLoad(args, "/matches/options"),
  ]);
  return {
    match,
    options,
    title: recordTitle(args, "sports.console.newMatch", "sports.console.editMatch"),
  };
}

export const meta = titleMeta;

/** /staff/sports/matches/new and /staff/sports/matches/:id: the match form, and deletion. */
export default function StaffMatchEdit() {
  const { match, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/sports/matches", label: t("staff.nav.matches") }}
      title={title}
      record={match}
      deletePath="/matches/delete"
      deleteWords="sports.console"
      actions={
        match ? (
          <Link to={`/staff/sports/matches/${match.id}/live`} className={primaryButton}>
            {t("sports.console.control")}
          </Link>
        ) : null
      }
    >
      {(onSaved) => (
        <MatchForm key={match?.id ?? "new"} match={match} options={options} onSaved={onSaved} />
      )}
    </RecordEditScreen>
  );
}
