import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clock } from "../../src/server/modules/events/event-clock";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember, type TestEvent } from "../helpers/events";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });
afterEach(() => vi.restoreAllMocks());

const HOUR = 3600_000;

async function book(ev: TestEvent, seat: number, name = "Salem") {
  const m = await createMember(ctx.pool, ctx.env, { name });
  const made = await call(
    ctx.app,
    "/reservations/create",
    { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [seat] },
    { token: m.token, lang: "en" },
  );
  expect(made.status).toBe(200);
  return { member: m, ticket: made.body.results };
}

async function token(roles: StaffRole[], reauth = true) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id, { reauth });
}

describe("staff reservation list", () => {
  it("searches by name, phone, seat and code, filters checked in and guests, masks phones for events staff", async () => {
    const ev = await createEvent(ctx.pool, { days: [new Date(Date.now() + HOUR)] });
    const a = await book(ev, ev.seats[0]!, "Fahad Alqahtani");
    const b = await book(ev, ev.seats[1]!, "Noura Alharbi");
    const events = await token(["events"]);
    const admin = await token(["admin"]);
    const list = (body: object, t = events) =>
      staffCall(ctx.app, "/reservations/list", { event_id: ev.id, ...body }, { token: t });

    const all = await list({});
    expect(all.status).toBe(200);
    expect(all.body.results.total).toBe(2);
    const row = all.body.results.data.find((r: any) => r.id === a.ticket.id);
    // Events staff see a masked phone; admins (members.view) the number.
    expect(row.phone).not.toBe(a.member.phone);
    expect(row.phone).toContain("*");
    expect(row.qr).toBe(a.ticket.qr);
    expect(row.checked_in).toBe(false);
    const full = await list({}, admin);
    expect(full.body.results.data.find((r: any) => r.id === a.ticket.id).phone).toBe(
      a.member.phone,
    );

    const ids = async (body: object) =>
      (await list(body)).body.results.data.map((r: any) => r.id).sort();
    expect(await ids({ search: "noura" })).toEqual([b.ticket.id]);
    expect(await ids({ search: a.member.phone.slice(-6) })).toEqual([a.ticket.id]);
    expect(await ids({ search: "A2" })).toEqual([b.ticket.id]);
    expect(await ids({ search: a.ticket.seats[0].short_reference })).toEqual([a.ticket.id]);
    expect(await ids({ search: b.ticket.qr })).toEqual([b.ticket.id]);
    expect(await ids({ search: "100%_" })).toEqual([]);
    expect(await ids({ kind: "guest" })).toEqual([]);

    const gate = await token(["gate"]);
    await staffCall(
      ctx.app,
      "/checkin/redeem",
      {
        ticket: a.ticket.qr,
        nonce: randomUUID(),
        scanned_at: new Date().toISOString(),
        gate: "1",
        device: "d1",
        event_id: ev.id,
        attend_at: ev.days[0],
      },
      { token: gate },
    );
    expect(await ids({ checked_in: true })).toEqual([a.ticket.id]);
    expect(await ids({ checked_in: false })).toEqual([b.ticket.id]);

    // The gate role has no reservation list.
    expect((await list({}, gate)).status).toBe(403);
    const one = await staffCall(
      ctx.app,
      "/reservations/get",
      { id: b.ticket.id },
      { token: events },
    );
    expect(one.body.results).toMatchObject({ id: b.ticket.id, name: "Noura Alharbi" });
  });
});

