import { afterEach, describe, expect, it, vi } from "vitest";
import { seedEvents } from "../../src/server/db/seed/events";
import { clock } from "../../src/server/modules/events/event-clock";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember, freshPhone } from "../helpers/events";
import { freshIp, lastCode } from "../helpers/identity";
import { solveBotCheck } from "../helpers/bot-check";

const ctx = useTestApp({ rateLimitMax: 100_000, otpPerPhone: 100, otpPerIp: 1000 });

afterEach(() => vi.restoreAllMocks());

const reserve = (token: string | undefined, body: object, lang: "ar" | "en" | "es" = "en") =>
  call(ctx.app, "/reservations/create", body, { token, lang });

const at = (iso: string) => vi.spyOn(clock, "now").mockReturnValue(new Date(iso));

describe("events, containers and blocks", () => {
  it("seeds the demo events once: a second run changes nothing", async () => {
    const count = async () =>
      (
        await ctx.pool.query(
          `SELECT (SELECT count(*) FROM event_dates)::int AS days, (SELECT count(*) FROM event_blocks)::int AS seats,
                  (SELECT count(*) FROM reservation_seats)::int AS taken`,
        )
      ).rows[0];
    const before = await count();
    await seedEvents({ db: ctx.db });
    expect(await count()).toEqual(before);
  });

  it("lists the demo events with their calendar and the state the server computes", async () => {
    const res = await call(ctx.app, "/reservations/events", {}, { lang: "en" });
    expect(res.status).toBe(200);
    const byId = Object.fromEntries(res.body.results.data.map((e: any) => [e.id, e]));
    expect(byId[1].state).toBe("open");
    expect(byId[1].title).toBe("Fans' Day at Al Noor Stadium");
    expect(byId[2].state).toBe("not_started");
    expect(byId[3].state).toBe("time_over");
    expect(byId[4].state).toBe("closed");
    expect(byId[4].allow_reservation).toBe(false);
    expect(byId[1].calendar.length).toBeGreaterThanOrEqual(2);
    expect(byId[1].calendar[0].starts_at).toMatch(/\+03:00$/);
    expect(byId[1].availability_from).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
  });

  it("answers one event with its stadium layout, in the asked language", async () => {
    const res = await call(
      ctx.app,
      "/reservations/events",
      { id: 1, "with[]": ["containers"] },
      { lang: "ar" },
    );
    expect(res.status).toBe(200);
    const event = res.body.results;
    expect(event.title).toBe("يوم الجماهير في ملعب النور");
    expect(event.containers).toHaveLength(4);
    expect(event.containers[0].childs).toHaveLength(3);
    expect(event.seats_total).toBe(620);
    // 48 demo guests hold seats on the first day.
    expect(event.attend_at).toBe(event.calendar[0].date);
    expect(event.seats_free).toBe(620 - 48);
    const noLayout = await call(ctx.app, "/reservations/events", { id: 1 });
    expect(noLayout.body.results.containers).toBeUndefined();
    const missing = await call(ctx.app, "/reservations/events", { id: 99999 }, { lang: "en" });
    expect(missing.status).toBe(404);
    expect(missing.body.results.code).toBe("event_not_found");
    expect(missing.body.results.message).toBe("This event was not found");
  });

  it("lists areas, then the blocks of an area, then the seats of a block with availability for the day", async () => {
    const ev = await createEvent(ctx.pool, { areas: 2, blocks: 2, rows: 2, seats: 3 });
    const areas = await call(
      ctx.app,
      "/reservations/containers",
      { event_id: ev.id },
      { lang: "en" },
    );
    expect(areas.status).toBe(200);
    expect(areas.body.results.data.map((a: any) => a.title)).toEqual(["Area 1", "Area 2"]);
    expect(areas.body.results.data[0]).toMatchObject({
      seats_total: 12,
      seats_free: 12,
      gate: "1",
    });

    const blocks = await call(
      ctx.app,
      "/reservations/containers",
      {
        event_id: ev.id,
        parent_id: ev.areas[0],
        with: ["childs", "childs.blocks"],
      },
      { lang: "en" },
    );
    // The blocks of the area, each with its seats.
    expect(blocks.body.results.data.map((b: any) => b.id)).toEqual(ev.blocks.slice(0, 2));
    expect(blocks.body.results.data[0].blocks).toHaveLength(6);
    expect(blocks.body.results.data[0].parent).toEqual({ id: ev.areas[0], title: "Area 1" });
    const tree = await call(ctx.app, "/reservations/containers", { event_id: ev.id, childs: true });
    expect(tree.body.results.data[1].childs.map((b: any) => b.id)).toEqual(ev.blocks.slice(2, 4));

    const member = await createMember(ctx.pool, ctx.env);
    const seat = ev.seats[0]!;
    expect(
      (
        await reserve(member.token, {
          event_id: ev.id,
          attend_at: ev.days[0],
          containers_blocks_ids: [seat],
        })
      ).status,
    ).toBe(200);

    const seats = await call(ctx.app, "/reservations/blocks", {
      event_id: ev.id,
      parent_id: ev.blocks[0],
      attend_at: ev.days[0],
    });
    expect(seats.status).toBe(200);
    expect(seats.body.results.data[0]).toEqual({
      id: seat,
      number: 1,
      row: "A",
      is_available: false,
    });
    expect(seats.body.results.data.filter((s: any) => s.is_available)).toHaveLength(5);
    // The same seat is free on the other day.
    const other = await call(ctx.app, "/reservations/blocks", {
      event_id: ev.id,
      parent_id: ev.blocks[0],
      attend_at: `${ev.days[1]} 20:00:00`,
    });
    expect(other.body.results.data[0].is_available).toBe(true);

    const wrong = await call(
      ctx.app,
      "/reservations/blocks",
      { event_id: ev.id, parent_id: 999999 },
      { lang: "en" },
    );
    expect(wrong.status).toBe(404);
    expect(wrong.body.results.code).toBe("container_not_found");
    const noParent = await call(
      ctx.app,
      "/reservations/blocks",
      { event_id: ev.id },
      { lang: "en" },
    );
    expect(noParent.status).toBe(422);
    expect(noParent.body.results.errors.parent_id).toEqual(["Please choose the area first"]);
  });
});

