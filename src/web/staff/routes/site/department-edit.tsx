import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { DepartmentForm } from "../../features/site-records/department-form";
import { titleMeta } from "../../lib/title-meta";

const department = editRoute({
  api: "/departments",
  back: ["/staff/departments", "cms.nav.departments"],
  titles: ["cms.department.new", "cms.department.editTitle"],
  words: "cms.department",
});

export const loader = department.loader;
export const meta = titleMeta;

/** /staff/departments/new and /staff/departments/:id. */
export default department.screen(({ record, onSaved }) => (
  <DepartmentForm department={record} onSaved={onSaved} />
));
