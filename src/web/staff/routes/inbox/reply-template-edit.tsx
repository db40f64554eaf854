import { useRouteLoaderData } from "react-router";
import { can } from "../../../../shared/staff/permissions";
import { INBOX_KINDS, INBOX_PERMISSIONS } from "../../../../shared/submissions/inbox";
import type { TemplateRecord } from "../../../../shared/submissions/replies";
import { editRoute } from "../../components/edit-route";
import type { RecordFormProps } from "../../components/record-edit-form";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { TemplateForm } from "../../features/inbox/template-form";
import { titleMeta } from "../../lib/title-meta";
import type { ShellData } from "../staff-shell";

const template = editRoute({
  api: "/inbox/templates",
  back: ["/staff/inbox/templates", "inbox.templates.back"],
  titles: ["inbox.templates.new", "inbox.templates.edit"],
  named: (tpl) => ({ id: tpl.id }),
});

export const loader = template.loader;
export const meta = titleMeta;

/** The form with the kinds this staff member reads (and the template's own, to show it). */
function TemplateScreen({ record, onSaved }: RecordFormProps<TemplateRecord>) {
  const { staff } = useRouteLoaderData("staff-shell") as ShellData;
  const kinds = INBOX_KINDS.filter(
    (k) => can(staff.roles, INBOX_PERMISSIONS[k]) || k === record?.kind,
  );
  return <TemplateForm record={record} onSaved={onSaved} kinds={kinds} />;
}

/** /staff/inbox/templates/new and /staff/inbox/templates/:id. */
export default template.screen(
  ({ record, onSaved }) => <TemplateScreen record={record} onSaved={onSaved} />,
  {
    deleteWords: (_, { t }) => ({
      button: t("inbox.templates.delete"),
      title: t("inbox.templates.deleteTitle"),
      body: t("inbox.templates.deleteText"),
    }),
  },
);
