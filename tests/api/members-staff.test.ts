import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { lastCode, loginAs, readSms, requestCode } from "../helpers/identity";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
  otpPerPhone: 100,
  otpPerIp: 1000,
});

let care: string;
let admin: string;
let gate: string;
let editor: string;
const as = (token: string, path: string, body: object, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, path, body, { token, lang });
const sentTo = async (phone: string) =>
  (await readSms(ctx.env)).filter((m) => m.to === phone).length;
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

beforeAll(async () => {
  const mk = async (roles: ("care" | "admin" | "gate" | "editor")[]) =>
    sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles })).id);
  care = await mk(["care"]);
  admin = await mk(["admin"]);
  gate = await mk(["gate"]);
  editor = await mk(["editor"]);
});

describe("members for the care role", () => {
  it("only roles with the members permissions may read or change members", async () => {
    for (const token of [gate, editor]) {
      expect((await as(token, "/members/list", {})).status).toBe(403);
      expect((await as(token, "/members/get", { id: 1 })).status).toBe(403);
      expect((await as(token, "/members/save", { phone: "0551234000" })).status).toBe(403);
      expect((await as(token, "/members/status", { id: 1, active: false })).status).toBe(403);
      expect((await as(token, "/members/unlock", { id: 1 })).status).toBe(403);
    }
    expect((await as(admin, "/members/list", {})).status).toBe(200);
  });

  it("finds a member by phone in any spelling, by name and by member number, and pages", async () => {
    const { rows } = await ctx.pool.query(
      "SELECT id, phone, name FROM members WHERE name IS NOT NULL ORDER BY id LIMIT 1",
    );
    const m = rows[0] as { id: number; phone: string; name: string };
    const national = "0" + m.phone.slice(3);
    const arabicDigits = national.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const search of [national, arabicDigits, m.phone, m.name.slice(0, 4), String(m.id)]) {
      const r = await as(care, "/members/list", { search });
      expect(r.status, search).toBe(200);
      expect(
        r.body.results.data.map((x: { id: number }) => x.id),
        search,
      ).toContain(m.id);
    }
    const none = await as(care, "/members/list", { search: "no such member anywhere" });
    expect(none.body.results).toMatchObject({ data: [], total: 0 });
    const paged = await as(care, "/members/list", { per_page: 1, page: 2 });
    expect(paged.body.results).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.body.results.data).toHaveLength(1);
  });

  it("adds a member while registration is closed; the member then signs in with that phone", async () => {
    const phone = "966551230001";
    // Registration is closed in the demo settings: an unknown phone gets no code.
    const before = await requestCode(ctx.app, phone);
    expect(before.status).toBe(422);
    expect(before.body.results.code).toBe("registration_closed");

    const added = await as(care, "/members/save", { phone: "055 123 0001", name: "Rami" });
    expect(added.status).toBe(200);
    expect(added.body.results).toMatchObject({
      phone,
      name: "Rami",
      active: true,
      complete: false,
      version: 1,
    });
    const token = await loginAs(ctx.app, ctx.env, phone);
    expect(token).toBeTruthy();

    const again = await as(care, "/members/save", { phone }, "ar");
    expect(again.status).toBe(422);
    expect(again.body.results.errors.phone).toEqual(["رقم الجوال هذا مسجّل لعضو آخر."]);

    const { rows } = await ctx.pool.query(
      "SELECT changes FROM audit_log WHERE action = 'member.create' AND record_id = $1",
      [String(added.body.results.id)],
    );
    expect(rows).toHaveLength(1);
    // The log never holds the phone or the name in clear.
    expect(JSON.stringify(rows[0].changes)).not.toContain("551230001");
    expect(JSON.stringify(rows[0].changes)).not.toContain("Rami");
  });

  it("corrects a member, refusing a save that started from an older version", async () => {
    const added = (await as(care, "/members/save", { phone: "0551230002" })).body.results;
    const first = await as(care, "/members/save", {
      id: added.id,
      version: added.version,
      phone: added.phone,
      name: "Huda",
      email: "huda@example.com",
      birth_date: "1999-02-28",
      gender: "female",
      t_shirt_size: "M",
    });
    expect(first.status).toBe(200);
    expect(first.body.results).toMatchObject({
      name: "Huda",
      birth_date: "1999-02-28",
      gender: "female",
      version: 2,
    });
    const stale = await as(care, "/members/save", {
      id: added.id,
      version: added.version,
      phone: added.phone,
      name: "Someone else",
    });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    const bad = await as(care, "/members/save", {
      id: added.id,
      version: 2,
      phone: added.phone,
      birth_date: "1999-02-30",
      email: "not-an-email",
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors).sort()).toEqual(["birth_date", "email"]);
  });

  it("deactivation signs the member out and refuses sign-in without sending a code, until reactivated", async () => {
    const phone = "966551230003";
    const added = (await as(care, "/members/save", { phone })).body.results;
    const token = await loginAs(ctx.app, ctx.env, phone);
    const me = () =>
      ctx.app.inject({
        method: "POST",
        url: "/api/v1/website/user",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        payload: {},
      });
    expect((await me()).statusCode).toBe(200);

    const off = await as(care, "/members/status", {
      id: added.id,
      active: false,
      reason: "Duplicate card",
    });
    expect(off.status).toBe(200);
    expect(off.body.results.active).toBe(false);
    expect((await me()).statusCode).toBe(401);

    const sent = await sentTo(phone);
    const refused = await requestCode(ctx.app, phone, { lang: "en" });
    expect(refused.status).toBe(403);
    expect(refused.body.results.code).toBe("member_inactive");
    expect(await sentTo(phone)).toBe(sent);
    const inactive = await as(care, "/members/list", { status: "inactive" });
    expect(inactive.body.results.data.map((m: { id: number }) => m.id)).toContain(added.id);

    const on = await as(care, "/members/status", { id: added.id, active: true });
    expect(on.body.results.active).toBe(true);
    expect(await loginAs(ctx.app, ctx.env, phone)).toBeTruthy();
    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'member' AND record_id = $1 ORDER BY id",
      [String(added.id)],
    );
    expect(rows.map((r) => r.action)).toEqual([
      "member.create",
      "member.deactivate",
      "member.reactivate",
    ]);
  });

  it("lifts the lock three wrong codes put on a member's phone", async () => {
    const phone = "966551230004";
    const added = (await as(care, "/members/save", { phone })).body.results;
    expect((await as(care, "/members/unlock", { id: added.id })).status).toBe(409);
    await requestCode(ctx.app, phone);
    const code = await lastCode(ctx.env, phone);
    for (let i = 0; i < 3; i++)
      await call(ctx.app, "/website/user/verify", { phone, code: wrong(code) });
    const locked = await requestCode(ctx.app, phone);
    expect(locked.status).toBe(429);
    const listed = await as(care, "/members/list", { status: "locked" });
    expect(listed.body.results.data.map((m: { id: number }) => m.id)).toContain(added.id);
    const got = (await as(care, "/members/get", { id: added.id })).body.results;
    expect(got.locked).toBe(true);
    expect(got.locked_until).not.toBeNull();

    const unlocked = await as(care, "/members/unlock", { id: added.id });
    expect(unlocked.status).toBe(200);
    expect(unlocked.body.results).toMatchObject({ locked: false, locked_until: null });
    expect(await loginAs(ctx.app, ctx.env, phone)).toBeTruthy();
  });

  it("shows what a member did on the site: reservations, predictions, polls and surveys", async () => {
    const { rows } = await ctx.pool.query(
      `SELECT m.id FROM members m WHERE EXISTS (SELECT 1 FROM reservations r WHERE r.member_id = m.id) LIMIT 1`,
    );
    const phone = "966551230005";
    const added = (await as(care, "/members/save", { phone })).body.results;
    await ctx.pool.query(
      "INSERT INTO poll_answers (poll_key, member_id, value) SELECT key, $1, 'yes' FROM polls ORDER BY key LIMIT 1",
      [added.id],
    );
    const got = await as(care, "/members/get", { id: added.id }, "ar");
    expect(got.status).toBe(200);
    expect(got.body.results.polls).toHaveLength(1);
    expect(got.body.results.polls[0]).toMatchObject({ value: "yes" });
    expect(got.body.results.reservations).toEqual([]);
    if (rows[0]) {
      const booker = await as(care, "/members/get", { id: rows[0].id });
      expect(booker.body.results.reservations.length).toBeGreaterThan(0);
      expect(booker.body.results.reservations[0]).toMatchObject({
        reference: expect.any(String),
        seats: expect.any(Number),
      });
    }
    expect((await as(care, "/members/get", { id: 999_999 })).status).toBe(404);
  });
});
