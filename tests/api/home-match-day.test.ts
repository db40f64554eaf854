import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp();

const home = async () =>
  (await call(ctx.app, "/website/home", { data_type: "all" }, { lang: "en" })).body.results;

// Home leads with the club's match in play, else its next match within 7 days; otherwise none
// and the main slider leads (issue 20).
describe("/website/home match_day", () => {
  it("is the next match in a match week, and its tickets' event names it", async () => {
    const h = await home();
    expect(h.match_day).toMatchObject({
      id: 7,
      status: "scheduled",
      competitor_club: { Name: "Al Feiha" },
      championship: { title: expect.any(String) },
    });
    expect(Date.parse(h.match_day.kickoff_at) - Date.now()).toBeLessThan(7 * 86_400_000);
    const events = await call(ctx.app, "/reservations/events", { current: true }, { lang: "en" });
    const list = events.body.results.data ?? events.body.results;
    const tickets = list.find((e: { match_id: number | null }) => e.match_id === 7);
    expect(tickets).toMatchObject({ id: 6, state: "open" });
    expect(
      list.filter((e: { match_id: number | null }) => e.match_id === null).length,
    ).toBeGreaterThan(0);
  });

  it("is the match in play, whatever its kick-off, with its score", async () => {
    await ctx.pool.query(
      `UPDATE matches SET match_status = 'live', team_goals = 1, competitor_team_goals = 0 WHERE id = 19`,
    );
    try {
      const h = await home();
      expect(h.match_day).toMatchObject({ id: 19, status: "live", team_goals: 1 });
    } finally {
      await ctx.pool.query(
        `UPDATE matches SET match_status = 'scheduled', team_goals = NULL, competitor_team_goals = NULL WHERE id = 19`,
      );
    }
  });

  it("is null outside match weeks (no match within 7 days, none in play)", async () => {
    await ctx.pool.query(
      `UPDATE matches SET kickoff_at = kickoff_at + interval '30 days' WHERE id IN (7, 19)`,
    );
    try {
      const h = await home();
      expect(h.match_day).toBeNull();
      // The upcoming matches are still there, behind the slider.
      expect(h.incoming_matchs.length).toBeGreaterThan(0);
    } finally {
      await ctx.pool.query(
        `UPDATE matches SET kickoff_at = kickoff_at - interval '30 days' WHERE id IN (7, 19)`,
      );
    }
  });
});
