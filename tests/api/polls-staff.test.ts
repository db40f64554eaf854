import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let editor: string;
let other: string;
let gate: string;
let match: number;
const tri = (ar: string, en: string, es: string) => ({ ar, en, es });
const as = (token: string, path: string, body: object, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, path, body, { token, lang });
const show = (key: string, lang: "ar" | "en" | "es" = "en") =>
  call(ctx.app, "/website/polls/show", { key }, { lang });

beforeAll(async () => {
  const mk = async (roles: ("editor" | "gate")[]) =>
    sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles })).id);
  editor = await mk(["editor"]);
  other = await mk(["editor"]);
  gate = await mk(["gate"]);
  match = (await ctx.pool.query("SELECT id FROM matches ORDER BY id LIMIT 1")).rows[0].id;
});

describe("polls on the content lifecycle", () => {
  it("the demo polls stayed published and gained a number", async () => {
    const { rows } = await ctx.pool.query("SELECT id, status FROM polls ORDER BY ord");
    expect(rows.every((r) => r.status === "published" && r.id > 0)).toBe(true);
    expect((await show("attend_next_match")).body.results.open).toBe(true);
  });

  it("are created in three languages for a match, invisible until published, audited", async () => {
    const saved = await as(editor, "/polls/save", {
      key: "Derby-Attend",
      title: tri("هل ستحضر الديربي؟", "Coming to the derby?", "¿Vienes al derbi?"),
      match_id: match,
    });
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(editor, "/polls/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      key: "derby-attend",
      match_id: match,
      version: 1,
    });
    expect((await show("derby-attend")).status).toBe(404);

    await as(editor, "/polls/publish", { id });
    const es = await show("derby-attend", "es");
    expect(es.body.results).toEqual({
      key: "derby-attend",
      title: "¿Vienes al derbi?",
      open: true,
    });

    // Closed outside its window.
    const v1 = (await as(editor, "/polls/get", { id })).body.results;
    expect((await as(editor, "/polls/save", { ...v1, closes_at: "2020-01-01T10:00" })).status).toBe(
      200,
    );
    expect((await show("derby-attend")).body.results.open).toBe(false);

    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'polls' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual([
      "content.create",
      "content.publish",
      "content.update",
    ]);
  });

  it("checks the fields per language, the window, the match and the key", async () => {
    const bad = await as(
      editor,
      "/polls/save",
      { key: "no spaces", title: tri("", "x".repeat(300), "") },
      "ar",
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors).sort()).toEqual(["key", "title.ar", "title.en"]);
    const win = await as(editor, "/polls/save", {
      key: "window-poll",
      title: tri("تصويت", "", ""),
      opens_at: "2027-01-02T10:00",
      closes_at: "2027-01-01T10:00",
    });
    expect(win.body.results.errors.closes_at).toHaveLength(1);
    const noMatch = await as(editor, "/polls/save", {
      key: "ghost-match",
      title: tri("تصويت", "", ""),
      match_id: 999_999,
    });
    expect(noMatch.status).toBe(422);
    expect(noMatch.body.results.errors.match_id).toHaveLength(1);
    const taken = await as(editor, "/polls/save", {
      key: "attend_next_match",
      title: tri("مكرر", "", ""),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.results.code).toBe("key_taken");
  });

  it("keeps a poll with answers; renaming its key carries them; scheduled publish; stale; restore; roles", async () => {
    const { id } = (
      await as(editor, "/polls/save", { key: "kit-vote", title: tri("القميص", "The kit", "") })
    ).body.results;
    await as(editor, "/polls/publish", { id });
    const member = (await ctx.pool.query("SELECT id FROM members ORDER BY id LIMIT 1")).rows[0].id;
    await ctx.pool.query(
      "INSERT INTO poll_answers (poll_key, member_id, value) VALUES ('kit-vote', $1, 'yes')",
      [member],
    );
    const del = await as(editor, "/polls/delete", { id });
    expect(del.status).toBe(409);
    expect(del.body.results.code).toBe("record_in_use");

    const v1 = (await as(editor, "/polls/get", { id })).body.results;
    expect((await as(editor, "/polls/save", { ...v1, key: "kit-vote-2027" })).status).toBe(200);
    const list = await as(editor, "/polls/list", { search: "kit-vote" });
    expect(list.body.results.data[0]).toMatchObject({ id, key: "kit-vote-2027", yes: 1, no: 0 });

    await ctx.pool.query("UPDATE polls SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(other, "/polls/save", { ...v1, ord: 3 });
    expect(stale.body.results.code).toBe("stale_version");

    const restored = await as(editor, "/polls/restore", { id, revision: 1, version: 2 });
    expect(restored.status).toBe(200);
    expect((await as(editor, "/polls/get", { id })).body.results.key).toBe("kit-vote");

    const fresh = (
      await as(editor, "/polls/save", { key: "later-poll", title: tri("لاحقاً", "Later", "") })
    ).body.results;
    const at = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 16);
    expect(
      (await as(editor, "/polls/publish", { id: fresh.id, publish_at: at })).body.results.status,
    ).toBe("scheduled");
    expect((await show("later-poll")).status).toBe(404);
    await ctx.pool.query("UPDATE polls SET publish_at = now() WHERE id = $1", [fresh.id]);
    await ctx.pool.query("UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1", [
      `content.publish:polls:${fresh.id}`,
    ]);
    await runJobs(ctx.app);
    expect((await show("later-poll")).body.results.open).toBe(true);

    for (const path of ["/polls/list", "/polls/get", "/polls/save", "/polls/delete"]) {
      expect((await as(gate, path, { id })).status).toBe(403);
      expect((await staffCall(ctx.app, path, { id })).status).toBe(401);
    }
    const matchPolls = await as(editor, "/polls/list", { kind: "match", per_page: 100 });
    expect(matchPolls.body.results.data.every((r: { match_id: number | null }) => r.match_id)).toBe(
      true,
    );
  });
});

