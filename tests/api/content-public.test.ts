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
    await ctx.pool.query("UPDATE news SET status = 0 WHERE id = 40");
    expect((await call(ctx.app, "/website/news/show/40")).status).toBe(404);
    await ctx.pool.query("UPDATE news SET status = 1 WHERE id = 40");
  });

  it("serves an article body without scripts or event handlers", async () => {
    await ctx.pool.query(
      `UPDATE news SET description = '{"ar":"<p onclick=\\"x()\\">نص</p><script>alert(1)</script><a href=\\"javascript:alert(1)\\">رابط</a>"}' WHERE id = 39`,
    );
    const { body } = await call(ctx.app, "/website/news/show/39");
    expect(body.results.description).toBe("<p>نص</p><a>رابط</a>");
  });
});

describe("/website/matches", () => {
  it("lists upcoming matches soonest first, only future and not over", async () => {
    const { body } = await call(ctx.app, "/website/matches", { state: "upcoming" }, { lang: "en" });
    const data = body.results.data;
    expect(data.length).toBeGreaterThan(3);
    for (const m of data) {
      expect(m.other_info.match_over).toBe(0);
      expect(Date.parse(m.kickoff_at)).toBeGreaterThan(Date.now());
      expect(m.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(m.time).toMatch(/^\d{2}:\d{2}$/);
    }
    const times = data.map((m: { kickoff_at: string }) => Date.parse(m.kickoff_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(
      data.some(
        (m: { other_info: { enable_expectation: number } }) =>
          m.other_info.enable_expectation === 1,
      ),
    ).toBe(true);
  });

  it("lists results latest first with scores, filtered by championship, type and season", async () => {
    const { body } = await call(
      ctx.app,
      "/website/matches",
      { state: "results", championship_id: 1, season: "2026-2027" },
      { lang: "en" },
    );
    expect(body.results.data.length).toBeGreaterThan(5);
    for (const m of body.results.data) {
      expect(m.other_info.match_over).toBe(1);
      expect(typeof m.team_goals).toBe("number");
      expect(m.championship.id).toBe(1);
      expect(m.season).toBe("2026-2027");
    }
    const cup = await call(ctx.app, "/website/matches", { type_id: 2 });
    expect(
      cup.body.results.data.every(
        (m: { other_info: { type_id: number } }) => m.other_info.type_id === 2,
      ),
    ).toBe(true);
    const last = await call(ctx.app, "/website/matches", {
      season: "2025-2026",
      per_page: 2,
      page: 2,
    });
    expect(last.body.results).toMatchObject({ current_page: 2, per_page: 2 });
    expect(last.body.results.total).toBe(6);
  });

  it("removes empty values and rejects a malformed season", async () => {
    expect(
      (await call(ctx.app, "/website/matches", { championship_id: "", season: null })).status,
    ).toBe(200);
    const bad = await call(ctx.app, "/website/matches", { season: "last year" }, { lang: "en" });
    expect(bad.status).toBe(422);
    expect(bad.body.results.errors.season).toEqual(["The season must look like 2025-2026."]);
  });

  it("shows one match in the visitor's language and 404 for a missing one", async () => {
    const es = await call(ctx.app, "/website/matches/show/1", {}, { lang: "es" });
    expect(es.status).toBe(200);
    expect(es.body.results.competitor_club.Name).toBe("Media Luna Azul");
    expect((await call(ctx.app, "/website/matches/show/424242")).status).toBe(404);
  });
});

describe("/website/championships", () => {
  it("lists by type, newest season first, and shows one by ?id=", async () => {
    const { body } = await call(ctx.app, "/website/championships", { type_id: 1 }, { lang: "en" });
    expect(body.results.data.map((c: { season: string }) => c.season)).toEqual([
      "2026-2027",
      "2025-2026",
    ]);
    const one = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/website/championships?id=2",
      payload: {},
      headers: { "content-language": "en" },
    });
    expect(one.json().results).toMatchObject({
      id: 2,
      title: "King's Cup 2026-2027",
      type: { id: 2 },
    });
    expect((await call(ctx.app, "/website/championships", { id: 77 })).status).toBe(404);
  });

  it("lists types by ord, with their championships when asked", async () => {
    const plain = await call(ctx.app, "/website/championships/types", {}, { lang: "en" });
    expect(plain.body.results.data.map((t: { title: string }) => t.title)).toEqual([
      "Pro League",
      "King's Cup",
    ]);
    expect(plain.body.results.data[0]).not.toHaveProperty("championships");
    const nested = await call(
      ctx.app,
      "/website/championships/types",
      { with: ["championships"] },
      { lang: "en" },
    );
    expect(nested.body.results.data[0].championships).toHaveLength(2);
    const one = await call(ctx.app, "/website/championships/types", {
      id: 2,
      with: ["championships"],
    });
    expect(one.body.results.data).toHaveLength(1);
    expect((await call(ctx.app, "/website/championships/types", { id: 99 })).status).toBe(404);
  });
});

describe("/website/championshipResults", () => {
  it("returns the current league table with pos, club, p, w, pts", async () => {
    const { body } = await call(
      ctx.app,
      "/website/championshipResults",
      { type_id: 1 },
      { lang: "en" },
    );
    const { data, championship } = body.results;
    expect(championship).toMatchObject({ id: 1, season: "2026-2027" });
    expect(data).toHaveLength(13);
    expect(data.map((r: { pos: number }) => r.pos)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    for (const r of data) {
      expect(r.pts).toBe(r.w * 3 + r.d);
      expect(r.other_info.pts).toBe(r.pts);
      expect(r.club.Name).toBeTruthy();
    }
    const pts = data.map((r: { pts: number }) => r.pts);
    expect([...pts].sort((a, b) => b - a)).toEqual(pts);
    expect(data.find((r: { club: { is_own: boolean } }) => r.club.is_own).club.Name).toBe(
      "Al Noor Club",
    );
  });

  it("picks a championship, all tables of a type, a limit, and no table for a cup", async () => {
    const last = await call(ctx.app, "/website/championshipResults", { championship_id: 3 });
    expect(last.body.results.championship.id).toBe(3);
    expect(last.body.results.data[0].p).toBe(30);
    const all = await call(ctx.app, "/website/championshipResults", { type_id: 1, all: true });
    expect(
      new Set(all.body.results.data.map((r: { championship_id: number }) => r.championship_id)),
    ).toEqual(new Set([1, 3]));
    const top = await call(ctx.app, "/website/championshipResults", { limit: 5 });
    expect(top.body.results.data).toHaveLength(5);
    const cup = await call(ctx.app, "/website/championshipResults", { type_id: 2 });
    expect(cup.body.results).toEqual({ data: [], championship: null });
  });

  it("shows one row and 404 for a missing one", async () => {
    const one = await call(ctx.app, "/website/championshipResults/show/1", {}, { lang: "es" });
    expect(one.body.results.pos).toBe(1);
    expect((await call(ctx.app, "/website/championshipResults/show/9999")).status).toBe(404);
  });

  it("a second row for the same club in a championship is refused by the database", async () => {
    await expect(
      ctx.pool.query(
        "INSERT INTO championship_results (championship_id, club_id, pos) VALUES (1, 1, 50)",
      ),
    ).rejects.toThrow(/unique/i);
  });
});

describe("/website/teams and /website/players", () => {
  it("lists teams, with players when asked, and by category", async () => {
    const { body } = await call(ctx.app, "/website/teams", {}, { lang: "en" });
    expect(body.results.data.map((t: { id: number }) => t.id)).toEqual([12, 13, 14]);
    const withPlayers = await call(
      ctx.app,
      "/website/teams",
      { with: ["players"] },
      { lang: "en" },
    );
    expect(withPlayers.body.results.data[0].players.length).toBeGreaterThanOrEqual(26);
    expect(withPlayers.body.results.data[0].players[0].position).toBe("Goalkeeper");
    const juniors = await call(ctx.app, "/website/teams", { kind: "junior" });
    expect(juniors.body.results.data).toHaveLength(2);
    const byCategory = await call(ctx.app, "/website/teams", { category_id: 999 });
    expect(byCategory.body.results.data).toEqual([]);
    const one = await call(ctx.app, "/website/teams/show/13", {}, { lang: "es" });
    expect(one.body.results).toMatchObject({ id: 13, name: "Sub-19", kind: "junior" });
    expect((await call(ctx.app, "/website/teams/show/404")).status).toBe(404);
  });

  it("pages players of a team, lean with clear", async () => {
    const { body } = await call(
      ctx.app,
      "/website/players",
      { team_id: 12, page: 1, per_page: 10 },
      { lang: "en" },
    );
    expect(body.results.total).toBeGreaterThanOrEqual(27);
    expect(body.results.data).toHaveLength(10);
    expect(body.results.data[0].statistics).toBeDefined();
    const page3 = await call(ctx.app, "/website/players", {
      team_id: 12,
      page: 3,
      per_page: 10,
      clear: 1,
    });
    expect(page3.body.results.data.length).toBeGreaterThan(0);
    expect(page3.body.results.data[0]).not.toHaveProperty("statistics");
    const manager = page3.body.results.data.find(
      (p: { position: string }) => p.position === "Manegar",
    );
    expect(manager).toMatchObject({ number: null });
  });

  it("shows a player's profile and statistics in each language, 404 when missing", async () => {
    const en = await call(ctx.app, "/website/players/show/9", {}, { lang: "en" });
    expect(en.body.results).toMatchObject({
      Name: "Lucas Ferreira",
      number: 9,
      position: "Forward",
      nationality: "Brazil",
      preferred_leg: "right",
      preferred_position: "Striker",
    });
    expect(en.body.results.age).toBeGreaterThan(20);
    const s = en.body.results.statistics;
    for (const key of [
      "minutes_played",
      "red_cards",
      "yellow_cards",
      "tackles",
      "interceptions",
      "aerial_duels",
      "clean_sheets",
      "passes",
      "successful_passes",
      "failed_passes",
      "shots",
      "shots_on_target",
      "shots_off_target",
      "shooting_accuracy",
    ]) {
      expect(typeof s[key], key).toBe("number");
    }
    expect(s.successful_passes + s.failed_passes).toBe(s.passes);
    const ar = await call(ctx.app, "/website/players/show/9", {}, { lang: "ar" });
    expect(ar.body.results.Name).toBe("لوكاس فيريرا");
    expect(ar.body.results.nationality).toBe("البرازيل");
    expect((await call(ctx.app, "/website/players/show/5000")).status).toBe(404);
  });

  it("two active players of one squad cannot share a number", async () => {
    await expect(
      ctx.pool.query(
        `INSERT INTO players (team_id, name, number, position, image_url) VALUES (12, '{"ar":"x"}', 9, 'Forward', '/x.svg')`,
      ),
    ).rejects.toThrow(/unique/i);
  });
});

describe("/website/clubs", () => {
  it("lists clubs with crests, ours first, and shows one", async () => {
    const { body } = await call(ctx.app, "/website/clubs", {}, { lang: "en" });
    expect(body.results.data[0]).toMatchObject({ id: 1, Name: "Al Noor Club", is_own: true });
    expect(body.results.data.length).toBe(13);
    const one = await call(ctx.app, "/website/clubs/show/3", {}, { lang: "es" });
    expect(one.body.results.Name).toBe("Media Luna Azul");
    expect((await call(ctx.app, "/website/clubs/show/300")).status).toBe(404);
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
    expect(body.results.description).toBe('<p>ok</p><img src="x"><a>x</a>');
  });
});
