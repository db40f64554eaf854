import { asc, eq, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import type {
  NewsListFilter,
  NewsRecord,
  NewsRow,
  NewsSave,
} from "../../../shared/content/news-staff";
import { newsSaveBody } from "../../../shared/content/news-staff";
import { riyadhInstant } from "../../../shared/content/lifecycle";
import { emptyDoc, type RichDoc } from "../../../shared/content/rich-text";
import { LANGS, type Lang } from "../../../shared/i18n";
import type { Db, DbOrTx } from "../../db/client";
import { labels, news, newsGallery } from "../../db/schema/content";
import { htmlToRichText } from "../../lib/html-to-rich-text";
import { storedRichText } from "./rich-body";
import { riyadhDateTime, riyadhIso } from "../../lib/time";
import { assertMediaUsable, mediaRefsOf } from "../media/media-ref";
import { defineContentType } from "./lifecycle/lifecycle";
import { lifecycleListQuery, lifecycleRowState } from "./lifecycle/staff-list";

/**
 * News on the content lifecycle (issue 15): how the console reads and writes a news item. The
 * body is stored as Tiptap JSON per language (`body`) and its HTML, rendered by the server, in
 * `description`, which the public site and its search read. Items written before the console
 * carry only HTML: they open converted (`htmlToRichText`).
 */

const riyadhLocal = (d: Date) => {
  const { date, time } = riyadhDateTime(d);
  return `${date}T${time}`;
};

/** A stored body, or the legacy HTML converted, per language. */
function bodyOf(n: typeof news.$inferSelect): NewsRecord["body"] {
  const out = {} as Record<Lang, RichDoc>;
  for (const l of LANGS) {
    const stored = n.body?.[l];
    const html = (n.description as Partial<Record<Lang, string>>)[l];
    out[l] = stored ?? (html ? htmlToRichText(html) : emptyDoc());
  }
  return out;
}

async function readNews(tx: DbOrTx, id: number): Promise<NewsRecord | null> {
  const [n] = await tx.select().from(news).where(eq(news.id, id));
  if (!n) return null;
  const gallery = await tx
    .select({ id: newsGallery.mediaId })
    .from(newsGallery)
    .where(eq(newsGallery.newsId, id))
    .orderBy(asc(newsGallery.ord));
  const { rows: author } = await tx.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM staff_accounts WHERE id = ${n.createdBy ?? 0}`,
  );
  return {
    id: n.id,
    title: allLanguages(n.title),
    excerpt: allLanguages(n.excerpt),
    body: bodyOf(n),
    cover_media_id: n.coverMediaId,
    image_url: n.coverMediaId ? "" : n.imageUrl,
    gallery: gallery.map((g) => g.id),
    category_id: n.categoryId,
    tags: n.tags,
    date: riyadhLocal(n.createdAt),
    featured: n.pinned,
    show_on_home: n.showOnHome,
    created_by: author[0] ?? null,
  };
}

async function writeNews(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  { id, input, actor }: { id: number | undefined; input: NewsSave; actor: { id: number | null } },
): Promise<number> {
  let imageUrl = input.image_url;
  if (input.cover_media_id !== null)
    imageUrl = (await assertMediaUsable(tx, { id: input.cover_media_id, field: "cover_media_id" }))
      .src;
  for (const [i, m] of input.gallery.entries())
    await assertMediaUsable(tx, { id: m, field: `gallery.${i}` });
  const values = {
    title: storedLanguages(input.title),
    excerpt: storedLanguages(input.excerpt),
    ...storedRichText(input.body),
    imageUrl,
    coverMediaId: input.cover_media_id,
    categoryId: input.category_id,
    tags: [...new Set(input.tags)],
    pinned: input.featured,
    showOnHome: input.show_on_home,
    updatedAt: new Date(),
    ...(input.date ? { createdAt: riyadhInstant(input.date) } : {}),
  };
  const [row] = id
    ? await tx.update(news).set(values).where(eq(news.id, id)).returning({ id: news.id })
    : await tx
        .insert(news)
        .values({ ...values, status: "draft", createdBy: actor.id })
        .returning({ id: news.id });
  const newsId = row!.id;
  await tx.delete(newsGallery).where(eq(newsGallery.newsId, newsId));
  if (input.gallery.length)
    await tx
      .insert(newsGallery)
      .values(input.gallery.map((mediaId, ord) => ({ newsId, mediaId, ord })));
  return newsId;
}

export const newsContent = defineContentType<NewsRecord, NewsSave>({
  type: "news",
  table: "news",
  read: readNews,
  write: writeNews,
  saveSchema: newsSaveBody,
  previewPath: (id) => `/staff/news/${id}/preview`,
});

/** The console's news list: search, filters, sort and server-side paging. */
export async function listStaffNews({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: NewsListFilter;
}): Promise<{ data: NewsRow[]; total: number }> {
  const q = lifecycleListQuery(
    { ...news, dated: news.createdAt, dateSort: news.createdAt },
    filter,
    lang,
    {
      searched: [news.title, news.tags],
      translated: [news.title, news.description],
      extra: [filter.category ? eq(news.categoryId, filter.category) : undefined],
    },
  );
  const rows = await db
    .select({
      n: news,
      c: labels,
      ...q.people,
      author: sql<string | null>`(SELECT name FROM staff_accounts WHERE id = ${news.createdBy})`,
    })
    .from(news)
    .leftJoin(labels, eq(news.categoryId, labels.id))
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(news)
    .where(q.where);
  const covers = await mediaRefsOf(
    db,
    rows.map((r) => r.n.coverMediaId ?? 0),
  );
  const pick = (v: Partial<Record<Lang, string>> | null) => (v ? v[lang] || v.ar || "" : "");
  return {
    total: count?.total ?? 0,
    data: rows.map(({ n, c, author, ...people }) => {
      const cover = n.coverMediaId ? covers.get(n.coverMediaId) : undefined;
      const desc = n.description as Partial<Record<Lang, string>>;
      const missing = missingLanguages(n.title).filter(
        (l) => missingLanguages(desc).includes(l) || !n.title[l],
      );
      return {
        id: n.id,
        title: pick(n.title),
        thumb: cover?.src || n.imageUrl,
        category: c ? pick(c.title) : null,
        date: riyadhIso(n.createdAt),
        featured: n.pinned,
        show_on_home: n.showOnHome,
        created_by: n.createdBy ? { id: n.createdBy, name: author ?? "" } : null,
        ...lifecycleRowState(n, people),
        missing: [...new Set([...missingLanguages(n.title), ...missing])],
      };
    }),
  };
}

/** The news form's and filters' choices: categories (labels of type news) and authors. */
export async function newsOptions({ db, lang }: { db: Db; lang: Lang }) {
  const cats = await db
    .select()
    .from(labels)
    .where(eq(labels.type, "news_category"))
    .orderBy(asc(labels.ord), asc(labels.id));
  const { rows: authors } = await db.execute<{ id: number; name: string }>(
    sql`SELECT id, name FROM staff_accounts WHERE id IN (SELECT created_by FROM news) OR roles && ARRAY['admin','editor'] ORDER BY name`,
  );
  return {
    categories: cats.map((c) => ({ id: c.id, title: c.title[lang] || c.title.ar })),
    authors,
  };
}

/** A news item's status (the preview's note). */
export async function newsStatus(db: Db, id: number) {
  const [row] = await db.select({ status: news.status }).from(news).where(eq(news.id, id));
  return row?.status ?? "draft";
}
