import type pg from "pg";
import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember } from "../helpers/events";

const ctx = useTestApp({ rateLimitMax: 100_000 });

/** Seats held more than once on one day, as a gate supervisor would count them. */
async function doubleBookings(pool: pg.Pool, table: string, eventId: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (
       SELECT block_id, attend_on FROM ${table} WHERE event_id = $1
        GROUP BY block_id, attend_on HAVING count(*) > 1) d`,
    [eventId],
  );
  return rows[0]!.n;
}

async function members(n: number) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(await createMember(ctx.pool, ctx.env));
  return out;
}

describe("the race for seats", { timeout: 120_000 }, () => {
  it("200 members racing for 20 seats at once: exactly 20 reservations, every other one a 409, no seat twice", async () => {
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 2, seats: 10 });
    expect(ev.seats).toHaveLength(20);
    const people = await members(200);
    const results = await Promise.all(
      people.map((m, i) =>
        call(
          ctx.app,
          "/reservations/create",
          { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[i % 20]] },
          { token: m.token, lang: "en" },
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(180);
    const codes = new Set(results.filter((r) => r.status === 409).map((r) => r.body.results.code));
    for (const code of codes)
      expect(["blocks_already_reserved", "no_seats_available"]).toContain(code);

    const { rows } = await ctx.pool.query<{
      seats: number;
      distinct_seats: number;
      reservations: number;
    }>(
      `SELECT count(*)::int AS seats, count(DISTINCT block_id)::int AS distinct_seats,
              (SELECT count(*)::int FROM reservations WHERE event_id = $1) AS reservations
         FROM reservation_seats WHERE event_id = $1`,
      [ev.id],
    );
    expect(rows[0]).toEqual({ seats: 20, distinct_seats: 20, reservations: 20 });
    expect(await doubleBookings(ctx.pool, "reservation_seats", ev.id)).toBe(0);
    // Every winner holds the seat the answer named.
    const won = results.filter((r) => r.status === 200).map((r) => r.body.results.seats[0].id);
    expect(new Set(won).size).toBe(20);
  });

  it("one member sending 50 requests at once for 50 different seats gets one reservation", async () => {
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 5, seats: 10 });
    const [m] = await members(1);
    const results = await Promise.all(
      ev.seats.map((seat) =>
        call(
          ctx.app,
          "/reservations/create",
          { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [seat] },
          { token: m!.token, lang: "en" },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results.filter((r) => r.status === 422 && r.body.results.code === "already_booked"),
    ).toHaveLength(49);
    const { rows } = await ctx.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reservation_seats WHERE event_id = $1",
      [ev.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("control: the same race through a check-then-insert path without the constraint is caught double-booking", async () => {
    // A copy of the seat table without its unique key, and the naive path the constraint replaces:
    // look for the seat, then insert. Concurrent requests see "free" and both insert.
    await ctx.pool.query(
      "CREATE TABLE naive_seats (event_id integer, block_id integer, attend_on date, member_id integer)",
    );
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 2, seats: 10 });
    const naiveReserve = async (memberId: number, seat: number) => {
      const client = await ctx.pool.connect();
      try {
        await client.query("BEGIN");
        const { rows } = await client.query(
          "SELECT 1 FROM naive_seats WHERE event_id = $1 AND block_id = $2 AND attend_on = $3",
          [ev.id, seat, ev.days[0]],
        );
        if (rows.length) {
          await client.query("ROLLBACK");
          return 409;
        }
        await client.query("SELECT pg_sleep(0.01)");
        await client.query(
          "INSERT INTO naive_seats (event_id, block_id, attend_on, member_id) VALUES ($1, $2, $3, $4)",
          [ev.id, seat, ev.days[0], memberId],
        );
        await client.query("COMMIT");
        return 200;
      } finally {
        client.release();
      }
    };
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => naiveReserve(i + 1, ev.seats[i % 20]!)),
    );
    // The detector that reported 0 above finds the double bookings here.
    expect(await doubleBookings(ctx.pool, "naive_seats", ev.id)).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(20);
  });
});
