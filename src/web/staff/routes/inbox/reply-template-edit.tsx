import { editRoute } from "../../components/edit-route";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { TemplateForm } from "../../features/inbox/template-form";
import { titleMeta } from "../../lib/title-meta";

const template = editRoute({
  api: "/inbox/templates",
  back: ["/staff/inbox/templates", "inbox.templates.back"],
  titles: ["inbox.templates.new", "inbox.templates.edit"],
  named: (tpl) => ({ id: tpl.id }),
});

export const loader = template.loader;
export const meta = titleMeta;

/** /staff/inbox/templates/new and /staff/inbox/templates/:id. */
export default template.screen(
  ({ record, onSaved }) => <TemplateForm record={record} onSaved={onSaved} />,
  {
    deleteWords: (_, { t }) => ({
      button: t("inbox.templates.delete"),
      title: t("inbox.templates.deleteTitle"),
      body: t("inbox.templates.deleteText"),
    }),
  },
);
