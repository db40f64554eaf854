import { and, desc, eq, ne, sql, type SQL } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import type { NewsFilter } from "../../../shared/content/schemas";
import { notFound } from "../../lib/app-error";
import { plainExcerpt } from "../../lib/html-text";
import { sanitizeHtml } from "../../lib/sanitize-html";
import { renderRichText } from "../../lib/rich-text-html";
import { isStorableText } from "../../../shared/platform/text";
import type { Db } from "../../db/client";
import { labels, news, newsGallery } from "../../db/schema/content";
import { media } from "../../db/schema/media";
import { mediaRefsOf, toMediaRef, type MediaRefSource } from "../media/media-ref";
import { likePattern } from "../../lib/records";

type Ctx = { db: Db; lang: Lang };

export const NEWS_PER_PAGE = 12;
/** News preview length (spec section 9). */
const EXCERPT_WORDS = 40;

/** The cover's columns, joined to each news row (one query, as before covers existed). */
const coverColumns = {
  id: media.id,
  alt: media.alt,
  width: media.width,
  height: media.height,
  variants: media.variants,
};

export function presentNews(
  n: typeof news.$inferSelect,
  category: typeof labels.$inferSelect | null,
  lang: Lang,
  coverRow: MediaRefSource | null = null,
) {
  // A cover from the media library brings its responsive sizes; `image_url` stays for clients
  // that read only it (a middle-sized preset then, else the item's own picture).
  const cover = coverRow ? toMediaRef(coverRow) : null;
  // A body written in the console is rendered from its checked JSON (ADR 0041); HTML stored
  // before the console still goes through the sanitizer.
  const doc = n.body?.[lang] ?? n.body?.ar;
  return {
    id: n.id,
    title: localize(n.title, lang),
    description: doc ? renderRichText(doc) : sanitizeHtml(localize(n.description, lang)),
    image_url: cover?.src || n.imageUrl,
    cover,
    category: category ? { id: category.id, title: localize(category.title, lang) } : null,
    pinned: n.pinned,
    created_at: n.createdAt.toISOString(),
  };
}

/** The excerpt staff wrote in `lang` (none: the body's start is used). */
const writtenExcerpt = (n: typeof news.$inferSelect, lang: Lang) =>
  (n.excerpt as Partial<Record<Lang, string>>)[lang]?.trim() ?? "";

/** A list card: the body is left out when `clear` asks for lean items. */
function presentListItem(
  n: typeof news.$inferSelect,
  c: typeof labels.$inferSelect | null,
  lang: Lang,
  clear: boolean,
  m: MediaRefSource | null,
) {
  const full = presentNews(n, c, lang, m);
  const excerpt = writtenExcerpt(n, lang) || plainExcerpt(full.description, EXCERPT_WORDS);
  if (clear) {
    const { description: _body, ...lean } = full;
    return { ...lean, excerpt };
  }
  return { ...full, excerpt };
}

/** Latest published news, newest first, with the pinned item (if any) placed first. */
export async function latestNews({ db, lang, limit }: Ctx & { limit: number }) {
  const rows = await db
    .select({ n: news, c: labels, m: coverColumns })
    .from(news)
    .leftJoin(labels, eq(news.categoryId, labels.id))
    .leftJoin(media, eq(news.coverMediaId, media.id))
    .where(and(eq(news.status, "published"), eq(news.showOnHome, true)))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(limit);
  const items = rows.map((r) => presentNews(r.n, r.c, lang, r.m));
  if (!items.some((i) => i.pinned)) {
    const [pinned] = await db
      .select({ n: news, c: labels, m: coverColumns })
      .from(news)
      .leftJoin(labels, eq(news.categoryId, labels.id))
      .leftJoin(media, eq(news.coverMediaId, media.id))
      .where(and(eq(news.status, "published"), eq(news.showOnHome, true), eq(news.pinned, true)))
      .orderBy(desc(news.createdAt))
      .limit(1);
    if (pinned) items.splice(items.length - 1, 1, presentNews(pinned.n, pinned.c, lang, pinned.m));
  }
  return items.sort((a, b) => Number(b.pinned) - Number(a.pinned));
}

