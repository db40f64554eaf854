import { newsListBody } from "../../../../shared/content/news-staff";
import { useRiyadhFormat } from "../../components/content-status";
import { lifecycleRoute } from "../../components/lifecycle-list";
import { ChoiceFilter } from "../../components/list-parts";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { staffLoad } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const news = lifecycleRoute({
  call: "/news/list",
  body: newsListBody,
  filters: ["author", "category", "from", "to", "sort", "order"],
  title: "editorial.news.title",
  base: "/staff/news",
  options: (args) => staffLoad(args, "/news/options", {}),
});

export const loader = news.loader;
export const meta = titleMeta;

/**
 * /staff/news: every news item whatever its status, with search, filters (status, missing
 * translation, author, category, dates), sort, server-side paging, and bulk publish, unpublish
 * and delete after a confirmation.
 */
export default news.screen(function useNewsList({ t, options, col }) {
  const fmt = useRiyadhFormat();
  return {
    newLabel: t("editorial.news.new"),
    filterColumns: 5,
    labels: {
      title: t("editorial.news.titleField"),
      missing: t("editorial.news.missingLang"),
      updated: t("editorial.news.updated"),
      empty: t("editorial.news.none"),
      noMatch: t("editorial.news.noMatch"),
      search: t("editorial.news.search"),
      status: t("editorial.news.status"),
    },
    authors: options.authors,
    filters: (
      <ChoiceFilter
        name="category"
        label={t("editorial.news.category")}
        choices={options.categories.map((c) => ({ value: c.id, label: c.title }))}
      />
    ),
    dates: true,
    sorts: [
      { value: "updated", label: t("editorial.news.sortUpdated") },
      { value: "date", label: t("editorial.news.sortDate") },
      { value: "title", label: t("editorial.news.sortTitle") },
      { value: "status", label: t("editorial.news.sortStatus") },
    ],
    bulk: "/news",
    titleSub: (n) => n.category,
    beforeTitle: [
      col(
        "cover",
        () => <span className="sr-only">{t("editorial.news.cover")}</span>,
        (n) =>
          n.thumb ? <img src={n.thumb} alt="" className="h-12 w-16 rounded object-cover" /> : null,
      ),
    ],
    afterStatus: [col("date", t("editorial.news.sortDate"), (n) => fmt(n.date))],
  };
});
