import { describe, expect, it } from "vitest";
import {
  newTicketKeySeed,
  referenceKeyFor,
  signTicketCode,
  ticketKeyFromSeed,
} from "../../src/server/lib/ticket-signing";
import { base64urlEncode } from "../../src/shared/events/codec";
import {
  createOfflineValidator,
  SnapshotError,
  type DeviceScan,
} from "../../src/shared/events/offline-validator";
import { importReferenceKey, shortReference } from "../../src/shared/events/short-reference";
import {
  packSnapshot,
  unpackSnapshot,
  type SnapshotTicket,
  type TicketSnapshot,
} from "../../src/shared/events/ticket-snapshot";

const KEY1 = ticketKeyFromSeed(1, "a1".repeat(32));
const KEY2 = ticketKeyFromSeed(2, "b2".repeat(32));
const EVENT = 7;
const DAY = "2026-05-01";
const REF_RAW = referenceKeyFor("reference secret", EVENT);
const GENERATED = "2026-05-01T15:00:00.000Z";
const NORTH_GATE_AT = Date.parse("2026-05-01T14:40:00.000Z");

const tickets: SnapshotTicket[] = [
  { ticketId: 1004, seatId: 504, state: "valid" }, // moved from seat 599 by staff
  { ticketId: 1001, seatId: 501, state: "valid" },
  { ticketId: 1002, seatId: 502, state: "cancelled" },
  { ticketId: 1003, seatId: 503, state: "redeemed", redeemedAt: NORTH_GATE_AT, gate: "North 3" },
  { ticketId: 1006, seatId: null, state: "valid" },
];

function snapshot(keys = [KEY1.publicKey, KEY2.publicKey], list = tickets): TicketSnapshot {
  return packSnapshot(
    {
      eventId: EVENT,
      attendOn: DAY,
      generatedAt: GENERATED,
      completeThrough: 1010,
      keys,
      referenceKey: base64urlEncode(REF_RAW),
    },
    list,
  );
}

const code = (
  ticketId: number,
  seatId: number | null,
  more: Partial<{ eventId: number; attendOn: string }> = {},
  key = KEY1,
) => signTicketCode({ eventId: EVENT, attendOn: DAY, ticketId, seatId, ...more }, key);

const AT = Date.parse("2026-05-01T15:05:00.000Z");

describe("the ticket list snapshot", () => {
  it("packs and unpacks ids, seats, states and redemptions", () => {
    const cols = unpackSnapshot(snapshot())!;
    expect([...cols.ids]).toEqual([1001, 1002, 1003, 1004, 1006]);
    expect([...cols.seats]).toEqual([501, 502, 503, 504, 0]);
    expect([...cols.states]).toEqual([0, 2, 1, 0, 0]);
    expect(cols.redeemed.get(2)).toEqual({ at: NORTH_GATE_AT, gate: "North 3" });
  });

  it("refuses a damaged or unknown list", async () => {
    const s = snapshot();
    expect(unpackSnapshot({ ...s, count: s.count + 1 })).toBeNull();
    expect(unpackSnapshot({ ...s, tickets: s.tickets.slice(0, -4) })).toBeNull();
    expect(unpackSnapshot({ ...s, format: 2 as 1 })).toBeNull();
    await expect(createOfflineValidator({ ...s, tickets: "**" })).rejects.toBeInstanceOf(
      SnapshotError,
    );
    expect(() => snapshot(undefined, [...tickets, tickets[0]!])).toThrow(RangeError);
  });
});

