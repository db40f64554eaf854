import { useLoaderData } from "react-router";
import type { Route } from "./+types/news-preview";
import { NewsArticleView } from "../../../components/ui/news-article";
import { useT } from "../../../lib/i18n";
import { recordId } from "../../../lib/route-handle";
import { ScreenError } from "../../components/screen-error";
import { loadPreviewCatalog, PreviewFrame, previewLang } from "../../components/preview-frame";
import { staffLoad, staffTitle } from "../../lib/staff-api";
import { titleMeta } from "../../lib/title-meta";

export async function loader(args: Route.LoaderArgs) {
  const id = recordId(args.params.id);
  const lang = previewLang(args.request);
  const article = await staffLoad(args, "/news/preview", { id, lang });
  return { id, lang, article, title: staffTitle(args.request, "editorial.bar.preview") };
}

export const clientLoader = (args: Route.ClientLoaderArgs) => loadPreviewCatalog(args);

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
    <PreviewFrame
      status={article.status}
      note={t("editorial.news.previewNote", { status: t(`editorial.status.${article.status}`) })}
      lang={lang}
      editor={`/staff/news/${id}`}
    >
      <NewsArticleView article={article} publishedLabel={t("editorial.news.date")} />
    </PreviewFrame>
  );
}

/** A preview that cannot be shown: a missing record says so and offers its list. */
export function ErrorBoundary() {
  const t = useT();
  return (
    <ScreenError
      missing={{
        title: t("editorial.news.previewMissingTitle"),
        body: t("editorial.news.previewMissingBody"),
      }}
      list={{ to: "/staff/news", label: t("editorial.news.toList") }}
    />
  );
}
