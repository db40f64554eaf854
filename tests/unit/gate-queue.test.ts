import "fake-indexeddb/auto";
import { Dexie } from "dexie";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckinScanInput } from "../../src/shared/staff/checkin";

// The gate's offline queue on a real IndexedDB implementation (fake-indexeddb): what waits, what
// is sent in batches, what a failed upload leaves, and what sign-out forgets.

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
    expect(await forgetGateDevice("en", 200)).toBe(2);
    const db = gateDb();
    expect(await db.lists.count()).toBe(0);
    expect(await db.scans.count()).toBe(2);
    expect(await db.scans.filter((s) => s.state === "pending").count()).toBe(2);
  });
});
