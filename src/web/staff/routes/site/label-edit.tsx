import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { LabelForm } from "../../features/site-records/label-form";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const label = editRoute({
  api: "/labels",
  back: ["/staff/labels", "cms.nav.labels"],
  titles: ["cms.label.new", "cms.label.editTitle"],
  options: (args) => staffLoad(args, "/labels/types", {}),
  words: "cms.label",
});

export const loader = label.loader;
export const meta = titleMeta;

/** /staff/labels/new and /staff/labels/:id. */
export default label.screen(({ record, options, onSaved }) => (
  <LabelForm record={record} types={options.types} onSaved={onSaved} />
));