describe("moving and cancelling", () => {
  it("moves a ticket to a free seat in one step, refuses a taken one, and the old code shows the new seat", async () => {
    const ev = await createEvent(ctx.pool, { days: [new Date(Date.now() + HOUR)] });
    const a = await book(ev, ev.seats[0]!);
    const b = await book(ev, ev.seats[1]!);
    const events = await token(["events"]);
    const taken = await staffCall(
      ctx.app,
      "/reservations/move",
      { id: a.ticket.id, seat_id: ev.seats[1] },
      { token: events },
    );
    expect(taken.status).toBe(409);
    expect(taken.body.results.code).toBe("blocks_already_reserved");
    const moved = await staffCall(
      ctx.app,
      "/reservations/move",
      { id: a.ticket.id, seat_id: ev.seats[5] },
      { token: events },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.results.seats[0]).toMatchObject({
      id: ev.seats[5],
      ticket_id: a.ticket.seats[0].ticket_id,
    });
    // The old seat is free again: someone else books it.
    await book(ev, ev.seats[0]!);
    const gate = await token(["gate"]);
    const res = await staffCall(
      ctx.app,
      "/checkin/redeem",
      {
        ticket: a.ticket.qr,
        nonce: randomUUID(),
        scanned_at: new Date().toISOString(),
        gate: "1",
        device: "d1",
        event_id: ev.id,
        attend_at: ev.days[0],
      },
      { token: gate },
    );
    expect(res.body.results).toMatchObject({
      status: "valid",
      ticket: { seat: { id: ev.seats[5] } },
    });
    const otherEvent = await createEvent(ctx.pool);
    const foreign = await staffCall(
      ctx.app,
      "/reservations/move",
      { id: b.ticket.id, seat_id: otherEvent.seats[0] },
      { token: events },
    );
    expect(foreign.body.results.code).toBe("block_not_found");
    const audit = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'reservations.move' AND record_id = $1",
      [String(a.ticket.id)],
    );
    expect(audit.rows[0].changes.seat_id).toEqual({ before: ev.seats[0], after: ev.seats[5] });
  });

  it("lets a member cancel their own reservation until the cut-off, then book again the same day", async () => {
    const startsAt = new Date("2026-12-12T20:00:00+03:00");
    const ev = await createEvent(ctx.pool, {
      from: new Date("2026-12-01T00:00:00+03:00"),
      to: new Date("2026-12-20T00:00:00+03:00"),
      days: [startsAt],
    });
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-12-05T10:00:00Z"));
    const m = await createMember(ctx.pool, ctx.env);
    const make = (seat: number) =>
      call(
        ctx.app,
        "/reservations/create",
        { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [seat] },
        { token: m.token, lang: "en" },
      );
    const first = await make(ev.seats[0]!);
    expect(first.body.results).toMatchObject({
      cancellable: true,
      cancel_until: "2026-12-12T17:00:00+03:00",
    });
    // Someone else cannot cancel it.
    const other = await createMember(ctx.pool, ctx.env);
    const foreign = await call(
      ctx.app,
      "/reservations/cancel",
      { id: first.body.results.id },
      { token: other.token },
    );
    expect(foreign.status).toBe(404);
    const cancel = await call(
      ctx.app,
      "/reservations/cancel",
      { id: first.body.results.id },
      { token: m.token, lang: "en" },
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.results).toMatchObject({ cancelled: true, cancellable: false });
    // The one-per-day keys only count reservations that stand: the member books again.
    const again = await make(ev.seats[0]!);
    expect(again.status).toBe(200);
    // After the cut-off (3 hours before the start by default) it is too late.
    vi.spyOn(clock, "now").mockReturnValue(new Date("2026-12-12T14:00:00Z"));
    const late = await call(
      ctx.app,
      "/reservations/cancel",
      { id: again.body.results.id },
      { token: m.token, lang: "en" },
    );
    expect(late.status).toBe(422);
    expect(late.body.results).toMatchObject({
      code: "cancel_closed",
      message: "This reservation can no longer be cancelled",
    });
    const anonymous = await call(ctx.app, "/reservations/cancel", { id: again.body.results.id });
    expect(anonymous.status).toBe(401);
  });
});

describe("exports", () => {
  it("exports CSV with a BOM and escaped formulas and XLSX, asks for a fresh code, and audits each file", async () => {
    const ev = await createEvent(ctx.pool, { days: [new Date(Date.now() + HOUR)] });
    await book(ev, ev.seats[0]!, '=HYPERLINK("x")');
    await book(ev, ev.seats[1]!, "سالم");
    const stale = await token(["events"], false);
    const refused = await staffCall(
      ctx.app,
      "/reservations/export",
      { event_id: ev.id },
      { token: stale },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.results.code).toBe("reauth_required");
    expect(
      (
        await staffCall(
          ctx.app,
          "/reservations/export",
          { event_id: ev.id },
          { token: await token(["gate"]) },
        )
      ).status,
    ).toBe(403);

    const events = await token(["events"]);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/staff/reservations/export",
      payload: { event_id: ev.id, format: "csv" },
      headers: {
        "content-type": "application/json",
        "content-language": "en",
        origin: "http://localhost:80",
        cookie: `staff_session=${events}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="reservations-\d+/);
    const text = res.rawPayload.toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain("Reservation,Ticket,Day,Name,Phone");
    expect(text).toContain("سالم");
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(text).not.toMatch(/966\d{9}/); // masked for the events role

    const xlsx = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/staff/reservations/export",
      payload: { event_id: ev.id, format: "xlsx" },
      headers: {
        "content-type": "application/json",
        "content-language": "ar",
        origin: "http://localhost:80",
        cookie: `staff_session=${events}`,
      },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe("PK");
    expect(xlsx.headers["x-export-rows"]).toBe("2");
    const audit = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'reservations.export' AND record_id = $1 ORDER BY id",
      [String(ev.id)],
    );
    expect(audit.rows.map((r) => r.changes.format.after)).toEqual(["csv", "xlsx"]);
  });
});
