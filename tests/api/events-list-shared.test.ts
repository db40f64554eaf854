import { describe, expect, it } from "vitest";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember } from "../helpers/events";
import { validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// The short answer window on, as in production (the other files turn it off).
const ctx = useTestApp({
  apiCacheSeconds: 60,
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
});

type Listed = { id: number; title: string; seats_free: number; seats_total: number };
const listed = async (lang: "ar" | "en" | "es" = "en"): Promise<Listed[]> => {
  const res = await call(ctx.app, "/reservations/events", { current: true }, { lang });
  expect(res.status).toBe(200);
  return res.body.results.data;
};
const one = async (id: number, lang: "ar" | "en" | "es" = "en") =>
  (await listed(lang)).find((e) => e.id === id);

async function staffToken(roles: StaffRole[]) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id, { reauth: true });
}

/** The events lists keep their events and days between calls; seats stay live (ADR 0060). */
describe("the events list's content shared between calls", () => {
  it("keeps the events and their days, and counts the seats on every call", async () => {
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 4 });
    const first = await one(ev.id);
    expect(first).toMatchObject({ title: "Test event", seats_total: 4, seats_free: 4 });
    expect((await one(ev.id, "es"))?.title).toBe("Evento de prueba");

    // A change behind the content version's back is not seen within the window...
    await ctx.pool.query(`UPDATE events SET title = title || '{"en": "Renamed"}' WHERE id = $1`, [
      ev.id,
    ]);
    expect((await one(ev.id))?.title).toBe("Test event");

    // ...but a booking is, at once.
    const member = await createMember(ctx.pool, ctx.env);
    const booked = await call(
      ctx.app,
      "/reservations/create",
      { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[0]] },
      { token: member.token, lang: "en" },
    );
    expect(booked.status).toBe(200);
    expect(await one(ev.id)).toMatchObject({ title: "Test event", seats_free: 3 });

    // When the content version moves, the list is read again.
    await ctx.pool.query("SELECT content_cache_bump()");
    await ctx.app.contentCache.check();
    expect(await one(ev.id)).toMatchObject({ title: "Renamed", seats_free: 3 });
  });

  it("shows a staff save or deletion of an event once the version is read", async () => {
    const t = await staffToken(["events"]);
    const saved = await staffCall(ctx.app, "/events/save", validEvent(), { token: t });
    expect(saved.status).toBe(200);
    const id: number = saved.body.results.id;
    // Each save starts from the version the one before answered.
    let version: number = saved.body.results.version;
    await ctx.app.contentCache.check();
    expect((await one(id))?.title).toBe("Open day");

    const renamed = await staffCall(
      ctx.app,
      "/events/save",
      { ...validEvent(), id, version, title: { ar: "يوم مفتوح", en: "Open evening", es: "" } },
      { token: t },
    );
    expect(renamed.status).toBe(200);
    version = renamed.body.results.version;
    await ctx.app.contentCache.check();
    expect((await one(id))?.title).toBe("Open evening");
    expect((await one(id, "ar"))?.title).toBe("يوم مفتوح");

    const hidden = await staffCall(
      ctx.app,
      "/events/save",
      { ...validEvent(), id, version, published: false },
      { token: t },
    );
    expect(hidden.status).toBe(200);
    version = hidden.body.results.version;
    await ctx.app.contentCache.check();
    expect(await one(id)).toBeUndefined();

    const shown = await staffCall(
      ctx.app,
      "/events/save",
      { ...validEvent(), id, version },
      { token: t },
    );
    expect(shown.status).toBe(200);
    await ctx.app.contentCache.check();
    expect(await one(id)).toBeDefined();
    const deleted = await staffCall(ctx.app, "/events/delete", { id }, { token: t });
    expect(deleted.status).toBe(200);
    await ctx.app.contentCache.check();
    expect(await one(id)).toBeUndefined();
  });
});