describe("the poll form's match picker", () => {
  it("lets an editor search the matches by team or day, with both teams and the Riyadh kick-off", async () => {
    const own = (await ctx.pool.query("SELECT name FROM clubs WHERE is_own ORDER BY id LIMIT 1"))
      .rows[0]?.name;
    const { rows } = await ctx.pool.query(
      `SELECT m.id, m.our_stadium, c.name AS competitor,
              to_char(m.kickoff_at AT TIME ZONE 'Asia/Riyadh', 'YYYY-MM-DD"T"HH24:MI') AS kickoff
         FROM matches m JOIN clubs c ON c.id = m.competitor_club_id WHERE m.id = $1`,
      [match],
    );
    const m = rows[0];
    const us = own?.en || own?.ar || "Al Noor Club";
    const them = m.competitor.en || m.competitor.ar;

    // One match by its number, in English: home side first.
    const one = await as(editor, "/polls/matches", { id: match });
    expect(one.status).toBe(200);
    expect(one.body.results.data).toEqual([
      expect.objectContaining({
        id: match,
        home: m.our_stadium ? us : them,
        away: m.our_stadium ? them : us,
        kickoff_at: m.kickoff,
      }),
    ]);
    // In Arabic, the Arabic names.
    const ar = (await as(editor, "/polls/matches", { id: match }, "ar")).body.results.data[0];
    expect([ar.home, ar.away]).toContain(m.competitor.ar);

    // By the opponent's name (in any language), and by the Riyadh day of the kick-off.
    const byTeam = await as(editor, "/polls/matches", { search: m.competitor.ar, per_page: 50 });
    expect(byTeam.body.results.data.map((r: { id: number }) => r.id)).toContain(match);
    const byDay = await as(editor, "/polls/matches", { date: m.kickoff.slice(0, 10) });
    expect(byDay.body.results.data.map((r: { id: number }) => r.id)).toContain(match);
    const none = await as(editor, "/polls/matches", { search: "no team is called this" });
    expect(none.body.results).toMatchObject({ data: [], total: 0 });

    // Paged: upcoming matches first, soonest first.
    const total = Number((await ctx.pool.query("SELECT count(*) FROM matches")).rows[0].count);
    const page = await as(editor, "/polls/matches", { per_page: 2 });
    expect(page.body.results).toMatchObject({ total, per_page: 2, current_page: 1 });
    expect(page.body.results.data.length).toBe(Math.min(2, total));

    // Refused without the editors' permission (gate staff) and without a session; a bad day
    // is refused with a field error.
    expect((await as(gate, "/polls/matches", {})).status).toBe(403);
    expect((await staffCall(ctx.app, "/polls/matches", {})).status).toBe(401);
    const bad = await as(editor, "/polls/matches", { date: "tomorrow" });
    expect(bad.status).toBe(422);
  });
});
