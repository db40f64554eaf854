import { and, asc, eq, inArray } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import type { PartnerDto } from "../../../shared/content/dtos";
import { notFound } from "../../lib/app-error";
import { rowsWhere } from "../../lib/records";
import { publishedRow } from "./lifecycle/published";
import { sanitizeHtml } from "../../lib/sanitize-html";
import type { Db } from "../../db/client";
import { labels, offers, pages, partners, sections, slides } from "../../db/schema/content";

type Ctx = { db: Db; lang: Lang };
type SlideRow = typeof slides.$inferSelect;
type SectionRow = typeof sections.$inferSelect;

export function presentSlide(s: SlideRow, lang: Lang) {
  return {
    id: s.id,
    key: s.key,
    title: localize(s.title, lang),
    description: localize(s.description, lang),
    image_url: s.imageUrl,
    ord: s.ord,
    wins_times: s.winsTimes,
    target: {
      type: s.target.type,
      target: s.target.target ?? null,
      button_text: s.target.button ? localize(s.target.button, lang) : null,
    },
  };
}

export async function listSlides({
  db,
  lang,
  kind,
  keys,
}: Ctx & { kind: "slider" | "banner"; keys?: string[] }) {
  const where = [eq(slides.kind, kind), eq(slides.status, "published")];
  if (keys?.length) where.push(inArray(slides.key, keys));
  const rows = await rowsWhere(db, slides, where, [
    asc(slides.key),
    asc(slides.ord),
    asc(slides.id),
  ]);
  return rows.map((s) => presentSlide(s, lang));
}

export async function showSlide({
  db,
  lang,
  kind,
  id,
}: Ctx & { kind: "slider" | "banner"; id: number }) {
  const [row] = await db
    .select()
    .from(slides)
    .where(and(eq(slides.id, id), eq(slides.kind, kind), eq(slides.status, "published")));
  if (!row) throw notFound();
  return presentSlide(row, lang);
}

/** Groups slider items by key, as the home page and the sliders call return them. */
export function groupByKey<T extends { key: string }>(
  items: T[],
  keys: string[],
): Record<string, T[]> {
  const out: Record<string, T[]> = Object.fromEntries(keys.map((k) => [k, [] as T[]]));
  for (const item of items) (out[item.key] ??= []).push(item);
  return out;
}

export function presentPartner(p: typeof partners.$inferSelect, lang: Lang): PartnerDto {
  return {
    id: p.id,
    // 0 main, 1 sub, 2 regular (a CHECK constraint in the table)
    type: p.type as PartnerDto["type"],
    ord: p.ord,
    url: p.url,
    image_url: p.imageUrl,
    sponsor_name: localize(p.sponsorName, lang),
    title: localize(p.title, lang),
  };
}

export async function listPartners({ db, lang, type }: Ctx & { type?: number }) {
  const where = [eq(partners.status, "published")];
  if (type !== undefined) where.push(eq(partners.type, type));
  const rows = await rowsWhere(db, partners, where, [
    asc(partners.type),
    asc(partners.ord),
    asc(partners.id),
  ]);
  return rows.map((p) => presentPartner(p, lang));
}

export async function showPartner({ db, lang, id }: Ctx & { id: number }) {
  const row = await publishedRow(db, partners, id);
  if (!row) throw notFound();
  return presentPartner(row, lang);
}

function presentOffer(o: typeof offers.$inferSelect, lang: Lang) {
  return {
    id: o.id,
    title: localize(o.title, lang),
    description: localize(o.description, lang),
    image_url: o.imageUrl,
    url: o.url,
    ord: o.ord,
  };
}

