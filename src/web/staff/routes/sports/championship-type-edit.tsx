import { useLoaderData } from "react-router";
import type { Route } from "./+types/championship-type-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ChampionshipTypeForm } from "../../features/sports-data/championship-type-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    type: await loadRecord(args, "/championship-types/get"),
    title: recordTitle(
      args,
      "sports.data.championshipType.new",
      "sports.data.championshipType.editTitle",
    ),
  };
}

export const meta = titleMeta;

/** /staff/sports/championship-types/new and /staff/sports/championship-types/:id. */
export default function StaffChampionshipTypeEdit() {
  const { type, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{
        to: "/staff/sports/championship-types",
        label: t("sports.data.nav.championshipTypes"),
      }}
      title={title}
      record={type}
      deletePath="/championship-types/delete"
    >
      {(onSaved) => <ChampionshipTypeForm key={type?.id ?? "new"} type={type} onSaved={onSaved} />}
    </RecordEditScreen>
  );
}
