import { Link, useLoaderData } from "react-router";
import type { Route } from "./+types/news-preview";
import { dirOf, ensureCatalog, LANGS, type Lang } from "../../../../shared/i18n";
import { NewsArticleView } from "../../../components/ui/news-article";
import { LangContext, useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
export { ScreenError as ErrorBoundary } from "../../components/screen-error";
import { linkButton } from "../../components/buttons";
import { StatusBadge } from "../../components/content-status";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

const langOf = (v: string | null): Lang => (LANGS.includes(v as Lang) ? (v as Lang) : "ar");

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  const lang = langOf(new URL(args.request.url).searchParams.get("lang"));
  const article = await staffLoad(args, "/news/preview", { id, lang });
  return { id, lang, article, title: staffTitle(args.request, "editorial.bar.preview") };
}

/** Another preview language: its strings (the article's own labels) arrive before it renders. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const lang = langOf(new URL(request.url).searchParams.get("lang"));
  const [data] = await Promise.all([serverLoader(), ensureCatalog(lang)]);
  return data;
}

export const meta = titleMeta;

/**
 * /staff/news/:id/preview?lang=en: the article exactly as the public page renders it (the same
 * component), in the chosen language, whatever its status; only staff can open it (the call
 * behind it is a staff call, and staff pages are never cached).
 */
export default function StaffNewsPreview() {
  const { id, lang, article } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3">
        <p className="flex flex-1 flex-wrap items-center gap-2">
          <StatusBadge status={article.status} />
          {t("editorial.news.previewNote", { status: t(`editorial.status.${article.status}`) })}
        </p>
        <nav aria-label={t("editorial.news.previewLang")} className="flex gap-2">
          {LANGS.map((l) => (
            <Link
              key={l}
              to={`?lang=${l}`}
              aria-current={l === lang ? "page" : undefined}
              className={`rounded-md border px-3 py-1 font-bold ${l === lang ? "border-brand-700 bg-brand-700 text-white" : "border-gray-400"}`}
            >
              {t(`editorial.langs.${l}`)}
            </Link>
          ))}
        </nav>
        <Link to={`/staff/news/${id}`} className={linkButton}>
          {t("editorial.news.backToEditor")}
        </Link>
      </div>
      <div
        lang={lang}
        dir={dirOf(lang)}
        data-catalog={lang}
        className="overflow-hidden rounded-lg border border-gray-300 bg-white"
      >
        <LangContext.Provider value={lang}>
          <NewsArticleView article={article} publishedLabel={t("editorial.news.date")} />
        </LangContext.Provider>
      </div>
    </div>
  );
}
