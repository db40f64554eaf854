import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { freshIp, lastCode, loginAs, readSms, requestCode } from "../helpers/identity";

// Generous send limits here; the limits themselves are tested on apps with the defaults.
const ctx = useTestApp({ rateLimitMax: 10_000, otpPerPhone: 100, otpPerIp: 1000 });
const strict = useTestApp({ rateLimitMax: 10_000 });
const capped = useTestApp({ rateLimitMax: 10_000, otpDailyCap: 2 });

const verify = (phone: string, code: string, lang: "ar" | "en" = "en") =>
  call(ctx.app, "/website/user/verify", { phone, code }, { lang });
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");
const sentTo = async (phone: string) =>
  (await readSms(ctx.env)).filter((m) => m.to === phone).length;

describe("login: phone and SMS code", () => {
  it("normalises the phone, sends a 4-digit code in the request's language and signs in", async () => {
    const sent = await requestCode(ctx.app, "050 000 0001", { lang: "en" });
    expect(sent.status).toBe(200);
    expect(sent.body.results).toMatchObject({ sent: true, expires_in: 300 });
    const sms = (await readSms(ctx.env)).at(-1)!;
    expect(sms.to).toBe("966500000001");
    expect(sms.text).toMatch(/Al Noor Club verification code: \d{4}\b/);

    const res = await verify("+966 50 000 0001", await lastCode(ctx.env, "966500000001"));
    expect(res.status).toBe(200);
    expect(res.body.results.user).toMatchObject({ id: 1, phone: "966500000001", complete: true });
    expect(res.body.results.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers["set-cookie"]);
    expect(cookie).toContain("club_session=");
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("gives the spec's three phone messages and sends nothing for a bad number", async () => {
    const before = (await readSms(ctx.env)).length;
    const cases: [string, string][] = [
      ["400000001", "The mobile number must start with 5"],
      ["50000", "The mobile number must not be shorter than 9 digits"],
      ["5000000012", "The mobile number must not be longer than 9 digits"],
      ["971500000001", "The mobile number must start with 5"],
    ];
    for (const [phone, message] of cases) {
      const res = await call(
        ctx.app,
        "/website/user/login",
        { phone },
        { lang: "en", ip: freshIp() },
      );
      expect(res.status).toBe(422);
      expect(res.body.results.errors.phone).toEqual([message]);
    }
    const ar = await call(ctx.app, "/website/user/login", { phone: "123" }, { ip: freshIp() });
    expect(ar.body.results.errors.phone).toEqual(["رقم الجوال يجب أن يبدأ بالرقم 5"]);
    expect((await readSms(ctx.env)).length).toBe(before);
  });

  it("refuses a login without a solved bot check", async () => {
    const res = await call(
      ctx.app,
      "/website/user/login",
      { phone: "500000002" },
      { lang: "en", ip: freshIp() },
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("bot_check_failed");
    expect(await sentTo("966500000002")).toBe(0);
  });

  it("tells an unknown phone that registration is closed, without sending an SMS", async () => {
    const res = await requestCode(ctx.app, "599999999", { lang: "en" });
    expect(res.status).toBe(422);
    expect(res.body.results).toMatchObject({
      code: "registration_closed",
      message: "Register is closed for now",
    });
    expect(await sentTo("966599999999")).toBe(0);
  });

  it("refuses a replayed code and a code used with another phone", async () => {
    await requestCode(ctx.app, "500000002");
    const code = await lastCode(ctx.env, "966500000002");
    const other = await verify("500000008", code);
    expect(other.status).toBe(422);
    expect(other.body.results.code).toBe("code_invalid");
    expect((await verify("500000002", code)).status).toBe(200);
    const replay = await verify("500000002", code);
    expect(replay.status).toBe(422);
    expect(replay.body.results.code).toBe("code_invalid");
    expect(replay.body.results.message).toContain("provided");
  });

  it("refuses an expired code", async () => {
    await requestCode(ctx.app, "500000003");
    const code = await lastCode(ctx.env, "966500000003");
    await ctx.pool.query(
      "UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE phone = '966500000003'",
    );
    const res = await verify("500000003", code);
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("code_expired");
    expect(res.body.results.message).toContain("provided");
  });

  it("keeps codes valid for 5 minutes and stores only a hash", async () => {
    await requestCode(ctx.app, "500000009");
    const code = await lastCode(ctx.env, "966500000009");
    const { rows } = await ctx.pool.query(
      "SELECT code_hash, extract(epoch FROM expires_at - sent_at)::int AS ttl FROM otp_codes WHERE phone = '966500000009'",
    );
    expect(rows[0].ttl).toBe(300);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(code);
  });

  it("ends the code after 3 wrong attempts, refuses the 4th even when right, and refers to an administrator", async () => {
    await requestCode(ctx.app, "500000004");
    const code = await lastCode(ctx.env, "966500000004");
    const first = await verify("500000004", wrong(code));
    expect(first.status).toBe(422);
    expect(first.body.results.message).toBe("The code provided is incorrect");
    expect((await verify("500000004", wrong(code))).status).toBe(422);
    const third = await verify("500000004", wrong(code));
    expect(third.status).toBe(429);
    expect(third.body.results.code).toBe("too_many_attempts");
    expect(third.body.results.message).toContain("contact the administrator");
    const fourth = await verify("500000004", code);
    expect(fourth.status).toBe(429);
    expect(fourth.body.results.code).toBe("too_many_attempts");
    // No new code either: the lock holds until it passes or an administrator clears it.
    const before = await sentTo("966500000004");
    const resend = await requestCode(ctx.app, "500000004");
    expect(resend.status).toBe(429);
    expect(resend.body.results.code).toBe("too_many_attempts");
    expect(await sentTo("966500000004")).toBe(before);
  });

  it("does not reset the failure count when a new code is asked for", async () => {
    await requestCode(ctx.app, "500000005");
    const first = await lastCode(ctx.env, "966500000005");
    await verify("500000005", wrong(first));
    await verify("500000005", wrong(first));
    await requestCode(ctx.app, "500000005");
    const second = await lastCode(ctx.env, "966500000005");
    const third = await verify("500000005", wrong(second));
    expect(third.status).toBe(429);
    expect(third.body.results.code).toBe("too_many_attempts");
    expect((await verify("500000005", second)).status).toBe(429);
  });

  it("limits sends per phone with 429 and never calls the provider for a refused send", async () => {
    for (let i = 0; i < 3; i++)
      expect((await requestCode(strict.app, "500000006")).status).toBe(200);
    const before = (await readSms(strict.env)).length;
    const refused = await requestCode(strict.app, "500000006", { lang: "en" });
    expect(refused.status).toBe(429);
    expect(refused.body.results).toMatchObject({ code: "otp_rate_limited" });
    expect(refused.body.results.message).toMatch(/Too many codes/);
    expect((await readSms(strict.env)).length).toBe(before);
  });

  it("limits sends per IP with 429 and never calls the provider for a refused send", async () => {
    const ip = freshIp();
    const phones = ["500000001", "500000002", "500000003", "500000007", "500000008"];
    for (let i = 0; i < 10; i++)
      expect((await requestCode(strict.app, phones[i % 5]!, { ip })).status).toBe(200);
    const before = (await readSms(strict.env)).length;
    const refused = await requestCode(strict.app, "500000009", { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.results.code).toBe("otp_rate_limited");
    expect((await readSms(strict.env)).length).toBe(before);
    // Another address is not affected.
    expect((await requestCode(strict.app, "500000009")).status).toBe(200);
  });

  it("stops every send for the day once the daily cap is reached", async () => {
    expect((await requestCode(capped.app, "500000001")).status).toBe(200);
    expect((await requestCode(capped.app, "500000002")).status).toBe(200);
    const refused = await requestCode(capped.app, "500000003");
    expect(refused.status).toBe(429);
    expect(refused.body.results.code).toBe("otp_rate_limited");
    expect((await readSms(capped.env)).length).toBe(2);
  });

  it("creates a new incomplete member on first login when registration is open", async () => {
    await ctx.pool.query(
      "INSERT INTO settings (key, value) VALUES ('registration_open', 'true') ON CONFLICT (key) DO UPDATE SET value = 'true'",
    );
    try {
      expect((await requestCode(ctx.app, "581234567")).status).toBe(200);
      const res = await verify("581234567", await lastCode(ctx.env, "966581234567"));
      expect(res.status).toBe(200);
      expect(res.body.results.user).toMatchObject({
        phone: "966581234567",
        name: null,
        complete: false,
        qr_code: null,
      });
      expect(res.body.results.user.info).toMatchObject({ gender: "male", t_shirt_size: "XL" });
    } finally {
      await ctx.pool.query("DELETE FROM settings WHERE key = 'registration_open'");
    }
  });
});

describe("sessions", () => {
  it("issues a new token on every login and stores only its hash", async () => {
    const a = await loginAs(ctx.app, ctx.env, "966500000008");
    const b = await loginAs(ctx.app, ctx.env, "966500000008");
    expect(a).not.toBe(b);
    const { rows } = await ctx.pool.query(
      "SELECT token_hash FROM member_sessions WHERE member_id = 8",
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const r of rows) expect([a, b]).not.toContain(r.token_hash);
  });

  it("accepts the Bearer header and the session cookie", async () => {
    const token = await loginAs(ctx.app, ctx.env, "966500000008");
    const bearer = await call(ctx.app, "/website/user", {}, { token });
    expect(bearer.status).toBe(200);
    expect(bearer.body.results.phone).toBe("966500000008");
    const cookie = await call(
      ctx.app,
      "/website/user",
      {},
      { headers: { cookie: `club_session=${token}` } },
    );
    expect(cookie.status).toBe(200);
    expect(cookie.body.results.id).toBe(8);
  });

  it("answers 401 'Unauthorized.' without a token, with a bad one, after logout and after expiry", async () => {
    const none = await call(ctx.app, "/website/user", {});
    expect(none.status).toBe(401);
    expect(none.body.results).toMatchObject({ code: "unauthorized", message: "Unauthorized." });
    expect((await call(ctx.app, "/website/user", {}, { token: "x".repeat(43) })).status).toBe(401);

    const revoked = await loginAs(ctx.app, ctx.env, "966500000009");
    const out = await call(ctx.app, "/website/user/logout", {}, { token: revoked });
    expect(out.status).toBe(200);
    expect(String(out.headers["set-cookie"])).toMatch(/club_session=;/);
    const after = await call(ctx.app, "/website/user", {}, { token: revoked, lang: "en" });
    expect(after.status).toBe(401);
    expect(after.body.results.message).toBe("Unauthorized.");

    const expired = await loginAs(ctx.app, ctx.env, "966500000009");
    await ctx.pool.query(
      "UPDATE member_sessions SET expires_at = now() - interval '1 second' WHERE member_id = 9",
    );
    const late = await call(ctx.app, "/website/user", {}, { token: expired });
    expect(late.status).toBe(401);
    expect(late.body.results.message).toBe("Unauthorized.");
  });
});
