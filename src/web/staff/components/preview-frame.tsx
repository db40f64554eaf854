import { useEffect, useRef } from "react";
import { Link } from "react-router";
import type { ContentStatus } from "../../../shared/content/lifecycle";
import { dirOf, ensureCatalog, LANGS, type Lang } from "../../../shared/i18n";
import { LangContext, useT } from "../../lib/i18n";
import { linkButton } from "./buttons";
import { StatusBadge } from "./content-status";

/** The preview's language from the address (`?lang=en`), Arabic when absent or unknown. */
export function previewLang(request: Request): Lang {
  const v = new URL(request.url).searchParams.get("lang");
  return LANGS.includes(v as Lang) ? (v as Lang) : "ar";
}

/**
 * A preview screen's client loader: another preview language's strings (the record's own
 * labels) arrive before it renders.
 */
export async function loadPreviewCatalog<T>({
  request,
  serverLoader,
}: {
  request: Request;
  serverLoader: () => Promise<T>;
}): Promise<T> {
  const [data] = await Promise.all([serverLoader(), ensureCatalog(previewLang(request))]);
  return data;
}

/**
 * Pictures inside `root` load at once rather than as they near the screen: the public
 * components load theirs lazily, but a preview is read whole (printed, captured full-page,
 * checked picture by picture), so none may stay blank. Pictures added later (another language,
 * a slide) are switched too.
 */
function useEagerPictures(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const eager = () =>
      el.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
        img.loading = "eager";
      });
    eager();
    const watch = new MutationObserver(eager);
    watch.observe(el, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["loading"],
    });
    return () => watch.disconnect();
  }, [root]);
}

/**
 * The frame of a content record's private preview: its status and what the preview is, the
 * language switch (ar, en, es, in the address), the way back to the editor, and the record as
 * the public site renders it, in the chosen language and its direction, every picture loaded.
 */
export function PreviewFrame({
  status,
  note,
  lang,
  editor,
  children,
}: {
  status: ContentStatus;
  /** What the preview shows, beside the status. */
  note: string;
  lang: Lang;
  /** The record's editor, for the way back. */
  editor: string;
  /** The record as the public page renders it. */
  children: React.ReactNode;
}) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  useEagerPictures(frame);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400 bg-amber-50 p-3">
        <p className="flex flex-1 flex-wrap items-center gap-2">
          <StatusBadge status={status} />
          {note}
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
        <Link to={editor} className={linkButton}>
          {t("editorial.news.backToEditor")}
        </Link>
      </div>
      <div
        ref={frame}
        lang={lang}
        dir={dirOf(lang)}
        data-catalog={lang}
        className="overflow-hidden rounded-lg border border-gray-300 bg-white"
      >
        <LangContext.Provider value={lang}>{children}</LangContext.Provider>
      </div>
    </div>
  );
}
