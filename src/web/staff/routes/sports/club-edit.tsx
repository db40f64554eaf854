import { useLoaderData } from "react-router";
import type { Route } from "./+types/club-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ClubForm } from "../../features/sports-data/club-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    club: await loadRecord(args, "/clubs/get"),
    title: recordTitle(args, "sports.data.club.new", "sports.data.club.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/sports/clubs/new and /staff/sports/clubs/:id. */
export default function StaffClubEdit() {
  const { club, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/sports/clubs", label: t("sports.data.nav.clubs") }}
      title={title}
      record={club}
      deletePath="/clubs/delete"
    >
      {(onSaved) => <ClubForm key={club?.id ?? "new"} club={club} onSaved={onSaved} />}
    </RecordEditScreen>
  );
}
