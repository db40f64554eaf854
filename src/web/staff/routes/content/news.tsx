import { useState } from "react";
import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/news";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import { newsListBody, type NewsRow } from "../../../../shared/content/news-staff";
import { useLang, useT } from "../../../lib/i18n";
import { dangerButton, secondaryButton } from "../../components/buttons";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import type { StaffColumn } from "../../components/data-table";
import { Notice } from "../../components/field";
import { FilterField } from "../../components/filter-form";
import { ChoiceFilter, RecordLink, SearchFilter } from "../../components/list-parts";
import { ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffCall, staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = [
  "search",
  "status",
  "missing",
  "author",
  "category",
  "from",
  "to",
  "sort",
  "order",
] as const;

export async function loader(args: Route.LoaderArgs) {
  const [list, options] = await Promise.all([
    loadList(args, "/news/list", newsListBody, FILTERS),
    staffLoad(args, "/news/options", {}),
  ]);
  return { list, options, title: staffTitle(args.request, "editorial.news.title") };
}

export const meta = titleMeta;

type Bulk = "publish" | "unpublish" | "delete";

/**
 * /staff/news: every news item whatever its status, with search, filters (status, missing
 * translation, author, category, dates), sort, server-side paging, and bulk publish, unpublish
 * and delete after a confirmation.
 */
export default function StaffNews() {
  const { list, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const fmt = useRiyadhFormat();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [done, setDone] = useState("");
  const pageIds = list.data.map((n) => n.id);
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const count = selected.size;

  const columns: StaffColumn<NewsRow>[] = [
    {
      id: "select",
      header: () => (
        <input
          type="checkbox"
          className="size-5"
          aria-label={t("editorial.news.selectAll")}
          checked={allOnPage}
          onChange={() => setSelected(allOnPage ? new Set() : new Set(pageIds))}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="size-5"
          aria-label={t("editorial.news.select", { title: row.original.title })}
          checked={selected.has(row.original.id)}
          onChange={() => toggle(row.original.id)}
        />
      ),
    },
    {
      id: "cover",
      header: () => <span className="sr-only">{t("editorial.news.cover")}</span>,
      cell: ({ row }) =>
        row.original.thumb ? (
          <img src={row.original.thumb} alt="" className="h-12 w-16 rounded object-cover" />
        ) : null,
    },
    {
      id: "title",
      header: t("editorial.news.titleField"),
      cell: ({ row }) => {
        const n = row.original;
        return (
          <RecordLink
            to={`/staff/news/${n.id}`}
            label={n.title}
            sub={[
              n.category,
              n.missing.length
                ? `${t("editorial.news.missingLang")}: ${n.missing.map((l) => t(`editorial.langs.${l}`)).join("، ")}`
                : "",
              n.locked_by ? t("editorial.news.heldBy", { name: n.locked_by.name }) : "",
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        );
      },
    },
    {
      id: "status",
      header: t("editorial.news.status"),
      cell: ({ row }) => (
        <span className="block">
          <StatusBadge status={row.original.status} />
          {row.original.status === "scheduled" ? (
            <span className="block text-sm">{fmt(row.original.publish_at)}</span>
          ) : null}
        </span>
      ),
    },
    { id: "date", header: t("editorial.news.sortDate"), cell: ({ row }) => fmt(row.original.date) },
    {
      id: "updated",
      header: t("editorial.news.updated"),
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

  const ids = [...selected];
  return (
    <ListScreen
      title={title}
      create={{ to: "/staff/news/new", label: t("editorial.news.new") }}
      filterKeys={FILTERS}
      filterColumns={5}
      filters={
        <>
          <SearchFilter label={t("editorial.news.search")} />
          <ChoiceFilter
            name="status"
            label={t("editorial.news.status")}
            choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}`) }))}
          />
          <ChoiceFilter
            name="missing"
            label={t("editorial.news.missingLang")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
          <ChoiceFilter
            name="author"
            label={t("editorial.news.author")}
            choices={options.authors.map((a) => ({ value: a.id, label: a.name }))}
          />
          <ChoiceFilter
            name="category"
            label={t("editorial.news.category")}
            choices={options.categories.map((c) => ({ value: c.id, label: c.title }))}
          />
          <FilterField label={t("editorial.news.from")} name="from" type="date" dir="ltr" />
          <FilterField label={t("editorial.news.to")} name="to" type="date" dir="ltr" />
          <ChoiceFilter
            name="sort"
            label={t("editorial.news.sort")}
            choices={[
              { value: "updated", label: t("editorial.news.sortUpdated") },
              { value: "date", label: t("editorial.news.sortDate") },
              { value: "title", label: t("editorial.news.sortTitle") },
              { value: "status", label: t("editorial.news.sortStatus") },
            ]}
          />
          <ChoiceFilter
            name="order"
            label={t("editorial.news.order")}
            choices={[
              { value: "desc", label: t("editorial.news.orderDesc") },
              { value: "asc", label: t("editorial.news.orderAsc") },
            ]}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(n) => n.id}
      empty={t("editorial.news.none")}
      noMatch={t("editorial.news.noMatch")}
    >
      {count ? (
        <div
          role="region"
          aria-label={t("editorial.news.selected", { count })}
          className="flex flex-wrap items-center gap-3 rounded-lg bg-brand-50 p-3"
        >
          <span className="font-bold">{t("editorial.news.selected", { count })}</span>
          <button type="button" className={secondaryButton} onClick={() => setBulk("publish")}>
            {t("editorial.news.bulkPublish")}
          </button>
          <button type="button" className={secondaryButton} onClick={() => setBulk("unpublish")}>
            {t("editorial.news.bulkUnpublish")}
          </button>
          <button type="button" className={dangerButton} onClick={() => setBulk("delete")}>
            {t("editorial.news.bulkDelete")}
          </button>
        </div>
      ) : null}
      {done ? <Notice tone="success">{done}</Notice> : null}
      <ConfirmDialog
        isOpen={bulk !== null}
        onOpenChange={(o) => !o && setBulk(null)}
        title={
          bulk === "publish"
            ? t("editorial.news.bulkPublishTitle", { count })
            : bulk === "unpublish"
              ? t("editorial.news.bulkUnpublishTitle", { count })
              : t("editorial.news.bulkDeleteTitle", { count })
        }
        body={
          bulk === "publish"
            ? t("editorial.news.bulkPublishBody")
            : bulk === "unpublish"
              ? t("editorial.news.bulkUnpublishBody")
              : t("editorial.news.bulkDeleteBody")
        }
        confirmLabel={
          bulk === "publish"
            ? t("editorial.news.bulkPublish")
            : bulk === "unpublish"
              ? t("editorial.news.bulkUnpublish")
              : t("editorial.news.bulkDelete")
        }
        destructive={bulk === "delete"}
        onConfirm={async () => {
          const path =
            bulk === "publish"
              ? "/news/publish"
              : bulk === "unpublish"
                ? "/news/unpublish"
                : "/news/delete";
          await staffCall(path, { ids }, { lang });
          setSelected(new Set());
          setDone(t("editorial.news.bulkDone"));
          await revalidator.revalidate();
        }}
      />
    </ListScreen>
  );
}
