import type { NewsArticleDto } from "../../../shared/content/dtos";
import { altIn } from "../../../shared/media/media-ref";
import { useLang } from "../../lib/i18n";
import { fallbackTextProps } from "./fallback-text";
import { PageHero } from "./page-hero";
import { ResponsiveImage } from "./responsive-image";
import { TimeAgo } from "./time-ago";

/**
 * A news article as the public site shows it: title band with its category and date, cover,
 * body (HTML the server rendered from the checked rich text, or sanitized legacy HTML) and
 * gallery. The public article page and the console's private preview both render this, so a
 * preview is the page itself. `children` follow the body (the public page's share panel).
 */
export function NewsArticleView({
  article: a,
  publishedLabel,
  children,
}: {
  article: NewsArticleDto;
  /** "Published" in the page's language, for screen readers before the date. */
  publishedLabel: string;
  children?: React.ReactNode;
}) {
  const lang = useLang();
  return (
    <>
      <PageHero title={a.title}>
        <p className="flex flex-wrap items-center gap-3">
          {a.category ? (
            <span className="rounded-full bg-white/15 px-3 py-0.5 font-bold">
              {a.category.title}
            </span>
          ) : null}
          <span>
            <span className="sr-only">{publishedLabel}: </span>
            <TimeAgo iso={a.created_at} />
          </span>
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10">
        {a.cover ? (
          <ResponsiveImage
            picture={a.cover}
            sizes="(min-width: 800px) 768px, calc(100vw - 2rem)"
            alt={altIn(a.cover, lang)}
            priority
            className="aspect-video w-full rounded-2xl object-cover"
          />
        ) : (
          <img
            src={a.image_url}
            alt=""
            width={800}
            height={450}
            fetchPriority="high"
            className="aspect-video w-full rounded-2xl object-cover"
          />
        )}
        <div
          className="prose-club mt-8 space-y-4 text-lg leading-loose"
          {...fallbackTextProps(a.description, lang)}
          dangerouslySetInnerHTML={{ __html: a.description }}
        />
        {a.gallery?.length ? (
          // Below the body: drawn, and its pictures fetched, only near the viewport, so they do
          // not share the connection with the cover (the largest paint). Until then it counts as
          // its rows' height on a phone (two squares a row).
          <ul
            className="render-near-view mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3"
            style={
              {
                "--near-view-height": `${Math.ceil(a.gallery.length / 2) * 12}rem`,
              } as React.CSSProperties
            }
          >
            {a.gallery.map((g) => (
              <li key={g.id}>
                <ResponsiveImage
                  picture={g}
                  sizes="(min-width: 800px) 250px, 45vw"
                  alt={altIn(g, lang)}
                  loading="lazy"
                  afterLead
                  className="aspect-square w-full rounded-lg object-cover"
                />
              </li>
            ))}
          </ul>
        ) : null}
        {children}
      </div>
    </>
  );
}
