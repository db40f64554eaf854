import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/news";
import { displayableText, isStorableText } from "../../../../shared/platform/text";
import { EmptyState, LoadError } from "../../components/load-error";
import { NewsCard } from "../../components/news-card";
import { PageHero } from "../../../components/ui/page-hero";
import { Pagination } from "../../components/pagination";
import { langFromPath, localePath, useLang, useT } from "../../../lib/i18n";
import { screenMeta } from "../../lib/meta";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

function readQuery(url: URL) {
  const page = Math.max(
    1,
    Math.min(100_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1),
  );
  const category = Number.parseInt(url.searchParams.get("category") ?? "", 10) || undefined;
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  return { page, category, q };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const { page, category, q } = readQuery(url);
  const [news, labels] = await Promise.all([
    context.api(
      "/website/news",
      { page, category, keywords: q || undefined, clear: true, per_page: 12 },
      { lang },
    ),
    context.api("/website/labels", { type: "news_category" }, { lang }),
  ]);
  return {
    // Text that can never match is shown (as U+FFFD) with a message saying why nothing matched.
    query: { page, category: category ?? null, q: displayableText(q) },
    unsearchable: !isStorableText(q),
    news: news.ok ? news.results : null,
    categories: labels.ok ? labels.results.data : [],
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  screenMeta(matches, "routes.news", "content.news.metaDescription");

/**
 * The screens on which the list's card `i` is below the first row: every screen from the fourth
 * card, phones (one column) for the second, phones and tablets (two) for the third.
 */
function afterFirstRow(i: number): boolean | string {
  if (i === 0) return false;
  if (i === 1) return "(width < 40rem)";
  if (i === 2) return "(width < 64rem)";
  return true;
}

export default function NewsList({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const navigation = useNavigation();
  const { news, categories, query, unsearchable } = loaderData;
  const base = localePath(lang, "/news");
  const href = (p: { page?: number; category?: number | null; q?: string }) => {
    const params = new URLSearchParams();
    const category = p.category === undefined ? query.category : p.category;
    const q = p.q === undefined ? query.q : p.q;
    if (category) params.set("category", String(category));
    if (q) params.set("q", q);
    if (p.page && p.page > 1) params.set("page", String(p.page));
    const s = params.toString();
    return s ? `${base}?${s}` : base;
  };
  const chip =
    "inline-flex min-h-11 items-center rounded-full px-4 font-bold ring-1 ring-brand-700/30";
  return (
    <>
      <PageHero title={t("routes.news")} />
      <div className="mx-auto max-w-7xl px-4 py-10" aria-busy={navigation.state === "loading"}>
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label={t("content.news.categories")}>
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  to={href({ category: null, page: 1 })}
                  aria-current={!query.category ? "page" : undefined}
                  className={`${chip} ${!query.category ? "bg-brand-700 text-white" : "hover:bg-surface-muted"}`}
                >
                  {t("content.news.allCategories")}
                </Link>
              </li>
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={href({ category: c.id, page: 1 })}
                    aria-current={query.category === c.id ? "page" : undefined}
                    className={`${chip} ${query.category === c.id ? "bg-brand-700 text-white" : "hover:bg-surface-muted"}`}
                  >
                    {c.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <Form method="get" action={base} role="search" className="flex gap-2">
            {query.category ? <input type="hidden" name="category" value={query.category} /> : null}
            <label htmlFor="news-q" className="sr-only">
              {t("content.news.searchLabel")}
            </label>
            <input
              id="news-q"
              name="q"
              type="search"
              defaultValue={query.q}
              maxLength={100}
              placeholder={t("content.news.searchPlaceholder")}
              className="min-h-11 w-full rounded-xl border border-black/20 px-3 lg:w-72"
            />
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
            >
              {t("content.news.search")}
            </button>
          </Form>
        </div>

        {query.q ? (
          <p className="mt-6 flex flex-wrap items-center gap-3 text-lg">
            <span>{t("content.news.resultsFor", { q: query.q })}</span>
            <Link
              to={href({ q: "", page: 1 })}
              className="inline-flex min-h-11 items-center font-bold text-brand-700 underline"
            >
              {t("content.news.clearSearch")}
            </Link>
          </p>
        ) : null}

        {unsearchable ? (
          <p
            role="status"
            className="mt-4 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200"
          >
            {t("common.searchUnusable")}
          </p>
        ) : null}

        <div className="mt-8">
          {!news ? (
            <LoadError message="content.load.news" />
          ) : news.data.length ? (
            <>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {news.data.map((n, i) => (
                  // Cards after the first are drawn, and their pictures fetched, only near the
                  // viewport; a card below the first row of its screen asks for its picture only
                  // once the first card's (the largest paint) has been drawn (ADR 0061).
                  <li
                    key={n.id}
                    className={i ? "render-near-view flex [--near-view-height:25rem]" : "flex"}
                  >
                    <NewsCard
                      item={n}
                      headingLevel={2}
                      previewWords={15}
                      className="w-full"
                      priority={i === 0}
                      afterLead={afterFirstRow(i)}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={news.current_page}
                lastPage={news.last_page}
                hrefFor={(p) => href({ page: p })}
              />
            </>
          ) : (
            <EmptyState message="content.empty.items" />
          )}
        </div>
      </div>
    </>
  );
}
