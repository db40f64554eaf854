import { useLoaderData } from "react-router";
import type { Route } from "./+types/labels";
import { labelsListBody, type LabelRow } from "../../../../shared/staff/site-records";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import {
  ChoiceFilter,
  Figure,
  PublishedFilter,
  PublishedText,
  RecordLink,
  SearchFilter,
} from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";
import { useLabelType } from "../../features/site-records/label-type";

const FILTERS = ["search", "type", "status"] as const;

export async function loader(args: Route.LoaderArgs) {
  const [list, kinds] = await Promise.all([
    loadList(args, "/labels/list", labelsListBody, FILTERS),
    staffLoad(args, "/labels/types", {}),
  ]);
  return { list, types: kinds.types, title: staffTitle(args.request, "cms.nav.labels") };
}

export const meta = titleMeta;

/** /staff/labels: texts of the site kept in the database (news categories, ...). */
export default function StaffLabels() {
  const { list, types, title } = useLoaderData<typeof loader>();
  const t = useT();
  const typeName = useLabelType();
  const columns: StaffColumn<LabelRow>[] = [
    {
      id: "title",
      header: t("cms.label.title"),
      cell: ({ row }) => (
        <RecordLink to={`/staff/labels/${row.original.id}`} label={row.original.label} />
      ),
    },
    { id: "type", header: t("cms.label.type"), cell: ({ row }) => typeName(row.original.type) },
    {
      id: "uses",
      header: t("cms.label.uses"),
      cell: ({ row }) => <Figure value={t("cms.label.usesCount", { count: row.original.uses })} />,
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
      create={{ to: "/staff/labels/new", label: t("cms.label.new") }}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <ChoiceFilter
            name="type"
            label={t("cms.label.type")}
            choices={types.map((type) => ({ value: type, label: typeName(type) }))}
          />
          <PublishedFilter />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(l) => l.id}
      empty={t("cms.label.none")}
      noMatch={t("cms.label.noMatch")}
    />
  );
}
