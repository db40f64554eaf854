import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

// La Liga 2006-07, reduced to what decided it: Real Madrid and Barcelona level on points,
// Barcelona far ahead on goal difference, Madrid champions on head-to-head (2-0 at the
// Bernabéu, 3-3 at the Camp Nou). Our club plays Madrid's part in its own matches; Barcelona's
// other result (6-0 against a third club) is entered as another clubs' result.
let t: string;
let championshipId: number;
let own: number;
let barca: number;
let other: number;
const LA_LIGA = {
  points: { win: 3, draw: 1, loss: 0 },
  tieBreakers: ["points", "h2h_points", "h2h_goal_difference", "goal_difference", "goals_for"],
  headToHeadRequiresAllPlayed: true,
};
const GOAL_DIFFERENCE_FIRST = {
  points: { win: 3, draw: 1, loss: 0 },
  tieBreakers: ["points", "goal_difference", "goals_for", "h2h_points"],
};

const table = async () =>
  (await staffCall(ctx.app, "/standings/get", { championship_id: championshipId }, { token: t }))
    .body.results;
const order = async () => (await table()).rows.map((r: { club_id: number }) => r.club_id);
const publicTable = async () =>
  (await call(ctx.app, "/website/championshipResults", { championship_id: championshipId })).body
    .results;

async function ourMatch(competitor: number, home: boolean, ours: number, theirs: number) {
  const m = await staffCall(
    ctx.app,
    "/matches/save",
    {
      championship_id: championshipId,
      competitor_club_id: competitor,
      kickoff_at: "2007-03-10T21:00",
      season: "2006-2007",
      our_stadium: home,
    },
    { token: t },
  );
  const id = m.body.results.id;
  const ev = (body: object) =>
    staffCall(ctx.app, "/match-events/save", { match_id: id, ...body }, { token: t });
  await ev({ type: "period", period: "first_half", minute: 0 });
  for (let i = 0; i < ours; i++) await ev({ type: "goal", side: "club", minute: 10 + i });
  for (let i = 0; i < theirs; i++) await ev({ type: "goal", side: "opponent", minute: 50 + i });
  return { id, finish: () => ev({ type: "period", period: "full_time", minute: 90 }) };
}

beforeAll(async () => {
  const s = await createStaff(ctx.pool, { roles: ["sports"] });
  t = await sessionFor(ctx.pool, ctx.env, s.id);
  const { rows: type } = await ctx.pool.query<{ id: number }>(
    "SELECT id FROM championship_types ORDER BY id LIMIT 1",
  );
  const { rows: ch } = await ctx.pool.query<{ id: number }>(
    `INSERT INTO championships (type_id, title, season) VALUES ($1, '{"ar":"الدوري 2006-2007","en":"League 2006-2007"}', '2006-2007') RETURNING id`,
    [type[0]!.id],
  );
  championshipId = ch[0]!.id;
  own = (await ctx.pool.query("SELECT id FROM clubs WHERE is_own LIMIT 1")).rows[0].id;
  const clubs = (await ctx.pool.query("SELECT id FROM clubs WHERE NOT is_own ORDER BY id LIMIT 2"))
    .rows;
  barca = clubs[0].id;
  other = clubs[1].id;
});

