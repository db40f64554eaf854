import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { call, useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";
import { createMatch } from "../helpers/sports-fixtures";
import type { StaffRole } from "../../src/shared/staff/permissions";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[]) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id);
}

/** A new match against a seeded opponent (tests/helpers/sports-fixtures.ts). */
const newMatch = (t: string, extra: Record<string, unknown> = {}) => createMatch(ctx, t, extra);

const event = (t: string, body: Record<string, unknown>) =>
  staffCall(ctx.app, "/match-events/save", body, { token: t });
const publicMatch = async (id: number, lang: "ar" | "en" = "en") =>
  (await call(ctx.app, `/website/matches/show/${id}`, {}, { lang })).body.results;

describe("match records and events", () => {
  it("takes a match from scheduled to finished through events; the score is the goal events' count, undo included, every write audited", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    expect(m.status).toBe("scheduled");
    // Kick-off is kept on Riyadh's clock: 19:30 in Riyadh is 16:30 UTC.
    expect((await publicMatch(m.id)).kickoff_at).toBe("2026-12-01T16:30:00.000Z");
    expect((await publicMatch(m.id)).team_goals).toBeNull();

    expect(
      (
        await event(t, {
          match_id: m.id,
          type: "period",
          period: "first_half",
          minute: 0,
          confirm_early: true,
        })
      ).body.results.match.status,
    ).toBe("live");
    const g1 = await event(t, { match_id: m.id, type: "goal", side: "club", minute: 12 });
    expect(g1.status).toBe(200);
    expect(g1.body.results.id).toEqual(expect.any(Number));
    await event(t, { match_id: m.id, type: "yellow_card", side: "opponent", minute: 20 });
    // An own goal by an opponent's player counts for the club; a penalty by theirs for them.
    await event(t, { match_id: m.id, type: "own_goal", side: "opponent", minute: 30 });
    const pen = await event(t, {
      match_id: m.id,
      type: "penalty_goal",
      side: "opponent",
      minute: 40,
    });
    expect(pen.body.results.match).toMatchObject({ team_goals: 2, competitor_team_goals: 1 });
    await event(t, { match_id: m.id, type: "period", period: "half_time", minute: 45 });
    let pub = await publicMatch(m.id);
    expect(pub).toMatchObject({ status: "half_time", team_goals: 2, competitor_team_goals: 1 });
    expect(pub.events.map((e: { type: string }) => e.type)).toEqual([
      "period",
      "goal",
      "yellow_card",
      "own_goal",
      "penalty_goal",
      "period",
    ]);
    expect(pub.period.name).toBe("half_time");

    await event(t, { match_id: m.id, type: "period", period: "second_half", minute: 45 });
    const late = await event(t, { match_id: m.id, type: "goal", side: "opponent", minute: 88 });
    expect(late.body.results.match).toMatchObject({ team_goals: 2, competitor_team_goals: 2 });
    // Undo: the goal was given by mistake.
    const undo = await staffCall(
      ctx.app,
      "/match-events/delete",
      { id: late.body.results.id },
      { token: t },
    );
    expect(undo.status).toBe(200);
    expect(undo.body.results.match).toMatchObject({ team_goals: 2, competitor_team_goals: 1 });
    const ft = await event(t, { match_id: m.id, type: "period", period: "full_time", minute: 94 });
    expect(ft.body.results.match.status).toBe("finished");
    pub = await publicMatch(m.id);
    expect(pub).toMatchObject({ status: "finished", team_goals: 2, competitor_team_goals: 1 });
    expect(pub.other_info.match_over).toBe(1);
    // It now lists among the results.
    const results = await call(ctx.app, "/website/matches", { state: "results", per_page: 50 });
    expect(results.body.results.data.map((r: { id: number }) => r.id)).toContain(m.id);

    // Undoing the final whistle reopens the match.
    await staffCall(ctx.app, "/match-events/delete", { id: ft.body.results.id }, { token: t });
    expect((await publicMatch(m.id)).status).toBe("live");

    const { rows: audit } = await ctx.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE record_type IN ('match', 'match_event')
         AND (record_id = $1 OR changes->'match_id'->>'after' = $1 OR changes->'match_id'->>'before' = $1)
       ORDER BY id`,
      [String(m.id)],
    );
    expect(audit.map((a) => a.action)).toEqual([
      "match.create",
      ...Array(8).fill("match_event.create"),
      "match_event.delete",
      "match_event.create",
      "match_event.delete",
    ]);
  });

  it("keeps the score equal to the goal events whatever writes the match row", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    await event(t, {
      match_id: m.id,
      type: "period",
      period: "first_half",
      minute: 0,
      confirm_early: true,
    });
    await event(t, { match_id: m.id, type: "goal", side: "club", minute: 5 });
    // A save with another score, and a direct SQL write, both end at the events' count.
    const got = await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t });
    const saved = await staffCall(
      ctx.app,
      "/matches/save",
      { ...got.body.results, team_goals: 7, competitor_team_goals: 3 },
      { token: t },
    );
    expect(saved.body.results).toMatchObject({ team_goals: 1, competitor_team_goals: 0 });
    await ctx.pool.query("UPDATE matches SET team_goals = 9 WHERE id = $1", [m.id]);
    expect((await publicMatch(m.id)).team_goals).toBe(1);
    // Undoing the only goal leaves 0, not the old score.
    const [kickOff, goal] = got.body.results.events;
    await staffCall(ctx.app, "/match-events/delete", { id: goal.id }, { token: t });
    expect((await publicMatch(m.id)).team_goals).toBe(0);
    // Undoing the kick-off too: a match not started shows no score.
    await staffCall(ctx.app, "/match-events/delete", { id: kickOff.id }, { token: t });
    expect(await publicMatch(m.id)).toMatchObject({ status: "scheduled", team_goals: null });

    // Without events, a result entered by hand stays as entered.
    const hand = await newMatch(t, { status: "finished", team_goals: 3, competitor_team_goals: 1 });
    expect((await publicMatch(hand.id)).team_goals).toBe(3);
    // 20 goals recorded at once from two phones: each counts once.
    const live = await newMatch(t);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        event(t, { match_id: live.id, type: "goal", side: i % 2 ? "club" : "opponent", minute: i }),
      ),
    );
    expect(await publicMatch(live.id)).toMatchObject({ team_goals: 10, competitor_team_goals: 10 });
  });

  it("keeps a finished match's result: no event on a result entered by hand, no period after the final whistle", async () => {
    const t = await token(["sports"]);
    const hand = await newMatch(t, { status: "finished", team_goals: 1, competitor_team_goals: 0 });
    // "Kick off" or a goal tapped on the control screen of a result entered by hand: refused in
    // the staff member's language, and the result, status and events stay as they were.
    for (const body of [
      { type: "period", period: "first_half", minute: 0, confirm_early: true },
      { type: "goal", side: "opponent", minute: 10 },
    ]) {
      const refused = await staffCall(
        ctx.app,
        "/match-events/save",
        { match_id: hand.id, ...body },
        { token: t, lang: "ar" },
      );
      expect(refused.status).toBe(409);
      expect(refused.body.results.code).toBe("match_finished");
      expect(refused.body.results.message).toMatch(/[\u0600-\u06ff]/);
    }
    expect(await publicMatch(hand.id)).toMatchObject({
      status: "finished",
      team_goals: 1,
      competitor_team_goals: 0,
      events: [],
    });

    // A match played through the control screen: after full time a goal can still be corrected,
    // but no period starts again until the whistle is undone.
    const m = await newMatch(t);
    await event(t, {
      match_id: m.id,
      type: "period",
      period: "first_half",
      minute: 0,
      confirm_early: true,
    });
    await event(t, { match_id: m.id, type: "goal", side: "club", minute: 9 });
    const ft = await event(t, { match_id: m.id, type: "period", period: "full_time", minute: 90 });
    expect(ft.body.results.match.status).toBe("finished");
    const again = await event(t, {
      match_id: m.id,
      type: "period",
      period: "first_half",
      confirm_early: true,
      minute: 0,
    });
    expect(again.status).toBe(409);
    const late = await event(t, { match_id: m.id, type: "goal", side: "opponent", minute: 90 });
    expect(late.body.results.match).toMatchObject({
      status: "finished",
      team_goals: 1,
      competitor_team_goals: 1,
    });
  });

  it("records a scorer only for the side whose squad holds them: the club's first team, never the opponent", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t, { our_stadium: false });
    const options = (await staffCall(ctx.app, "/matches/options", {}, { token: t })).body.results;
    const scorer = options.players[0].id as number;
    // An away match: the opponent's buttons come first on the screen; a goal on their side with
    // our player named is refused in the user's language, nothing recorded.
    const wrong = await staffCall(
      ctx.app,
      "/match-events/save",
      { match_id: m.id, type: "goal", side: "opponent", minute: 10, player_id: scorer },
      { token: t, lang: "en" },
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.results.errors.player_id).toEqual([
      "This player is not in the squad of the team this event is for; tap their team's button or choose “No player”",
    ]);
    // A player of a team other than the first team is not in this match's squad either.
    const { rows } = await ctx.pool.query<{ id: number }>(
      `INSERT INTO teams (name, kind) VALUES ('{"ar":"الناشئين"}', 'junior') RETURNING id`,
    );
    const { rows: junior } = await ctx.pool.query<{ id: number }>(
      `INSERT INTO players (team_id, name, position, image_url)
         VALUES ($1, '{"ar":"ناشئ"}', 'Forward', '') RETURNING id`,
      [rows[0]!.id],
    );
    const notSquad = await event(t, {
      match_id: m.id,
      type: "goal",
      side: "club",
      minute: 11,
      player_id: junior[0]!.id,
    });
    expect(notSquad.status).toBe(422);
    expect((await publicMatch(m.id)).events).toEqual([]);
    // Our goal with our player names them; the opponent's goal names nobody.
    const ours = await event(t, {
      match_id: m.id,
      type: "goal",
      side: "club",
      minute: 12,
      player_id: scorer,
    });
    expect(ours.status).toBe(200);
    const theirs = await event(t, { match_id: m.id, type: "goal", side: "opponent", minute: 13 });
    expect(theirs.status).toBe(200);
    const events = (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body
      .results.events;
    expect(
      events.map((e: { side: string; player: { id: number } | null }) => [
        e.side,
        e.player?.id ?? null,
      ]),
    ).toEqual([
      ["club", scorer],
      ["opponent", null],
    ]);
  });

  it("lists, gets, saves back what it got, refuses bad input in the user's language, and guards every call", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t, { broadcast_url: "https://tv.example/live" });
    const got = await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t });
    expect(got.body.results).toMatchObject({
      kickoff_at: "2026-12-01T19:30",
      broadcast_url: "https://tv.example/live",
      published: true,
    });
    const again = await staffCall(
      ctx.app,
      "/matches/save",
      { ...got.body.results, status: "postponed" },
      { token: t },
    );
    expect(again.body.results.status).toBe("postponed");
    // A postponed match takes no events.
    const refused = await event(t, { match_id: m.id, type: "goal", side: "club", minute: 3 });
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("match_not_playable");

    const list = await staffCall(ctx.app, "/matches/list", { status: "postponed" }, { token: t });
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toContain(m.id);
    expect(list.body.results.data.every((r: { status: string }) => r.status === "postponed")).toBe(
      true,
    );

    const bad = await staffCall(
      ctx.app,
      "/match-events/save",
      { match_id: m.id, type: "period", minute: 200 },
      { token: t, lang: "ar" },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors).sort()).toEqual(["minute", "period"]);
    const badRef = await staffCall(
      ctx.app,
      "/matches/save",
      { ...got.body.results, id: undefined, championship_id: 999_999 },
      { token: t, lang: "en" },
    );
    expect(badRef.status).toBe(422);
    expect(badRef.body.results.errors.championship_id).toEqual([
      "This record no longer exists; choose another",
    ]);

    const editor = await token(["editor"]);
    expect((await staffCall(ctx.app, "/matches/list", {}, { token: editor })).status).toBe(403);
    expect(
      (await event(editor, { match_id: m.id, type: "goal", side: "club", minute: 1 })).status,
    ).toBe(403);
    expect((await staffCall(ctx.app, "/matches/list", {})).status).toBe(401);

    // Delete: refused while fans have predicted it, done otherwise (with its events).
    await ctx.pool.query(
      "INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals) VALUES ($1, '966512345678', 'Fan Name', 1, 0)",
      [m.id],
    );
    const kept = await staffCall(ctx.app, "/matches/delete", { id: m.id }, { token: t });
    expect(kept.status).toBe(409);
    const other = await newMatch(t);
    await event(t, { match_id: other.id, type: "goal", side: "club", minute: 1 });
    expect(
      (await staffCall(ctx.app, "/matches/delete", { id: other.id }, { token: t })).status,
    ).toBe(200);
    expect((await call(ctx.app, `/website/matches/show/${other.id}`)).status).toBe(404);
  });
});

/** Reads a live stream until `until` accepts an event's data (or the time runs out). */
async function readStream(
  url: string,
  until: (data: any, event: string) => boolean,
  opts: { signal?: AbortSignal; onOpen?: () => void } = {},
): Promise<{ data: any; raw: string }> {
  const res = await fetch(url, { signal: opts.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toContain("text/event-stream");
  opts.onOpen?.();
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let raw = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`stream ended: ${raw}`);
    raw += decoder.decode(value, { stream: true });
    let at: number;
    while ((at = raw.indexOf("\n\n")) >= 0) {
      const block = raw.slice(0, at);
      raw = raw.slice(at + 2);
      const name = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data && until(JSON.parse(data), name)) {
        await reader.cancel();
        return { data: JSON.parse(data), raw: block };
      }
    }
  }
}

describe("live stream", () => {
  async function listening(app: FastifyInstance) {
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    return address;
  }

  it("sends the match's public JSON now and after each change, to streams on another instance too", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    // A second instance on the same database: its own listener, its own streams.
    const other = await buildApp({ db: ctx.db, pool: ctx.pool, env: ctx.env, logger: false });
    try {
      const base = await listening(other);
      const first = await readStream(`${base}/api/v1/live/matches/${m.id}?lang=en`, () => true);
      expect(first.data).toEqual(await publicMatch(m.id));

      let opened!: () => void;
      const open = new Promise<void>((r) => (opened = r));
      const started = Date.now();
      const goal = readStream(
        `${base}/api/v1/live/matches/${m.id}?lang=ar`,
        (d) => d.team_goals === 1,
        { onOpen: opened },
      );
      await open;
      // The write goes through this instance; the stream is served by the other one.
      await event(t, {
        match_id: m.id,
        type: "period",
        period: "first_half",
        minute: 0,
        confirm_early: true,
      });
      await event(t, { match_id: m.id, type: "goal", side: "club", minute: 9 });
      const got = await goal;
      expect(Date.now() - started).toBeLessThan(3000);
      expect(got.data).toEqual(await publicMatch(m.id, "ar"));
      expect(got.data.status).toBe("live");
      expect(got.data.events.at(-1)).toMatchObject({ type: "goal", side: "club", minute: 9 });

      // Several streams, one listening connection per instance.
      const aborts = [new AbortController(), new AbortController(), new AbortController()];
      const waiting = aborts.map((a) =>
        readStream(`${base}/api/v1/live/matches/${m.id}`, (d) => d.team_goals === 2, {
          signal: a.signal,
        }),
      );
      await new Promise((r) => setTimeout(r, 200));
      const { rows } = await ctx.pool.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN sports_match'",
      );
      expect(rows[0]!.n).toBe(1);
      await event(t, { match_id: m.id, type: "goal", side: "club", minute: 20 });
      for (const r of await Promise.all(waiting)) expect(r.data.team_goals).toBe(2);
    } finally {
      await other.close();
    }
  });

  it("answers 404 for an unknown match, beats the heartbeat, and ends the stream when the match is unpublished", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    const app = await buildApp({
      db: ctx.db,
      pool: ctx.pool,
      env: { ...ctx.env, liveHeartbeatMs: 100 },
      logger: false,
    });
    try {
      const base = await listening(app);
      expect((await fetch(`${base}/api/v1/live/matches/999999`)).status).toBe(404);
      const res = await fetch(`${base}/api/v1/live/matches/${m.id}`);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = "";
      while (!text.includes(": heartbeat")) text += decoder.decode((await reader.read()).value);
      const got = await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t });
      await staffCall(
        ctx.app,
        "/matches/save",
        { ...got.body.results, published: false },
        { token: t },
      );
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
      expect(text).toContain("event: gone");
    } finally {
      await app.close();
    }
  });
});
