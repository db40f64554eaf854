import type { NewsListItemDto } from "../../../../shared/content/dtos";
import { excerptWords } from "../../../lib/format";
import { slugify, useLang, useT } from "../../../lib/i18n";
import { fallbackTextProps } from "../fallback-text";
import { ResponsiveImage } from "../responsive-image";
import { TimeAgo } from "../time-ago";
import { CardLink } from "../local-link";

export const newsPath = (n: { id: number; title: string }) =>
  `/news/read/${n.id}/${slugify(n.title)}`;

type NewsCardItem = Omit<NewsListItemDto, "excerpt"> & { excerpt?: string };

/**
 * A news card; the whole card is one link (the title), with the 40-word preview on large cards.
 * `previewWords`: length of the plain-text preview (40 on the large home card, 15 in lists, 0 for
 * none). `priority`: the card opens the page (its picture is asked for from the head and loads
 * first instead of lazily). `afterLead`: the card is below the first screen (everywhere, or on the
 * screens of a media query), so its picture waits until the page's lead picture has been drawn.
 */
export function NewsCard({
  item,
  large = false,
  previewWords = large ? 40 : 0,
  headingLevel = 3,
  className = "",
  priority = false,
  afterLead = false,
}: {
  item: NewsCardItem;
  large?: boolean;
  previewWords?: number;
  headingLevel?: 2 | 3;
  className?: string;
  priority?: boolean;
  afterLead?: boolean | string;
}) {
  const t = useT();
  const lang = useLang();
  const H = headingLevel === 2 ? "h2" : "h3";
  const preview = previewWords
    ? excerptWords(item.description ?? item.excerpt ?? "", previewWords)
    : "";
  return (
    <article
      className={`card card-interactive group relative flex flex-col overflow-hidden ${className}`}
    >
      {item.cover ? (
        <ResponsiveImage
          picture={item.cover}
          sizes={
            large
              ? "(min-width: 768px) 66vw, 100vw"
              : "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          }
          alt=""
          priority={priority}
          afterLead={afterLead}
          loading={priority ? undefined : "lazy"}
          className={`w-full object-cover ${large ? "aspect-video md:aspect-[16/10]" : "aspect-video"}`}
        />
      ) : (
        <img
          src={item.image_url}
          alt=""
          width={800}
          height={450}
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          className={`w-full object-cover ${large ? "aspect-video md:aspect-[16/10]" : "aspect-video"}`}
        />
      )}
      <div className="flex flex-1 flex-col p-4">
        <p className="flex flex-wrap items-center gap-2 text-sm text-brand-800">
          {item.pinned ? (
            <span className="rounded bg-gold-500 px-2 font-bold text-brand-900">
              {t("home.pinned")}
            </span>
          ) : null}
          {item.category ? <span className="font-bold">{item.category.title}</span> : null}
          <TimeAgo iso={item.created_at} className="text-ink-muted" />
        </p>
        <H
          className={`mt-2 font-bold leading-snug ${large ? "text-xl md:text-2xl" : "text-lg"}`}
          {...fallbackTextProps(item.title, lang)}
        >
          <CardLink to={newsPath(item)}>{item.title}</CardLink>
        </H>
        {preview ? (
          <p className="mt-2 text-ink-muted" {...fallbackTextProps(preview, lang)}>
            {preview}
          </p>
        ) : null}
      </div>
    </article>
  );
}