export async function listOffers({ db, lang, limit }: Ctx & { limit?: number }) {
  const query = db
    .select()
    .from(offers)
    .where(eq(offers.status, "published"))
    .orderBy(asc(offers.ord), asc(offers.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((o) => presentOffer(o, lang));
}

export async function showOffer({ db, lang, id }: Ctx & { id: number }) {
  const row = await publishedRow(db, offers, id);
  if (!row) throw notFound();
  return presentOffer(row, lang);
}

export function presentSection(s: SectionRow, lang: Lang) {
  const cf = s.customFields;
  return {
    id: s.id,
    page_id: s.pageId,
    ord: s.ord,
    title: localize(s.title, lang),
    // A custom section's description is staff HTML: only its cleaned form ever leaves the server.
    description:
      s.style.type === "custom"
        ? sanitizeHtml(localize(s.description, lang))
        : localize(s.description, lang),
    media_url: s.mediaUrl,
    status: s.status,
    style: s.style,
    custom_fields: {
      ...cf,
      button_text: cf.button_text ? localize(cf.button_text, lang) : undefined,
    },
  };
}

function presentPage(p: typeof pages.$inferSelect, lang: Lang) {
  return {
    id: p.id,
    path: p.path,
    // The public answer keeps the published flag it always had (only published pages leave).
    status: 1,
    ord: p.ord,
    title: localize(p.titles, lang),
    titles: p.titles,
    other_info: p.otherInfo,
  };
}

/** Published pages by ord; `limitedBy` -1 (the spec's value) means all of them. */
export async function listPages({ db, lang, limitedBy }: Ctx & { limitedBy?: number }) {
  const query = db
    .select()
    .from(pages)
    .where(eq(pages.status, "published"))
    .orderBy(asc(pages.ord), asc(pages.id));
  const rows = limitedBy && limitedBy > 0 ? await query.limit(limitedBy) : await query;
  return rows.map((p) => presentPage(p, lang));
}

/**
 * One published page with its sections (disabled sections are left out); `preview` (staff only)
 * reads it whatever its status, as the public page would render it once published.
 */
export async function showPage({
  db,
  lang,
  id,
  path,
  preview = false,
}: Ctx & { id?: number; path?: string; preview?: boolean }) {
  const cond = id !== undefined ? eq(pages.id, id) : eq(pages.path, path ?? "");
  const [row] = await db
    .select()
    .from(pages)
    .where(preview ? cond : and(cond, eq(pages.status, "published")));
  if (!row) throw notFound();
  const secs = await db
    .select()
    .from(sections)
    .where(and(eq(sections.pageId, row.id), eq(sections.status, 1)))
    .orderBy(asc(sections.ord), asc(sections.id));
  return {
    ...presentPage(row, lang),
    sections: secs.map((s) => presentSection(s, lang)),
  };
}

const onPublishedPage = (db: Db) =>
  inArray(
    sections.pageId,
    db.select({ id: pages.id }).from(pages).where(eq(pages.status, "published")),
  );

export async function listSections({ db, lang, pageId }: Ctx & { pageId?: number }) {
  // Sections of published pages only (a draft page's sections are not public either).
  const where = [eq(sections.status, 1), onPublishedPage(db)];
  if (pageId !== undefined) where.push(eq(sections.pageId, pageId));
  const rows = await rowsWhere(db, sections, where, [
    asc(sections.pageId),
    asc(sections.ord),
    asc(sections.id),
  ]);
  return rows.map((s) => presentSection(s, lang));
}

export async function showSection({ db, lang, id }: Ctx & { id: number }) {
  const [row] = await db
    .select()
    .from(sections)
    .where(and(eq(sections.id, id), eq(sections.status, 1), onPublishedPage(db)));
  if (!row) throw notFound();
  return presentSection(row, lang);
}

export async function listLabels({ db, lang, type }: Ctx & { type?: string }) {
  const where = [eq(labels.status, 1)];
  if (type) where.push(eq(labels.type, type));
  const rows = await rowsWhere(db, labels, where, [
    asc(labels.type),
    asc(labels.ord),
    asc(labels.id),
  ]);
  return rows.map((l) => ({ id: l.id, type: l.type, title: localize(l.title, lang), ord: l.ord }));
}
