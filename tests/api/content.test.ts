import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp();

describe("/settings", () => {
  it("returns settings with departments, knights_status, footer sections and social links", async () => {
    const { status, body } = await call(ctx.app, "/settings", {}, { lang: "en" });
    expect(status).toBe(200);
    const s = body.results;
    expect(s.AppName).toBe("Al Noor Club");
    expect(s.knights_status).toBe(true);
    expect(s.footerSections).toMatchObject({ season: expect.any(String), news: { pinned: true } });
    expect(s.social_media_links.length).toBeGreaterThan(2);
    expect(s.departments.map((d: { title: string }) => d.title)).toContain("Member services");
    // Department inbox addresses stay on the server.
    expect(JSON.stringify(s.departments)).not.toContain("@");
  });

  it("follows a staff change of knights_status", async () => {
    await ctx.pool.query(`INSERT INTO settings (key, value) VALUES ('knights_status', 'false')
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`);
    expect((await call(ctx.app, "/settings")).body.results.knights_status).toBe(false);
    await ctx.pool.query(`UPDATE settings SET value = 'true' WHERE key = 'knights_status'`);
  });
});

describe("/website/home", () => {
  it("returns every part of the home payload", async () => {
    const { status, body } = await call(
      ctx.app,
      "/website/home",
      { sliders_keys: ["main_slider", "cups_slider"], limit: 10, data_type: "all" },
      { lang: "en" },
    );
    expect(status).toBe(200);
    const h = body.results;
    expect(Object.keys(h).sort()).toEqual([
      "incoming_matchs",
      "latest_news",
      "match_day",
      "offers",
      "partners",
      "settings",
      "sliders",
    ]);
    expect(h.sliders.main_slider.length).toBeGreaterThan(0);
    expect(h.sliders.cups_slider.every((s: { key: string }) => s.key === "cups_slider")).toBe(true);
    expect(h.latest_news[0].pinned).toBe(true);
    expect(h.latest_news.length).toBeLessThanOrEqual(10);
    for (const m of h.incoming_matchs) {
      expect(m.other_info.match_over).toBe(0);
      expect(new Date(m.kickoff_at).getTime()).toBeGreaterThan(Date.now());
      expect(m.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(m.competitor_club.Name).toBeTruthy();
    }
    expect(h.partners.map((p: { type: number }) => p.type)).toEqual(
      expect.arrayContaining([0, 1, 2]),
    );
  });

  it("honours limit and data_type", async () => {
    const { body } = await call(ctx.app, "/website/home", { limit: 2, data_type: "news" });
    expect(body.results.latest_news).toHaveLength(2);
    expect(body.results.offers).toEqual([]);
    expect(body.results.incoming_matchs).toEqual([]);
  });

  it("localizes every field and falls back to Arabic", async () => {
    const es = await call(ctx.app, "/website/offers", {}, { lang: "es" });
    expect(es.body.results.data[0].title).toBe("Equipación local");
    await ctx.pool.query(`UPDATE offers SET title = '{"ar":"عرض فقط بالعربية"}' WHERE id = 4`);
    const en = await call(ctx.app, "/website/offers/show/4", {}, { lang: "en" });
    expect(en.body.results.title).toBe("عرض فقط بالعربية");
  });
});

describe("sliders, banners, partners, offers", () => {
  it("lists sliders by key and shows one", async () => {
    const list = await call(ctx.app, "/website/sliders", { key: "main_slider" }, { lang: "en" });
    expect(list.body.results.data.length).toBe(4);
    const one = await call(
      ctx.app,
      `/website/sliders/show/${list.body.results.data[0].id}`,
      {},
      { lang: "en" },
    );
    expect(one.body.results.title).toBe(list.body.results.data[0].title);
    expect(one.body.results.target).toHaveProperty("type");
  });

  it("keeps banners and sliders apart", async () => {
    const banners = await call(ctx.app, "/website/banners");
    expect(banners.body.results.data.every((b: { key: string }) => b.key === "home_banner")).toBe(
      true,
    );
    const sliderId = (await call(ctx.app, "/website/sliders")).body.results.data[0].id;
    expect((await call(ctx.app, `/website/banners/show/${sliderId}`)).status).toBe(404);
  });

  it("filters partners by type and orders them", async () => {
    const main = await call(ctx.app, "/website/partners", { type: 0 });
    expect(main.body.results.data).toHaveLength(1);
    const all = (await call(ctx.app, "/website/partners")).body.results.data;
    expect(all.map((p: { type: number }) => p.type)).toEqual(
      [...all.map((p: { type: number }) => p.type)].sort(),
    );
    expect((await call(ctx.app, `/website/partners/show/${all[0].id}`)).status).toBe(200);
  });

  it("hides disabled items", async () => {
    await ctx.pool.query("UPDATE offers SET status = 'unpublished' WHERE id = 2");
    const ids = (await call(ctx.app, "/website/offers")).body.results.data.map(
      (o: { id: number }) => o.id,
    );
    expect(ids).not.toContain(2);
    expect((await call(ctx.app, "/website/offers/show/2")).status).toBe(404);
  });
});

describe("pages, sections, labels", () => {
  it("lists published pages by ord with titles in every language", async () => {
    const { body } = await call(ctx.app, "/website/pages", { limitedBy: -1 }, { lang: "en" });
    const pages = body.results.data;
    expect(pages.map((p: { ord: number }) => p.ord)).toEqual(
      [...pages.map((p: { ord: number }) => p.ord)].sort((a: number, b: number) => a - b),
    );
    const about = pages.find((p: { path: string }) => p.path === "about-club");
    expect(about).toMatchObject({
      title: "About the club",
      titles: { ar: "عن النادي", es: "Sobre el club" },
    });
  });

  it("shows a page with its enabled sections only, by id or by path", async () => {
    const byPath = await call(ctx.app, "/website/pages", { path: "about-club" }, { lang: "en" });
    const sections = byPath.body.results.sections;
    expect(sections.map((s: { style: { type: string } }) => s.style.type)).toEqual([
      "pageHeader",
      "textBox",
      "custom",
    ]);
    expect(sections.every((s: { status: number }) => s.status === 1)).toBe(true);
    const byId = await call(
      ctx.app,
      `/website/pages/show/${byPath.body.results.id}`,
      {},
      { lang: "en" },
    );
    expect(byId.body.results.sections).toEqual(sections);
  });

  it("does not show an unpublished page", async () => {
    await ctx.pool.query("UPDATE pages SET status = 'unpublished' WHERE path = 'club-history'");
    expect((await call(ctx.app, "/website/pages", { path: "club-history" })).status).toBe(404);
    const listed = (await call(ctx.app, "/website/pages")).body.results.data.map(
      (p: { path: string }) => p.path,
    );
    expect(listed).not.toContain("club-history");
  });

  it("lists sections of a page, shows one, 404 for a disabled one", async () => {
    const list = await call(ctx.app, "/website/sections", { page_id: 1 });
    expect(list.body.results.data.length).toBe(3);
    expect(
      (await call(ctx.app, `/website/sections/show/${list.body.results.data[0].id}`)).status,
    ).toBe(200);
    expect((await call(ctx.app, "/website/sections/show/4")).status).toBe(404);
  });

  it("lists labels, filtered by type", async () => {
    const { body } = await call(
      ctx.app,
      "/website/labels",
      { type: "news_category" },
      { lang: "es" },
    );
    expect(body.results.data.map((l: { title: string }) => l.title)).toContain("Primer equipo");
  });
});
