import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import { notFound } from "../../lib/app-error";
import { rowsWhere } from "../../lib/records";
import { publishedRow } from "./lifecycle/published";
import type { Db } from "../../db/client";
import { initiatives } from "../../db/schema/content";

type Ctx = { db: Db; lang: Lang };

/**
 * An initiative in one language. Unlike other content there is no Arabic fallback: the
 * report was written per language and an initiative missing a language is not shown in it.
 */
function presentInitiative(row: typeof initiatives.$inferSelect, lang: Lang) {
  const text = row.content[lang];
  if (!text) return null;
  return {
    id: row.id,
    season: row.season,
    title: text.title,
    img: row.imageUrl,
    imgs: row.images,
    idea: text.idea,
    golas: text.golas,
    targetd: text.targetd,
    targetd_count: row.targetdCount,
    way: text.way,
    success: text.success,
    ord: row.ord,
  };
}

/** Published initiatives written in `lang`, optionally of one season, in report order. */
export async function listInitiatives({ db, lang, season }: Ctx & { season?: string }) {
  const where: SQL[] = [eq(initiatives.status, "published"), sql`${initiatives.content} ? ${lang}`];
  if (season) where.push(eq(initiatives.season, season));
  const rows = await rowsWhere(db, initiatives, where, [asc(initiatives.ord), asc(initiatives.id)]);
  return rows.flatMap((r) => presentInitiative(r, lang) ?? []);
}

/** The seasons with published initiatives written in `lang`, newest first (the report's chooser). */
export async function listInitiativeSeasons({ db, lang }: Ctx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ season: initiatives.season })
    .from(initiatives)
    .where(and(eq(initiatives.status, "published"), sql`${initiatives.content} ? ${lang}`))
    .orderBy(desc(initiatives.season));
  return rows.map((r) => r.season);
}

export async function showInitiative({ db, lang, id }: Ctx & { id: number }) {
  const row = await publishedRow(db, initiatives, id);
  const item = row ? presentInitiative(row, lang) : null;
  if (!item) throw notFound();
  return item;
}
