import { and, desc, eq } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { labels, news } from "../../db/schema/platform";

type Ctx = { db: Db; lang: Lang };

export function presentNews(
  n: typeof news.$inferSelect,
  category: typeof labels.$inferSelect | null,
  lang: Lang,
) {
  return {
    id: n.id,
    title: localize(n.title, lang),
    description: localize(n.description, lang),
    image_url: n.imageUrl,
    category: category ? { id: category.id, title: localize(category.title, lang) } : null,
    pinned: n.pinned,
    created_at: n.createdAt.toISOString(),
  };
}

/** Latest published news, newest first, with the pinned item (if any) placed first. */
export async function latestNews({ db, lang, limit }: Ctx & { limit: number }) {
  const rows = await db
    .select({ n: news, c: labels })
    .from(news)
    .leftJoin(labels, eq(news.categoryId, labels.id))
    .where(eq(news.status, 1))
    .orderBy(desc(news.createdAt), desc(news.id))
    .limit(limit);
  const items = rows.map((r) => presentNews(r.n, r.c, lang));
  if (!items.some((i) => i.pinned)) {
    const [pinned] = await db
      .select({ n: news, c: labels })
      .from(news)
      .leftJoin(labels, eq(news.categoryId, labels.id))
      .where(and(eq(news.status, 1), eq(news.pinned, true)))
      .orderBy(desc(news.createdAt))
      .limit(1);
    if (pinned) items.splice(items.length - 1, 1, presentNews(pinned.n, pinned.c, lang));
  }
  return items.sort((a, b) => Number(b.pinned) - Number(a.pinned));
}
