import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../src/server/env";
import { isEventPageKey } from "../../src/server/lib/seat-changes";
import { call } from "../helpers/app";
import { eventPageBuild, startEventPageApp, type EventLoad } from "../helpers/event-page-build";
import { createEvent, createMember } from "../helpers/events";
import { createStaff, sessionFor, staffCall, totp } from "../helpers/staff";

// An event page read by guests (no session: the anonymous page cache, PAGE_CACHE_SECONDS)
// shows the seats left as the database holds them right after a booking or a cancellation.
// The page is a minimal build standing for the site's: its loader reads the event through the
// same in-process call, and it prints the seats left.

async function eventLoader({ params, context }: EventLoad) {
  const res = await context.api("/reservations/events", { id: Number(params.id) }, { lang: "en" });
  return { free: res.ok && "seats_free" in res.results ? res.results.seats_free : null };
}

const build = eventPageBuild(eventLoader, (d) => `<p id="free">${d.free}</p>`);

let app: FastifyInstance;
let pool: pg.Pool;
let env: Env;
let close = async () => {};

beforeAll(async () => {
  ({ app, pool, env, close } = await startEventPageApp(build));
});

afterAll(() => close());

/** A guest's read of the page: the seats left it shows and whether the cache answered. */
async function guestRead(url: string) {
  const res = await app.inject({ method: "GET", url, headers: { cookie: "cookies_agreed=1" } });
  expect(res.statusCode).toBe(200);
  return {
    free: Number(/<p id="free">(\d+)<\/p>/.exec(res.body)?.[1]),
    cache: res.headers["x-page-cache"],
  };
}

/**
 * A member holding one seat of a new four-seat event, whose pages (ar, en) guests have read: the
 * second read came from the cache.
 */
async function memberHoldingCachedSeat() {
  const ev = await createEvent(pool, { areas: 1, blocks: 1, rows: 1, seats: 4 });
  const pages = [`/event-details/${ev.id}/x`, `/en/event-details/${ev.id}/x`];
  const member = await createMember(pool, env);
  const booked = await call(
    app,
    "/reservations/create",
    { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[0]] },
    { token: member.token, lang: "en" },
  );
  expect(booked.status).toBe(200);
  for (const url of pages) expect(await guestRead(url)).toEqual({ free: 3, cache: "miss" });
  for (const url of pages) expect(await guestRead(url)).toEqual({ free: 3, cache: "hit" });
  return { member, pages };
}

describe("the seats left on an event page read by guests", () => {
  it("are read again after a booking and after a cancellation, in every language", async () => {
    const ev = await createEvent(pool, { areas: 1, blocks: 1, rows: 1, seats: 4 });
    const other = await createEvent(pool, { areas: 1, blocks: 1, rows: 1, seats: 2 });
    const page = `/event-details/${ev.id}/test-event`;
    const pages = [page, `/en${page}`];
    for (const url of pages) expect(await guestRead(url)).toEqual({ free: 4, cache: "miss" });
    for (const url of pages) expect(await guestRead(url)).toEqual({ free: 4, cache: "hit" });
    const otherPage = `/event-details/${other.id}/x`;
    expect((await guestRead(otherPage)).cache).toBe("miss");

    const member = await createMember(pool, env);
    const booked = await call(
      app,
      "/reservations/create",
      { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[0]] },
      { token: member.token, lang: "en" },
    );
    expect(booked.status).toBe(200);
    for (const url of pages) expect(await guestRead(url)).toEqual({ free: 3, cache: "miss" });
    // Another event's page is left in the cache.
    expect((await guestRead(otherPage)).cache).toBe("hit");

    const cancelled = await call(
      app,
      "/reservations/cancel",
      { id: booked.body.results.id },
      { token: member.token, lang: "en" },
    );
    expect(cancelled.status).toBe(200);
    for (const url of pages) expect((await guestRead(url)).free).toBe(4);
  });

  it("are read again after staff cancel or move a reservation", async () => {
    const ev = await createEvent(pool, { areas: 1, blocks: 1, rows: 1, seats: 4 });
    const page = `/en/event-details/${ev.id}/staff-changes`;
    const member = await createMember(pool, env);
    const booked = await call(
      app,
      "/reservations/create",
      { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[0]] },
      { token: member.token, lang: "en" },
    );
    expect(booked.status).toBe(200);
    expect(await guestRead(page)).toEqual({ free: 3, cache: "miss" });
    expect(await guestRead(page)).toEqual({ free: 3, cache: "hit" });

    const staff = await createStaff(pool, { roles: ["events"] });
    const token = await sessionFor(pool, env, staff.id);
    const id = booked.body.results.id;
    // A move keeps the count but changes the map: the page is read again.
    const moved = await staffCall(
      app,
      "/reservations/move",
      { id, seat_id: ev.seats[1] },
      { token },
    );
    expect(moved.status).toBe(200);
    expect(await guestRead(page)).toEqual({ free: 3, cache: "miss" });
    expect(await guestRead(page)).toEqual({ free: 3, cache: "hit" });

    const cancelled = await staffCall(app, "/reservations/cancel", { id }, { token });
    expect(cancelled.status).toBe(200);
    expect(await guestRead(page)).toEqual({ free: 4, cache: "miss" });

    // Cancelling again is refused (422) and leaves the page in the cache.
    const again = await staffCall(app, "/reservations/cancel", { id }, { token });
    expect(again.status).toBe(422);
    expect(await guestRead(page)).toEqual({ free: 4, cache: "hit" });
  });

  it("are read again after the member holding a seat deletes their account", async () => {
    const { member, pages } = await memberHoldingCachedSeat();

    const deleted = await call(
      app,
      "/website/user/delete",
      { confirm: true },
      { token: member.token, lang: "en" },
    );
    expect(deleted.status).toBe(200);
    // The seat went with the account: the pages show it free at once, not after the cache ends.
    for (const url of pages) expect(await guestRead(url)).toEqual({ free: 4, cache: "miss" });
  });

  it("are read again after the staff erase the data of a member holding a seat", async () => {
    const { member, pages } = await memberHoldingCachedSeat();

    const admin = await createStaff(pool, { roles: ["admin"] });
    const erased = await staffCall(
      app,
      "/privacy/erase",
      { phone: member.phone, confirm: true },
      {
        token: await sessionFor(pool, env, admin.id),
        headers: { "x-staff-reauth-code": totp(admin.secret!) },
      },
    );
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    // The seat went with the member's data: the pages show it free at once.
    for (const url of pages) expect(await guestRead(url)).toEqual({ free: 4, cache: "miss" });
  });

  it("name the event's pages only, documents and route data", () => {
    const key = (url: string) => `GET http://127.0.0.1:3000${url} 1`;
    expect(isEventPageKey(key("/event-details/3/fans-day"), 3)).toBe(true);
    expect(isEventPageKey(key("/en/event-details/3/fans-day.data"), 3)).toBe(true);
    expect(isEventPageKey(key("/es/event-details/3"), 3)).toBe(true);
    expect(isEventPageKey(key("/event-details/3?x=1"), 3)).toBe(true);
    expect(isEventPageKey(key("/event-details/31/other"), 3)).toBe(false);
    expect(isEventPageKey(key("/events"), 3)).toBe(false);
  });
});
