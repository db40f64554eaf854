import { describe, expect, it } from "vitest";
import { richTextDoc } from "../../src/shared/content/rich-text";
import { addJob } from "../../src/server/lib/jobs/queue";
import {
  RICH_TEXT_JOB,
  convertStoredHtml,
  richTextConversionAtStart,
  richTextConversionDone,
  storedHtmlLeft,
} from "../../src/server/modules/content/rich-text-migration";
import { call, useTestApp } from "../helpers/app";
import { runJobs } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000 });

/** Hostile HTML as content written before the console could hold it. */
const HOSTILE =
  '<p style="x:expression(alert(1))" onclick="steal()">Al Noor <b>won</b> the <a href="javascript:alert(1)">derby</a> ' +
  '<a href="https://club.example/report">report</a></p><script>alert(1)</script><svg onload="alert(1)"><circle/></svg>' +
  '<img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
  "<ul><li>first<li>second</ul><blockquote>quote<div>broken";
const INERT = /<script|<svg|<iframe|javascript:|data:|onerror|onclick|onload|expression\(|style=/i;

/** The visible text of an HTML fragment (tags dropped, spaces folded). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("rich text stored as HTML is converted once to the checked document", () => {
  it("converts hostile news and section HTML inert, keeps the public text, and is idempotent", async () => {
    const { rows: n } = await ctx.pool.query(
      `INSERT INTO news (title, description, image_url, status)
       VALUES ('{"ar":"خبر قديم","en":"Old story"}', $1, '/media/crest.svg', 'published') RETURNING id`,
      [JSON.stringify({ ar: `<p>نص عربي</p>${HOSTILE}`, en: HOSTILE })],
    );
    const newsId = n[0].id as number;
    const { rows: p } = await ctx.pool.query(
      `INSERT INTO pages (path, titles, status) VALUES ('old-html-page', '{"ar":"قديمة"}', 'published') RETURNING id`,
    );
    const { rows: s } = await ctx.pool.query(
      `INSERT INTO sections (page_id, title, description, style)
       VALUES ($1, '{"ar":"قسم"}', $2, '{"type":"custom"}') RETURNING id`,
      [p[0].id, JSON.stringify({ ar: HOSTILE })],
    );
    const sectionId = s[0].id as number;
    const before = (await call(ctx.app, `/website/news/show/${newsId}`, {}, { lang: "en" })).body
      .results.description as string;
    expect(await storedHtmlLeft(ctx.db)).toBe(true);
    expect(await richTextConversionDone(ctx.db)).toBe(false);

    // The job the start-up enqueues, run as the worker runs it.
    const queue = () => addJob(ctx.db, RICH_TEXT_JOB, {}, { jobKey: RICH_TEXT_JOB });
    expect(await richTextConversionAtStart(ctx.db, queue)).toBe("queued");
    await runJobs(ctx.app);

    const { rows: after } = await ctx.pool.query(
      "SELECT body, description FROM news WHERE id = $1",
      [newsId],
    );
    for (const l of ["ar", "en"] as const) {
      expect(richTextDoc.safeParse(after[0].body[l]).success, l).toBe(true);
      expect(after[0].description[l]).not.toMatch(INERT);
    }
    expect(after[0].body.es).toBeUndefined();
    expect(after[0].description.en).toContain('<a href="https://club.example/report">report</a>');

    // The public article renders the same text from the document, inert.
    const en = (await call(ctx.app, `/website/news/show/${newsId}`, {}, { lang: "en" })).body
      .results.description as string;
    expect(en).not.toMatch(INERT);
    expect(textOf(en)).toBe(textOf(before));
    expect(textOf(en)).toContain("Al Noor won the derby report");
    const ar = (await call(ctx.app, `/website/news/show/${newsId}`, {}, { lang: "ar" })).body
      .results.description as string;
    expect(ar).toContain("نص عربي");

    const { rows: sec } = await ctx.pool.query(
      "SELECT custom_fields, description FROM sections WHERE id = $1",
      [sectionId],
    );
    expect(richTextDoc.safeParse(sec[0].custom_fields.body.ar).success).toBe(true);
    expect(sec[0].description.ar).not.toMatch(INERT);
    const page = await call(ctx.app, "/website/pages", { path: "old-html-page" }, { lang: "ar" });
    expect(textOf(page.body.results.sections[0].description)).toContain("Al Noor won the derby");

    // Nothing is left, and a second run changes nothing.
    expect(await storedHtmlLeft(ctx.db)).toBe(false);
    expect(await convertStoredHtml(ctx.db)).toEqual({ news: 0, sections: 0 });

    // The job recorded that nothing is left: the next start reads that row and neither scans
    // nor queues.
    expect(await richTextConversionDone(ctx.db)).toBe(true);
    let queued = 0;
    const count = async () => void queued++;
    expect(await richTextConversionAtStart(ctx.db, count)).toBe("done");
    expect(queued).toBe(0);
  });

  it("records nothing while HTML is left, and the start after a seed scans even when recorded", async () => {
    const { rows } = await ctx.pool.query(
      `INSERT INTO news (title, description, image_url, status)
       VALUES ('{"ar":"خبر"}', '{"ar":"<p>نص</p>"}', '/media/crest.svg', 'draft') RETURNING id`,
    );
    let queued = 0;
    const count = async () => void queued++;
    // Marker written by an earlier conversion, then HTML-only content arrives (the demo seed).
    await ctx.pool.query("INSERT INTO completed_tasks (name) VALUES ($1) ON CONFLICT DO NOTHING", [
      RICH_TEXT_JOB,
    ]);
    expect(await richTextConversionAtStart(ctx.db, count)).toBe("done");
    expect(await richTextConversionAtStart(ctx.db, count, { force: true })).toBe("queued");
    expect(queued).toBe(1);
    // Without the marker, a start with HTML left queues the job and records nothing.
    await ctx.pool.query("DELETE FROM completed_tasks WHERE name = $1", [RICH_TEXT_JOB]);
    expect(await richTextConversionAtStart(ctx.db, count)).toBe("queued");
    expect(await richTextConversionDone(ctx.db)).toBe(false);
    await convertStoredHtml(ctx.db);
    expect(await richTextConversionAtStart(ctx.db, count)).toBe("recorded");
    expect(await richTextConversionDone(ctx.db)).toBe(true);
    expect(queued).toBe(2);
    await ctx.pool.query("DELETE FROM news WHERE id = $1", [rows[0].id]);
  });
});
