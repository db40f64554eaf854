import { describe, expect, it } from "vitest";
import { generateSeats, SEAT_FLAGS, seatProblems } from "../../src/shared/events/seat-map";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { call, useTestApp } from "../helpers/app";
import { createMember } from "../helpers/events";
import { areaOf, day, local, validEvent } from "../helpers/events-fixtures";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[]) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id, { reauth: true });
}

describe("events for staff", () => {
  it("creates, reads, lists and updates an event, audited", async () => {
    const t = await token(["events"]);
    const saved = await staffCall(ctx.app, "/events/save", validEvent(), { token: t });
    expect(saved.status).toBe(200);
    const ev = saved.body.results;
    expect(ev.title).toEqual({ ar: "يوم مفتوح", en: "Open day", es: "" });
    expect(ev.dates).toEqual([{ date: day(48), time: "20:00", booked: 0 }]);
    expect(ev.availability_to).toBe(local(40));
    expect(ev.guests_allowed).toBe(false);

    const again = await staffCall(
      ctx.app,
      "/events/save",
      {
        ...validEvent(),
        id: ev.id,
        version: ev.version,
        dates: [...validEvent().dates, { date: day(72), time: "18:30" }],
      },
      { token: t },
    );
    expect(again.body.results.dates.map((d: any) => d.date)).toEqual([day(48), day(72)]);

    const list = await staffCall(ctx.app, "/events/list", { search: "Open day" }, { token: t });
    expect(list.body.results.data.map((r: any) => r.id)).toContain(ev.id);
    const past = await staffCall(
      ctx.app,
      "/events/list",
      { when: "past", search: "Open day" },
      { token: t },
    );
    expect(past.body.results.data.map((r: any) => r.id)).not.toContain(ev.id);

    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'event' AND record_id = $1 ORDER BY id",
      [String(ev.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["event.create", "event.update"]);
  });

  it("refuses bad fields, each on its field and in the request's language", async () => {
    const t = await token(["events"]);
    const bad = {
      ...validEvent(),
      title: { ar: "", en: "x", es: "" },
      dates: [],
      availability_from: local(10),
      availability_to: local(5),
      max_seats: 40,
      ticket_visible_hours: -1,
    };
    const en = await staffCall(ctx.app, "/events/save", bad, { token: t, lang: "en" });
    expect(en.status).toBe(422);
    const errs = en.body.results.errors;
    expect(Object.keys(errs)).toEqual(
      expect.arrayContaining(["title.ar", "dates", "max_seats", "ticket_visible_hours"]),
    );
    expect(errs.max_seats[0]).toBe("Between 1 and 10 seats");
    const ar = await staffCall(ctx.app, "/events/save", bad, { token: t, lang: "ar" });
    expect(ar.body.results.errors.max_seats[0]).toBe("من 1 إلى 10 مقاعد");
    const order = await staffCall(
      ctx.app,
      "/events/save",
      { ...validEvent(), availability_from: local(10), availability_to: local(5) },
      { token: t, lang: "es" },
    );
    expect(order.body.results.errors.availability_to[0]).toBe(
      "El periodo debe cerrar después de abrir",
    );
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM events WHERE title->>'en' = 'x'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuses other roles on every events call", async () => {
    for (const role of ["gate", "sports", "editor"] as StaffRole[]) {
      const t = await token([role]);
      for (const path of ["/events/list", "/events/save", "/events/seatmap/get"] as const) {
        const r = await staffCall(ctx.app, path, { event_id: 1, ...validEvent() } as never, {
          token: t,
        });
        expect(r.status, `${role} ${path}`).toBe(403);
      }
    }
  });
});

describe("seat maps", () => {
  it("generates rows and seats from a few numbers, and finds duplicates", () => {
    const seats = generateSeats({
      rows: 2,
      seatsPerRow: 3,
      direction: "rtl",
      labels: "letters",
      firstRow: 1,
      firstSeat: 1,
    });
    expect(seats.map((s) => `${s[1]}${s[2]}@${s[3]},${s[4]}`)).toEqual([
      "A1@0,2",
      "A2@0,1",
      "A3@0,0",
      "B1@1,2",
      "B2@1,1",
      "B3@1,0",
    ]);
    const numbered = generateSeats({
      rows: 1,
      seatsPerRow: 2,
      direction: "ltr",
      labels: "numbers",
      firstRow: 27,
      firstSeat: 5,
    });
    expect(numbered.map((s) => `${s[1]}-${s[2]}@${s[4]}`)).toEqual(["27-5@0", "27-6@1"]);
    expect(seatProblems([...seats, [null, "A", 1, 5, 5, 0]])).toEqual([
      { index: 6, kind: "duplicate_label" },
    ]);
  });

  it("saves a generated map, refuses duplicate labels, and draws sales per area", async () => {
    const t = await token(["events"]);
    const ev = (
      await staffCall(
        ctx.app,
        "/events/save",
        { ...validEvent(), guests_allowed: true },
        { token: t },
      )
    ).body.results;
    const saved = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      // A new event's map is at version 1.
      { event_id: ev.id, version: 1, areas: [areaOf(2, 3)] },
      { token: t },
    );
    expect(saved.status).toBe(200);
    const map = saved.body.results;
    expect(map.occupancy).toEqual({ total: 6, sold: 0, free: 6 });
    const block = map.areas[0].blocks[0];
    expect(block.seats).toHaveLength(6);

    // A duplicate label in one block: refused before anything is written.
    const dup = areaOf(1, 2);
    dup.blocks[0]!.seats[1]![2] = 1;
    const refused = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: saved.body.results.version, areas: [dup] },
      { token: t, lang: "en" },
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body.results.errors)).toContain("same row and number");
    // The database refuses it too.
    await expect(
      ctx.pool.query(
        "INSERT INTO event_blocks (event_id, container_id, row_label, number) VALUES ($1, $2, 'A', 1)",
        [ev.id, block.id],
      ),
    ).rejects.toThrow(/event_blocks_label_key/);

    // A member books a seat: the map shows it sold on that day.
    const m = await createMember(ctx.pool, ctx.env, { name: "Salem" });
    const seatId = block.seats[0][0];
    const made = await call(
      ctx.app,
      "/reservations/create",
      { event_id: ev.id, attend_at: day(48), containers_blocks_ids: [seatId] },
      { token: m.token, lang: "en" },
    );
    expect(made.status).toBe(200);
    const read = await staffCall(
      ctx.app,
      "/events/seatmap/get",
      { event_id: ev.id, attend_at: day(48) },
      { token: t },
    );
    expect(read.body.results.areas[0].occupancy).toEqual({ total: 6, sold: 1, free: 5 });
    expect(read.body.results.areas[0].blocks[0].sold).toEqual([seatId]);
  });

  it("places each stand round the ground: saved, read back, given to fans, and checked", async () => {
    const t = await token(["events"]);
    const ev = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body.results;
    const north = { ...areaOf(1, 2), position: "north" };
    const corner = {
      ...areaOf(1, 2),
      title: { ar: "الزاوية", en: "Corner", es: "" },
      position: "south_west",
    };
    const unplaced = { ...areaOf(1, 2), title: { ar: "مدرج", en: "Stand", es: "" } };
    const saved = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: 1, areas: [corner, north, unplaced] },
      { token: t },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.results.areas.map((a: any) => a.position)).toEqual([
      "south_west",
      "north",
      null,
    ]);

    // Moved by a later save, and cleared.
    const again = saved.body.results.areas.map((a: any) => ({
      id: a.id,
      title: a.title,
      gate: a.gate,
      position: a.position === "north" ? "east" : null,
      blocks: a.blocks.map((b: any) => ({ id: b.id, title: b.title, seats: b.seats })),
    }));
    const moved = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: saved.body.results.version, areas: again },
      { token: t },
    );
    expect(moved.body.results.areas.map((a: any) => a.position)).toEqual([null, "east", null]);

    // An unknown place is refused on its field, in the request's language.
    const bad = await staffCall(
      ctx.app,
      "/events/seatmap/save",
      {
        event_id: ev.id,
        version: moved.body.results.version,
        areas: [{ ...areaOf(1, 2), position: "pitch" }],
      },
      { token: t, lang: "en" },
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.results.errors)).toContain("side of the pitch or a corner");
    // The database keeps positions to areas, and to the known places.
    const blockId = moved.body.results.areas[1].blocks[0].id;
    await expect(
      ctx.pool.query("UPDATE event_containers SET stand_position = 'north' WHERE id = $1", [
        blockId,
      ]),
    ).rejects.toThrow(/event_containers_stand_position/);
    await expect(
      ctx.pool.query("UPDATE event_containers SET stand_position = 'middle' WHERE id = $1", [
        moved.body.results.areas[1].id,
      ]),
    ).rejects.toThrow(/event_containers_stand_position/);

    // Fans get each stand's place with the layout; the demo stadium has its four sides.
    const demo = await call(ctx.app, "/reservations/events", { id: 1, "with[]": ["containers"] });
    expect(demo.body.results.containers.map((c: any) => c.position)).toEqual([
      "north",
      "south",
      "east",
      "west",
    ]);
    expect(demo.body.results.containers[0].childs[0].position).toBeNull();
  });

  it("refuses to drop, rename or disable a booked seat, listing the conflicts, and allows it after cancelling", async () => {
    const t = await token(["events"]);
    const ev = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body.results;
    const map = (
      await staffCall(
        ctx.app,
        "/events/seatmap/save",
        { event_id: ev.id, version: 1, areas: [areaOf(1, 3)] },
        { token: t },
      )
    ).body.results;
    const seats = map.areas[0].blocks[0].seats;
    // Each save starts from the version the last accepted one answered.
    let version: number = map.version;
    const m = await createMember(ctx.pool, ctx.env, { name: "Noura" });
    const made = await call(
      ctx.app,
      "/reservations/create",
      { event_id: ev.id, attend_at: day(48), containers_blocks_ids: [seats[1][0]] },
      { token: m.token },
    );
    expect(made.status).toBe(200);

    const withIds = {
      ...map.areas[0],
      id: map.areas[0].id,
      blocks: [{ ...map.areas[0].blocks[0] }],
    };
    const save = async (blockSeats: unknown[], lang: "ar" | "en" = "en") => {
      const r = await staffCall(
        ctx.app,
        "/events/seatmap/save",
        {
          event_id: ev.id,
          version,
          areas: [
            {
              id: withIds.id,
              title: withIds.title,
              gate: withIds.gate,
              blocks: [
                { id: withIds.blocks[0].id, title: withIds.blocks[0].title, seats: blockSeats },
              ],
            },
          ],
        },
        { token: t, lang },
      );
      if (r.status === 200) version = r.body.results.version;
      return r;
    };

    // Dropped: the booked seat is missing from the map.
    const dropped = await save(seats.filter((_: unknown, i: number) => i !== 1));
    expect(dropped.status).toBe(409);
    expect(dropped.body.results.code).toBe("seat_booked");
    expect(dropped.body.results.conflicts).toEqual([
      expect.objectContaining({
        seat_id: seats[1][0],
        label: "A2",
        block: "Block A",
        change: "removed",
        reservations: [{ id: made.body.results.id, attend_at: day(48) }],
      }),
    ]);
    // The block is named in the staff member's language, as the message is.
    const droppedAr = await save(
      seats.filter((_: unknown, i: number) => i !== 1),
      "ar",
    );
    expect(droppedAr.status).toBe(409);
    expect(droppedAr.body.results.message).toMatch(/[\u0600-\u06ff]/);
    expect(droppedAr.body.results.conflicts[0].block).toBe("مربع أ");
    // Renamed, disabled: refused too; marking it accessible is fine.
    const renamed = await save(
      seats.map((s: any[], i: number) => (i === 1 ? [s[0], "Z", 9, s[3], s[4], s[5]] : s)),
    );
    expect(renamed.body.results.conflicts[0].change).toBe("relabelled");
    const disabled = await save(
      seats.map((s: any[], i: number) => (i === 1 ? [...s.slice(0, 5), SEAT_FLAGS.disabled] : s)),
    );
    expect(disabled.body.results.conflicts[0].change).toBe("disabled");
    const accessible = await save(
      seats.map((s: any[], i: number) => (i === 1 ? [...s.slice(0, 5), SEAT_FLAGS.accessible] : s)),
    );
    expect(accessible.status).toBe(200);
    // Nothing of the refused saves was written.
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM event_blocks WHERE event_id = $1 AND retired_at IS NULL",
      [ev.id],
    );
    expect(rows[0].n).toBe(3);

    // The event cannot be deleted while a reservation names it.
    const del = await staffCall(ctx.app, "/events/delete", { id: ev.id }, { token: t, lang: "en" });
    expect(del.status).toBe(409);
    expect(del.body.results.code).toBe("event_has_reservations");
    // Removing the booked day is refused on the dates field.
    const noDay = await staffCall(
      ctx.app,
      "/events/save",
      {
        ...validEvent(),
        id: ev.id,
        version: (await staffCall(ctx.app, "/events/get", { id: ev.id }, { token: t })).body.results
          .version,
        dates: [{ date: day(72), time: "20:00" }],
      },
      { token: t, lang: "en" },
    );
    expect(noDay.status).toBe(422);
    expect(noDay.body.results.code).toBe("date_booked");

    // Staff cancel the booking: the seat may go (it is retired, the cancelled ticket still answers).
    const admin = await token(["admin"]);
    const cancel = await staffCall(
      ctx.app,
      "/reservations/cancel",
      { id: made.body.results.id },
      { token: admin },
    );
    expect(cancel.status).toBe(200);
    const now = await save(seats.filter((_: unknown, i: number) => i !== 1));
    expect(now.status).toBe(200);
    expect(now.body.results.areas[0].blocks[0].seats).toHaveLength(2);
    const { rows: kept } = await ctx.pool.query(
      "SELECT retired_at IS NOT NULL AS retired FROM event_blocks WHERE id = $1",
      [seats[1][0]],
    );
    expect(kept[0].retired).toBe(true);
  });

  it("deletes an event without reservations, audited", async () => {
    const t = await token(["events"]);
    const ev = (await staffCall(ctx.app, "/events/save", validEvent(), { token: t })).body.results;
    await staffCall(
      ctx.app,
      "/events/seatmap/save",
      { event_id: ev.id, version: 1, areas: [areaOf(1, 2)] },
      { token: t },
    );
    const del = await staffCall(ctx.app, "/events/delete", { id: ev.id }, { token: t });
    expect(del.status).toBe(200);
    const got = await staffCall(ctx.app, "/events/get", { id: ev.id }, { token: t });
    expect(got.status).toBe(404);
    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'event' AND record_id = $1 ORDER BY id",
      [String(ev.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["event.create", "seat_map.update", "event.delete"]);
  });
});
