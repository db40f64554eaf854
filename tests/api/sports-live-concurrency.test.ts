import { describe, expect, it } from "vitest";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { call, useTestApp } from "../helpers/app";
import { createMatch } from "../helpers/sports-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// Two staff on one match at once (issue 16): the second never silently overwrites the first.

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[]) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id);
}
const newMatch = (t: string) => createMatch(ctx, t);
const event = (t: string, body: Record<string, unknown>) =>
  staffCall(ctx.app, "/match-events/save", body, { token: t });
const publicMatch = async (id: number) =>
  (await call(ctx.app, `/website/matches/show/${id}`, {}, { lang: "en" })).body.results;

describe("two staff on one match", () => {
  it("starts each period once and in order, whichever of two phones taps first", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    const period = (p: string, lang: "ar" | "en" = "en") =>
      staffCall(
        ctx.app,
        "/match-events/save",
        { match_id: m.id, type: "period", period: p, minute: 45, confirm_early: true },
        { token: t, lang },
      );
    await period("first_half");
    await period("half_time");
    // Two phones both showing half-time tap "start the second half" together: one records it.
    const both = await Promise.all([period("second_half"), period("second_half")]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.status === 409)!;
    expect(refused.body.results.code).toBe("period_already_started");
    // A screen left behind cannot take the match back to half-time either; the message is in
    // the staff member's language.
    const back = await period("half_time", "ar");
    expect(back.status).toBe(409);
    expect(back.body.results.message).toMatch(/[\u0600-\u06ff]/);
    const got = (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body.results;
    expect(got.status).toBe("live");
    expect(
      got.events.filter((e: { period: string | null }) => e.period === "second_half"),
    ).toHaveLength(1);
    // Undoing the second half lets it start again; full time may follow it.
    const second = got.events.find((e: { period: string | null }) => e.period === "second_half");
    await staffCall(ctx.app, "/match-events/delete", { id: second.id }, { token: t });
    expect((await period("second_half")).status).toBe(200);
    expect((await period("full_time")).status).toBe(200);
    expect((await publicMatch(m.id)).status).toBe("finished");
  });

  it("refuses a save from a form opened before another save or a live event (stale_version), so a live match never goes back to scheduled", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    // One staff member opens the match form before kick-off...
    const opened = (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body
      .results;
    expect(opened.version).toEqual(expect.any(Number));
    // ...another starts the match and scores from the control screen...
    await event(t, {
      match_id: m.id,
      type: "period",
      period: "first_half",
      minute: 0,
      confirm_early: true,
    });
    await event(t, { match_id: m.id, type: "goal", side: "club", minute: 4 });
    // ...and the first one's save (a broadcast link added) is refused, in the user's language.
    const stale = await staffCall(
      ctx.app,
      "/matches/save",
      { ...opened, broadcast_url: "https://tv.example/live" },
      { token: t, lang: "ar" },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect(stale.body.results.message).toMatch(/[\u0600-\u06ff]/);
    expect(await publicMatch(m.id)).toMatchObject({ status: "live", team_goals: 1 });
    // Without the version, an update is refused the same way.
    const { version: _dropped, ...unversioned } = opened;
    expect(
      (await staffCall(ctx.app, "/matches/save", unversioned, { token: t })).body.results.code,
    ).toBe("stale_version");
    // From the current version the change goes through, and the answer's version is the next
    // save's starting point.
    const fresh = (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body
      .results;
    const saved = await staffCall(
      ctx.app,
      "/matches/save",
      { ...fresh, broadcast_url: "https://tv.example/live" },
      { token: t },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.results).toMatchObject({ status: "live", team_goals: 1 });
    const twice = await staffCall(
      ctx.app,
      "/matches/save",
      { ...fresh, ...saved.body.results, tickets_url: "https://tickets.example/" },
      { token: t },
    );
    expect(twice.status).toBe(200);
  });

  it("moves the version on by one with every write, so two saves from one version never both pass", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    const get = async () =>
      (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body.results;
    const opened = await get();
    expect(opened.version).toBe(1);
    // Two staff members save from the same version at once: one goes through, one is refused.
    const both = await Promise.all([
      staffCall(
        ctx.app,
        "/matches/save",
        { ...opened, broadcast_url: "https://a.example/" },
        { token: t },
      ),
      staffCall(
        ctx.app,
        "/matches/save",
        { ...opened, tickets_url: "https://b.example/" },
        { token: t },
      ),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 409)!.body.results.current_version).toBe(2);
    // A live event moves it on too: a form opened before it is refused.
    const beforeKickOff = await get();
    expect(beforeKickOff.version).toBe(2);
    await event(t, {
      match_id: m.id,
      type: "period",
      period: "first_half",
      minute: 0,
      confirm_early: true,
    });
    const live = await get();
    expect(live).toMatchObject({ status: "live" });
    expect(live.version).toBeGreaterThan(beforeKickOff.version);
    const stale = await staffCall(
      ctx.app,
      "/matches/save",
      { ...beforeKickOff, status: "scheduled" },
      { token: t, lang: "en" },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect(stale.body.results.message).toMatch(/[a-z]/i);
    expect((await publicMatch(m.id)).status).toBe("live");
  });

  it("never takes the version back, even for a write whose transaction started before the last save", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    const opened = (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body
      .results;
    // A write that started earlier (a live event's transaction, say) commits after a staff save.
    const early = await ctx.pool.connect();
    try {
      await early.query("BEGIN");
      await early.query("SELECT now()");
      await new Promise((r) => setTimeout(r, 20));
      const saved = await staffCall(
        ctx.app,
        "/matches/save",
        { ...opened, broadcast_url: "https://tv.example/" },
        { token: t },
      );
      expect(saved.status).toBe(200);
      await early.query("UPDATE matches SET match_status = 'live' WHERE id = $1", [m.id]);
      await early.query("COMMIT");
      const after = (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body
        .results;
      // The form opened from the save's answer is now stale, whatever the clocks said.
      expect(after.version).toBeGreaterThan(saved.body.results.version);
      const back = await staffCall(
        ctx.app,
        "/matches/save",
        { ...saved.body.results, status: "scheduled" },
        { token: t },
      );
      expect(back.status).toBe(409);
      expect((await publicMatch(m.id)).status).toBe("live");
    } finally {
      early.release();
    }
  });

  it("keeps a postponed match postponed: its events cannot be undone until its status changes", async () => {
    const t = await token(["sports"]);
    const m = await newMatch(t);
    const kickOff = await event(t, {
      match_id: m.id,
      type: "period",
      period: "first_half",
      confirm_early: true,
      minute: 0,
    });
    // Play stops; the match form marks it postponed.
    const got = (await staffCall(ctx.app, "/matches/get", { id: m.id }, { token: t })).body.results;
    await staffCall(ctx.app, "/matches/save", { ...got, status: "postponed" }, { token: t });
    // An undo from a control screen still open would take it back to live: refused, in the
    // staff member's language.
    const undo = await staffCall(
      ctx.app,
      "/match-events/delete",
      { id: kickOff.body.results.id },
      { token: t, lang: "ar" },
    );
    expect(undo.status).toBe(409);
    expect(undo.body.results.code).toBe("match_not_playable");
    expect(undo.body.results.message).toMatch(/[\u0600-\u06ff]/);
    expect((await publicMatch(m.id)).status).toBe("postponed");
  });
});
