import { useLoaderData } from "react-router";
import type { Route } from "./+types/job-postings";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import { JOB_TYPES } from "../../../../shared/submissions/careers";
import { jobsStaffListBody, type JobRow } from "../../../../shared/submissions/jobs-staff";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "type", "open", "status", "missing"] as const;

export async function loader(args: Route.LoaderArgs) {
  return {
    list: await loadList(args, "/jobs/list", jobsStaffListBody, FILTERS),
    title: staffTitle(args.request, "cms.job.nav"),
  };
}

export const meta = titleMeta;

/**
 * /staff/job-postings: the careers page's jobs on the content lifecycle, with their type,
 * whether they take applications and how many they received.
 */
export default function StaffJobPostings() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const fmt = useRiyadhFormat();
  const columns: StaffColumn<JobRow>[] = [
    {
      id: "title",
      header: t("cms.job.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/job-postings/${row.original.id}`}
          label={row.original.title}
          sub={
            row.original.missing.length
              ? `${t("cms.job.missingFilter")}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    {
      id: "type",
      header: t("cms.job.type"),
      cell: ({ row }) => t(`cms.job.types.${row.original.type}`),
    },
    {
      id: "open",
      header: t("cms.job.openFilter"),
      cell: ({ row }) => t(`cms.job.openStates.${row.original.open ? "1" : "0"}`),
    },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: "applications",
      header: t("cms.job.applications"),
      cell: ({ row }) => <Figure value={row.original.applications} />,
    },
    { id: "date", header: t("cms.job.date"), cell: ({ row }) => fmt(row.original.date) },
    {
      id: "updated",
      header: t("cms.job.updated"),
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/job-postings/new", label: t("cms.job.new") }}
      filterKeys={FILTERS}
      filterColumns={5}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <ChoiceFilter
            name="type"
            label={t("cms.job.type")}
            choices={JOB_TYPES.map((k) => ({ value: k, label: t(`cms.job.types.${k}`) }))}
          />
          <ChoiceFilter
            name="open"
            label={t("cms.job.openFilter")}
            choices={(["1", "0"] as const).map((v) => ({
              value: v,
              label: t(`cms.job.openStates.${v}`),
            }))}
          />
          <ChoiceFilter
            name="status"
            label={t("cms.status")}
            choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}`) }))}
          />
          <ChoiceFilter
            name="missing"
            label={t("cms.job.missingFilter")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(j) => j.id}
      empty={t("cms.job.none")}
      noMatch={t("cms.job.noMatch")}
    />
  );
}
