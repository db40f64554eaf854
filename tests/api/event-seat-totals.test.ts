import { describe, expect, it } from "vitest";
import { SEAT_FLAGS } from "../../src/shared/events/seat-map";
import {
  countSeatsWhole,
  loadSeatCounts,
  type SeatTotalsSource,
} from "../../src/server/modules/events/event-queries";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember } from "../helpers/events";
import { areaOf, day, validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// The events list keeps each event's seat totals under its seat map version and reads only the
// day's tickets on every call (ADR 0060). The short answer window is on, as in production.
const ctx = useTestApp({
  apiCacheSeconds: 60,
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
});

type SeatRow = [number, string, number, number, number, number];
type Counted = { seats_free: number; seats_total: number };

const counted = async (id: number, lang: "ar" | "en" | "es" = "en") => {
  const res = await call(ctx.app, "/reservations/events", { current: true }, { lang });
  expect(res.status).toBe(200);
  const found = (res.body.results.data as ({ id: number } & Counted)[]).find((e) => e.id === id);
  return found && { total: found.seats_total, free: found.seats_free };
};

/** What one statement counting every seat against the day's tickets answers now. */
const whole = async (eventId: number, attendOn: string | null) =>
  (await countSeatsWhole(ctx.app.db, [{ eventId, attendOn }])).get(eventId) ?? {
    total: 0,
    free: 0,
  };

describe("seat totals kept per seat map version", () => {
  it("are kept between calls, follow every seat-map save at once, and bookings stay live", async () => {
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

    // A change behind the map version's back is not seen within the window: the totals are kept.
    const seats = (map.areas[0].blocks[0].seats as SeatRow[]).map((r) => r[0]);
    await ctx.pool.query("UPDATE event_blocks SET staff_held = true WHERE id = $1", [seats[3]]);
    expect(await counted(ev.id)).toEqual({ total: 4, free: 4 });
    await ctx.pool.query("UPDATE event_blocks SET staff_held = false WHERE id = $1", [seats[3]]);

    /** Saves the map with the given seats' marks replaced. */
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

    // A save (no content version read in between) shows on the next call, in every language.
    await saveWith(new Map([[seats[0]!, SEAT_FLAGS.staff_held]]));
    for (const lang of ["ar", "en", "es"] as const)
      expect(await counted(ev.id, lang)).toEqual({ total: 4, free: 3 });
    await saveWith(new Map([[seats[1]!, SEAT_FLAGS.disabled]]));
    expect(await counted(ev.id)).toEqual({ total: 3, free: 2 });
    expect(await counted(ev.id)).toEqual(await whole(ev.id, day(48)));

    // A booking and a cancellation show at once.
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

    const days = [
      { eventId: ev.id, attendOn: d1 },
      { eventId: empty.id, attendOn: d1 },
    ];
    for (const attendOn of [d1, d2, null]) {
      const asked = [{ eventId: ev.id, attendOn }, days[1]!];
      const got = await loadSeatCounts(ctx.app.db, asked);
      expect(got.get(ev.id)).toEqual(await whole(ev.id, attendOn));
      expect(got.get(empty.id) ?? { total: 0, free: 0 }).toEqual({ total: 0, free: 0 });
    }
    expect((await loadSeatCounts(ctx.app.db, days)).get(ev.id)).toEqual({ total: 17, free: 14 });

    // Totals kept under the version are used as they are; a map saved meanwhile (the source
    // answers null) makes the whole count be read again.
    const kept: SeatTotalsSource = async () => ({ total: 100, open: 90 });
    expect((await loadSeatCounts(ctx.app.db, days, kept)).get(ev.id)).toEqual({
      total: 100,
      free: 89,
    });
    const moved: SeatTotalsSource = async () => null;
    expect((await loadSeatCounts(ctx.app.db, days, moved)).get(ev.id)).toEqual({
      total: 17,
      free: 14,
    });
  });
});