describe("reservation rules", () => {
  it("reserves a seat for a complete member and returns the ticket", async () => {
    const ev = await createEvent(ctx.pool);
    const m = await createMember(ctx.pool, ctx.env, { name: "Hamad" });
    const res = await reserve(m.token, {
      containers_blocks_ids: [ev.seats[3]],
      event_id: ev.id,
      guest_name: null,
      guest_phone: null,
      attend_at: `${ev.days[0]} 20:00:00`,
      guest_email: null,
      attended_at: null,
      guests: [],
    });
    expect(res.status).toBe(200);
    const t = res.body.results;
    expect(t).toMatchObject({ name: "Hamad", attend_at: ev.days[0], guest: false });
    expect(t.seats).toEqual([
      {
        id: ev.seats[3],
        ticket_id: expect.any(Number),
        area: "Area 1",
        gate: "1",
        block: "Block 11",
        row: "A",
        number: 4,
        // Days away: the code shows from 8 hours before the start.
        qr: null,
        short_reference: null,
        checked_in: false,
        checked_in_at: null,
      },
    ]);
    expect(t.phone).not.toContain(m.phone.slice(5, 10));
  });

  it("allows one reservation per member per event per day ('already booked'), another day is fine", async () => {
    const ev = await createEvent(ctx.pool);
    const m = await createMember(ctx.pool, ctx.env);
    expect(
      (
        await reserve(m.token, {
          event_id: ev.id,
          attend_at: ev.days[0],
          containers_blocks_ids: [ev.seats[0]],
        })
      ).status,
    ).toBe(200);
    const again = await reserve(m.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[1]],
    });
    expect(again.status).toBe(422);
    expect(again.body.results.code).toBe("already_booked");
    expect(again.body.results.message).toBe("You have already booked this event for this day");
    const ar = await reserve(
      m.token,
      { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[1]] },
      "ar",
    );
    expect(ar.body.results.message).toBe("لقد حجزت مسبقاً في هذه الفعالية لهذا اليوم");
    const nextDay = await reserve(m.token, {
      event_id: ev.id,
      attend_at: ev.days[1],
      containers_blocks_ids: [ev.seats[1]],
    });
    expect(nextDay.status).toBe(200);
    // The refused attempt left nothing behind: seat 1 is still free that day.
    const seats = await call(ctx.app, "/reservations/blocks", {
      event_id: ev.id,
      parent_id: ev.blocks[0],
      attend_at: ev.days[0],
    });
    expect(seats.body.results.data[1].is_available).toBe(true);
  });

  it("gives a seat to one reservation per day: the second person gets 409 'blocks already reserved'", async () => {
    const ev = await createEvent(ctx.pool);
    const a = await createMember(ctx.pool, ctx.env);
    const b = await createMember(ctx.pool, ctx.env);
    const seat = ev.seats[2];
    expect(
      (
        await reserve(a.token, {
          event_id: ev.id,
          attend_at: ev.days[0],
          containers_blocks_ids: [seat],
        })
      ).status,
    ).toBe(200);
    const taken = await reserve(b.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [seat],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.results.code).toBe("blocks_already_reserved");
    expect(taken.body.results.message).toBe("This seat is already reserved for this day");
    expect(taken.body.results.errors.containers_blocks_ids).toEqual([
      "This seat is already reserved for this day",
    ]);
    // b has no reservation that day, so b can still take another seat.
    expect(
      (
        await reserve(b.token, {
          event_id: ev.id,
          attend_at: ev.days[0],
          containers_blocks_ids: [ev.seats[4]],
        })
      ).status,
    ).toBe(200);
    // The same seat on the other day is free.
    const c = await createMember(ctx.pool, ctx.env);
    expect(
      (
        await reserve(c.token, {
          event_id: ev.id,
          attend_at: ev.days[1],
          containers_blocks_ids: [seat],
        })
      ).status,
    ).toBe(200);
  });

  it("says 'no seats available' when the day is full", async () => {
    const ev = await createEvent(ctx.pool, { areas: 1, blocks: 1, rows: 1, seats: 1 });
    const a = await createMember(ctx.pool, ctx.env);
    const b = await createMember(ctx.pool, ctx.env);
    expect(
      (
        await reserve(a.token, {
          event_id: ev.id,
          attend_at: ev.days[0],
          containers_blocks_ids: [ev.seats[0]],
        })
      ).status,
    ).toBe(200);
    const full = await reserve(b.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0]],
    });
    expect(full.status).toBe(409);
    expect(full.body.results.code).toBe("no_seats_available");
    expect(full.body.results.message).toBe("No seats available");
  });

  it("refuses more seats than the event allows ('multi-reservations not allowed')", async () => {
    const ev = await createEvent(ctx.pool);
    const m = await createMember(ctx.pool, ctx.env);
    const res = await reserve(m.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0], ev.seats[1]],
    });
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("multi_reservations_not_allowed");
    expect(res.body.results.message).toBe("Multiple seat reservations are not allowed");
    const guests = await reserve(m.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0]],
      guests: [{ name: "x" }],
    });
    expect(guests.status).toBe(422);
    expect(guests.body.results.errors.guests).toEqual([
      "Multiple seat reservations are not allowed",
    ]);
  });

  it("asks for the seat first, and refuses a seat of another event or a day outside the calendar", async () => {
    const ev = await createEvent(ctx.pool);
    const other = await createEvent(ctx.pool);
    const m = await createMember(ctx.pool, ctx.env);
    const none = await reserve(m.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [],
    });
    expect(none.status).toBe(422);
    expect(none.body.results.errors.containers_blocks_ids).toEqual([
      "Please choose the seat first",
    ]);
    const foreign = await reserve(m.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [other.seats[0]],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.results.code).toBe("block_not_found");
    const notInCalendar = await reserve(m.token, {
      event_id: ev.id,
      attend_at: "2031-01-01",
      containers_blocks_ids: [ev.seats[0]],
    });
    expect(notInCalendar.status).toBe(422);
    expect(notInCalendar.body.results.code).toBe("date_not_available");
    expect(notInCalendar.body.results.message).toBe("No appointments available on this day");
    const badDate = await reserve(m.token, {
      event_id: ev.id,
      attend_at: "2031-02-30",
      containers_blocks_ids: [ev.seats[0]],
    });
    expect(badDate.status).toBe(422);
    expect(badDate.body.results.errors.attend_at).toEqual(["The attendance date is not valid"]);
    const noDate = await reserve(m.token, {
      event_id: ev.id,
      containers_blocks_ids: [ev.seats[0]],
    });
    expect(noDate.body.results.errors.attend_at).toEqual(["Choose the day first"]);
    const noEvent = await reserve(m.token, {
      event_id: 999999,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0]],
    });
    expect(noEvent.status).toBe(404);
  });

  it("is for registered users only, and incomplete members get the not-registered answer", async () => {
    const ev = await createEvent(ctx.pool);
    const body = { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[0]] };
    const anonymous = await reserve(undefined, body);
    expect(anonymous.status).toBe(422);
    expect(anonymous.body.results.code).toBe("registered_users_only");
    expect(anonymous.body.results.message).toBe("Reservation is for registered users only");
    const stale = await reserve("x".repeat(43), body);
    expect(stale.body.results.code).toBe("registered_users_only");
    const incomplete = await createMember(ctx.pool, ctx.env, { complete: false });
    const res = await reserve(incomplete.token, body);
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("profile_incomplete");
    expect(res.body.results.message).toMatch(/^Unregistered users cannot register attendance/);
    // A session signed out, or past its end, books nothing: as without one.
    const revoked = await createMember(ctx.pool, ctx.env);
    await ctx.pool.query("UPDATE member_sessions SET revoked_at = now() WHERE member_id = $1", [
      revoked.id,
    ]);
    expect((await reserve(revoked.token, body)).body.results.code).toBe("registered_users_only");
    const expired = await createMember(ctx.pool, ctx.env);
    await ctx.pool.query(
      "UPDATE member_sessions SET expires_at = now() - interval '1 second' WHERE member_id = $1",
      [expired.id],
    );
    expect((await reserve(expired.token, body)).body.results.code).toBe("registered_users_only");
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM reservations WHERE event_id = $1",
      [ev.id],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe("the reservation window in Riyadh time", () => {
  // Window: from 1 Dec 2026 00:00 to 10 Dec 2026 23:59:59 Riyadh (= 30 Nov 21:00Z .. 10 Dec 20:59:59Z).
  const window = {
    from: new Date("2026-12-01T00:00:00+03:00"),
    to: new Date("2026-12-10T23:59:59+03:00"),
    days: [new Date("2026-12-12T20:00:00+03:00")],
  };

  it("has not started one millisecond before midnight Riyadh, and is open at midnight", async () => {
    const ev = await createEvent(ctx.pool, window);
    const m = await createMember(ctx.pool, ctx.env);
    const body = { event_id: ev.id, attend_at: "2026-12-12", containers_blocks_ids: [ev.seats[0]] };
    at("2026-11-30T20:59:59.999Z");
    const early = await reserve(m.token, body);
    expect(early.status).toBe(422);
    expect(early.body.results.code).toBe("reservation_not_started");
    expect(early.body.results.message).toBe("Reservation has not started yet");
    const shown = await call(ctx.app, "/reservations/events", { id: ev.id });
    expect(shown.body.results.state).toBe("not_started");
    expect(shown.body.results.server_time).toBe("2026-11-30T23:59:59+03:00");
    at("2026-11-30T21:00:00.000Z");
    expect((await call(ctx.app, "/reservations/events", { id: ev.id })).body.results.state).toBe(
      "open",
    );
    expect((await reserve(m.token, body)).status).toBe(200);
  });

  it("is open at 23:59:59 Riyadh on the last day and over one second later", async () => {
    const ev = await createEvent(ctx.pool, window);
    const a = await createMember(ctx.pool, ctx.env);
    const b = await createMember(ctx.pool, ctx.env);
    at("2026-12-10T20:59:59.000Z");
    expect(
      (
        await reserve(a.token, {
          event_id: ev.id,
          attend_at: "2026-12-12",
          containers_blocks_ids: [ev.seats[0]],
        })
      ).status,
    ).toBe(200);
    at("2026-12-10T21:00:00.000Z");
    const late = await reserve(b.token, {
      event_id: ev.id,
      attend_at: "2026-12-12",
      containers_blocks_ids: [ev.seats[1]],
    });
    expect(late.status).toBe(422);
    expect(late.body.results.code).toBe("reservation_time_over");
    expect(late.body.results.message).toBe("Reservation time is over");
    expect((await call(ctx.app, "/reservations/events", { id: ev.id })).body.results.state).toBe(
      "time_over",
    );
  });

  it("closes with the flag off whatever the window ('reservation not allowed at this time')", async () => {
    const ev = await createEvent(ctx.pool, { allow: false });
    const m = await createMember(ctx.pool, ctx.env);
    const res = await reserve(
      m.token,
      { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [ev.seats[0]] },
      "es",
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("reservation_closed");
    expect(res.body.results.message).toBe("La reserva no está permitida en este momento");
  });

  it("takes the calendar day in Riyadh: 22:30Z on the 11th is already the 12th", async () => {
    const ev = await createEvent(ctx.pool, {
      from: new Date("2026-12-01T00:00:00+03:00"),
      to: new Date("2026-12-20T00:00:00+03:00"),
      days: [new Date("2026-12-11T22:30:00Z")],
    });
    expect(ev.days).toEqual(["2026-12-12"]);
    at("2026-12-05T12:00:00Z");
    const shown = await call(ctx.app, "/reservations/events", { id: ev.id });
    expect(shown.body.results.calendar).toEqual([
      { date: "2026-12-12", time: "01:30", starts_at: "2026-12-12T01:30:00+03:00", open: true },
    ]);
  });

  it("refuses a day whose event has already started", async () => {
    const ev = await createEvent(ctx.pool, {
      from: new Date("2026-12-01T00:00:00+03:00"),
      to: new Date("2026-12-20T00:00:00+03:00"),
      days: [new Date("2026-12-05T20:00:00+03:00"), new Date("2026-12-06T20:00:00+03:00")],
    });
    const m = await createMember(ctx.pool, ctx.env);
    at("2026-12-05T17:00:00Z"); // 20:00 Riyadh: the first day has started
    const res = await reserve(m.token, {
      event_id: ev.id,
      attend_at: "2026-12-05",
      containers_blocks_ids: [ev.seats[0]],
    });
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("reservation_time_over");
    expect(
      (
        await reserve(m.token, {
          event_id: ev.id,
          attend_at: "2026-12-06",
          containers_blocks_ids: [ev.seats[0]],
        })
      ).status,
    ).toBe(200);
  });
});

describe("tickets", () => {
  it("shows the ticket and its QR reference from 8 hours before the event, not a second earlier", async () => {
    const startsAt = new Date("2026-12-12T20:00:00+03:00");
    const ev = await createEvent(ctx.pool, {
      from: new Date("2026-12-01T00:00:00+03:00"),
      to: new Date("2026-12-20T00:00:00+03:00"),
      days: [startsAt],
    });
    const m = await createMember(ctx.pool, ctx.env);
    at("2026-12-05T10:00:00Z");
    const made = await reserve(m.token, {
      event_id: ev.id,
      attend_at: "2026-12-12",
      containers_blocks_ids: [ev.seats[0]],
    });
    expect(made.status).toBe(200);
    expect(made.body.results).toMatchObject({
      visible: false,
      reference: null,
      visible_from: "2026-12-12T12:00:00+03:00",
      starts_at: "2026-12-12T20:00:00+03:00",
      time: "20:00",
    });
    const id = made.body.results.id;
    at("2026-12-12T08:59:59.999Z");
    const before = await call(ctx.app, "/reservations", { id }, { token: m.token });
    expect(before.body.results.visible).toBe(false);
    expect(before.body.results.reference).toBeNull();
    expect(before.body.results.qr).toBeNull();
    expect(before.body.results.seats[0].qr).toBeNull();
    at("2026-12-12T09:00:00.000Z");
    const after = await call(ctx.app, "/reservations", { id }, { token: m.token });
    expect(after.body.results.visible).toBe(true);
    expect(after.body.results.reference).toMatch(/^TK-[A-Za-z0-9_-]{22}$/);
    // The QR code is the signed per-seat code (ADR 0027), QR alphanumeric only.
    expect(after.body.results.qr).toMatch(/^TK1:[0-9A-Z $%*+\-./:]{100,130}$/);
    expect(after.body.results.seats[0].qr).toBe(after.body.results.qr);
    expect(after.body.results.seats[0].short_reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  });

  it("gives unguessable, distinct references", async () => {
    const ev = await createEvent(ctx.pool, { days: [new Date(Date.now() + 3600_000)] });
    const refs = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const m = await createMember(ctx.pool, ctx.env);
      const r = await reserve(m.token, {
        event_id: ev.id,
        attend_at: ev.days[0],
        containers_blocks_ids: [ev.seats[i]],
      });
      expect(r.body.results.visible).toBe(true);
      refs.add(r.body.results.reference);
    }
    expect(refs.size).toBe(5);
  });

  it("lets a member see only their own reservations; another member's id is not found", async () => {
    const ev = await createEvent(ctx.pool);
    const a = await createMember(ctx.pool, ctx.env);
    const b = await createMember(ctx.pool, ctx.env);
    const ra = await reserve(a.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0]],
    });
    await reserve(b.token, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[1]],
    });
    await reserve(a.token, {
      event_id: ev.id,
      attend_at: ev.days[1],
      containers_blocks_ids: [ev.seats[2]],
    });

    const mine = await call(ctx.app, "/reservations", {}, { token: a.token, lang: "en" });
    expect(mine.status).toBe(200);
    expect(mine.body.results.data.map((t: any) => t.attend_at)).toEqual([ev.days[0], ev.days[1]]);
    expect(mine.body.results.data.every((t: any) => t.seats[0].id !== ev.seats[1])).toBe(true);

    const stolen = await call(
      ctx.app,
      "/reservations",
      { id: ra.body.results.id },
      { token: b.token, lang: "en" },
    );
    expect(stolen.status).toBe(404);
    expect(stolen.body.results.code).toBe("reservation_not_found");
    expect(JSON.stringify(stolen.body)).not.toContain("TK-");

    const byEvent = await call(ctx.app, "/reservations", { event_id: ev.id }, { token: b.token });
    expect(byEvent.body.results.data).toHaveLength(1);

    const anonymous = await call(ctx.app, "/reservations", {}, { lang: "en" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.results.message).toBe("Unauthorized.");
  });
});