describe("standings", () => {
  it("are computed from finished matches with the championship's rules: head-to-head, postponed, adjustment, hand entry", async () => {
    const set = (mode: string, rules: object | null) =>
      staffCall(
        ctx.app,
        "/standings/save",
        { championship_id: championshipId, mode, rules },
        { token: t },
      );
    expect((await set("computed", LA_LIGA)).status).toBe(200);

    const home = await ourMatch(barca, true, 2, 0);
    // A live match counts for nothing until the final whistle.
    expect((await table()).rows.map((r: { p: number; pts: number }) => [r.p, r.pts])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    await home.finish();
    const away = await ourMatch(barca, false, 3, 3);
    await away.finish();
    const fixture = await staffCall(
      ctx.app,
      "/standings/results/save",
      {
        championship_id: championshipId,
        home_club_id: barca,
        away_club_id: other,
        home_goals: 6,
        away_goals: 0,
      },
      { token: t },
    );
    expect(fixture.status).toBe(200);

    // Level on 4 points; Barcelona +4 against +2, but Madrid (us) ahead on head-to-head.
    let got = await table();
    expect(got.rows.slice(0, 2)).toMatchObject([
      { club_id: own, pts: 4, p: 2, w: 1, d: 1, gf: 5, ga: 3 },
      { club_id: barca, pts: 4, p: 3, gf: 9, ga: 5, decided_by: { criterion: "h2h_points" } },
    ]);
    const pub = await publicTable();
    expect(pub.data ?? pub).toBeTruthy();

    // The same results under goal-difference-first rules put Barcelona first.
    await set("computed", GOAL_DIFFERENCE_FIRST);
    expect((await order()).slice(0, 2)).toEqual([barca, own]);
    await set("computed", LA_LIGA);
    expect((await order()).slice(0, 2)).toEqual([own, barca]);

    // A postponed match leaves the table as it was.
    const before = await table();
    const postponed = await staffCall(
      ctx.app,
      "/matches/save",
      {
        championship_id: championshipId,
        competitor_club_id: other,
        kickoff_at: "2007-04-01T21:00",
        season: "2006-2007",
        status: "postponed",
        team_goals: 5,
        competitor_team_goals: 0,
      },
      { token: t },
    );
    expect(postponed.status).toBe(200);
    expect((await table()).rows).toEqual(before.rows);

    // A deduction with its reason, audited: Madrid drops below Barcelona.
    const adj = await staffCall(
      ctx.app,
      "/standings/adjustments/save",
      {
        championship_id: championshipId,
        club_id: own,
        points: -1,
        reason: "Fielding an ineligible player",
      },
      { token: t },
    );
    expect(adj.status).toBe(200);
    got = await table();
    expect(got.rows.map((r: { club_id: number }) => r.club_id).slice(0, 2)).toEqual([barca, own]);
    expect(got.rows[1]).toMatchObject({ pts: 3 });
    expect(got.adjustments).toMatchObject([
      { club_id: own, points: -1, reason: "Fielding an ineligible player" },
    ]);
    const { rows: audit } = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'standings.adjust' AND record_id = $1",
      [String(adj.body.results.id)],
    );
    expect(audit[0].changes.reason.after).toBe("Fielding an ineligible player");
    const noReason = await staffCall(
      ctx.app,
      "/standings/adjustments/save",
      { championship_id: championshipId, club_id: own, points: 0, reason: "" },
      { token: t, lang: "en" },
    );
    expect(noReason.status).toBe(422);
    expect(Object.keys(noReason.body.results.errors).sort()).toEqual(["points", "reason"]);
    await staffCall(
      ctx.app,
      "/standings/adjustments/delete",
      { id: adj.body.results.id },
      { token: t },
    );
    expect((await order()).slice(0, 2)).toEqual([own, barca]);

    // Undoing a goal of a finished match moves the table at once: 1-0 at home, Madrid 4 points,
    // still ahead on head-to-head (Barcelona's goal difference is unchanged).
    const events = (await staffCall(ctx.app, "/matches/get", { id: home.id }, { token: t })).body
      .results.events;
    const goal = events.find((e: { type: string }) => e.type === "goal");
    await staffCall(ctx.app, "/match-events/delete", { id: goal.id }, { token: t });
    expect((await table()).rows[0]).toMatchObject({ club_id: own, gf: 4, ga: 3 });

    // A table entered by hand is refused while computed, then replaces the rows.
    const manualRows = [
      { club_id: other, p: 30, w: 20, d: 5, l: 5, gf: 60, ga: 30, pts: 65 },
      { club_id: own, p: 30, w: 18, d: 6, l: 6, gf: 50, ga: 28, pts: 60 },
    ];
    const refused = await staffCall(
      ctx.app,
      "/standings/manual/save",
      { championship_id: championshipId, rows: manualRows },
      { token: t },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("standings_computed");
    await set("manual", null);
    const manual = await staffCall(
      ctx.app,
      "/standings/manual/save",
      { championship_id: championshipId, rows: manualRows },
      { token: t },
    );
    expect(manual.status).toBe(200);
    expect(await order()).toEqual([other, own]);
    // A result change no longer touches a hand-entered table.
    await staffCall(
      ctx.app,
      "/standings/results/delete",
      { id: fixture.body.results.id },
      { token: t },
    );
    expect(await order()).toEqual([other, own]);
    const publicRows = await publicTable();
    expect(JSON.stringify(publicRows)).toContain('"pts":65');
  });
});
