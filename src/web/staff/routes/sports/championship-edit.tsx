import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/championship-edit";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { ChampionshipForm } from "../../features/sports-data/championship-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const [championship, options] = await Promise.all([
    loadRecord(args, "/championships/get"),
    staffLoad(args, "/championships/options"),
  ]);
  return {
    championship,
    options,
    title: recordTitle(args, "sports.data.championship.new", "sports.data.championship.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/sports/championships/new and /staff/sports/championships/:id. */
export default function StaffChampionshipEdit() {
  const { championship, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/sports/championships", label: t("sports.data.nav.championships") }}
      title={title}
      record={championship}
      deletePath="/championships/delete"
      actions={
        championship ? (
          <Link to={`/staff/sports/standings/${championship.id}`} className={secondaryButton}>
            {t("sports.data.championship.table")}
          </Link>
        ) : null
      }
    >
      {(onSaved) => (
        <ChampionshipForm
          key={championship?.id ?? "new"}
          championship={championship}
          options={options}
          onSaved={onSaved}
        />
      )}
    </RecordEditScreen>
  );
}
