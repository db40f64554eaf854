import { and, eq, sql } from "drizzle-orm";
import { richTextDoc, type RichDoc } from "../../../shared/content/rich-text";
import { LANGS, type Lang } from "../../../shared/i18n";
import type { Db, DbOrTx } from "../../db/client";
import { news, sections } from "../../db/schema/content";
import { htmlToRichText } from "../../lib/html-to-rich-text";
import { renderRichText } from "../../lib/rich-text-html";
import { bumpContentCache } from "./lifecycle/cache-version";

/**
 * Rich text stored as HTML before the console (news bodies, custom sections' text) converted
 * once to the checked document (ADR 0041, 0055): each language that has HTML and no document
 * gets the document converted from it (through the sanitizer, then checked by the shared
 * allowlist schema), and its HTML is rendered again from that document by the server, so the
 * stored HTML is the same inert rendering the console's saves produce. Idempotent: a language
 * that already has its document is left alone, so a second run changes nothing.
 */

/** The job that runs the conversion (enqueued at start-up while anything is left to convert). */
export const RICH_TEXT_JOB = "content.richTextFromHtml";

type Loc = Partial<Record<Lang, string>>;
type Docs = Partial<Record<Lang, RichDoc>>;

/** The languages of `html` that have text and no document yet, converted; null when none. */
function converted(html: Loc, docs: Docs | null | undefined) {
  const body: Docs = { ...docs };
  const out: Loc = { ...html };
  let changed = false;
  for (const l of LANGS) {
    const source = html[l];
    if (docs?.[l] || !source?.trim()) continue;
    const doc = richTextDoc.parse(htmlToRichText(source));
    body[l] = doc;
    out[l] = renderRichText(doc);
    changed = true;
  }
  return changed ? { body, html: { ar: out.ar ?? "", ...out } } : null;
}

/** The news items whose stored HTML has a language without its document. */
const newsLeft = sql`EXISTS (SELECT 1 FROM jsonb_each_text(${news.description}) d
  WHERE btrim(d.value) <> '' AND (${news.body} IS NULL OR NOT ${news.body} ? d.key))`;
/** The custom sections whose HTML has a language without its document. */
const isCustom = sql`${sections.style} ->> 'type' = 'custom'`;
const sectionsLeft = sql`${isCustom} AND EXISTS (SELECT 1 FROM jsonb_each_text(${sections.description}) d
  WHERE btrim(d.value) <> '' AND NOT coalesce(${sections.customFields} -> 'body', '{}'::jsonb) ? d.key)`;

/** Whether any stored rich text still waits for its conversion (a cheap start-up check). */
export async function storedHtmlLeft(db: DbOrTx): Promise<boolean> {
  const { rows } = await db.execute<{ left: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ${news} WHERE ${newsLeft})
            OR EXISTS (SELECT 1 FROM ${sections} WHERE ${sectionsLeft}) AS left`,
  );
  return rows[0]?.left ?? false;
}

/** The marker the conversion leaves once nothing is left (completed_tasks, migration 0048). */
const DONE = sql`SELECT 1 FROM completed_tasks WHERE name = ${RICH_TEXT_JOB}`;

/** Whether the conversion has recorded that nothing is left (one primary-key read). */
export async function richTextConversionDone(db: DbOrTx): Promise<boolean> {
  const { rows } = await db.execute<{ done: boolean }>(sql`SELECT EXISTS (${DONE}) AS done`);
  return rows[0]?.done ?? false;
}

/**
 * Records that nothing is left to convert, in one statement with the check itself, so a row
 * written meanwhile holding HTML only keeps the marker away. Answers whether it is recorded.
 */
export async function recordRichTextDone(db: DbOrTx): Promise<boolean> {
  const { rows } = await db.execute<{ name: string }>(
    sql`INSERT INTO completed_tasks (name)
        SELECT ${RICH_TEXT_JOB}
         WHERE NOT EXISTS (SELECT 1 FROM ${news} WHERE ${newsLeft})
           AND NOT EXISTS (SELECT 1 FROM ${sections} WHERE ${sectionsLeft})
        ON CONFLICT (name) DO NOTHING
        RETURNING name`,
  );
  return rows.length > 0 || (await richTextConversionDone(db));
}

/**
 * What the start-up does about the conversion: nothing once it is recorded as done (no scan);
 * otherwise the scan, then the job when something is left, or the marker when nothing is.
 * `force` scans even when it is recorded (after the demo seed, which may add HTML-only news).
 */
export async function richTextConversionAtStart(
  db: DbOrTx,
  queue: () => Promise<unknown>,
  { force = false }: { force?: boolean } = {},
): Promise<"done" | "queued" | "recorded"> {
  if (!force && (await richTextConversionDone(db))) return "done";
  if (await storedHtmlLeft(db)) {
    await queue();
    return "queued";
  }
  await recordRichTextDone(db);
  return "recorded";
}

/**
 * Converts every row still holding HTML only, one row per transaction (the row locked, read
 * again and checked, so an editor's save in between is never overwritten). Answers counts.
 */
export async function convertStoredHtml(db: Db): Promise<{ news: number; sections: number }> {
  const counts = { news: 0, sections: 0 };
  const newsIds = await db.select({ id: news.id }).from(news).where(newsLeft);
  for (const { id } of newsIds) {
    const done = await db.transaction(async (tx) => {
      const [n] = await tx.select().from(news).where(eq(news.id, id)).for("update");
      const c = n ? converted(n.description as Loc, n.body) : null;
      if (!n || !c) return false;
      await tx.update(news).set({ body: c.body, description: c.html }).where(eq(news.id, id));
      if (n.status === "published") await bumpContentCache(tx);
      return true;
    });
    if (done) counts.news++;
  }
  const sectionIds = await db.select({ id: sections.id }).from(sections).where(sectionsLeft);
  for (const { id } of sectionIds) {
    const done = await db.transaction(async (tx) => {
      const [s] = await tx
        .select()
        .from(sections)
        .where(and(eq(sections.id, id), isCustom))
        .for("update");
      const c = s ? converted(s.description as Loc, s.customFields.body as Docs | undefined) : null;
      if (!s || !c) return false;
      await tx
        .update(sections)
        .set({ description: c.html, customFields: { ...s.customFields, body: c.body } })
        .where(eq(sections.id, id));
      await bumpContentCache(tx);
      return true;
    });
    if (done) counts.sections++;
  }
  return counts;
}