describe("guest reservation by one-time code", () => {
  async function guestToken(phone: string) {
    const sent = await call(
      ctx.app,
      "/guest/otp",
      { phone: phone.slice(3), "g-recaptcha-response": await solveBotCheck(ctx.app) },
      { ip: freshIp(), lang: "en" },
    );
    expect(sent.status).toBe(200);
    const code = await lastCode(ctx.env, phone);
    const verified = await call(ctx.app, "/guest/otp/verify", {
      id: sent.body.results.id,
      otp: code,
    });
    expect(verified.status).toBe(200);
    return verified.body.results.guest_token as string;
  }

  it("books a seat for a verified guest phone, once per event day", async () => {
    const ev = await createEvent(ctx.pool);
    const phone = freshPhone();
    const token = await guestToken(phone);
    const noName = await reserve(undefined, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0]],
      guest_token: token,
    });
    expect(noName.status).toBe(422);
    expect(noName.body.results.errors.guest_name).toEqual(["Please enter your name"]);
    const ok = await reserve(undefined, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0]],
      guest_name: "Visitor Guest",
      guest_phone: phone,
      guest_email: "guest@example.com",
      guest_token: token,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.results).toMatchObject({ name: "Visitor Guest", guest: true });
    const again = await reserve(undefined, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[1]],
      guest_name: "Visitor Guest",
      guest_token: token,
    });
    expect(again.status).toBe(422);
    expect(again.body.results.code).toBe("already_booked");
    const list = await call(ctx.app, "/reservations", { guest_token: token });
    expect(list.body.results.data).toHaveLength(1);
  });

  it("refuses a wrong code, an unknown request id, a missing bot check and a stale guest token", async () => {
    const phone = freshPhone();
    const noBot = await call(
      ctx.app,
      "/guest/otp",
      { phone: phone.slice(3) },
      { ip: freshIp(), lang: "en" },
    );
    expect(noBot.status).toBe(422);
    expect(noBot.body.results.code).toBe("bot_check_failed");
    const badPhone = await call(
      ctx.app,
      "/guest/otp",
      { phone: "412345678" },
      { ip: freshIp(), lang: "en" },
    );
    expect(badPhone.status).toBe(422);
    expect(badPhone.body.results.errors.phone).toBeDefined();

    const sent = await call(
      ctx.app,
      "/guest/otp",
      { phone: phone.slice(3), "g-recaptcha-response": await solveBotCheck(ctx.app) },
      { ip: freshIp(), lang: "en" },
    );
    const code = await lastCode(ctx.env, phone);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, "0");
    const bad = await call(
      ctx.app,
      "/guest/otp/verify",
      { id: sent.body.results.id, otp: wrong },
      { lang: "en" },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.results.code).toBe("code_invalid");
    expect(bad.body.results.message).toContain("provided");
    const unknown = await call(
      ctx.app,
      "/guest/otp/verify",
      { id: "6b1f4a3e-8d4c-4b7a-9c7e-2f1d0a9b8c7d", otp: code },
      { lang: "en" },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.results.code).toBe("guest_code_expired");
    // A login code is not a guest code: purposes are kept apart.
    const ok = await call(ctx.app, "/guest/otp/verify", { id: sent.body.results.id, otp: code });
    expect(ok.status).toBe(200);
    const reused = await call(ctx.app, "/guest/otp/verify", {
      id: sent.body.results.id,
      otp: code,
    });
    expect(reused.status).toBe(422);

    const ev = await createEvent(ctx.pool);
    await ctx.pool.query(
      "UPDATE guest_verifications SET token_expires_at = now() - interval '1 second' WHERE id = $1",
      [sent.body.results.id],
    );
    const stale = await reserve(undefined, {
      event_id: ev.id,
      attend_at: ev.days[0],
      containers_blocks_ids: [ev.seats[0]],
      guest_name: "Late Guest",
      guest_token: ok.body.results.guest_token,
    });
    expect(stale.status).toBe(422);
    expect(stale.body.results.code).toBe("guest_session_expired");
  });
});
