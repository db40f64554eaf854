import { useLoaderData } from "react-router";
import type { Route } from "./+types/reply-templates";
import { INBOX_KINDS } from "../../../../shared/submissions/inbox";
import {
  REPLY_PURPOSES,
  templatesListBody,
  type TemplateRecord,
} from "../../../../shared/submissions/replies";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "kind", "purpose"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(
    args,
    "/inbox/templates/list",
    templatesListBody,
    FILTERS,
    "inbox.templates.title",
  );
}

export const meta = titleMeta;

/** /staff/inbox/templates: the reply templates (hr, care), searchable, by kind and use. */
export default function StaffReplyTemplates() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const columns: StaffColumn<TemplateRecord>[] = [
    {
      id: "name",
      header: t("inbox.templates.name"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/inbox/templates/${row.original.id}`} label={row.original.name} />
      ),
    },
    {
      id: "kind",
      header: t("inbox.templates.kind"),
      cell: ({ row }) =>
        row.original.kind ? t(`inbox.kinds.${row.original.kind}`) : t("inbox.templates.anyKind"),
    },
    {
      id: "purpose",
      header: t("inbox.templates.purpose"),
      cell: ({ row }) => t(`inbox.templates.purposes.${row.original.purpose}`),
    },
    {
      id: "subject",
      header: t("inbox.templates.subject"),
      cell: ({ row }) => (
        <span lang={row.original.subject[lang] ? lang : "ar"} dir="auto">
          {row.original.subject[lang] || row.original.subject.ar}
        </span>
      ),
    },
    {
      id: "updated",
      header: t("inbox.templates.updated"),
      cell: ({ row }) =>
        `${formatDate(row.original.updated_at, lang)}${row.original.updated_by ? ` · ${row.original.updated_by}` : ""}`,
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/inbox/templates/new", label: t("inbox.templates.new") }}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("inbox.templates.search")} />
          <ChoiceFilter
            name="kind"
            label={t("inbox.templates.kind")}
            choices={[
              { value: "any", label: t("inbox.templates.anyKind") },
              ...INBOX_KINDS.map((k) => ({ value: k, label: t(`inbox.kinds.${k}`) })),
            ]}
          />
          <ChoiceFilter
            name="purpose"
            label={t("inbox.templates.purpose")}
            choices={REPLY_PURPOSES.map((p) => ({
              value: p,
              label: t(`inbox.templates.purposes.${p}`),
            }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      empty={t("inbox.templates.empty")}
      noMatch={t("inbox.templates.noMatch")}
    >
      <p className="text-gray-700">{t("inbox.templates.intro")}</p>
    </ListScreen>
  );
}
