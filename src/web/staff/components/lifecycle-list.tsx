import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { PagedResults } from "../../../shared/api";
import { CONTENT_STATUSES, type ContentStatus } from "../../../shared/content/lifecycle";
import type { StaffCallPath } from "../../../shared/contract";
import type { MessageKey } from "../../../shared/i18n";
import { useLang, useT } from "../../lib/i18n";
import { dangerButton, secondaryButton } from "./buttons";
import { ConfirmDialog } from "./confirm-dialog";
import { StatusBadge, useRiyadhFormat } from "./content-status";
import type { StaffColumn } from "./data-table";
import { Notice } from "./field";
import { FilterField } from "./filter-form";
import { ChoiceFilter, RecordLink, SearchFilter } from "./list-parts";
import { columnOf, listRoute, type ListContext, type RowOf } from "./list-route";
import { ListScreen, loadListScreen } from "./list-screen";
import { joinWords } from "../lib/list-text";
import { staffCall } from "../lib/staff-api";
import { choices } from "../../components/ui/form-controls";

/** What every row of a content type's list on the lifecycle carries (ADR 0041). */
type LifecycleListRow = {
  id: number;
  title: string;
  status: ContentStatus;
  publish_at?: string | null;
  updated_at: string;
  updated_by?: { name: string } | null;
  locked_by?: { name: string } | null;
  missing: readonly ("ar" | "en" | "es")[];
};

/** A lifecycle list's address parameters: search, status, missing language, then the type's own. */
export const lifecycleFilterKeys = <K extends string>(...own: K[]) =>
  ["search", "status", "missing", ...own] as const;

/** A lifecycle list screen's loader: the list call with the address's filters, and the title. */
export const loadLifecycleList = loadListScreen;

/** The words of a lifecycle list a catalog namespace gives: `${ns}.title`, `.missingFilter`, … */
type ListWords = { title: string; missing: string; updated: string; noMatch: string };
type WordsNamespace<N extends string> =
  `${N}.${"title" | "missingFilter" | "updated" | "noMatch"}` extends MessageKey ? N : never;
const wordsOf = (t: ReturnType<typeof useT>, ns: string): ListWords => {
  const key = (k: string) => t(`${ns}.${k}` as MessageKey);
  return {
    title: key("title"),
    missing: key("missingFilter"),
    updated: key("updated"),
    noMatch: key("noMatch"),
  };
};

type Bulk = "publish" | "unpublish" | "delete";

