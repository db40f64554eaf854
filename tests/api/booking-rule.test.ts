import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createPool } from "../../src/server/db/client";
import { migrate } from "../../src/server/db/migrate";
import { migrationsDir } from "../../src/server/setup-database";
import { createSession } from "../../src/server/plugins/auth";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { createEvent, createMember } from "../helpers/events";
import { freshIp, lastCode } from "../helpers/identity";

const ctx = useTestApp({ rateLimitMax: 100_000, otpPerPhone: 100, otpPerIp: 100_000 });

/** A session of a demo member (README: complete profiles), by phone. */
async function demoMember(phone: string) {
  const { rows } = await ctx.pool.query<{ id: number }>("SELECT id FROM members WHERE phone = $1", [
    phone,
  ]);
  const { token } = await createSession({ db: ctx.db, env: ctx.env, memberId: rows[0]!.id });
  return { id: rows[0]!.id, phone, token };
}

/** A guest token for `phone`, through the SMS code, as the guest form gets it. */
async function guestToken(phone: string) {
  const sent = await call(
    ctx.app,
    "/guest/otp",
    { phone: phone.slice(3), "g-recaptcha-response": await solveBotCheck(ctx.app) },
    { ip: freshIp() },
  );
  expect(sent.status).toBe(200);
  const verified = await call(ctx.app, "/guest/otp/verify", {
    id: sent.body.results.id,
    otp: await lastCode(ctx.env, phone),
  });
  expect(verified.status).toBe(200);
  return verified.body.results.guest_token as string;
}

const book = (
  ev: { id: number },
  day: string,
  seat: number,
  who: { token?: string; guest_token?: string },
) =>
  call(
    ctx.app,
    "/reservations/create",
    {
      event_id: ev.id,
      attend_at: day,
      containers_blocks_ids: [seat],
      ...(who.guest_token ? { guest_token: who.guest_token, guest_name: "Guest Name" } : {}),
    },
    { token: who.token, lang: "en" },
  );

