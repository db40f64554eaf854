import { data, useLoaderData, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/inbox-list";
import {
  INBOX_KINDS,
  inboxListBody,
  statusesOf,
  type InboxKind,
  type InboxRow,
} from "../../../../shared/submissions/inbox";
import { can } from "../../../../shared/staff/permissions";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { columnOf } from "../../components/list-route";
import { FilterField } from "../../components/filter-form";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen } from "../../components/list-screen";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";
import { RatingMark } from "../../features/inbox/rating-stars";
import { InboxListActions } from "../../features/inbox/list-actions";
import { UnreadMark } from "../../features/inbox/unread-mark";
import type { ShellData } from "../staff-shell";
import { InboxTabs } from "./inbox-tabs";
import { choices } from "../../../components/ui/form-controls";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";

const FILTERS = [
  "search",
  "status",
  "assignee",
  "job",
  "department",
  "unread",
  "from",
  "to",
  "min_rating",
];

const isKind = (v: string | undefined): v is InboxKind =>
  (INBOX_KINDS as readonly string[]).includes(v ?? "");

export async function loader(args: Route.LoaderArgs) {
  const kind = args.params.kind;
  if (!isKind(kind)) throw data({ code: "not_found", message: "" }, { status: 404 });
  const url = new URL(args.request.url);
  const raw = Object.fromEntries(
    [...FILTERS, "page"].map((k) => [k, url.searchParams.get(k) || undefined]),
  );
  const parsed = inboxListBody.safeParse({ ...raw, kind });
  const filter = parsed.success ? parsed.data : inboxListBody.parse({ kind });
  const [list, counts, options] = await Promise.all([
    staffLoad(args, "/inbox/list", filter),
    staffLoad(args, "/inbox/counts", {}),
    staffLoad(args, "/inbox/options", { kind }),
  ]);
  return { kind, list, counts, options, title: staffTitle(args.request, "inbox.title") };
}

export const meta = titleMeta;

/** /staff/inbox/:kind: one kind's submissions, newest first, unread ones in bold and marked. */
export default function StaffInboxList() {
  const { kind, list, counts, options, title } = useLoaderData<typeof loader>();
  const shell = useRouteLoaderData("staff-shell") as ShellData;
  const t = useT();
  const lang = useLang();
  // "more than 1,000" when the list's count stopped at its cap.
  const capped = list.total_capped ? "yes" : "no";
  const col = columnOf<InboxRow>();
  const columns: StaffColumn<InboxRow>[] = [
    col("reference", t("inbox.columns.reference"), (r) => (
      <span className={r.unread ? "font-bold" : undefined}>
        <UnreadMark unread={r.unread} />
        <RecordLink to={`/staff/inbox/${kind}/${r.id}`} label={r.reference} />
      </span>
    )),
    col("name", t("inbox.columns.name"), (r) => (
      <span className={r.unread ? "font-bold" : undefined}>
        {r.name}
        <span dir="ltr" className="block text-sm font-normal text-gray-700">
          {r.contact}
        </span>
      </span>
    )),
    col("about", t(`inbox.columns.about.${kind}`), (r) => (
      <span className="line-clamp-2">{r.about}</span>
    )),
    col("status", t("inbox.columns.status"), (r) => t(`inbox.statuses.${r.status}`)),
    col("assignee", t("inbox.columns.assignee"), (r) => r.assignee?.name ?? t("inbox.unassigned")),
    ...(kind === "applications"
      ? [col("rating", t("inbox.rating.label"), (r) => <RatingMark rating={r.rating} />)]
      : []),
    col("received", t("inbox.columns.received"), (r) => formatDate(r.created_at, lang)),
  ];
  return (
    <ListScreen
      title={title}
      filterKeys={FILTERS}
      filterColumns={4}
      filters={
        <>
          <SearchFilter label={t("inbox.filters.search")} />
          <ChoiceFilter
            name="status"
            label={t("inbox.filters.status")}
            choices={choices(statusesOf(kind), (s) => t(`inbox.statuses.${s}`))}
          />
          <ChoiceFilter
            name="assignee"
            label={t("inbox.filters.assignee")}
            choices={[
              { value: "me", label: t("inbox.filters.me") },
              { value: "none", label: t("inbox.filters.nobody") },
              ...options.assignees.map((a) => ({ value: a.id, label: a.name })),
            ]}
          />
          {kind === "applications" ? (
            <ChoiceFilter
              name="job"
              label={t("inbox.filters.job")}
              choices={options.jobs.map((j) => ({ value: j.id, label: j.label }))}
            />
          ) : null}
          {kind === "applications" ? (
            <ChoiceFilter
              name="min_rating"
              label={t("inbox.rating.filter")}
              choices={choices([1, 2, 3, 4, 5], (n) => t("inbox.rating.atLeast", { rating: n }))}
            />
          ) : null}
          {kind === "contact" ? (
            <ChoiceFilter
              name="department"
              label={t("inbox.filters.department")}
              choices={options.departments.map((d) => ({ value: d.id, label: d.label }))}
            />
          ) : null}
          <ChoiceFilter
            name="unread"
            label={t("inbox.unreadMark")}
            choices={[{ value: "1", label: t("inbox.filters.unread") }]}
          />
          <FilterField name="from" type="date" label={t("inbox.filters.from")} />
          <FilterField name="to" type="date" label={t("inbox.filters.to")} />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      empty={t("inbox.empty")}
      noMatch={t("inbox.noMatch")}
      counted={{
        header: t("inbox.count.items", { count: list.total, capped }),
        pager: t("inbox.count.pager", {
          page: list.current_page,
          last: list.last_page,
          count: list.total,
          capped,
        }),
      }}
    >
      <InboxTabs kinds={counts.kinds} current={kind} />
      <InboxListActions
        kind={kind}
        filterKeys={FILTERS}
        canExport={can(shell.staff.roles, "inbox.export")}
      />
    </ListScreen>
  );
}
