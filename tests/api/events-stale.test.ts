import { describe, expect, it } from "vitest";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { useTestApp } from "../helpers/app";
import { areaOf, day, validEvent } from "../helpers/events-fixtures";
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
    expect(created.version).toBe(1);
    // Two editors open the event; the first adds a day and saves...
    const first = await staffCall(
      ctx.app,
      "/events/save",
      { ...created, dates: [...created.dates, { date: day(72), time: "18:30" }] },
      { token: t },
    );
    expect(first.status).toBe(200);
    expect(first.body.results.version).toBe(2);
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

  it("lets only one of two saves from the same version through, at the same moment", async () => {
    const t = await token(["events"]);
    const created = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body
      .results;
    const both = await Promise.all(
      ["First title", "Second title"].map((en) =>
        staffCall(
          ctx.app,
          "/events/save",
          { ...created, title: { ar: "عنوان", en, es: "" } },
          { token: t, lang: "en" },
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = both.find((r) => r.status === 200)!.body.results;
    const lost = both.find((r) => r.status === 409)!.body.results;
    expect(lost.code).toBe("stale_version");
    expect(lost.current_version).toBe(2);
    const now = (await staffCall(ctx.app, "/events/get", { id: created.id }, { token: t })).body
      .results;
    expect(now).toMatchObject({ version: 2, title: { en: won.title.en } });
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

  it("refuses a seat map save from an older version (409) or without one (422), the map unchanged", async () => {
    const t = await token(["events"]);
    const ev = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body.results;
    const read = async () =>
      (await staffCall(ctx.app, "/events/seatmap/get", { event_id: ev.id }, { token: t })).body
        .results;
    const opened = await read();
    expect(opened.version).toBe(1);
    // Saved from the version read: 200, version + 1.
    const first = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: opened.version, areas: [areaOf(1, 3)] },
      { token: t },
    );
    expect(first.status).toBe(200);
    expect(first.body.results.version).toBe(2);
    // A second editor, still on version 1, would replace the map: refused in their language.
    const second = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: opened.version, areas: [areaOf(2, 5)] },
      { token: t, lang: "ar" },
    );
    expect(second.status).toBe(409);
    expect(second.body.results.code).toBe("stale_version");
    expect(second.body.results.current_version).toBe(2);
    expect(second.body.results.message).toMatch(/[\u0600-\u06ff]/);
    const kept = await read();
    expect(kept.version).toBe(2);
    expect(kept.areas).toHaveLength(1);
    expect(kept.areas[0].blocks[0].seats).toHaveLength(3);
    // Without a version: 422 on `version`, nothing changed.
    const blind = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, areas: [areaOf(2, 5)] },
      { token: t, lang: "en" },
    );
    expect(blind.status).toBe(422);
    expect(blind.body.results.errors.version).toBeDefined();
    expect((await read()).version).toBe(2);
    // From the version the first save answered, the next save goes through.
    const again = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: first.body.results.version, areas: [areaOf(2, 5)] },
      { token: t },
    );
    expect(again.status).toBe(200);
    expect(again.body.results.version).toBe(3);
  });
});
