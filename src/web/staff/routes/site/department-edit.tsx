import { useLoaderData } from "react-router";
import type { Route } from "./+types/department-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { DepartmentForm } from "../../features/site-records/department-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    department: await loadRecord(args, "/departments/get"),
    title: recordTitle(args, "cms.department.new", "cms.department.editTitle"),
  };
}

export const meta = titleMeta;

/** /staff/departments/new and /staff/departments/:id. */
export default function StaffDepartmentEdit() {
  const { department, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/departments", label: t("cms.nav.departments") }}
      title={title}
      record={department}
      deletePath="/departments/delete"
      deleteWords="cms.department"
    >
      {(onSaved) => (
        <DepartmentForm key={department?.id ?? "new"} department={department} onSaved={onSaved} />
      )}
    </RecordEditScreen>
  );
}
