import { afterEach, describe, expect, it, vi } from "vitest";
import { clock } from "../../src/server/modules/events/event-clock";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember } from "../helpers/events";

const ctx = useTestApp({ rateLimitMax: 100_000 });

afterEach(() => vi.restoreAllMocks());

type Ev = { id: number; seats_total: number; seats_free: number; state: string; title: string };
const listEvents = async (body: object = {}, lang: "ar" | "en" = "en") => {
  const res = await call(ctx.app, "/reservations/events", body, { lang });
  expect(res.status).toBe(200);
  return res.body.results.data as Ev[];
};

describe("the events list behind the events screen", () => {
  it("reports each event's real capacity and free seats, the same as the event's own answer", async () => {
    const list = await listEvents();
    const fansDay = list.find((e) => e.id === 1)!;
    // 620 seats in the demo stadium; 48 demo guests hold seats on the first day.
    expect(fansDay.seats_total).toBe(620);
    expect(fansDay.seats_free).toBe(620 - 48);
    for (const e of list) {
      const one = await call(ctx.app, "/reservations/events", { id: e.id }, { lang: "en" });
      expect({ total: e.seats_total, free: e.seats_free }).toEqual({
        total: one.body.results.seats_total,
        free: one.body.results.seats_free,
      });
    }
  });

  it("counts a new booking and a sold-out day", async () => {
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 2 });
    const before = (await listEvents()).find((e) => e.id === ev.id)!;
    expect(before).toMatchObject({ seats_total: 2, seats_free: 2, state: "open" });
    // Two members take both seats of the event's next day: the list says none is free.
    for (const seat of ev.seats) {
      const member = await createMember(ctx.pool, ctx.env);
      const res = await call(
        ctx.app,
        "/reservations/create",
        { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [seat] },
        { token: member.token },
      );
      expect(res.status).toBe(200);
    }
    const after = (await listEvents()).find((e) => e.id === ev.id)!;
    expect(after).toMatchObject({ seats_total: 2, seats_free: 0 });
  });

  it("answers with the same three statements whatever the number of events (no query per event)", async () => {
    // Every statement on the pool, named ones too. The content cache version (read every second)
    // and the API's rate counter (a call from outside) use the same pool: not the list's own.
    const spy = vi.spyOn(ctx.pool, "query");
    const listStatements = () =>
      spy.mock.calls.filter(([q]) => !/content_cache_version|rate_counters/.test(JSON.stringify(q)))
        .length;
    await listEvents();
    const few = listStatements();
    await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 1 });
    await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 1 });
    spy.mockClear();
    await listEvents();
    expect(listStatements()).toBe(few);
    expect(few).toBeLessThanOrEqual(3);
  });

  it("with `current`, leaves out events that are over and keeps those still to come", async () => {
    const past = await createEvent(ctx.pool, {
      from: new Date(Date.now() - 20 * 86_400_000),
      to: new Date(Date.now() - 10 * 86_400_000),
      days: [new Date(Date.now() - 9 * 86_400_000)],
    });
    const soon = await createEvent(ctx.pool, {
      from: new Date(Date.now() + 2 * 86_400_000),
      to: new Date(Date.now() + 9 * 86_400_000),
    });
    const all = (await listEvents()).map((e) => e.id);
    const current = await listEvents({ current: true }, "ar");
    const ids = current.map((e) => e.id);
    expect(all).toContain(past.id);
    expect(ids).not.toContain(past.id);
    expect(ids).toContain(soon.id);
    expect(current.find((e) => e.id === soon.id)!.state).toBe("not_started");
    expect(current.find((e) => e.id === 1)!.title).toBe("يوم الجماهير في ملعب النور");
  });

  it("decides 'current' on the server clock, in Riyadh", async () => {
    const ev = await createEvent(ctx.pool, {
      from: new Date("2030-01-01T00:00:00+03:00"),
      to: new Date("2030-01-05T00:00:00+03:00"),
      days: [new Date("2030-01-10T20:00:00+03:00")],
    });
    vi.spyOn(clock, "now").mockReturnValue(new Date("2030-01-10T23:30:00+03:00"));
    expect((await listEvents({ current: true })).map((e) => e.id)).toContain(ev.id);
    vi.spyOn(clock, "now").mockReturnValue(new Date("2030-01-11T00:30:00+03:00"));
    expect((await listEvents({ current: true })).map((e) => e.id)).not.toContain(ev.id);
  });
});

