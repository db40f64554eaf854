import type pg from "pg";
import { describe, expect, it } from "vitest";
import { SEAT_FLAGS } from "../../src/shared/events/seat-map";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { call, useTestApp } from "../helpers/app";
import { createMember } from "../helpers/events";
import { areaOf, day, validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

// A fan's booking and a staff save of the seat map that takes the same seat out of service (or
// holds it for the club) run at the same time. Whichever reaches the seat first, the other waits
// for it and then sees its result: never a ticket on a seat that is no longer offered (ADR 0038).
// Each race is made certain rather than likely: a third connection holds one of the two in the
// middle of its transaction while the other starts, then lets it go.

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[]) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id, { reauth: true });
}

type SeatRow = [number, string, number, number, number, number];

/** An event made in the console with one block of three seats; answers its map as saved. */
async function eventWithSeats(t: string) {
  const ev = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body.results;
  const map = (
    await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: 1, areas: [areaOf(1, 3)] },
      { token: t },
    )
  ).body.results;
  const a = map.areas[0];
  const seats = a.blocks[0].seats as SeatRow[];
  /** Saves the map with one seat's marks replaced. */
  const saveWith = (seatId: number, flags: number) =>
    staffCall(
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
                seats: seats.map((s) => (s[0] === seatId ? [...s.slice(0, 5), flags] : s)),
              },
            ],
          },
        ],
      },
      { token: t, lang: "en" },
    );
  /** A member's booking of one seat on the event's date. */
  const book = (memberToken: string, seatId: number) =>
    call(
      ctx.app,
      "/reservations/create",
      { event_id: ev.id, attend_at: day(48), containers_blocks_ids: [seatId] },
      { token: memberToken, lang: "en" },
    );
  return { eventId: ev.id as number, seats: seats.map((s) => s[0]), saveWith, book };
}

/** Waits until `n` sessions of this database wait for a lock (or the deadline passes). */
async function waiters(n: number, ms = 5_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    const { rows } = await ctx.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n >= n) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Runs `hold` on its own connection inside a transaction; `release` commits it. */
async function barrier(hold: (c: pg.PoolClient) => Promise<unknown>) {
  const c = await ctx.pool.connect();
  await c.query("BEGIN");
  await hold(c);
  return async () => {
    await c.query("COMMIT");
    c.release();
  };
}

async function standingTickets(seatId: number) {
  const { rows } = await ctx.pool.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM reservation_seats WHERE block_id = $1 AND cancelled_at IS NULL",
    [seatId],
  );
  return rows[0]!.n;
}

describe("a booking racing a seat-map save", () => {
  for (const [mark, flags] of [
    ["out of service", SEAT_FLAGS.disabled],
    ["held for the club", SEAT_FLAGS.staff_held],
  ] as const) {
    it(`a booking that read the seat as offered waits for a save marking it ${mark}, then is refused`, async () => {
      const t = await token(["events"]);
      const { seats, saveWith, book } = await eventWithSeats(t);
      const seat = seats[1]!;
      const m = await createMember(ctx.pool, ctx.env);

      // The save stops just before its audit row, with the seat already changed (uncommitted).
      const release = await barrier((c) => c.query("LOCK TABLE audit_log IN SHARE MODE"));
      const saving = saveWith(seat, flags);
      expect(await waiters(1)).toBe(true);
      // The booking's own checks still see the seat offered (the save has not committed).
      const booking = book(m.token, seat);
      expect(await waiters(2)).toBe(true);
      await release();

      expect((await saving).status).toBe(200);
      const booked = await booking;
      expect(booked.status).toBe(422);
      expect(booked.body.results.code).toBe("block_not_found");
      expect(await standingTickets(seat)).toBe(0);
      // The fan can still book a seat that is offered.
      const other = await book(m.token, seats[0]!);
      expect(other.status).toBe(200);
    });
  }

  it("a save that starts while a booking of the seat is in flight waits for it, then lists the conflict", async () => {
    const t = await token(["events"]);
    const { eventId, seats, saveWith, book } = await eventWithSeats(t);
    const seat = seats[2]!;
    const m = await createMember(ctx.pool, ctx.env);

    // The booking stops inside its insert (its check of the event day), uncommitted.
    const release = await barrier((c) =>
      c.query("SELECT 1 FROM event_dates WHERE event_id = $1 FOR UPDATE", [eventId]),
    );
    const booking = book(m.token, seat);
    expect(await waiters(1)).toBe(true);
    const saving = saveWith(seat, SEAT_FLAGS.disabled);
    // The save waits for the booking (on today's seat lock); if it did not, it has finished.
    await Promise.race([saving, waiters(2)]);
    await release();

    expect((await booking).status).toBe(200);
    const saved = await saving;
    expect(saved.status).toBe(409);
    expect(saved.body.results.code).toBe("seat_booked");
    expect(saved.body.results.conflicts).toEqual([
      expect.objectContaining({ seat_id: seat, change: "disabled" }),
    ]);
    const { rows } = await ctx.pool.query("SELECT status FROM event_blocks WHERE id = $1", [seat]);
    expect(rows[0].status).toBe(1);
    expect(await standingTickets(seat)).toBe(1);
  });

  it("staff moving a ticket onto a seat a save is taking out of service are refused after it", async () => {
    const t = await token(["events"]);
    const { seats, saveWith, book } = await eventWithSeats(t);
    const m = await createMember(ctx.pool, ctx.env);
    const made = await book(m.token, seats[0]!);
    expect(made.status).toBe(200);

    const release = await barrier((c) => c.query("LOCK TABLE audit_log IN SHARE MODE"));
    const saving = saveWith(seats[2]!, SEAT_FLAGS.disabled);
    expect(await waiters(1)).toBe(true);
    const moving = staffCall(
      ctx.app,
      "/reservations/move",
      { id: made.body.results.id, seat_id: seats[2] },
      { token: t, lang: "en" },
    );
    expect(await waiters(2)).toBe(true);
    await release();

    expect((await saving).status).toBe(200);
    const moved = await moving;
    expect(moved.status).toBe(422);
    expect(moved.body.results.code).toBe("block_not_found");
    expect(await standingTickets(seats[2]!)).toBe(0);
    expect(await standingTickets(seats[0]!)).toBe(1);
  });

  it("the database itself refuses a standing ticket on a seat out of service, from either side", async () => {
    const t = await token(["events"]);
    const { seats, book } = await eventWithSeats(t);
    const m = await createMember(ctx.pool, ctx.env);
    const made = await book(m.token, seats[0]!);
    expect(made.status).toBe(200);
    // Taking the booked seat out of service, whatever the application checked.
    await expect(
      ctx.pool.query("UPDATE event_blocks SET status = 0 WHERE id = $1", [seats[0]]),
    ).rejects.toMatchObject({ code: "23514", constraint: "event_blocks_booked_in_service" });
    // Putting a ticket on a seat out of service.
    await ctx.pool.query("UPDATE event_blocks SET status = 0 WHERE id = $1", [seats[1]]);
    await expect(
      ctx.pool.query("UPDATE reservation_seats SET block_id = $1 WHERE reservation_id = $2", [
        seats[1],
        made.body.results.id,
      ]),
    ).rejects.toMatchObject({ code: "23514", constraint: "reservation_seats_seat_in_service" });
    // A cancelled ticket does not hold its seat in service.
    await ctx.pool.query(
      "UPDATE reservation_seats SET cancelled_at = now() WHERE reservation_id = $1",
      [made.body.results.id],
    );
    await ctx.pool.query("UPDATE event_blocks SET status = 0 WHERE id = $1", [seats[0]]);
  });
});
