import { useLoaderData } from "react-router";
import type { Route } from "./+types/reply-template-edit";
import { useT } from "../../../lib/i18n";
import { loadRecord, RecordEditScreen, recordTitle } from "../../components/record-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { TemplateForm } from "../../features/inbox/template-form";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  return {
    template: await loadRecord(args, "/inbox/templates/get"),
    title: recordTitle(args, "inbox.templates.new", "inbox.templates.edit"),
  };
}

export const meta = titleMeta;

/** /staff/inbox/templates/new and /staff/inbox/templates/:id. */
export default function StaffReplyTemplateEdit() {
  const { template, title } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <RecordEditScreen
      back={{ to: "/staff/inbox/templates", label: t("inbox.templates.back") }}
      title={title}
      record={template ? { id: template.id } : null}
      deletePath="/inbox/templates/delete"
      deleteWords={{
        button: t("inbox.templates.delete"),
        title: t("inbox.templates.deleteTitle"),
        body: t("inbox.templates.deleteText"),
      }}
    >
      {(onSaved) => (
        <TemplateForm key={template?.id ?? "new"} template={template} onSaved={onSaved} />
      )}
    </RecordEditScreen>
  );
}
