import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../../src/server/env";
import { SEAT_FLAGS } from "../../src/shared/events/seat-map";
import { eventPageBuild, startEventPageApp, type EventLoad } from "../helpers/event-page-build";
import { areaOf, day, local, validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// An event page read by guests (no session: the anonymous page cache, PAGE_CACHE_SECONDS)
// shows the event as staff last saved it, at once on the instance that took the save: its
// dates, booking window and availability, and its seats left after a save of its map. The
// content version is not polled here (CONTENT_CACHE_POLL_MS 0, as on an instance whose next
// read has not come yet): only the save's own drop, or its own read of the version it moved,
// makes the page read again.

/** What the page shows of its event, or null when there is none to show. */
async function eventLoader({ params, context }: EventLoad) {
  const res = await context.api(
    "/reservations/events",
    { id: Number(params.id), with: ["containers"] },
    { lang: "en" },
  );
  if (!res.ok || !("seats_free" in res.results)) return null;
  const ev = res.results;
  return {
    days: ev.calendar.map((d) => d.date),
    to: ev.availability_to,
    open: ev.allow_reservation,
    free: ev.seats_free,
  };
}

const build = eventPageBuild(
  eventLoader,
  (d) => `<script id="ev">${JSON.stringify(d).replaceAll("<", "\\u003c")}</script>`,
);

let app: FastifyInstance;
let pool: pg.Pool;
let env: Env;
let close = async () => {};

beforeAll(async () => {
  ({ app, pool, env, close } = await startEventPageApp(build, {
    contentCachePollMs: 0,
    rateLimitMax: 1_000_000,
    staffRateLimitMax: 1_000_000,
  }));
});

afterAll(() => close());

type Shown = { days: string[]; to: string; open: boolean; free: number } | null;

/** A guest's read of the page: what it shows of the event and whether the cache answered. */
async function guestRead(url: string): Promise<{ ev: Shown; cache: unknown }> {
  const res = await app.inject({ method: "GET", url, headers: { cookie: "cookies_agreed=1" } });
  expect(res.statusCode).toBe(200);
  const json = /<script id="ev">(.*)<\/script>/.exec(res.body)?.[1];
  return { ev: JSON.parse(json ?? "undefined") as Shown, cache: res.headers["x-page-cache"] };
}

async function staffToken() {
  const staff = await createStaff(pool, { roles: ["events"] });
  return sessionFor(pool, env, staff.id, { reauth: true });
}

describe("an event page read by guests after a staff save", () => {
  it("shows the event's new dates, booking window and availability at once", async () => {
    const token = await staffToken();
    const first = await staffCall(app, "/events/save", validEvent(), { token });
    expect(first.status).toBe(200);
    const ev = first.body.results;
    const other = (await staffCall(app, "/events/save", validEvent(), { token })).body.results;
    const pages = [`/event-details/${ev.id}/open-day`, `/en/event-details/${ev.id}/open-day`];
    const otherPage = `/en/event-details/${other.id}/open-day`;
    for (const url of pages) expect((await guestRead(url)).cache).toBe("miss");
    const before = await guestRead(pages[1]!);
    expect(before.cache).toBe("hit");
    expect(before.ev).toMatchObject({ days: [day(48)], open: true });
    expect((await guestRead(otherPage)).cache).toBe("miss");

    const edited = {
      ...validEvent(),
      id: ev.id,
      version: ev.version,
      dates: [...validEvent().dates, { date: day(72), time: "18:30" }],
      availability_to: local(60),
      allow_reservation: false,
    };
    const saved = await staffCall(app, "/events/save", edited, { token });
    expect(saved.status).toBe(200);
    for (const url of pages) {
      const read = await guestRead(url);
      expect(read.cache).toBe("miss");
      expect(read.ev).toMatchObject({ days: [day(48), day(72)], open: false });
      expect(read.ev?.to.slice(0, 16)).toBe(edited.availability_to);
      expect(read.ev?.to).not.toBe(before.ev?.to);
    }
    // The save moved the content version: this instance read it before answering and dropped
    // its other pages too (Home and the lists show events), as every other instance does at its
    // next read of the version.
    expect((await guestRead(otherPage)).cache).toBe("miss");

    // A refused save (an older version) changed nothing: the page stays in the cache.
    const stale = await staffCall(app, "/events/save", { ...edited, title: ev.title }, { token });
    expect(stale.status).toBe(409);
    expect((await guestRead(pages[1]!)).cache).toBe("hit");

    // A deleted event's page is read again: there is no event to show.
    const removed = await staffCall(app, "/events/delete", { id: ev.id }, { token });
    expect(removed.status).toBe(200);
    expect(await guestRead(pages[1]!)).toEqual({ ev: null, cache: "miss" });
  });

  it("shows the seats left after a save of the map, not after a refused one", async () => {
    const token = await staffToken();
    const ev = (await staffCall(app, "/events/save", validEvent(), { token })).body.results;
    const first = await staffCall(
      app,
      "/events/seatmap/save",
      { event_id: ev.id, version: 1, areas: [areaOf(1, 4)] },
      { token },
    );
    expect(first.status).toBe(200);
    const page = `/en/event-details/${ev.id}/open-day`;
    expect(await guestRead(page)).toMatchObject({ ev: { free: 4 }, cache: "miss" });
    expect(await guestRead(page)).toMatchObject({ ev: { free: 4 }, cache: "hit" });

    // Two seats taken out of service.
    const map = first.body.results;
    const seats = map.areas[0].blocks[0].seats as [
      number,
      string,
      number,
      number,
      number,
      number,
    ][];
    const area = areaOf(
      1,
      4,
      seats.map((s) => s[0]),
    );
    area.blocks[0]!.seats = seats.map((s, i) =>
      i < 2 ? [...s.slice(0, 5), SEAT_FLAGS.disabled] : s,
    ) as (typeof area.blocks)[0]["seats"];
    const saved = await staffCall(
      app,
      "/events/seatmap/save",
      {
        event_id: ev.id,
        version: map.version,
        areas: [
          {
            ...area,
            id: map.areas[0].id,
            blocks: [{ ...area.blocks[0]!, id: map.areas[0].blocks[0].id }],
          },
        ],
      },
      { token },
    );
    expect(saved.status).toBe(200);
    expect(await guestRead(page)).toMatchObject({ ev: { free: 2 }, cache: "miss" });

    // The block removed: the event has no seats left to show.
    const emptied = await staffCall(
      app,
      "/events/seatmap/save",
      { event_id: ev.id, version: saved.body.results.version, areas: [] },
      { token },
    );
    expect(emptied.status).toBe(200);
    expect(await guestRead(page)).toMatchObject({ ev: { free: 0 }, cache: "miss" });
    expect(await guestRead(page)).toMatchObject({ ev: { free: 0 }, cache: "hit" });

    // A save from an older version is refused and leaves the page in the cache.
    const stale = await staffCall(
      app,
      "/events/seatmap/save",
      { event_id: ev.id, version: map.version, areas: [areaOf(1, 2)] },
      { token },
    );
    expect(stale.status).toBe(409);
    expect(await guestRead(page)).toMatchObject({ ev: { free: 0 }, cache: "hit" });
  });
});
