import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_STANDINGS_RULES } from "../../src/shared/staff/sports";
import { useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall, tri } from "../helpers/staff";

// A championship's table rules (ADR 0026) as the console's form sends them. The form starts
// from the rules the table is computed with when none are stored (3/1/0, then points, goal
// difference, goals scored): saving it unchanged stores those rules, so the season keeps them
// should the default ever change, and the form, the table and the record agree. Rules sent are
// stored as sent (no tie-breaker at all included); a championship saved without rules (null,
// an older client) is computed with the same default rules.

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let token: string;
let typeId: number;

beforeAll(async () => {
  const s = await createStaff(ctx.pool, { roles: ["sports"] });
  token = await sessionFor(ctx.pool, ctx.env, s.id);
  const opts = (await staffCall(ctx.app, "/championships/options", {}, { token })).body.results;
  typeId = opts.types[0].id;
});

const save = (rules: object | null, season: string) =>
  staffCall(
    ctx.app,
    "/championships/save",
    {
      type_id: typeId,
      title: tri("دوري القواعد", "Rules league", "Liga de reglas"),
      season,
      standings_mode: "computed",
      rules,
      stages: [],
    },
    { token },
  );

const stored = async (id: number) =>
  (await ctx.pool.query("SELECT rules FROM championships WHERE id = $1", [id])).rows[0].rules;

const tableRules = async (id: number) =>
  (await staffCall(ctx.app, "/standings/get", { championship_id: id }, { token })).body.results
    .rules;

describe("a championship's table rules", () => {
  it("are stored as the form sends them: its starting rules unchanged, or the staff member's", async () => {
    // The form as it opens for a new championship, saved as it is.
    const unchanged = await save(DEFAULT_STANDINGS_RULES, "2030-2031");
    expect(unchanged.status).toBe(200);
    const ch = unchanged.body.results;
    expect(ch.rules).toEqual(DEFAULT_STANDINGS_RULES);
    expect(await stored(ch.id)).toEqual(DEFAULT_STANDINGS_RULES);
    expect(await tableRules(ch.id)).toEqual(DEFAULT_STANDINGS_RULES);

    // Every tie-breaker taken away and two points a win: kept so, not filled back in.
    const chosen = { points: { win: 2, draw: 1, loss: 0 }, tieBreakers: [] };
    const edited = await staffCall(
      ctx.app,
      "/championships/save",
      { ...ch, rules: chosen },
      { token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.results.rules).toEqual(chosen);
    expect(await stored(ch.id)).toEqual(chosen);
    expect(await tableRules(ch.id)).toEqual(chosen);
  });

  it("are the default ones for a championship saved without rules, and stay unstored", async () => {
    const saved = await save(null, "2031-2032");
    expect(saved.status).toBe(200);
    expect(saved.body.results.rules).toBeNull();
    expect(await stored(saved.body.results.id)).toBeNull();
    expect(await tableRules(saved.body.results.id)).toEqual(DEFAULT_STANDINGS_RULES);
  });
});
