import { useLoaderData, useRevalidator } from "react-router";
import type { Route } from "./+types/slides";
import { CONTENT_STATUSES } from "../../../../shared/content/lifecycle";
import {
  SLIDE_GROUPS,
  SLIDE_KINDS,
  slidesListBody,
  type SlideRow,
} from "../../../../shared/content/slides-staff";
import { useLang, useT } from "../../../lib/i18n";
import type { StaffColumn } from "../../components/data-table";
import { StatusBadge, useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter, Figure, RecordLink, SearchFilter } from "../../components/list-parts";
import { filtersFromUrl, ListScreen, loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { SortableList } from "../../components/sortable-list";
import { staffCall, staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = ["search", "key", "kind", "status", "missing"] as const;

export async function loader(args: Route.LoaderArgs) {
  const { key } = filtersFromUrl(slidesListBody, new URL(args.request.url), FILTERS);
  return {
    list: await loadList(args, "/slides/list", slidesListBody, FILTERS),
    // One slider chosen: all of its slides in their order, to put in a new one.
    order: key
      ? await staffLoad(args, "/slides/list", {
          key,
          sort: "date",
          order: "asc",
          page: 1,
          per_page: 100,
        })
      : null,
    key: key ?? null,
    title: staffTitle(args.request, "cms.slide.nav"),
  };
}

export const meta = titleMeta;

/** /staff/slides: the sliders' and banners' slides on the content lifecycle, and their order. */
export default function StaffSlides() {
  const { list, order, key, title } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLang();
  const fmt = useRiyadhFormat();
  const revalidator = useRevalidator();
  const group = (k: string) =>
    (SLIDE_GROUPS as readonly string[]).includes(k)
      ? t(`cms.slide.groups.${k as (typeof SLIDE_GROUPS)[number]}`)
      : k;
  const columns: StaffColumn<SlideRow>[] = [
    {
      id: "thumb",
      header: () => <span className="sr-only">{t("cms.slide.picture")}</span>,
      cell: ({ row }) => (
        <img src={row.original.thumb} alt="" className="h-10 w-16 rounded object-cover" />
      ),
    },
    {
      id: "title",
      header: t("cms.slide.title"),
      cell: ({ row }) => (
        <RecordLink
          to={`/staff/slides/${row.original.id}`}
          label={row.original.title}
          sub={
            row.original.missing.length
              ? `${t("cms.slide.missingFilter")}: ${row.original.missing
                  .map((l) => t(`editorial.langs.${l}`))
                  .join("، ")}`
              : ""
          }
        />
      ),
    },
    { id: "key", header: t("cms.slide.key"), cell: ({ row }) => group(row.original.key) },
    {
      id: "status",
      header: t("cms.status"),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    { id: "ord", header: t("cms.order"), cell: ({ row }) => <Figure value={row.original.ord} /> },
    {
      id: "updated",
      header: t("cms.slide.updated"),
      cell: ({ row }) => fmt(row.original.updated_at),
    },
  ];
  return (
    <ListScreen
      title={title}
      create={{
        to: key ? `/staff/slides/new?key=${encodeURIComponent(key)}` : "/staff/slides/new",
        label: t("cms.slide.new"),
      }}
      filterKeys={FILTERS}
      filterColumns={3}
      filters={
        <>
          <SearchFilter label={t("cms.search")} />
          <ChoiceFilter
            name="key"
            label={t("cms.slide.key")}
            choices={SLIDE_GROUPS.map((g) => ({ value: g, label: group(g) }))}
          />
          <ChoiceFilter
            name="kind"
            label={t("cms.slide.kind")}
            choices={SLIDE_KINDS.map((k) => ({ value: k, label: t(`cms.slide.kinds.${k}`) }))}
          />
          <ChoiceFilter
            name="status"
            label={t("cms.status")}
            choices={CONTENT_STATUSES.map((s) => ({ value: s, label: t(`editorial.status.${s}`) }))}
          />
          <ChoiceFilter
            name="missing"
            label={t("cms.slide.missingFilter")}
            choices={(["en", "es"] as const).map((l) => ({
              value: l,
              label: t(`editorial.langs.${l}`),
            }))}
          />
        </>
      }
      list={list}
      columns={columns}
      rowKey={(s) => s.id}
      empty={t("cms.slide.none")}
      noMatch={t("cms.slide.noMatch")}
    >
      {order && key && order.data.length > 1 ? (
        <SortableList
          title={`${t("cms.slide.reorder")}: ${group(key)}`}
          items={order.data.map((s) => ({ ...s, name: s.title }))}
          render={(s) => (
            <>
              <img src={s.thumb} alt="" className="h-10 w-16 shrink-0 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate font-bold">{s.title}</span>
              <StatusBadge status={s.status} />
            </>
          )}
          onSave={async (ids) => {
            await staffCall("/slides/reorder", { ids }, { lang });
            await revalidator.revalidate();
          }}
        />
      ) : (
        <p className="text-sm text-gray-700">{t("cms.slide.reorderPick")}</p>
      )}
    </ListScreen>
  );
}
