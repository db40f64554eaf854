import { useLoaderData } from "react-router";
import type { Route } from "./+types/news";
import { newsListBody, type NewsRow } from "../../../../shared/content/news-staff";
import { useT } from "../../../lib/i18n";
import { useRiyadhFormat } from "../../components/content-status";
import { ChoiceFilter } from "../../components/list-parts";
import { LifecycleListScreen, lifecycleFilterKeys } from "../../components/lifecycle-list";
import { loadList } from "../../components/list-screen";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const FILTERS = lifecycleFilterKeys("author", "category", "from", "to", "sort", "order");

export async function loader(args: Route.LoaderArgs) {
  const [list, options] = await Promise.all([
    loadList(args, "/news/list", newsListBody, FILTERS),
    staffLoad(args, "/news/options", {}),
  ]);
  return { list, options, title: staffTitle(args.request, "editorial.news.title") };
}

export const meta = titleMeta;

/**
 * /staff/news: every news item whatever its status, with search, filters (status, missing
 * translation, author, category, dates), sort, server-side paging, and bulk publish, unpublish
 * and delete after a confirmation.
 */
export default function StaffNews() {
  const { list, options, title } = useLoaderData<typeof loader>();
  const t = useT();
  const fmt = useRiyadhFormat();
  return (
    <LifecycleListScreen<NewsRow>
      title={title}
      list={list}
      base="/staff/news"
      newLabel={t("editorial.news.new")}
      filterKeys={FILTERS}
      filterColumns={5}
      labels={{
        title: t("editorial.news.titleField"),
        missing: t("editorial.news.missingLang"),
        updated: t("editorial.news.updated"),
        empty: t("editorial.news.none"),
        noMatch: t("editorial.news.noMatch"),
        search: t("editorial.news.search"),
        status: t("editorial.news.status"),
      }}
      authors={options.authors}
      filters={
        <ChoiceFilter
          name="category"
          label={t("editorial.news.category")}
          choices={options.categories.map((c) => ({ value: c.id, label: c.title }))}
        />
      }
      dates
      sorts={[
        { value: "updated", label: t("editorial.news.sortUpdated") },
        { value: "date", label: t("editorial.news.sortDate") },
        { value: "title", label: t("editorial.news.sortTitle") },
        { value: "status", label: t("editorial.news.sortStatus") },
      ]}
      bulk="/news"
      titleSub={(n) => n.category}
      beforeTitle={[
        {
          id: "cover",
          header: () => <span className="sr-only">{t("editorial.news.cover")}</span>,
          cell: ({ row }) =>
            row.original.thumb ? (
              <img src={row.original.thumb} alt="" className="h-12 w-16 rounded object-cover" />
            ) : null,
        },
      ]}
      afterStatus={[
        {
          id: "date",
          header: t("editorial.news.sortDate"),
          cell: ({ row }) => fmt(row.original.date),
        },
      ]}
    />
  );
}
