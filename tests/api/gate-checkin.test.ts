import { randomBytes, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { signTicketCode, ticketKeyFromSeed } from "../../src/server/lib/ticket-signing";
import { ticketKeys } from "../../src/server/modules/events/ticket-keys";
import { createOfflineValidator } from "../../src/shared/events/offline-validator";
import { call, useTestApp } from "../helpers/app";
import { createEvent, createMember, type TestEvent } from "../helpers/events";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

const HOUR = 3600_000;

/** An event whose only day starts in an hour: gates open (180 minutes before), tickets shown. */
async function gateEvent(opts: { startsIn?: number } = {}): Promise<TestEvent> {
  return createEvent(ctx.pool, {
    days: [new Date(Date.now() + (opts.startsIn ?? HOUR))],
    areas: 1,
    blocks: 1,
    rows: 2,
    seats: 10,
  });
}

/** A member's reservation of `seat`, through the public booking call; its ticket as the fan sees it. */
async function book(ev: TestEvent, seat: number) {
  const m = await createMember(ctx.pool, ctx.env, { name: "Salem" });
  const made = await call(
    ctx.app,
    "/reservations/create",
    { event_id: ev.id, attend_at: ev.days[0], containers_blocks_ids: [seat] },
    { token: m.token, lang: "en" },
  );
  expect(made.status).toBe(200);
  return { member: m, ticket: made.body.results };
}

async function staffToken(roles: StaffRole[], eventIds?: number[]) {
  const s = await createStaff(ctx.pool, { roles });
  if (eventIds)
    await ctx.pool.query("UPDATE staff_accounts SET event_ids = $2 WHERE id = $1", [
      s.id,
      eventIds,
    ]);
  return sessionFor(ctx.pool, ctx.env, s.id, { reauth: true });
}

function scan(ev: TestEvent, ticket: string, extra: Record<string, unknown> = {}) {
  return {
    ticket,
    nonce: randomUUID().replaceAll("-", ""),
    scanned_at: new Date().toISOString(),
    gate: "North 1",
    device: "phone-a",
    event_id: ev.id,
    attend_at: ev.days[0],
    ...extra,
  };
}

const redeem = (token: string, body: object) =>
  staffCall(ctx.app, "/checkin/redeem", body, { token });

const scansOf = async (nonce: string) =>
  (await ctx.pool.query("SELECT count(*)::int AS n FROM checkin_scans WHERE nonce = $1", [nonce]))
    .rows[0].n as number;

describe("tickets carry a signed code per seat", () => {
  it("shows the member a TK1 code that the gate lets in once, then answers when and where", async () => {
    const ev = await gateEvent();
    const { ticket, member } = await book(ev, ev.seats[0]!);
    expect(ticket.qr).toMatch(/^TK1:/);
    expect(ticket.checked_in).toBe(false);
    const gate = await staffToken(["gate"]);

    const first = await redeem(gate, scan(ev, ticket.qr));
    expect(first.status).toBe(200);
    expect(first.body.results).toMatchObject({
      status: "valid",
      reason: null,
      ticket: { id: ticket.seats[0].ticket_id, name: "Salem", seat: { row: "A", number: 1 } },
    });

    const again = await redeem(gate, scan(ev, ticket.qr, { gate: "South 2", device: "phone-b" }));
    expect(again.body.results.status).toBe("already_redeemed");
    expect(again.body.results.redeemed).toMatchObject({ gate: "North 1", device: "phone-a" });
    expect(again.body.results.redeemed.at).toMatch(/\+03:00$/);

    // The fan's ticket now says it was used.
    const mine = await call(ctx.app, "/reservations", { id: ticket.id }, { token: member.token });
    expect(mine.body.results).toMatchObject({ checked_in: true, qr: ticket.qr });
    expect(mine.body.results.seats[0].checked_in_at).toMatch(/\+03:00$/);
    const { rows } = await ctx.pool.query(
      "SELECT status FROM checkin_scans WHERE ticket_id = $1 ORDER BY id",
      [ticket.seats[0].ticket_id],
    );
    expect(rows.map((r) => r.status)).toEqual(["valid", "already_redeemed"]);
  });

  it("lets exactly one of 50 concurrent scans of one ticket from two gates in", async () => {
    const ev = await gateEvent();
    const { ticket } = await book(ev, ev.seats[2]!);
    const [a, b] = [await staffToken(["gate"]), await staffToken(["gate"])];
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        redeem(i % 2 ? a : b, scan(ev, ticket.qr, { gate: i % 2 ? "Gate A" : "Gate B" })),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const statuses = answers.map((r) => r.body.results.status);
    expect(statuses.filter((s) => s === "valid")).toHaveLength(1);
    expect(statuses.filter((s) => s === "already_redeemed")).toHaveLength(49);
    const winner = answers.find((r) => r.body.results.status === "valid")!.body.results.scan.gate;
    expect(
      new Set(
        answers
          .filter((r) => r.body.results.status !== "valid")
          .map((r) => r.body.results.redeemed.gate),
      ),
    ).toEqual(new Set([winner]));
    const { rows } = await ctx.pool.query(
      `SELECT (SELECT count(*)::int FROM ticket_redemptions WHERE ticket_id = $1) AS redemptions,
              (SELECT count(*)::int FROM checkin_scans WHERE ticket_id = $1) AS scans`,
      [ticket.seats[0].ticket_id],
    );
    expect(rows[0]).toEqual({ redemptions: 1, scans: 50 });
  });

  it("answers a repeated nonce with the same answer and records it once", async () => {
    const ev = await gateEvent();
    const { ticket } = await book(ev, ev.seats[3]!);
    const gate = await staffToken(["gate"]);
    const body = scan(ev, ticket.qr);
    const [one, two] = await Promise.all([redeem(gate, body), redeem(gate, body)]);
    const three = await redeem(gate, body);
    expect(one.body.results.status).toBe("valid");
    expect(two.body.results).toEqual(one.body.results);
    expect(three.body.results).toEqual(one.body.results);
    expect(await scansOf(body.nonce)).toBe(1);
    // The same nonce for another ticket is a device bug, not a replay.
    const other = await book(ev, ev.seats[4]!);
    const reused = await redeem(gate, { ...body, ticket: other.ticket.qr });
    expect(reused.status).toBe(422);
    expect(reused.body.results.code).toBe("nonce_reused");
  });

  it("refuses forged, tampered and withdrawn-key codes as invalid, and logs them", async () => {
    const ev = await gateEvent();
    const { ticket } = await book(ev, ev.seats[5]!);
    const gate = await staffToken(["gate"]);
    const fields = {
      eventId: ev.id,
      attendOn: ev.days[0]!,
      ticketId: ticket.seats[0].ticket_id,
      seatId: ev.seats[5]!,
    };
    const forged = signTicketCode(fields, ticketKeyFromSeed(1, randomBytes(32).toString("hex")));
    const otherKid = signTicketCode(fields, ticketKeyFromSeed(9, randomBytes(32).toString("hex")));
    // One character of the signed body changed (still valid base45).
    const i = 10;
    const tampered =
      ticket.qr.slice(0, i) + (ticket.qr[i] === "A" ? "B" : "A") + ticket.qr.slice(i + 1);
    const cases: Array<[string, string[]]> = [
      [forged, ["bad_signature"]],
      [otherKid, ["unknown_key"]],
      [tampered, ["bad_signature", "malformed"]],
      ["TK1:NOT-A-CODE", ["malformed"]],
      ["hello", ["malformed"]],
    ];
    for (const [code, reasons] of cases) {
      const body = scan(ev, code);
      const res = await redeem(gate, body);
      expect(res.status).toBe(200);
      expect(res.body.results.status).toBe("invalid");
      expect(reasons).toContain(res.body.results.reason);
      expect(await scansOf(body.nonce)).toBe(1);
    }
    // None of them let the real ticket in.
    expect((await redeem(gate, scan(ev, ticket.qr))).body.results.status).toBe("valid");
  });

  it("answers wrong_event for another event or another day, with what the ticket says", async () => {
    const ev = await gateEvent();
    const other = await gateEvent();
    const { ticket } = await book(ev, ev.seats[6]!);
    const gate = await staffToken(["gate"]);
    const wrongEvent = await redeem(gate, scan(other, ticket.qr));
    expect(wrongEvent.body.results).toMatchObject({
      status: "wrong_event",
      reason: "wrong_event",
      ticket: { event_id: ev.id, attend_at: ev.days[0] },
    });
    const wrongDay = await redeem(gate, scan(ev, ticket.qr, { attend_at: "2030-01-01" }));
    expect(wrongDay.body.results).toMatchObject({ status: "wrong_event", reason: "wrong_date" });
    // Neither counted as an entry.
    expect((await redeem(gate, scan(ev, ticket.qr))).body.results.status).toBe("valid");
  });

  it("says not yet open before the gates open, with the time they do", async () => {
    const ev = await gateEvent({ startsIn: 5 * HOUR });
    const { ticket } = await book(ev, ev.seats[0]!);
    const gate = await staffToken(["gate"]);
    const res = await redeem(gate, scan(ev, ticket.qr));
    expect(res.body.results).toMatchObject({ status: "invalid", reason: "not_yet_open" });
    expect(res.body.results.opens_at).toMatch(/\+03:00$/);
  });

  it("accepts the older TK- reference and a typed short reference", async () => {
    const ev = await gateEvent();
    const a = await book(ev, ev.seats[7]!);
    const b = await book(ev, ev.seats[8]!);
    const gate = await staffToken(["gate"]);
    const legacy = await redeem(gate, scan(ev, a.ticket.reference));
    expect(legacy.body.results).toMatchObject({ status: "valid", ticket: { seat: { number: 8 } } });
    const typed = b.ticket.seats[0].short_reference.toLowerCase().replace("-", " ");
    const ref = await redeem(gate, scan(ev, typed));
    expect(ref.body.results).toMatchObject({ status: "valid", ticket: { seat: { number: 9 } } });
    // A typo is caught by the check character.
    const ref2 = b.ticket.seats[0].short_reference;
    const typo = ref2.slice(0, 2) + (ref2[2] === "7" ? "8" : "7") + ref2.slice(3);
    const bad = await redeem(gate, scan(ev, typo));
    expect(bad.body.results).toMatchObject({ status: "invalid", reason: "bad_check" });
  });

  it("answers unknown ticket, not a server error, for a reference that names no ticket of this event", async () => {
    const ev = await gateEvent();
    const other = await gateEvent();
    const { ticket } = await book(ev, ev.seats[9]!);
    const gate = await staffToken(["gate"]);
    // Under another event's key a reference decodes to any number below 2^35, mostly beyond the
    // largest ticket id: one that does, whatever the keys of this run.
    const keys = await ticketKeys(ctx.app.db, ctx.env);
    const beyond = await keys.shortReference(other.id, 2 ** 34);
    for (const typed of [beyond, ticket.seats[0].short_reference]) {
      const res = await redeem(gate, scan(other, typed));
      expect(res.status).toBe(200);
      expect(res.body.results).toMatchObject({ status: "invalid", reason: "unknown_ticket" });
    }
    // The ticket itself still gets in at its own event.
    const own = await redeem(gate, scan(ev, ticket.seats[0].short_reference));
    expect(own.body.results.status).toBe("valid");
  });
});

describe("who may scan", () => {
  it("refuses gate staff limited to other events, before anything is recorded", async () => {
    const ev = await gateEvent();
    const other = await gateEvent();
    const { ticket } = await book(ev, ev.seats[9]!);
    const limited = await staffToken(["gate"], [other.id]);
    const body = scan(ev, ticket.qr);
    const res = await redeem(limited, body);
    expect(res.status).toBe(403);
    expect(res.body.results.code).toBe("forbidden");
    expect(await scansOf(body.nonce)).toBe(0);
    const list = await staffCall(
      ctx.app,
      "/checkin/list",
      { event_id: ev.id, attend_at: ev.days[0] },
      { token: limited },
    );
    expect(list.status).toBe(403);
    // Assigned to this event: allowed.
    const assigned = await staffToken(["gate"], [ev.id]);
    expect((await redeem(assigned, body)).body.results.status).toBe("valid");
  });

  it("refuses roles without gate.checkin", async () => {
    const ev = await gateEvent();
    const editor = await staffToken(["editor"]);
    const res = await redeem(editor, scan(ev, "TK1:X"));
    expect(res.status).toBe(403);
  });
});

describe("cancelled tickets", () => {
  it("cancels through staff: the seat is on sale again at once, the gate says cancelled, the fan gets an SMS", async () => {
    const ev = await gateEvent();
    const { ticket, member } = await book(ev, ev.seats[10]!);
    const events = await staffToken(["events"]);
    const cancel = await staffCall(
      ctx.app,
      "/reservations/cancel",
      { id: ticket.id, reason: "Duplicate" },
      { token: events },
    );
    expect(cancel.status).toBe(200);
    expect(cancel.body.results).toMatchObject({
      cancelled: true,
      qr: null,
      cancel_reason: "Duplicate",
    });
    const twice = await staffCall(
      ctx.app,
      "/reservations/cancel",
      { id: ticket.id },
      { token: events },
    );
    expect(twice.body.results.code).toBe("reservation_cancelled");

    const gate = await staffToken(["gate"]);
    expect((await redeem(gate, scan(ev, ticket.qr))).body.results.status).toBe("cancelled");
    // Someone else books the seat straight away.
    const next = await book(ev, ev.seats[10]!);
    expect(next.ticket.seats[0].id).toBe(ev.seats[10]);
    expect((await redeem(gate, scan(ev, next.ticket.qr))).body.results.status).toBe("valid");

    // The SMS goes out through the job queue, in the fan's (Arabic) language.
    await runJobs(ctx.app);
    const sms = (await readFile(path.join(ctx.env.dataDir, "outbox", "sms.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    const sent = sms.filter((m) => m.to === member.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0].text).toContain("أُلغي حجزك");
    const audit = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'reservation' AND record_id = $1",
      [String(ticket.id)],
    );
    expect(audit.rows.map((r) => r.action)).toEqual(["reservations.cancel"]);
  });
});

describe("offline", () => {
  it("serves the gate list that validates offline, and records a conflict uploaded by a second device", async () => {
    const ev = await gateEvent();
    const a = await book(ev, ev.seats[11]!);
    const b = await book(ev, ev.seats[12]!);
    const c = await book(ev, ev.seats[13]!);
    const gate = await staffToken(["gate"]);
    const events = await staffToken(["events"]);
    await staffCall(ctx.app, "/reservations/cancel", { id: c.ticket.id }, { token: events });
    expect((await redeem(gate, scan(ev, a.ticket.qr))).body.results.status).toBe("valid");

    const list = await staffCall(
      ctx.app,
      "/checkin/list",
      { event_id: ev.id, attend_at: ev.days[0] },
      { token: gate },
    );
    expect(list.status).toBe(200);
    const offline = await createOfflineValidator(list.body.results.snapshot);
    expect(offline.size).toBe(3);
    expect((await offline.check(a.ticket.qr)).status).toBe("already_redeemed");
    expect((await offline.check(c.ticket.qr)).status).toBe("cancelled");
    expect((await offline.scan(b.ticket.qr, Date.now(), "East")).status).toBe("valid");
    expect((await offline.scan(b.ticket.qr, Date.now(), "East")).status).toBe("already_redeemed");

    // Two offline devices let b in; both upload with force.
    const first = scan(ev, b.ticket.qr, { device: "offline-1", gate: "East", force: true });
    const second = scan(ev, b.ticket.qr, {
      device: "offline-2",
      gate: "West",
      force: true,
      scanned_at: new Date(Date.now() + 1000).toISOString(),
    });
    const up1 = await staffCall(ctx.app, "/checkin/upload", { scans: [first] }, { token: gate });
    expect(up1.body.results.data[0].status).toBe("valid");
    const up2 = await staffCall(
      ctx.app,
      "/checkin/upload",
      { scans: [second, first] },
      { token: gate },
    );
    expect(up2.status).toBe(200);
    const [conflicted, replayed] = up2.body.results.data;
    expect(conflicted).toMatchObject({
      status: "already_redeemed",
      conflict: { kind: "double_entry" },
      redeemed: { gate: "East" },
    });
    expect(replayed).toEqual(up1.body.results.data[0]);

    const conflicts = await staffCall(
      ctx.app,
      "/checkin/conflicts",
      { event_id: ev.id },
      { token: gate },
    );
    expect(conflicts.body.results.total).toBe(1);
    expect(conflicts.body.results.data[0]).toMatchObject({
      kind: "double_entry",
      ticket_id: b.ticket.seats[0].ticket_id,
      first: { gate: "East", device: "offline-1" },
      forced: { gate: "West", device: "offline-2" },
    });
    // Every device sees it at its next sync.
    const again = await staffCall(
      ctx.app,
      "/checkin/list",
      { event_id: ev.id, attend_at: ev.days[0] },
      { token: gate },
    );
    expect(again.body.results.conflicts).toBe(1);
    const stats = await staffCall(
      ctx.app,
      "/checkin/stats",
      { event_id: ev.id, attend_at: ev.days[0] },
      { token: gate },
    );
    expect(stats.body.results).toMatchObject({ tickets: 2, checked_in: 2, conflicts: 1 });
    expect(stats.body.results.gates).toEqual([
      { gate: "East", checked_in: 1 },
      { gate: "North 1", checked_in: 1 },
    ]);
  });
});
