import { useLoaderData } from "react-router";
import type { Route } from "./+types/label-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { LabelForm } from "../../features/site-records/label-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const [label, kinds] = await Promise.all([
    loadRecord(args, "/labels/get"),
    staffLoad(args, "/labels/types", {}),
  ]);
  return {
    label,
    types: kinds.types,
    title: recordTitle(args, "cms.label.new", "cms.label.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/labels/new and /staff/labels/:id. */
export default function StaffLabelEdit() {
  const { label, types, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/labels", label: t("cms.nav.labels") }}
      title={title}
      record={label}
      deletePath="/labels/delete"
      deleteWords="cms.label"
    >
      {(onSaved) => (
        <LabelForm key={label?.id ?? "new"} label={label} types={types} onSaved={onSaved} />
      )}
    </RecordEditScreen>
  );
}
