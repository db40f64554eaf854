import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp();

describe("/website/news", () => {
  it("pages published news newest first with paging fields", async () => {
    const { status, body } = await call(
      ctx.app,
      "/website/news",
      { page: 1, per_page: 12 },
      { lang: "en" },
    );
    expect(status).toBe(200);
    const r = body.results;
    expect(r.total).toBeGreaterThanOrEqual(30);
    expect(r.per_page).toBe(12);
    expect(r.current_page).toBe(1);
    expect(r.last_page).toBe(Math.ceil(r.total / 12));
    expect(r.data).toHaveLength(12);
    const times = r.data.map((n: { created_at: string }) => Date.parse(n.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await call(ctx.app, "/website/news", { page: 2, per_page: 12 }, { lang: "en" });
    const ids1 = new Set(r.data.map((n: { id: number }) => n.id));
    expect(page2.body.results.data.some((n: { id: number }) => ids1.has(n.id))).toBe(false);
  });

  it("filters by category and by words in the visitor's language", async () => {
    const cat = await call(ctx.app, "/website/news", { category: 3 }, { lang: "en" });
    expect(cat.body.results.data.length).toBeGreaterThan(3);
    expect(
      cat.body.results.data.every((n: { category: { id: number } }) => n.category.id === 3),
    ).toBe(true);

    const en = await call(ctx.app, "/website/news", { keywords: "academy" }, { lang: "en" });
    expect(en.body.results.total).toBeGreaterThan(0);
    for (const n of en.body.results.data)
      expect(`${n.title} ${n.description}`.toLowerCase()).toContain("academy");

    const ar = await call(ctx.app, "/website/news", { keywords: "الأكاديمية" }, { lang: "ar" });
    expect(ar.body.results.total).toBeGreaterThan(0);
    const none = await call(ctx.app, "/website/news", { keywords: "100%_nothing" }, { lang: "en" });
    expect(none.body.results).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it("returns lean items with clear and ignores empty filter values", async () => {
    const lean = await call(
      ctx.app,
      "/website/news",
      { clear: true, per_page: 3, category: "", keywords: null },
      { lang: "es" },
    );
    expect(lean.status).toBe(200);
    const item = lean.body.results.data[0];
    expect(item).not.toHaveProperty("description");
    expect(item.excerpt.split(" ").length).toBeLessThanOrEqual(41);
    expect(item.excerpt).not.toMatch(/<[a-z]/);
  });

  it("refuses bad filters with field errors in the visitor's language", async () => {
    const bad = await call(ctx.app, "/website/news", { page: 0, category: "x" }, { lang: "en" });
    expect(bad.status).toBe(422);
    expect(bad.body.results.code).toBe("validation_failed");
    expect(Object.keys(bad.body.results.errors)).toEqual(
      expect.arrayContaining(["page", "category"]),
    );
  });

  it("shows one article in each language with related news, and 404 for a missing or hidden one", async () => {
    const en = await call(ctx.app, "/website/news/show/2", {}, { lang: "en" });
    expect(en.status).toBe(200);
    expect(en.body.results.title).toBe("Al Noor youth academy opens its doors");
    expect(en.body.results.excerpt.split(" ").length).toBeLessThanOrEqual(16);
    expect(en.body.results.related.length).toBeGreaterThan(0);
    expect(
      en.body.results.related.every(
        (n: { id: number; category: { id: number } }) => n.id !== 2 && n.category.id === 3,
      ),
    ).toBe(true);
    const ar = await call(ctx.app, "/website/news/show/2", {}, { lang: "ar" });
    expect(ar.body.results.title).toBe("افتتاح أكاديمية النور للناشئين");

    const missing = await call(ctx.app, "/website/news/show/999999", {}, { lang: "en" });
    expect(missing.status).toBe(404);
    expect(missing.body.results.code).toBe("not_found");
    await ctx.pool.query("UPDATE news SET status = 'unpublished' WHERE id = 40");
    expect((await call(ctx.app, "/website/news/show/40")).status).toBe(404);
    await ctx.pool.query("UPDATE news SET status = 'published' WHERE id = 40");
  });

  it("serves an article body without scripts or event handlers", async () => {
    await ctx.pool.query(
      `UPDATE news SET description = '{"ar":"<p onclick=\\"x()\\">نص</p><script>alert(1)</script><a href=\\"javascript:alert(1)\\">رابط</a>"}' WHERE id = 39`,
    );
    const { body } = await call(ctx.app, "/website/news/show/39");
    expect(body.results.description).toBe("<p>نص</p><a>رابط</a>");
  });
});

describe("/website/initiatives", () => {
  it("lists the 2021-2022 report: 27 in Arabic with ids 1-29 with gaps, id 3 only in Arabic", async () => {
    const ar = await call(ctx.app, "/website/initiatives", { season: "2021-2022" }, { lang: "ar" });
    const ids = ar.body.results.data.map((i: { id: number }) => i.id);
    expect(ids).toHaveLength(27);
    expect(ids).toContain(3);
    expect(ids).not.toContain(14);
    expect(Math.max(...ids)).toBe(29);
    const en = await call(ctx.app, "/website/initiatives", {}, { lang: "en" });
    expect(en.body.results.data).toHaveLength(26);
    expect(en.body.results.data.map((i: { id: number }) => i.id)).not.toContain(3);
    const first = en.body.results.data[0];
    expect(first).toMatchObject({ id: 1, title: "Blood donation drive", targetd_count: 1200 });
    expect(first.idea.list.length).toBeGreaterThan(1);
    expect(first.golas.length).toBeGreaterThan(1);
    expect(first.targetd.length).toBeGreaterThan(0);
    expect(first.imgs.length).toBe(3);
    expect(first.way).toBeTruthy();
    expect(first.success).toContain("1,200");
  });

  it("shows one initiative; id 3 is 404 in English and Spanish but not in Arabic", async () => {
    const es = await call(ctx.app, "/website/initiatives/show/8", {}, { lang: "es" });
    expect(es.body.results.title).toBe("Concurso de memorización del Corán");
    expect((await call(ctx.app, "/website/initiatives/show/3", {}, { lang: "ar" })).status).toBe(
      200,
    );
    expect((await call(ctx.app, "/website/initiatives/show/3", {}, { lang: "en" })).status).toBe(
      404,
    );
    expect((await call(ctx.app, "/website/initiatives/show/3", {}, { lang: "es" })).status).toBe(
      404,
    );
    expect((await call(ctx.app, "/website/initiatives/show/14")).status).toBe(404);
  });
});

describe("club pages and custom sections", () => {
  it("serves the club pages built from sections", async () => {
    for (const path of [
      "mbs-stadium",
      "aroya",
      "members",
      "members-2023",
      "members2024",
      "members2024-final",
      "club-history",
      "club-presidents",
      "championships",
      "media-center",
    ]) {
      const { status, body } = await call(ctx.app, "/website/pages", { path }, { lang: "en" });
      expect(status, path).toBe(200);
      expect(body.results.sections.length, path).toBeGreaterThan(0);
    }
    const stadium = await call(ctx.app, "/website/pages", { path: "mbs-stadium" }, { lang: "en" });
    expect(JSON.stringify(stadium.body.results)).toContain("45,000");
  });

  it("the media center page carries one of every section type and hides its draft", async () => {
    const { body } = await call(
      ctx.app,
      "/website/pages",
      { path: "media-center" },
      { lang: "en" },
    );
    const types = new Set(
      body.results.sections.map((s: { style: { type: string } }) => s.style.type),
    );
    for (const type of [
      "pageHeader",
      "homeChampsSection",
      "tweets",
      "fastNewsAndResults",
      "lastOffers",
      "textBox",
      "fristTeamSlider",
      "lastNews",
      "clubPresidentsSlider",
      "boxAndImage",
      "alnoorVisionSection",
      "textImageSlider",
      "fileDownload",
      "championsSection",
      "fristTeamSection",
      "graphImageSection",
      "custom",
    ]) {
      expect(types.has(type), type).toBe(true);
    }
    expect(JSON.stringify(body.results.sections)).not.toContain("An unpublished draft");
  });

  it("cleans custom HTML on the way out", async () => {
    await ctx.pool.query(
      `UPDATE sections SET description = '{"ar":"<p>ok</p><img src=x onerror=alert(1)><script>alert(2)</script><a href=\\"javascript:alert(3)\\">x</a>"}' WHERE id = 3`,
    );
    const { body } = await call(ctx.app, "/website/sections/show/3");
    expect(body.results.description).toBe('<p>ok</p><img src="x" /><a>x</a>');
  });
});