/** The stored text of a localized column in `lang`, falling back to Arabic like `localize`. */
const localizedText = (column: typeof news.title | typeof news.description, lang: Lang) =>
  sql`coalesce(nullif(${column} ->> ${lang}, ''), ${column} ->> 'ar')`;

/** Escapes LIKE wildcards so a visitor's `%` or `_` is searched literally. */

/** Published news, newest first, filtered by category and words of the title or body. */
/** `withTotal: false` skips the count (a caller that shows no pager, like an article's "related"). */
export async function listNews({
  db,
  lang,
  filter = {},
  withTotal = true,
}: Ctx & { filter?: NewsFilter; withTotal?: boolean }) {
  const page = filter.page ?? 1;
  const perPage = filter.per_page ?? NEWS_PER_PAGE;
  // Text that can never be stored can never match (ADR 0013).
  if (filter.keywords !== undefined && !isStorableText(filter.keywords))
    return { items: [], page, perPage, total: 0 };
  const where: SQL[] = [eq(news.status, "published")];
  if (filter.category) where.push(eq(news.categoryId, filter.category));
  if (filter.pinned !== undefined) where.push(eq(news.pinned, filter.pinned));
  if (filter.exclude_id) where.push(ne(news.id, filter.exclude_id));
  if (filter.keywords) {
    const pattern = likePattern(filter.keywords);
    where.push(
      sql`(${localizedText(news.title, lang)} ILIKE ${pattern} OR ${localizedText(news.description, lang)} ILIKE ${pattern})`,
    );
  }
  const cond = and(...where);
  const [rows, [count]] = await Promise.all([
    db
      .select({ n: news, c: labels, m: coverColumns })
      .from(news)
      .leftJoin(labels, eq(news.categoryId, labels.id))
      .leftJoin(media, eq(news.coverMediaId, media.id))
      .where(cond)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    withTotal
      ? db
          .select({ total: sql<number>`count(*)::int` })
          .from(news)
          .where(cond)
      : [{ total: 0 }],
  ]);
  return {
    items: rows.map((r) => presentListItem(r.n, r.c, lang, filter.clear ?? false, r.m)),
    page,
    perPage,
    total: count?.total ?? 0,
  };
}

/**
 * One published article with three more of its category; `preview` (staff only) reads it
 * whatever its status, exactly as the public article would show it.
 */
export async function showNews({
  db,
  lang,
  id,
  preview = false,
}: Ctx & { id: number; preview?: boolean }) {
  const [row] = await db
    .select({ n: news, c: labels, m: coverColumns })
    .from(news)
    .leftJoin(labels, eq(news.categoryId, labels.id))
    .leftJoin(media, eq(news.coverMediaId, media.id))
    .where(preview ? eq(news.id, id) : and(eq(news.id, id), eq(news.status, "published")));
  if (!row) throw notFound();
  // The related articles and the gallery are independent reads: one round trip's wait for both.
  const [related, galleryIds] = await Promise.all([
    listNews({
      db,
      lang,
      filter: { category: row.n.categoryId ?? undefined, exclude_id: id, per_page: 3, clear: true },
      withTotal: false,
    }),
    db
      .select({ id: newsGallery.mediaId })
      .from(newsGallery)
      .where(eq(newsGallery.newsId, id))
      .orderBy(newsGallery.ord),
  ]);
  const article = presentNews(row.n, row.c, lang, row.m);
  const refs = await mediaRefsOf(
    db,
    galleryIds.map((g) => g.id),
  );
  return {
    ...article,
    gallery: galleryIds.flatMap((g) => refs.get(g.id) ?? []),
    tags: row.n.tags,
    excerpt: writtenExcerpt(row.n, lang) || plainExcerpt(article.description, 15),
    updated_at: row.n.updatedAt.toISOString(),
    related: related.items,
  };
}
