import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { freshIp } from "../helpers/identity";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";
import type { StaffRole } from "../../src/shared/staff/permissions";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[]) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id);
}

/** Asking for a prediction code: refused with prediction_closed outside the window. */
async function ask(matchId: number, phone: string) {
  return call(
    ctx.app,
    "/website/matches/expect",
    {
      match_id: matchId,
      team_goals: 1,
      competitor_team_goals: 0,
      fullName: "Fahad Al-Harbi",
      phone,
      "g-recaptcha-response": await solveBotCheck(ctx.app),
    },
    { lang: "en", ip: freshIp() },
  );
}

describe("prediction window and settlement", () => {
  it("opens and closes the window, settles from the final score, and shows winners masked to analysts", async () => {
    const sports = await token(["sports"]);
    const { rows: ch } = await ctx.pool.query(
      "SELECT id, season FROM championships ORDER BY id LIMIT 1",
    );
    const { rows: cl } = await ctx.pool.query(
      "SELECT id FROM clubs WHERE NOT is_own ORDER BY id LIMIT 1",
    );
    const m = (
      await staffCall(
        ctx.app,
        "/matches/save",
        {
          championship_id: ch[0].id,
          competitor_club_id: cl[0].id,
          kickoff_at: "2030-01-01T20:00",
          season: ch[0].season,
        },
        { token: sports },
      )
    ).body.results;
    const window = (body: object) =>
      staffCall(ctx.app, "/predictions/window", { match_id: m.id, ...body }, { token: sports });

    // Not enabled: closed.
    expect((await ask(m.id, "966571100001")).body.results.code).toBe("prediction_closed");
    // Enabled, but opening tomorrow: still closed.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await window({ enabled: true, opens_at: tomorrow })).status).toBe(200);
    expect((await ask(m.id, "966571100002")).body.results.code).toBe("prediction_closed");
    // Open now, until kick-off: the code is sent.
    const open = await window({ enabled: true });
    expect(open.body.results).toMatchObject({
      enabled: true,
      opens_at: null,
      closes_at_kickoff: true,
    });
    expect((await ask(m.id, "966571100003")).status).toBe(200);
    // Closed an hour ago: refused again.
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect((await ask(m.id, "966571100004")).status).toBe(200);
    await window({ enabled: true, closes_at: past });
    expect((await ask(m.id, "966571100005")).body.results.code).toBe("prediction_closed");
    // A window that closes before it opens is refused on the field.
    const bad = await window({ enabled: true, opens_at: tomorrow, closes_at: past });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors)).toEqual(["closes_at"]);

    await ctx.pool.query(
      `INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals, created_at) VALUES
         ($1, '966571200001', 'Exact Fan', 2, 1, now() - interval '3 hours'),
         ($1, '966571200002', 'Outcome Fan', 1, 0, now() - interval '4 hours'),
         ($1, '966571200003', 'Draw Fan', 1, 1, now() - interval '5 hours'),
         ($1, '966571200004', 'Away Fan', 0, 2, now() - interval '6 hours')`,
      [m.id],
    );
    const results = (t: string) =>
      staffCall(ctx.app, "/predictions/results", { match_id: m.id }, { token: t });
    // Before the final whistle: counts and split, nobody settled.
    let r = (await results(sports)).body.results;
    expect(r).toMatchObject({ settled: false, total: 4, winners: [], exact: 0 });
    expect(r.split.team).toEqual({ count: 2, percent: 50 });

    // The match is played: 2-1 at full time.
    const ev = (body: object) =>
      staffCall(ctx.app, "/match-events/save", { match_id: m.id, ...body }, { token: sports });
    await ev({ type: "period", period: "first_half", minute: 0, confirm_early: true });
    await ev({ type: "goal", side: "club", minute: 10 });
    await ev({ type: "goal", side: "opponent", minute: 20 });
    await ev({ type: "goal", side: "club", minute: 80 });
    const ft = await ev({ type: "period", period: "full_time", minute: 90 });

    const analyst = await token(["analyst"]);
    r = (await results(analyst)).body.results;
    expect(r).toMatchObject({
      settled: true,
      final_score: { team_goals: 2, competitor_team_goals: 1 },
      exact: 1,
      outcome: 2,
    });
    // Exact score first, then the right outcome; names and phones masked for the analyst.
    expect(r.winners.map((w: { exact: boolean }) => w.exact)).toEqual([true, false]);
    expect(r.winners[0].phone).not.toBe("966571200001");
    expect(r.winners[0].phone).toContain("*");
    expect(r.winners[0].name).toBe("E***");
    // An admin (members.view) reads them in full.
    const admin = await token(["admin"]);
    r = (await results(admin)).body.results;
    expect(r.winners.map((w: { name: string; phone: string }) => [w.name, w.phone])).toEqual([
      ["Exact Fan", "966571200001"],
      ["Outcome Fan", "966571200002"],
    ]);

    // The final whistle undone: nothing is settled any more.
    await staffCall(ctx.app, "/match-events/delete", { id: ft.body.results.id }, { token: sports });
    expect((await results(sports)).body.results).toMatchObject({ settled: false, winners: [] });

    // Editors may not see predictions; the window is the sports role's.
    const editor = await token(["editor"]);
    expect((await results(editor)).status).toBe(403);
    expect(
      (
        await staffCall(
          ctx.app,
          "/predictions/window",
          { match_id: m.id, enabled: false },
          { token: analyst },
        )
      ).status,
    ).toBe(403);
  });
});
