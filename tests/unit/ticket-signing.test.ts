import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb, createPool } from "../../src/server/db/client";
import { loadTicketKeys } from "../../src/server/lib/ticket-signing";
import { verifyTicketCode } from "../../src/shared/events/ticket-code";
import { createTestDatabase } from "../helpers/app";

// The signing keys live in the database (app_secrets), shared by every instance.
describe("ticket signing keys from the database", () => {
  let url = "";
  let drop = async () => {};
  const pools: pg.Pool[] = [];
  /** A new pool stands for another app instance (the secret cache is per database client). */
  const instance = () => {
    const pool = createPool(url, 2);
    pools.push(pool);
    return createDb(pool);
  };
  beforeAll(async () => {
    ({ url, drop } = await createTestDatabase());
  });
  afterAll(async () => {
    await Promise.all(pools.map((p) => p.end()));
    await drop();
  });

  const ticket = { eventId: 3, attendOn: "2026-05-01", ticketId: 77, seatId: 12 };

  it("creates a key on first use that every instance then shares", async () => {
    const a = await loadTicketKeys(instance(), { currentKid: 1 });
    const b = await loadTicketKeys(instance(), { currentKid: 1 });
    expect(b.publicKeys).toEqual(a.publicKeys);
    expect(b.sign(ticket)).toBe(a.sign(ticket));
    expect(await verifyTicketCode(a.sign(ticket), b.keyring)).toEqual({
      ok: true,
      ticket: { ...ticket, kid: 1 },
    });
    const { rows } = await pools[0]!.query(
      "SELECT name FROM app_secrets WHERE name LIKE 'ticket%' ORDER BY name",
    );
    expect(rows.map((r) => r.name)).toEqual(["ticket_reference_secret", "ticket_signing_key_1"]);
  });

  it("rotates: the new key signs, the old one is still accepted until it is dropped", async () => {
    const before = await loadTicketKeys(instance(), { currentKid: 1 });
    const oldCode = before.sign(ticket);
    const rotated = await loadTicketKeys(instance(), { currentKid: 2, acceptedKids: [1] });
    expect(rotated.publicKeys.map((k) => k.kid)).toEqual([2, 1]);
    const newCode = rotated.sign(ticket);
    expect(newCode).not.toBe(oldCode);
    expect(await verifyTicketCode(newCode, rotated.keyring)).toMatchObject({
      ok: true,
      ticket: { kid: 2 },
    });
    expect(await verifyTicketCode(oldCode, rotated.keyring)).toMatchObject({
      ok: true,
      ticket: { kid: 1 },
    });
    const withdrawn = await loadTicketKeys(instance(), { currentKid: 2 });
    expect(await verifyTicketCode(oldCode, withdrawn.keyring)).toMatchObject({
      ok: false,
      reason: "unknown_key",
    });
  });

  it("gives each event its own stable reference key", async () => {
    const a = await loadTicketKeys(instance(), { currentKid: 1 });
    const b = await loadTicketKeys(instance(), { currentKid: 1 });
    expect(a.referenceKey(3).base64url).toBe(b.referenceKey(3).base64url);
    expect(a.referenceKey(3).raw).toHaveLength(32);
    expect(a.referenceKey(4).base64url).not.toBe(a.referenceKey(3).base64url);
  });

  it("refuses key ids a code cannot carry", async () => {
    await expect(loadTicketKeys(instance(), { currentKid: -1 })).rejects.toThrow(RangeError);
  });
});