describe("offline verdicts", () => {
  it("lets a valid ticket in once: the second scan on this device is already_redeemed", async () => {
    const v = await createOfflineValidator(snapshot());
    expect(v.size).toBe(5);
    expect(await v.check(code(1001, 501))).toMatchObject({
      status: "valid",
      seatId: 501,
      listed: true,
    });
    // check() changes nothing; scan() records.
    expect(await v.scan(code(1001, 501), AT, "South 1")).toEqual({
      status: "valid",
      ticketId: 1001,
      seatId: 501,
      seatChanged: false,
      listed: true,
    });
    expect(await v.scan(code(1001, 501), AT + 60_000, "South 2")).toEqual({
      status: "already_redeemed",
      ticketId: 1001,
      seatId: 501,
      at: AT,
      gate: "South 1",
      byThisDevice: true,
    });
  });

  it("lets exactly one of two simultaneous scans of one ticket in", async () => {
    const v = await createOfflineValidator(snapshot());
    const verdicts = await Promise.all([v.scan(code(1001, 501), AT), v.scan(code(1001, 501), AT)]);
    expect(verdicts.map((x) => x.status).sort()).toEqual(["already_redeemed", "valid"]);
  });

  it("remembers the device's earlier scans handed back from storage", async () => {
    const stored: DeviceScan[] = [{ ticketId: 1006, at: AT - 1000, gate: "East 1" }];
    const v = await createOfflineValidator(snapshot(), stored);
    expect(await v.scan(code(1006, null), AT)).toMatchObject({
      status: "already_redeemed",
      gate: "East 1",
      seatId: null,
      byThisDevice: true,
    });
  });

  it("says already_redeemed with time and gate for a ticket used before the download", async () => {
    const v = await createOfflineValidator(snapshot());
    expect(await v.scan(code(1003, 503), AT)).toEqual({
      status: "already_redeemed",
      ticketId: 1003,
      seatId: 503,
      at: NORTH_GATE_AT,
      gate: "North 3",
      byThisDevice: false,
    });
  });

  it("says wrong_event for another event or another day of this one", async () => {
    const v = await createOfflineValidator(snapshot());
    expect(await v.scan(code(1001, 501, { eventId: 8 }), AT)).toEqual({
      status: "wrong_event",
      ticketId: 1001,
      eventId: 8,
      attendOn: DAY,
    });
    expect(await v.scan(code(1001, 501, { attendOn: "2026-05-02" }), AT)).toMatchObject({
      status: "wrong_event",
      eventId: EVENT,
      attendOn: "2026-05-02",
    });
    // Neither counted as an entry.
    expect(await v.scan(code(1001, 501), AT)).toMatchObject({ status: "valid" });
  });

  it("says cancelled for a revoked ticket, also when revoked by a later refresh", async () => {
    const v = await createOfflineValidator(snapshot());
    expect(await v.scan(code(1002, 502), AT)).toEqual({
      status: "cancelled",
      ticketId: 1002,
      seatId: 502,
    });
    v.applyUpdate({
      generatedAt: GENERATED,
      tickets: [{ ticketId: 1004, seatId: 504, state: "cancelled" }],
    });
    expect(await v.scan(code(1004, 504), AT)).toMatchObject({ status: "cancelled" });
  });

  it("says invalid with the reason for forged, tampered, unknown-key and unreadable codes", async () => {
    const v = await createOfflineValidator(snapshot([KEY2.publicKey]));
    const forger = ticketKeyFromSeed(2, newTicketKeySeed());
    expect(await v.scan(code(1001, 501, {}, forger), AT)).toEqual({
      status: "invalid",
      reason: "bad_signature",
    });
    const good = code(1001, 501, {}, KEY2);
    const tampered = good.slice(0, 10) + (good[10] === "A" ? "B" : "A") + good.slice(11);
    expect(await v.scan(tampered, AT)).toMatchObject({ status: "invalid" });
    expect((await v.scan(tampered, AT)).status === "valid").toBe(false);
    // Key 1 was withdrawn from this device's list: its codes no longer pass.
    expect(await v.scan(code(1001, 501, {}, KEY1), AT)).toEqual({
      status: "invalid",
      reason: "unknown_key",
    });
    expect(await v.scan("TK-3F2A9C0D11E24B7F", AT)).toEqual({
      status: "invalid",
      reason: "malformed",
    });
    // None of these let the ticket's holder in, nor blocked them.
    expect(await v.scan(good, AT)).toMatchObject({ status: "valid" });
  });

  it("lets in a signed ticket issued after the download, but not a deleted one", async () => {
    const v = await createOfflineValidator(snapshot());
    expect(await v.scan(code(1020, 620), AT)).toMatchObject({
      status: "valid",
      listed: false,
      seatId: 620,
    });
    expect(await v.scan(code(1020, 620), AT)).toMatchObject({ status: "already_redeemed" });
    // 1005 is below the list's completeness mark and not on it.
    expect(await v.scan(code(1005, 505), AT)).toEqual({
      status: "invalid",
      reason: "unknown_ticket",
    });
  });

  it("shows the current seat when staff moved the ticket after it was issued", async () => {
    const v = await createOfflineValidator(snapshot());
    expect(await v.scan(code(1004, 599), AT)).toMatchObject({
      status: "valid",
      seatId: 504,
      seatChanged: true,
    });
  });

  it("applies refreshed changes: new tickets, redemptions elsewhere", async () => {
    const v = await createOfflineValidator(snapshot());
    v.applyUpdate({
      generatedAt: "2026-05-01T15:01:00.000Z",
      completeThrough: 1040,
      tickets: [
        { ticketId: 1030, seatId: 630, state: "valid" },
        { ticketId: 1001, seatId: 501, state: "redeemed", redeemedAt: AT - 5000, gate: "West 2" },
      ],
    });
    expect(v.size).toBe(6);
    expect(await v.scan(code(1030, 630), AT)).toMatchObject({ status: "valid", listed: true });
    expect(await v.scan(code(1001, 501), AT)).toMatchObject({
      status: "already_redeemed",
      gate: "West 2",
      byThisDevice: false,
    });
    expect(await v.scan(code(1035, 635), AT)).toEqual({
      status: "invalid",
      reason: "unknown_ticket",
    });
    // A redemption reported without its time takes the refresh's.
    v.applyUpdate({
      generatedAt: "2026-05-01T15:02:00.000Z",
      tickets: [{ ticketId: 1006, seatId: null, state: "redeemed", gate: "East 4" }],
    });
    expect(await v.check(code(1006, null))).toMatchObject({
      status: "already_redeemed",
      at: Date.parse("2026-05-01T15:02:00.000Z"),
      gate: "East 4",
    });
  });

  it("accepts codes of the old and the new key side by side during a rotation", async () => {
    const v = await createOfflineValidator(snapshot([KEY2.publicKey, KEY1.publicKey]));
    expect(await v.scan(code(1001, 501, {}, KEY1), AT)).toMatchObject({ status: "valid" });
    expect(await v.scan(code(1006, null, {}, KEY2), AT)).toMatchObject({ status: "valid" });
  });
});

