import { useLoaderData } from "react-router";
import type { Route } from "./+types/pages";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import { pagesListBody, type PageRow } from "../../../../shared/content/pages-staff";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "status", "missing", "linked"] as const;

export async function loader(args: Route.LoaderArgs) {
  return {
    list: await loadList(args, "/pages/list", pagesListBody, FILTERS),
    title: staffTitle(args.request, "pages.nav"),
  };
}

export const meta = titleMeta;

/** /staff/pages: the club's pages on the content lifecycle, with their addresses and links. */
export default function StaffPages() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const fmt = useRiyadhFormat();
  const columns: StaffColumn<PageRow>[] = [
    {
      id: "title",
      header: t("pages.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/pages/${row.original.id}`}
          label={row.original.title}
          sub={
            row.original.missing.length
              ? `${t("pages.missingFilter")}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    {
      id: "path",
      header: t("pages.path"),
      cell: ({ row }) => (
        <span dir="ltr" className="font-mono text-sm">
          /{row.original.path}
        </span>
      ),
    },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: "sections",
      header: t("pages.sectionsCount"),
      cell: ({ row }) => <Figure value={row.original.sections} />,
    },
    {
      id: "links",
      header: t("pages.linkedFilter"),
      cell: ({ row }) =>
        [
          row.original.header ? t("pages.linked.header") : "",
          row.original.footer ? t("pages.linked.footer") : "",
        ]
          .filter(Boolean)
          .join("، ") || "—",
    },
    {
      id: "updated",
      header: t("pages.updated"),
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/pages/new", label: t("pages.new") }}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <ChoiceFilter
            name="status"
            label={t("cms.status")}
            choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}`) }))}
          />
          <ChoiceFilter
            name="missing"
            label={t("pages.missingFilter")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
          <ChoiceFilter
            name="linked"
            label={t("pages.linkedFilter")}
            choices={(["header", "footer"] as const).map((l) => ({
              value: l,
              label: t(`pages.linked.${l}`),
            }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(p) => p.id}
      empty={t("pages.none")}
      noMatch={t("pages.noMatch")}
    />
  );
}
