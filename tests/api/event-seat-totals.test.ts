import { afterEach, describe, expect, it, vi } from "vitest";
import { SEAT_FLAGS } from "../../src/shared/events/seat-map";
import { countSeatsWhole, loadSeatCounts } from "../../src/server/modules/events/event-queries";
import { createSeatTotalsStore } from "../../src/server/modules/events/seat-totals";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember } from "../helpers/events";
import { areaOf, day, validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// The events list keeps each event's seat totals with the seat map version they were counted at
// and, while every version holds, reads only the day's tickets (ADR 0060). The short answer
// window is on, as in production (tests/api/public-site.test.ts has it off).
const ctx = useTestApp({
  apiCacheSeconds: 60,
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
});

afterEach(() => vi.restoreAllMocks());

type SeatRow = [number, string, number, number, number, number];
type Listed = { id: number; seats_free: number; seats_total: number };

const listed = async (lang: "ar" | "en" | "es" = "en") => {
  const res = await call(ctx.app, "/reservations/events", { current: true }, { lang });
  expect(res.status).toBe(200);
  return res.body.results.data as Listed[];
};
const counted = async (id: number, lang: "ar" | "en" | "es" = "en") => {
  const found = (await listed(lang)).find((e) => e.id === id);
  return found && { total: found.seats_total, free: found.seats_free };
};

/** What one statement counting every seat against the day's tickets answers now. */
const whole = async (eventId: number, attendOn: string | null) => {
  const [r] = await countSeatsWhole(ctx.app.db, [{ eventId, attendOn }]);
  return { total: r?.total ?? 0, free: r?.free ?? 0 };
};

/** Every statement the app sends to the database (named ones too) while `run` runs. */
async function statementsOf(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(ctx.pool, "query");
  await run();
  // The content cache version (read every second) and the API's rate counter (a call from
  // outside; the pages' in-process calls skip it) use the same pool: not the list's own.
  const n = spy.mock.calls.filter(
    ([q]) => !/content_cache_version|rate_counters/.test(JSON.stringify(q)),
  );
  spy.mockRestore();
  return n.length;
}

/** The content version moved (as a staff save of an event does) and read by the instance. */
async function contentMoved() {
  await ctx.pool.query("SELECT content_cache_bump()");
  await ctx.app.contentCache.check();
}

describe("the events list's seat totals kept per seat map version", () => {
  it("reads three statements cold and one warm, whatever the number of events", async () => {
    await contentMoved();
    const cold = await statementsOf(() => listed());
    const warm = await statementsOf(() => listed());
    expect(cold).toBe(3);
    expect(warm).toBe(1);

    await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 1 });
    await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 1 });
    await contentMoved();
    expect(await statementsOf(() => listed())).toBe(cold);
    expect(await statementsOf(() => listed())).toBe(warm);

    // A map saved since the totals were kept: the tickets, then every seat once.
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 3 });
    await contentMoved();
    await listed();
    await ctx.pool.query(
      "UPDATE events SET seat_map_version = seat_map_version + 1 WHERE id = $1",
      [ev.id],
    );
    expect(await statementsOf(() => listed())).toBe(2);
    expect(await statementsOf(() => listed())).toBe(1);
  });

  it("sees a seat held or disabled at the next call once the map version moves", async () => {
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 4 });
    await contentMoved();
    expect(await counted(ev.id)).toEqual({ total: 4, free: 4 });

    // A change behind the map version's back is not seen within the window: the totals are kept.
    await ctx.pool.query("UPDATE event_blocks SET staff_held = true WHERE id = $1", [ev.seats[3]]);
    expect(await counted(ev.id)).toEqual({ total: 4, free: 4 });

    // The same change with the version moved, as a seat-map save makes it in its transaction.
    await ctx.pool.query(
      "UPDATE events SET seat_map_version = seat_map_version + 1 WHERE id = $1",
      [ev.id],
    );
    expect(await counted(ev.id)).toEqual({ total: 4, free: 3 });
    await ctx.pool.query("UPDATE event_blocks SET status = 0 WHERE id = $1", [ev.seats[0]]);
    await ctx.pool.query(
      "UPDATE events SET seat_map_version = seat_map_version + 1 WHERE id = $1",
      [ev.id],
    );
    expect(await counted(ev.id)).toEqual({ total: 3, free: 2 });
    expect(await counted(ev.id)).toEqual(await whole(ev.id, ev.days[0]!));
  });

  it("follows every staff seat-map save, a booking and a cancellation at once", async () => {
    const s = await createStaff(ctx.pool, { roles: ["events"] });
    const t = await sessionFor(ctx.pool, ctx.env, s.id, { reauth: true });
    const ev = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body.results;
    let map = (
      await staffCall(
        ctx.app,
        "/events/seatmap/save",
        { event_id: ev.id, version: 1, areas: [areaOf(1, 4)] },
        { token: t },
      )
    ).body.results;
    await ctx.app.contentCache.check();
    expect(await counted(ev.id)).toEqual({ total: 4, free: 4 });
    const seats = (map.areas[0].blocks[0].seats as SeatRow[]).map((r) => r[0]);

    /** Saves the map with the given seats' marks replaced (no content version read after it). */
    const saveWith = async (flags: Map<number, number>) => {
      const a = map.areas[0];
      const saved = await staffCall(
        ctx.app,
        "/events/seatmap/save",
        {
          event_id: ev.id,
          version: map.version,
          areas: [
            {
              id: a.id,
              title: a.title,
              gate: a.gate,
              blocks: [
                {
                  id: a.blocks[0].id,
                  title: a.blocks[0].title,
                  seats: (a.blocks[0].seats as SeatRow[]).map((r) =>
                    flags.has(r[0]) ? [...r.slice(0, 5), flags.get(r[0])] : r,
                  ),
                },
              ],
            },
          ],
        },
        { token: t, lang: "en" },
      );
      expect(saved.status).toBe(200);
      map = saved.body.results;
    };

    await saveWith(new Map([[seats[0]!, SEAT_FLAGS.staff_held]]));
    for (const lang of ["ar", "en", "es"] as const)
      expect(await counted(ev.id, lang)).toEqual({ total: 4, free: 3 });
    await saveWith(new Map([[seats[1]!, SEAT_FLAGS.disabled]]));
    expect(await counted(ev.id)).toEqual({ total: 3, free: 2 });
    expect(await counted(ev.id)).toEqual(await whole(ev.id, day(48)));

    const member = await createMember(ctx.pool, ctx.env);
    const booked = await call(
      ctx.app,
      "/reservations/create",
      { event_id: ev.id, attend_at: day(48), containers_blocks_ids: [seats[2]] },
      { token: member.token, lang: "en" },
    );
    expect(booked.status).toBe(200);
    expect(await counted(ev.id)).toEqual({ total: 3, free: 1 });
    const cancelled = await call(
      ctx.app,
      "/reservations/cancel",
      { id: booked.body.results.id },
      { token: member.token, lang: "en" },
    );
    expect(cancelled.status).toBe(200);
    expect(await counted(ev.id)).toEqual({ total: 3, free: 2 });
  });

  it("count as one statement over every seat does, whatever the seats' and tickets' state", async () => {
    const ev = await createEvent(ctx.pool, { areas: 2, blocks: 2, rows: 2, seats: 3 });
    const empty = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 0, seats: 0 });
    const [d1, d2] = ev.days as [string, string];
    const q = (text: string, values: unknown[]) => ctx.pool.query(text, values);
    await q("UPDATE event_blocks SET staff_held = true WHERE id = ANY($1)", [ev.seats.slice(0, 2)]);
    await q("UPDATE event_blocks SET status = 0 WHERE id = $1", [ev.seats[2]]);
    await q("UPDATE event_containers SET status = 0 WHERE id = $1", [ev.blocks[3]]);
    const member = await createMember(ctx.pool, ctx.env);
    // Live and cancelled tickets on both days, on open, held-free and unpublished-area seats.
    const { rows } = await q(
      `INSERT INTO reservations (event_id, member_id, attend_on, reference)
       VALUES ($1, $2, $3, 'TK-totals-1'), ($1, $2, $4, 'TK-totals-2') RETURNING id`,
      [ev.id, member.id, d1, d2],
    );
    const ticket = (r: number, seat: number, on: string, cancelled: boolean) =>
      q(
        `INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on, cancelled_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [r, ev.id, seat, on, cancelled ? new Date() : null],
      );
    await ticket(rows[0].id, ev.seats[3]!, d1, false);
    await ticket(rows[0].id, ev.seats[4]!, d1, true);
    await ticket(rows[0].id, ev.seats[20]!, d1, false);
    await ticket(rows[1].id, ev.seats[5]!, d2, false);

    const store = createSeatTotalsStore({ ttlSeconds: 60 });
    for (const attendOn of [d1, d2, null]) {
      const asked = [
        { eventId: ev.id, attendOn },
        { eventId: empty.id, attendOn },
      ];
      // Cold (every seat counted, totals kept), then warm (the day's tickets only).
      for (const round of ["cold", "warm"]) {
        const got = await loadSeatCounts(ctx.app.db, asked, store);
        expect([round, got.get(ev.id)]).toEqual([round, await whole(ev.id, attendOn)]);
        expect([round, got.get(empty.id)]).toEqual([round, { total: 0, free: 0 }]);
      }
    }
    expect(store.get(ev.id)).toMatchObject({ total: 17, open: 15 });
    expect(
      (await loadSeatCounts(ctx.app.db, [{ eventId: ev.id, attendOn: d1 }])).get(ev.id),
    ).toEqual({ total: 17, free: 14 });

    // Totals kept under the current version are used as they are (only the tickets are read);
    // under a version that moved, every seat is counted again and the new totals kept.
    const { version } = store.get(ev.id)!;
    const days = [{ eventId: ev.id, attendOn: d1 }];
    store.set(ev.id, { version, total: 100, open: 90 });
    expect((await loadSeatCounts(ctx.app.db, days, store)).get(ev.id)).toEqual({
      total: 100,
      free: 89,
    });
    store.set(ev.id, { version: version - 1, total: 100, open: 90 });
    expect((await loadSeatCounts(ctx.app.db, days, store)).get(ev.id)).toEqual({
      total: 17,
      free: 14,
    });
    expect(store.get(ev.id)).toEqual({ version, total: 17, open: 15 });
  });
});
