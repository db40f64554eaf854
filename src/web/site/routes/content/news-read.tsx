import { foundOr404, recordHandle, requestLang } from "../../lib/record-route";
import { NewsArticleView } from "../../../components/ui/news-article";
import { TextLink } from "../../../components/ui/text-link";
import type { Route } from "./+types/news-read";
import type { NewsArticleDto } from "../../../../shared/content/dtos";
import { JsonLd } from "../../components/json-ld";
import { LoadError } from "../../components/load-error";
import { NewsCard, newsPath } from "../../components/news-card";
import { PageHero } from "../../../components/ui/page-hero";

import { SharePanel } from "../../features/content/share-panel";
import { localePath, useLang, useT } from "../../../lib/i18n";
import { pageMeta, screenMeta } from "../../lib/meta";
import { useSiteData } from "../../lib/site-data";
import { recordId } from "../../../lib/route-handle";
import { PageBand } from "../../../components/ui/page-band";

export { RouteErrorBoundary as ErrorBoundary } from "../../layout/route-error";

type LoaderData = { article: NewsArticleDto | null };

export const handle = recordHandle("article", newsPath);

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const res = await context.api(`/website/news/show/${recordId(params.id)}`, {}, { lang });
  return { article: foundOr404(res) } satisfies LoaderData;
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const a = d?.article;
  if (!a) return screenMeta(matches, "routes.readNews");
  return [
    ...pageMeta(matches, a.title, { description: a.excerpt, image: a.image_url, type: "article" }),
    { property: "article:published_time", content: a.created_at },
    { property: "article:modified_time", content: a.updated_at },
    ...(a.category ? [{ property: "article:section", content: a.category.title }] : []),
  ];
};

export default function ReadNews({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const lang = useLang();
  const { origin, settings } = useSiteData();
  const a = loaderData.article;
  if (!a) {
    return (
      <>
        <PageHero title={t("routes.readNews")} />
        <div className="mx-auto max-w-3xl px-4 py-12">
          <LoadError message="content.load.article" />
        </div>
      </>
    );
  }
  const url = origin + localePath(lang, newsPath(a));
  const ld = {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: a.title,
    description: a.excerpt,
    image: [new URL(a.image_url, origin).href],
    datePublished: a.created_at,
    dateModified: a.updated_at,
    inLanguage: lang,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(a.category ? { articleSection: a.category.title } : {}),
    author: { "@type": "Organization", name: settings?.AppName ?? t("app.clubName"), url: origin },
    publisher: {
      "@type": "Organization",
      name: settings?.AppName ?? t("app.clubName"),
      logo: {
        "@type": "ImageObject",
        url: new URL(settings?.logo ?? "/media/crest.svg", origin).href,
      },
    },
  };
  return (
    <>
      <JsonLd data={ld} />
      <article>
        <NewsArticleView article={a} publishedLabel={t("content.news.published")}>
          <SharePanel url={url} title={a.title} description={a.excerpt} />
          <p className="mt-8">
            <TextLink to="/news">{t("content.news.backToNews")}</TextLink>
          </p>
        </NewsArticleView>
      </article>
      {a.related.length ? (
        <PageBand id="related-news" title={t("content.news.related")}>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {a.related.map((n) => (
              <li key={n.id} className="flex">
                <NewsCard item={n} className="w-full" afterLead />
              </li>
            ))}
          </ul>
        </PageBand>
      ) : null}
    </>
  );
}
