import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember } from "../helpers/events";

const ctx = useTestApp({ rateLimitMax: 100_000 });

type Seat = { id: number; number: number; row: string; is_available: boolean };

/**
 * The seat map's reads pinned whole: the layout with every seat in its order (block, seat
 * order, row, number), each seat's availability on the asked day (a live ticket or a staff
 * hold takes it; a cancelled ticket or a ticket of another day does not), and the counts the
 * areas, blocks and the event page derive from the same rule.
 */
describe("seat map reads", () => {
  it("answers the whole layout with every seat, in order, free or taken for the day", async () => {
    const ev = await createEvent(ctx.pool, { areas: 2, blocks: 2, rows: 2, seats: 3 });
    const [day, otherDay] = ev.days as [string, string];
    const seat = (i: number) => ev.seats[i]!;
    // Block 1's last seat is ordered first: the answer follows the seat order, not the ids.
    await ctx.pool.query("UPDATE event_blocks SET ord = -1 WHERE id = $1", [seat(5)]);
    await ctx.pool.query("UPDATE event_blocks SET staff_held = true WHERE id = $1", [seat(1)]);
    const book = async (seatId: number, attendOn: string) => {
      const member = await createMember(ctx.pool, ctx.env);
      const res = await call(
        ctx.app,
        "/reservations/create",
        { event_id: ev.id, attend_at: attendOn, containers_blocks_ids: [seatId] },
        { token: member.token },
      );
      expect(res.status).toBe(200);
    };
    await book(seat(0), day);
    await book(seat(7), day);
    await book(seat(2), otherDay);
    await book(seat(13), day);
    // A cancelled ticket frees its seat again.
    await ctx.pool.query(
      "UPDATE reservation_seats SET cancelled_at = now() WHERE event_id = $1 AND block_id = $2",
      [ev.id, seat(13)],
    );

    const taken = new Set([seat(0), seat(1), seat(7)]);
    const seatsOf = (block: number): Seat[] => {
      const ids = ev.seats.slice(block * 6, block * 6 + 6);
      const list = ids.map((id, i) => ({
        id,
        number: (i % 3) + 1,
        row: i < 3 ? "A" : "B",
        is_available: !taken.has(id),
      }));
      return block === 0 ? [list[5]!, ...list.slice(0, 5)] : list;
    };
    const free = (block: number) => seatsOf(block).filter((s) => s.is_available).length;
    const blockDto = (area: number, b: number) => ({
      id: ev.blocks[area * 2 + b],
      title: `Block ${area + 1}${b + 1}`,
      gate: `${area + 1}`,
      parent_id: ev.areas[area],
      parent: { id: ev.areas[area], title: `Area ${area + 1}` },
      ord: b,
      position: null,
      seats_total: 6,
      seats_free: free(area * 2 + b),
      blocks: seatsOf(area * 2 + b),
    });
    const expected = [0, 1].map((area) => ({
      id: ev.areas[area],
      title: `Area ${area + 1}`,
      gate: `${area + 1}`,
      parent_id: null,
      parent: null,
      ord: area,
      position: null,
      seats_total: 12,
      seats_free: free(area * 2) + free(area * 2 + 1),
      childs: [blockDto(area, 0), blockDto(area, 1)],
      blocks: [],
    }));

    const whole = await call(
      ctx.app,
      "/reservations/containers",
      { event_id: ev.id, attend_at: day, with: ["childs", "childs.blocks"] },
      { lang: "en" },
    );
    expect(whole.status).toBe(200);
    expect(whole.body.results.data).toEqual(expected);
    // The keys in the contract's order, byte for byte.
    expect(JSON.stringify(whole.body.results.data[0].childs[0].blocks[0])).toBe(
      JSON.stringify(seatsOf(0)[0]),
    );
    expect(Object.keys(whole.body.results.data[0])).toEqual([
      "id",
      "title",
      "gate",
      "parent_id",
      "parent",
      "ord",
      "position",
      "seats_total",
      "seats_free",
      "childs",
      "blocks",
    ]);

    // One block's seats and the event page's counts agree with the whole layout.
    const block = await call(ctx.app, "/reservations/blocks", {
      event_id: ev.id,
      parent_id: ev.blocks[0],
      attend_at: day,
    });
    expect(block.body.results.data).toEqual(seatsOf(0));
    const event = await call(
      ctx.app,
      "/reservations/events",
      { id: ev.id, attend_at: day, with: ["containers"] },
      { lang: "en" },
    );
    expect(event.body.results).toMatchObject({ seats_total: 24, seats_free: 24 - 3 });
    expect(event.body.results.containers[1].childs[0].seats_free).toBe(free(2));

    // The other day: only its own ticket and the staff hold take seats.
    const other = await call(ctx.app, "/reservations/blocks", {
      event_id: ev.id,
      parent_id: ev.blocks[0],
      attend_at: otherDay,
    });
    expect(
      other.body.results.data.filter((s: Seat) => !s.is_available).map((s: Seat) => s.id),
    ).toEqual([seat(1), seat(2)]);
  });

  it("counts every seat free but the staff's holds when the event has no day", async () => {
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 4, days: [] });
    await ctx.pool.query("UPDATE event_blocks SET staff_held = true WHERE id = $1", [ev.seats[3]]);
    const whole = await call(ctx.app, "/reservations/containers", {
      event_id: ev.id,
      with: ["childs", "childs.blocks"],
    });
    expect(whole.status).toBe(200);
    const blocks: Seat[] = whole.body.results.data[0].childs[0].blocks;
    expect(blocks.map((s) => s.is_available)).toEqual([true, true, true, false]);
    const event = await call(ctx.app, "/reservations/events", { id: ev.id });
    expect(event.body.results).toMatchObject({ attend_at: null, seats_total: 4, seats_free: 3 });
  });
});
