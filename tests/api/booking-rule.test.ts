import { describe, expect, it } from "vitest";
import { createSession } from "../../src/server/plugins/auth";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { createEvent } from "../helpers/events";
import { freshIp, lastCode } from "../helpers/identity";

const ctx = useTestApp({ rateLimitMax: 100_000, otpPerPhone: 100, otpPerIp: 100_000 });

/** A session of a demo member (README: complete profiles), by phone. */
async function demoMember(phone: string) {
  const { rows } = await ctx.pool.query<{ id: number }>("SELECT id FROM members WHERE phone = $1", [
    phone,
  ]);
  const { token } = await createSession({ pool: ctx.pool, env: ctx.env, memberId: rows[0]!.id });
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
