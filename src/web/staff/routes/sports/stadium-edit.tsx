import { useLoaderData } from "react-router";
import type { Route } from "./+types/stadium-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { StadiumForm } from "../../features/sports-data/stadium-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    stadium: await loadRecord(args, "/stadiums/get"),
    title: recordTitle(args, "sports.data.stadium.new", "sports.data.stadium.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/sports/stadiums/new and /staff/sports/stadiums/:id. */
export default function StaffStadiumEdit() {
  const { stadium, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/sports/stadiums", label: t("sports.data.nav.stadiums") }}
      title={title}
      record={stadium}
      deletePath="/stadiums/delete"
    >
      {(onSaved) => <StadiumForm key={stadium?.id ?? "new"} stadium={stadium} onSaved={onSaved} />}
    </RecordEditScreen>
  );
}
