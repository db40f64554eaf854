import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp();

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