describe("one reservation per person per event per day, whoever books", () => {
  it("two demo members each book; neither can book again as a guest with their own phone", async () => {
    const ev = await createEvent(ctx.pool);
    const [day, nextDay] = ev.days as [string, string];
    const abdullah = await demoMember("966500000001");
    const sara = await demoMember("966500000002");
    expect((await book(ev, day, ev.seats[0]!, { token: abdullah.token })).status).toBe(200);
    expect((await book(ev, day, ev.seats[1]!, { token: sara.token })).status).toBe(200);

    const asGuest = await book(ev, day, ev.seats[2]!, {
      guest_token: await guestToken(abdullah.phone),
    });
    expect(asGuest.status).toBe(422);
    expect(asGuest.body.results).toMatchObject({
      code: "already_booked",
      message: "You have already booked this event for this day",
    });
    // The seat stays free, and another day of the same event is still open to that person.
    const free = await call(ctx.app, "/reservations/blocks", {
      event_id: ev.id,
      parent_id: ev.blocks[0],
      attend_at: day,
    });
    expect(
      free.body.results.data.find((s: { id: number }) => s.id === ev.seats[2]).is_available,
    ).toBe(true);
    const otherDay = await book(ev, nextDay, ev.seats[2]!, {
      guest_token: await guestToken(abdullah.phone),
    });
    expect(otherDay.status).toBe(200);
  });

  it("a guest phone that holds a seat cannot book again once signed in as that member", async () => {
    const ev = await createEvent(ctx.pool);
    const day = ev.days[0]!;
    const khalid = await demoMember("966500000003");
    const guest = await book(ev, day, ev.seats[0]!, {
      guest_token: await guestToken(khalid.phone),
    });
    expect(guest.status).toBe(200);
    const member = await book(ev, day, ev.seats[1]!, { token: khalid.token });
    expect(member.status).toBe(422);
    expect(member.body.results.code).toBe("already_booked");
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM reservations WHERE event_id = $1",
      [ev.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it("concurrent attempts as member and as guest with the same phone: exactly one wins", async () => {
    const noura = await demoMember("966500000008");
    for (let round = 0; round < 3; round++) {
      const ev = await createEvent(ctx.pool);
      const day = ev.days[0]!;
      // One live code per phone: the guest tokens are fetched one after the other.
      const tokens: string[] = [];
      for (let i = 0; i < 3; i++) tokens.push(await guestToken(noura.phone));
      const attempts = await Promise.all([
        book(ev, day, ev.seats[0]!, { token: noura.token }),
        ...tokens.map((t, i) => book(ev, day, ev.seats[i + 1]!, { guest_token: t })),
        book(ev, day, ev.seats[5]!, { token: noura.token }),
      ]);
      const statuses = attempts.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(
        attempts.filter((a) => a.status === 422 && a.body.results.code === "already_booked"),
      ).toHaveLength(attempts.length - 1);
      const { rows } = await ctx.pool.query(
        "SELECT count(*)::int AS n, count(*) FILTER (WHERE phone = $2)::int AS mine FROM reservations WHERE event_id = $1",
        [ev.id, noura.phone],
      );
      expect(rows[0]).toEqual({ n: 1, mine: 1 });
    }
  });

  it("the database holds the rule whoever inserts: the phone is filled and keyed", async () => {
    const ev = await createEvent(ctx.pool);
    const sara = await demoMember("966500000002");
    await ctx.pool.query(
      "INSERT INTO reservations (event_id, attend_on, member_id, reference) VALUES ($1, $2, $3, 'TK-direct-1')",
      [ev.id, ev.days[0], sara.id],
    );
    const { rows } = await ctx.pool.query(
      "SELECT phone FROM reservations WHERE reference = 'TK-direct-1'",
    );
    expect(rows[0].phone).toBe(sara.phone);
    await expect(
      ctx.pool.query(
        "INSERT INTO reservations (event_id, attend_on, guest_phone, guest_name, reference) VALUES ($1, $2, $3, 'x', 'TK-direct-2')",
        [ev.id, ev.days[0], sara.phone],
      ),
    ).rejects.toThrow(/reservations_phone_day_key/);
  });
});

describe("migration 0008 on a database that already holds reservations", () => {
  it("keys the existing rows, keeps a loophole duplicate visible (phone NULL), and holds the rule for new rows", async () => {
    const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
    await admin.connect();
    const name = `m0008_${process.pid}_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(inject("pgAdminUrl"));
    url.pathname = `/${name}`;
    const pool = createPool(url.href, 3);
    const before = await mkdtemp(path.join(os.tmpdir(), "migrations-"));
    try {
      for (const file of (await readdir(migrationsDir())).filter((f) => f < "0008"))
        await cp(path.join(migrationsDir(), file), path.join(before, file));
      await migrate(pool, before);
      const ev = await createEvent(pool);
      // An empty database has no areas: profiles left incomplete, which the keys do not mind.
      const member = await createMember(pool, ctx.env, { complete: false });
      const other = await createMember(pool, ctx.env, { complete: false });
      const day = ev.days[0]!;
      // The loophole: the member, then the same person as a guest; and an unrelated guest.
      await pool.query(
        `INSERT INTO reservations (event_id, attend_on, member_id, guest_phone, guest_name, reference) VALUES
           ($1, $2, $3, NULL, NULL, 'TK-m1'),
           ($1, $2, NULL, $4, 'Same person', 'TK-g1'),
           ($1, $2, $5, NULL, NULL, 'TK-m2'),
           ($1, $2, NULL, '966599999999', 'Guest', 'TK-g2')`,
        [ev.id, day, member.id, member.phone, other.id],
      );
      expect(await migrate(pool, migrationsDir())).toContain("0008_reservation_phone.sql");
      const { rows } = await pool.query(
        "SELECT reference, phone FROM reservations ORDER BY reference",
      );
      expect(rows).toEqual([
        { reference: "TK-g1", phone: null },
        { reference: "TK-g2", phone: "966599999999" },
        { reference: "TK-m1", phone: member.phone },
        { reference: "TK-m2", phone: other.phone },
      ]);
      await expect(
        pool.query(
          `INSERT INTO reservations (event_id, attend_on, guest_phone, guest_name, reference)
           VALUES ($1, $2, $3, 'Again', 'TK-g3')`,
          [ev.id, day, other.phone],
        ),
      ).rejects.toThrow(/reservations_phone_day_key/);
    } finally {
      await pool.end();
      await rm(before, { recursive: true, force: true });
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