/** The list's selection: the rows checked across the page, with "all on this page". */
function useSelection(pageIds: number[]) {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  return {
    selected,
    allOnPage,
    toggleAll: () => setSelected(allOnPage ? new Set() : new Set(pageIds)),
    toggle: (id: number) =>
      setSelected((s) => {
        const next = new Set(s);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    clear: () => setSelected(new Set()),
  };
}

/** The bulk actions over the selected records: publish, unpublish, delete, each confirmed. */
function BulkActions({
  base,
  selection,
}: {
  base: `/${string}`;
  selection: ReturnType<typeof useSelection>;
}) {
  const t = useT();
  const lang = useLang();
  const revalidator = useRevalidator();
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [done, setDone] = useState("");
  const count = selection.selected.size;
  const words = {
    publish: {
      button: t("editorial.list.bulkPublish"),
      title: t("editorial.list.bulkPublishTitle", { count }),
      body: t("editorial.list.bulkPublishBody"),
    },
    unpublish: {
      button: t("editorial.list.bulkUnpublish"),
      title: t("editorial.list.bulkUnpublishTitle", { count }),
      body: t("editorial.list.bulkUnpublishBody"),
    },
    delete: {
      button: t("editorial.list.bulkDelete"),
      title: t("editorial.list.bulkDeleteTitle", { count }),
      body: t("editorial.list.bulkDeleteBody"),
    },
  };
  const chosen = words[bulk ?? "delete"];
  return (
    <>
      {count ? (
        <div
          role="region"
          aria-label={t("editorial.list.selected", { count })}
          className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3"
        >
          <span className="font-bold">{t("editorial.list.selected", { count })}</span>
          {(["publish", "unpublish", "delete"] as const).map((b) => (
            <button
              key={b}
              type="button"
              className={b === "delete" ? dangerButton : secondaryButton}
              onClick={() => setBulk(b)}
            >
              {words[b].button}
            </button>
          ))}
        </div>
      ) : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      <ConfirmDialog
        isOpen={bulk !== null}
        onOpenChange={(o) => !o && setBulk(null)}
        title={chosen.title}
        body={chosen.body}
        confirmLabel={chosen.button}
        destructive={bulk === "delete"}
        onConfirm={async () => {
          const ids = [...selection.selected];
          await staffCall(`${base}/${bulk ?? "delete"}` as StaffCallPath, { ids } as never, {
            lang,
          });
          selection.clear();
          setDone(t("editorial.list.bulkDone"));
          await revalidator.revalidate();
        }}
      />
    </>
  );
}

/**
 * The console's list of a content type on the lifecycle (news, surveys, polls, pages): heading
 * and "new" link, search, status and missing-language filters beside the type's own (and, where
 * the type asks, author, dates and sort), the title linked to the record with its missing
 * languages and who holds it under it, the type's columns around the status badge (with the
 * scheduled time), the last change (Riyadh time, and by whom) and the server's paging; with
 * `bulk`, a checkbox per row and the confirmed bulk publish, unpublish and delete.
 */
export function LifecycleListScreen<T extends LifecycleListRow>({
  title,
  list,
  base,
  newLabel,
  filterKeys,
  filterColumns = 4,
  filters,
  authors,
  dates = false,
  sorts,
  bulk,
  labels,
  titleSub,
  beforeTitle = [],
  beforeStatus = [],
  afterStatus = [],
}: {
  title: string;
  list: PagedResults<T>;
  /** The screens' address: rows open `${base}/${id}`, the "new" link is `${base}/new`. */
  base: `/staff/${string}`;
  newLabel: string;
  filterKeys: readonly string[];
  filterColumns?: 4 | 5;
  /** The type's own filters, after search, status and missing language. */
  filters?: React.ReactNode;
  /** The author filter's choices (the list's `author` parameter). */
  authors?: readonly { id: number; name: string }[];
  /** The date range filter (the list's `from` and `to` parameters). */
  dates?: boolean;
  /** The sort choices (the list's `sort` parameter), with the order beside them. */
  sorts?: readonly { value: string; label: string }[];
  /** The type's calls (`/news`): checkboxes and bulk publish, unpublish and delete. */
  bulk?: `/${string}`;
  labels: {
    title: string;
    missing: string;
    updated: string;
    empty: string;
    noMatch: string;
    search?: string;
    status?: string;
  };
  /** What the title's line under it says before the missing languages (e.g. the category). */
  titleSub?: (row: T) => string | null;
  /** The type's columns before the title (e.g. a thumbnail). */
  beforeTitle?: StaffColumn<T>[];
  /** The type's columns between the title and the status. */
  beforeStatus?: StaffColumn<T>[];
  /** The type's columns between the status and the last change. */
  afterStatus?: StaffColumn<T>[];
}) {
  const t = useT();
  const lang = useLang();
  const fmt = useRiyadhFormat();
  const selection = useSelection(list.data.map((r) => r.id));
  const statusLabel = labels.status ?? t("cms.status");
  const select: StaffColumn<T>[] = bulk
    ? [
        {
          id: "select",
          header: () => (
            <input
              type="checkbox"
              className="size-5"
              aria-label={t("editorial.list.selectAll")}
              checked={selection.allOnPage}
              onChange={selection.toggleAll}
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              className="size-5"
              aria-label={t("editorial.list.select", { title: row.original.title })}
              checked={selection.selected.has(row.original.id)}
              onChange={() => selection.toggle(row.original.id)}
            />
          ),
        },
      ]
    : [];
  const columns: StaffColumn<T>[] = [
    ...select,
    ...beforeTitle,
    {
      id: "title",
      header: labels.title,
      cell: ({ row }) => {
        const r = row.original;
        return (
          <RecordLink
            to={`${base}/${r.id}`}
            label={r.title}
            sub={[
              titleSub?.(r),
              r.missing.length
                ? `${labels.missing}: ${joinWords(
                    lang,
                    r.missing.map((l) => t(`editorial.langs.${l}`)),
                  )}`
                : "",
              r.locked_by ? t("editorial.list.heldBy", { name: r.locked_by.name }) : "",
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        );
      },
    },
    ...beforeStatus,
    {
      id: "status",
      header: statusLabel,
      cell: ({ row }) => (
        <span className="block">
          <StatusBadge status={row.original.status} />
          {row.original.status === "scheduled" && row.original.publish_at ? (
            <span className="block text-sm">{fmt(row.original.publish_at)}</span>
          ) : null}
        </span>
      ),
    },
    ...afterStatus,
    {
      id: "updated",
      header: labels.updated,
      cell: ({ row }) => (
        <span className="block">
          {fmt(row.original.updated_at)}
          {row.original.updated_by ? (
            <span className="block text-sm text-gray-700">{row.original.updated_by.name}</span>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{ to: `${base}/new`, label: newLabel }}
      filterKeys={filterKeys}
      filterColumns={filterColumns}
      filters={
        <>
          <SearchFilter label={labels.search ?? t("cms.search")} />
          <ChoiceFilter
            name="status"
            label={statusLabel}
            choices={choices(CONTENT_STATUSES, (s) => t(`editorial.status.${s}`))}
          />
          <ChoiceFilter
            name="missing"
            label={labels.missing}
            choices={choices(["en", "es"] as const, (l) => t(`editorial.langs.${l}`))}
          />
          {authors ? (
            <ChoiceFilter
              name="author"
              label={t("editorial.list.author")}
              choices={authors.map((a) => ({ value: a.id, label: a.name }))}
            />
          ) : null}
          {filters}
          {dates ? (
            <>
              <FilterField label={t("editorial.list.from")} name="from" type="date" dir="ltr" />
              <FilterField label={t("editorial.list.to")} name="to" type="date" dir="ltr" />
            </>
          ) : null}
          {sorts ? (
            <>
              <ChoiceFilter name="sort" label={t("editorial.list.sort")} choices={sorts} />
              <ChoiceFilter
                name="order"
                label={t("editorial.list.order")}
                words={{ desc: "editorial.list.orderDesc", asc: "editorial.list.orderAsc" }}
              />
            </>
          ) : null}
        </>
      }
      list={list}
      columns={columns}
      rowKey={(r) => r.id}
      empty={labels.empty}
      noMatch={labels.noMatch}
    >
      {bulk ? <BulkActions base={bulk} selection={selection} /> : null}
    </ListScreen>
  );
}

type ScreenProps<T extends LifecycleListRow> = React.ComponentProps<typeof LifecycleListScreen<T>>;

/** What is particular to one lifecycle list screen; `labels` may be one catalog namespace's words. */
type LifecycleSpec<T extends LifecycleListRow, N extends string> = Omit<
  ScreenProps<T>,
  "title" | "list" | "base" | "filterKeys" | "labels"
> & {
  labels: ScreenProps<T>["labels"] | { words: WordsNamespace<N>; empty: string };
};

/**
 * A lifecycle list route from its description, as `listRoute` (ADR 0028): the loader reads the
 * list call with search, status, missing language and the type's own `filters`; `screen` gives
 * the type's words, filters and columns to `LifecycleListScreen`.
 */
export function lifecycleRoute<P extends StaffCallPath, O = undefined>(
  route: Parameters<typeof listRoute<P, O>>[0],
) {
  type R = RowOf<P> & LifecycleListRow;
  const filterKeys = lifecycleFilterKeys(...route.filters);
  const { loader } = listRoute<P, O>({ ...route, filters: filterKeys });
  const col = columnOf<R>();

  function screen<N extends string>(
    describe: (context: Omit<ListContext<R, O>, "link">) => LifecycleSpec<R, N>,
  ) {
    return function LifecycleRoute() {
      const { list, options, title } = useLoaderData() as Awaited<ReturnType<typeof loader>>;
      const t = useT();
      const { labels, ...spec } = describe({ t, lang: useLang(), options, col });
      return (
        <LifecycleListScreen<R>
          {...spec}
          title={title}
          list={list as PagedResults<R>}
          base={route.base}
          filterKeys={filterKeys}
          labels={"words" in labels ? { ...wordsOf(t, labels.words), empty: labels.empty } : labels}
        />
      );
    };
  }

  return { loader, screen };
}
