import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckinScanInput } from "../../src/shared/staff/checkin";

// The gate's offline queue on a real IndexedDB implementation (fake-indexeddb): what waits, what
// is sent in batches, what a failed upload leaves, and what sign-out forgets.

// The phone's localStorage (the remembered event day and gate), in memory.
const stored = new Map<string, string>();
vi.stubGlobal("localStorage", {
  getItem: (k: string) => stored.get(k) ?? null,
  setItem: (k: string, v: string) => void stored.set(k, String(v)),
  removeItem: (k: string) => void stored.delete(k),
});

const staffCall = vi.fn();
vi.mock("../../src/web/staff/lib/staff-api", () => ({
  staffCall: (...args: unknown[]) => staffCall(...args),
  StaffApiError: class extends Error {},
}));

const { gateDb, GATE_DB_NAME } = await import("../../src/web/staff/features/gate/gate-db");
const { uploadPendingScans } = await import("../../src/web/staff/features/gate/gate-network");
const { forgetGateDevice } = await import("../../src/web/staff/features/gate/sign-out");

const DAY = "7:2026-11-25";
const body = (nonce: string): CheckinScanInput => ({
  ticket: `TK1:${nonce}`,
  nonce,
  scanned_at: new Date().toISOString(),
  gate: "North 1",
  device: "gate-a",
  event_id: 7,
  attend_at: "2026-11-25",
  force: true,
});

let seq = 0;
async function queue(n: number, state: "pending" | "sent" = "pending", day = DAY) {
  await gateDb().scans.bulkAdd(
    Array.from({ length: n }, (_, i) => {
      const nonce = `${state}${++seq}`.padEnd(12, "x");
      return {
        nonce,
        day,
        ticketId: i + 1,
        at: Date.now(),
        gate: "North 1",
        body: body(nonce),
        state,
        conflict: null,
      };
    }),
  );
}

/** The server's answers to an upload: one per scan, every third a double entry. */
const answers = (scans: CheckinScanInput[]) => ({
  data: scans.map((_, i) => ({
    status: "valid",
    conflict: i % 3 === 2 ? { kind: "double_entry" } : null,
  })),
});

beforeEach(async () => {
  staffCall.mockReset();
  stored.clear();
  gateDb().close();
  await Dexie.delete(GATE_DB_NAME);
});

describe("the gate upload queue", () => {
  it("sends waiting scans in batches of 500, marks them sent and counts conflicts", async () => {
    await queue(501);
    await queue(2, "pending", "7:2026-11-26");
    staffCall.mockImplementation(async (_path: string, b: { scans: CheckinScanInput[] }) =>
      answers(b.scans),
    );
    const conflicts = await uploadPendingScans(DAY, "en");
    expect(staffCall).toHaveBeenCalledTimes(2);
    expect(staffCall.mock.calls[0]![0]).toBe("/checkin/upload");
    expect(staffCall.mock.calls.map((c) => c[1].scans.length)).toEqual([500, 1]);
    expect(staffCall.mock.calls[0]![1].scans[0].force).toBe(true);
    expect(conflicts).toBe(166);
    const db = gateDb();
    expect(await db.scans.where({ day: DAY, state: "pending" }).count()).toBe(0);
    expect(await db.scans.where({ day: DAY, state: "sent" }).count()).toBe(501);
    expect(await db.scans.filter((s) => s.conflict === "double_entry").count()).toBe(166);
    // Another day's scans wait for their own upload.
    expect(await db.scans.where({ day: "7:2026-11-26", state: "pending" }).count()).toBe(2);
  });

  it("keeps every scan waiting when the upload fails", async () => {
    await queue(3);
    staffCall.mockRejectedValue(new Error("offline"));
    await expect(uploadPendingScans(DAY, "en")).rejects.toThrow("offline");
    expect(await gateDb().scans.where({ day: DAY, state: "pending" }).count()).toBe(3);
  });
});

describe("signing out of a gate phone", () => {
  it("sends what waits, then deletes the lists, the scans and the database", async () => {
    await queue(2);
    await queue(4, "sent");
    await gateDb().lists.put({ key: DAY, list: {} as never, seats: {}, fetchedAt: Date.now() });
    staffCall.mockImplementation(async (_path: string, b: { scans: CheckinScanInput[] }) =>
      answers(b.scans),
    );
    expect(await forgetGateDevice("en")).toBe(0);
    expect(staffCall).toHaveBeenCalledTimes(1);
    expect(await Dexie.exists(GATE_DB_NAME)).toBe(false);
  });

  it("keeps the scans the server could not take, and forgets the rest", async () => {
    await queue(2);
    await queue(4, "sent");
    await gateDb().lists.put({ key: DAY, list: {} as never, seats: {}, fetchedAt: Date.now() });
    staffCall.mockRejectedValue(new Error("offline"));
    expect(await forgetGateDevice("en", { uploadMs: 200 })).toBe(2);
    const db = gateDb();
    expect(await db.lists.count()).toBe(0);
    expect(await db.scans.count()).toBe(2);
    expect(await db.scans.filter((s) => s.state === "pending").count()).toBe(2);
  });

  it("when the session ended by itself: sends nothing, keeps what waits and the chosen gate, forgets the rest", async () => {
    localStorage.setItem(
      "gate.setup",
      JSON.stringify({ eventId: 7, attendOn: "2026-11-25", gate: "N1" }),
    );
    await queue(3);
    await queue(4, "sent");
    await gateDb().lists.put({ key: DAY, list: {} as never, seats: {}, fetchedAt: Date.now() });
    expect(await forgetGateDevice("en", { upload: false })).toBe(3);
    expect(staffCall).not.toHaveBeenCalled();
    const db = gateDb();
    expect(await db.lists.count()).toBe(0);
    expect(await db.scans.filter((s) => s.state === "pending").count()).toBe(3);
    expect(await db.scans.filter((s) => s.state === "sent").count()).toBe(0);
    // The same steward signing in again finds the same event day and sends them at once.
    expect(localStorage.getItem("gate.setup")).not.toBeNull();

    // Once they are sent, a later session end forgets the database and the gate too.
    staffCall.mockImplementation(async (_path: string, b: { scans: CheckinScanInput[] }) =>
      answers(b.scans),
    );
    await uploadPendingScans(DAY, "en");
    expect(await forgetGateDevice("en", { upload: false })).toBe(0);
    expect(await Dexie.exists(GATE_DB_NAME)).toBe(false);
    expect(localStorage.getItem("gate.setup")).toBeNull();
  });

  it("keeps when and where a conflicting ticket went in first, from the server's answer", async () => {
    await queue(2);
    staffCall.mockImplementation(async (_path: string, b: { scans: CheckinScanInput[] }) => ({
      data: b.scans.map((_, i) => ({
        status: "already_redeemed",
        conflict: i === 0 ? { id: 9, kind: "double_entry" } : null,
        redeemed: { at: "2026-11-25T17:02:00.000Z", gate: "South 2", device: "gate-b" },
      })),
    }));
    expect(await uploadPendingScans(DAY, "en")).toBe(1);
    const conflicted = await gateDb()
      .scans.filter((s) => s.conflict !== null)
      .toArray();
    expect(conflicted).toHaveLength(1);
    expect(conflicted[0]!.first).toEqual({ at: "2026-11-25T17:02:00.000Z", gate: "South 2" });
  });
});
