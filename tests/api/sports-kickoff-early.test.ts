import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createMatch } from "../helpers/sports-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// The kick-off of a match well before its date (the wrong match opened, a tap in a pocket) is
// refused unless it is confirmed: the refusal names the scheduled date and time in the staff
// member's language, and nothing is recorded. Confirmed, it starts (the date may be the error).

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

/** The Riyadh wall clock (UTC+3) of an instant, to the minute, as the match form takes it. */
const riyadhLocal = (at: number) => new Date(at + 3 * 3_600_000).toISOString().slice(0, 16);

async function sportsToken() {
  const s = await createStaff(ctx.pool, { roles: ["sports"] });
  return sessionFor(ctx.pool, ctx.env, s.id);
}

const kickOff = (t: string, id: number, lang: "ar" | "en", extra: object = {}) =>
  staffCall(
    ctx.app,
    "/match-events/save",
    { match_id: id, type: "period", period: "first_half", minute: 0, ...extra },
    { token: t, lang },
  );

const shown = (id: number) =>
  call(ctx.app, `/website/matches/show/${id}`, {}, { lang: "en" }).then((r) => r.body.results);

const full = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: "Asia/Riyadh",
  }).format(at);

describe("a kick-off before the match's date", () => {
  it("is refused days early unless confirmed, naming the scheduled date and time in the caller's language", async () => {
    const t = await sportsToken();
    const local = riyadhLocal(Date.now() + 3 * 24 * 3_600_000);
    const at = new Date(`${local}:00+03:00`);
    const m = await createMatch(ctx, t, { kickoff_at: local });

    const en = await kickOff(t, m.id, "en");
    expect(en.status).toBe(409);
    expect(en.body.results.code).toBe("kickoff_early");
    expect(en.body.results.message).toContain(full("en-GB", at));
    expect(en.body.results.kickoff_at).toBe(`${local}:00+03:00`);
    const ar = await kickOff(t, m.id, "ar");
    expect(ar.status).toBe(409);
    expect(ar.body.results.message).toContain(full("ar-SA-u-ca-gregory-nu-latn", at));
    expect(ar.body.results.message).toMatch(/[\u0600-\u06ff]/);
    // Nothing was recorded: the match is still to be played.
    expect(await shown(m.id)).toMatchObject({ status: "scheduled", events: [] });

    const confirmed = await kickOff(t, m.id, "en", { confirm_early: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.results.match.status).toBe("live");
  });

  it("needs no confirmation within two hours of the date, nor after it", async () => {
    const t = await sportsToken();
    for (const offset of [90 * 60_000, -10 * 60_000]) {
      const m = await createMatch(ctx, t, { kickoff_at: riyadhLocal(Date.now() + offset) });
      const res = await kickOff(t, m.id, "en");
      expect(res.status).toBe(200);
      expect(res.body.results.match.status).toBe("live");
    }
  });

  it("asks only for the kick-off: the later periods of a match started early follow as usual", async () => {
    const t = await sportsToken();
    const m = await createMatch(ctx, t, {
      kickoff_at: riyadhLocal(Date.now() + 5 * 24 * 3_600_000),
    });
    expect((await kickOff(t, m.id, "en", { confirm_early: true })).status).toBe(200);
    const half = await staffCall(
      ctx.app,
      "/match-events/save",
      { match_id: m.id, type: "period", period: "half_time", minute: 45 },
      { token: t },
    );
    expect(half.status).toBe(200);
    expect(half.body.results.match.status).toBe("half_time");
  });
});