describe("typed short references", () => {
  it("admit a listed ticket once, whether typed or scanned", async () => {
    const v = await createOfflineValidator(snapshot());
    const refKey = await importReferenceKey(REF_RAW);
    const ref = await shortReference(1001, refKey);
    const typed = ref.toLowerCase().replace("-", " ").replaceAll("0", "o");
    expect(await v.scanReference(typed, AT, "Gate 9")).toMatchObject({
      status: "valid",
      ticketId: 1001,
      seatId: 501,
    });
    expect(await v.scan(code(1001, 501), AT)).toMatchObject({
      status: "already_redeemed",
      gate: "Gate 9",
    });
    expect(await v.checkReference(await shortReference(1002, refKey))).toMatchObject({
      status: "cancelled",
    });
  });

  it("tell a typo from a ticket that is not on the list", async () => {
    const v = await createOfflineValidator(snapshot());
    const refKey = await importReferenceKey(REF_RAW);
    const ref = await shortReference(1006, refKey);
    const typo = (ref[0] === "7" ? "8" : "7") + ref.slice(1);
    expect(await v.checkReference(typo)).toEqual({ status: "invalid", reason: "bad_check" });
    expect(await v.checkReference("12")).toEqual({ status: "invalid", reason: "malformed" });
    // Not on the list (even above the completeness mark: a reference proves nothing alone).
    expect(await v.checkReference(await shortReference(1050, refKey))).toEqual({
      status: "invalid",
      reason: "unknown_ticket",
    });
    // Another event's reference names some other ticket id.
    const otherKey = await importReferenceKey(referenceKeyFor("reference secret", EVENT + 1));
    expect(await v.checkReference(await shortReference(1006, otherKey))).toMatchObject({
      status: "invalid",
    });
  });
});