describe("/website/polls/show (setCustomUpdateKey)", () => {
  it("answers a poll staff created under any key, in the asked language", async () => {
    await ctx.pool.query(
      `INSERT INTO polls (key, title, status) VALUES ('derby-2027', $1, 'published'), ('old-poll', $2, 'unpublished')`,
      [
        { ar: "هل ستحضر الديربي؟", en: "Will you come to the derby?", es: "¿Vendrás al derbi?" },
        { ar: "قديم", en: "Old", es: "Viejo" },
      ],
    );
    const en = await call(ctx.app, "/website/polls/show", { key: "derby-2027" }, { lang: "en" });
    expect(en.status).toBe(200);
    expect(en.body.results).toEqual({
      key: "derby-2027",
      title: "Will you come to the derby?",
      open: true,
    });
    const ar = await call(ctx.app, "/website/polls/show", { key: "derby-2027" }, { lang: "ar" });
    expect(ar.body.results.title).toBe("هل ستحضر الديربي؟");
    const closed = await call(ctx.app, "/website/polls/show", { key: "old-poll" });
    expect(closed.body.results.open).toBe(false);
  });

  it("answers 404 for an unknown key, with the message in the asked language", async () => {
    const en = await call(ctx.app, "/website/polls/show", { key: "no-such-poll" }, { lang: "en" });
    expect(en.status).toBe(404);
    expect(en.body.results).toMatchObject({
      code: "poll_not_found",
      message: "This poll does not exist",
    });
    const ar = await call(ctx.app, "/website/polls/show", { key: "no-such-poll" }, { lang: "ar" });
    expect(ar.body.results.message).toBe("هذا الاستطلاع غير موجود");
    const bad = await call(ctx.app, "/website/polls/show", { key: "../x" }, { lang: "en" });
    expect(bad.status).toBe(422);
  });
});

describe("match answers and teams by sport category", () => {
  it("carry the club's points from each match in other_info.pts", async () => {
    const results = await call(ctx.app, "/website/matches", { state: "results", per_page: 50 });
    expect(results.status).toBe(200);
    for (const m of results.body.results.data) {
      const expected =
        m.team_goals > m.competitor_team_goals
          ? 3
          : m.team_goals === m.competitor_team_goals
            ? 1
            : 0;
      expect(m.other_info.pts).toBe(expected);
    }
    const upcoming = await call(ctx.app, "/website/matches", { state: "upcoming" });
    expect(upcoming.body.results.data.length).toBeGreaterThan(0);
    for (const m of upcoming.body.results.data) expect(m.other_info.pts).toBeNull();
    // Points staff stored (a forfeit, a deduction) win over the score.
    const won = results.body.results.data.find((m: any) => m.other_info.pts === 3);
    await ctx.pool.query(`UPDATE matches SET other_info = '{"pts": 0}' WHERE id = $1`, [won.id]);
    const shown = await call(ctx.app, `/website/matches/show/${won.id}`);
    expect(shown.body.results.other_info.pts).toBe(0);
  });

  it("answers each sport category's teams with their players", async () => {
    const res = await call(
      ctx.app,
      "/website/teams",
      { category_id: 26, with: ["players"] },
      { lang: "en" },
    );
    expect(res.status).toBe(200);
    const teams = res.body.results.data;
    expect(teams.map((t: any) => t.name)).toEqual(["Under-19s", "Under-17s"]);
    for (const team of teams) {
      expect(team.category_id).toBe(26);
      expect(team.players.length).toBeGreaterThan(0);
      expect(team.players.every((p: any) => p.team.id === team.id)).toBe(true);
    }
    const none = await call(ctx.app, "/website/teams", { category_id: 4, with: ["players"] });
    expect(none.body.results.data).toEqual([]);
  });
});
