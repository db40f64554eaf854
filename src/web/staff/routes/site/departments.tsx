import { useLoaderData } from "react-router";
import type { Route } from "./+types/departments";
import { departmentsListBody, type DepartmentRow } from "../../../../shared/staff/site-records";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import {
  PublishedFilter,
  PublishedText,
  RecordLink,
  SearchFilter,
} from "../../components/list-parts";
import { ListScreen, loadListScreen } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "status"] as const;

export async function loader(args: Route.LoaderArgs) {
  return loadListScreen(
    args,
    "/departments/list",
    departmentsListBody,
    FILTERS,
    "cms.nav.departments",
  );
}

export const meta = titleMeta;

/** /staff/departments: the contact form's departments and where their messages go. */
export default function StaffDepartments() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const columns: StaffColumn<DepartmentRow>[] = [
    {
      id: "title",
      header: t("cms.department.title"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/departments/${row.original.id}`} label={row.original.label} />
      ),
    },
    {
      id: "emails",
      header: t("cms.department.emails"),
      cell: ({ row }) => (
        <ul dir="ltr" className="text-start">
          {row.original.emails.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ),
    },
    {
      id: "inbox",
      header: t("cms.department.inbox"),
      cell: ({ row }) =>
        row.original.inbox
          ? t(`cms.department.inboxes.${row.original.inbox}`)
          : t("cms.department.inboxNone"),
    },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <PublishedText published={row.original.published} />,
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/departments/new", label: t("cms.department.new") }}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <PublishedFilter />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(d) => d.id}
      empty={t("cms.department.none")}
      noMatch={t("cms.department.noMatch")}
    />
  );
}
