import { describe, expect, it } from "vitest";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { useTestApp } from "../helpers/app";
import { day, validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// Two events staff on one event at once: the second save never silently overwrites the first.

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[]) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id);
}

describe("two staff on one event", () => {
  it("refuses a save from a form opened before another editor's save (stale_version)", async () => {
    const t = await token(["events"]);
    const created = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body
      .results;
    expect(created.version).toEqual(expect.any(Number));
    // Two editors open the event; the first adds a day and saves...
    const first = await staffCall(
      ctx.app,
      "/events/save",
      { ...created, dates: [...created.dates, { date: day(72), time: "18:30" }] },
      { token: t },
    );
    expect(first.status).toBe(200);
    // ...the second, still on the version both read, changes the title: refused in the
    // staff member's language, the day the first added is kept.
    const second = await staffCall(
      ctx.app,
      "/events/save",
      { ...created, title: { ar: "عنوان آخر", en: "Another title", es: "" } },
      { token: t, lang: "ar" },
    );
    expect(second.status).toBe(409);
    expect(second.body.results.code).toBe("stale_version");
    expect(second.body.results.message).toMatch(/[\u0600-\u06ff]/);
    const now = (await staffCall(ctx.app, "/events/get", { id: created.id }, { token: t })).body
      .results;
    expect(now.dates).toHaveLength(2);
    expect(now.title.en).toBe(created.title.en);
    // From the version the first save answered, the change goes through.
    const again = await staffCall(
      ctx.app,
      "/events/save",
      { ...first.body.results, title: { ar: "عنوان آخر", en: "Another title", es: "" } },
      { token: t },
    );
    expect(again.status).toBe(200);
    expect(again.body.results.dates).toHaveLength(2);
  });

  it("refuses an update that names no version (422), the event unchanged", async () => {
    const t = await token(["events"]);
    const created = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body
      .results;
    const { version: _v, ...blind } = created;
    const refused = await staffCall(
      ctx.app,
      "/events/save",
      { ...blind, title: { ar: "عنوان آخر", en: "Blind overwrite", es: "" } },
      { token: t, lang: "en" },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.results.code).toBe("validation_failed");
    expect(refused.body.results.errors.version).toBeDefined();
    const now = (await staffCall(ctx.app, "/events/get", { id: created.id }, { token: t })).body
      .results;
    expect(now.title.en).toBe(created.title.en);
    expect(now.version).toBe(created.version);
    // A create names none.
    const fresh = await staffCall(ctx.app, "/events/save", validEvent(), { token: t });
    expect(fresh.status).toBe(200);
  });
});
