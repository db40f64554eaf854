import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/polls";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import { pollsListBody, type PollRow } from "../../../../shared/engagement/polls-staff";
import { useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "status", "missing", "kind"] as const;

export async function loader(args: Route.LoaderArgs) {
  return {
    list: await loadList(args, "/polls/list", pollsListBody, FILTERS),
    title: staffTitle(args.request, "surveysStaff.polls"),
  };
}

export const meta = titleMeta;

/** /staff/polls: the members' yes/no polls on the content lifecycle, with their answers. */
export default function StaffPolls() {
  const { list, title } = useLoaderData<typeof loader>();
  const t = useT();
  const fmt = useRiyadhFormat();
  const columns: StaffColumn<PollRow>[] = [
    {
      id: "title",
      header: t("surveysStaff.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/polls/${row.original.id}`}
          label={row.original.title}
          sub={
            row.original.missing.length
              ? `${t("surveysStaff.missingFilter")}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    {
      id: "key",
      header: t("surveysStaff.key"),
      cell: ({ row }) => (
        <span dir="ltr" className="font-mono text-sm">
          {row.original.key}
        </span>
      ),
    },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: "answers",
      header: t("surveysStaff.answers"),
      cell: ({ row }) => (
        <Link
          to={`/staff/results?tab=polls&poll=${encodeURIComponent(row.original.key)}`}
          className="font-bold text-brand-800 underline"
          aria-label={`${t("surveysStaff.results")}: ${row.original.title}`}
        >
          <span dir="ltr">
            {row.original.yes} / {row.original.no}
          </span>
        </Link>
      ),
    },
    {
      id: "updated",
      header: t("surveysStaff.updated"),
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/polls/new", label: t("surveysStaff.newPoll") }}
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
            label={t("surveysStaff.missingFilter")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
          <ChoiceFilter
            name="kind"
            label={t("surveysStaff.kindFilter")}
            choices={[
              { value: "match", label: t("surveysStaff.kindMatch") },
              { value: "other", label: t("surveysStaff.kindOther") },
            ]}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(p) => p.id}
      empty={t("surveysStaff.nonePolls")}
      noMatch={t("surveysStaff.noMatch")}
    />
  );
}
