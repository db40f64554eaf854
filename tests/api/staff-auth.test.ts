import { describe, expect, it } from "vitest";
import { useTestApp } from "../helpers/app";
import {
  createStaff,
  DEMO_PASSWORD,
  DEMO_SECRET,
  ORIGIN,
  sessionFor,
  signIn,
  staffCall,
  totp,
} from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 100_000, staffAuthPerIp: 10_000 });

let ipSeq = 0;
/** Each test signs in from its own address so the per-IP allowance is tested on its own. */
const nextIp = () => `10.1.0.${++ipSeq}`;

async function login(email: string, password: string, ip = nextIp()) {
  return staffCall(ctx.app, "/auth/login", { email, password }, { ip });
}

describe("staff sign-in, password step", () => {
  it("answers a challenge and what comes next, never a session", async () => {
    const res = await login("admin.demo@alnoor-club.example", DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ next: "totp" });
    expect(res.body.results.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.cookies).toHaveLength(0);
    // The challenge is not a session: /me refuses it as a cookie.
    const me = await staffCall(ctx.app, "/me", {}, { token: res.body.results.challenge });
    expect(me.status).toBe(401);
    expect(me.body.results.message).toBe("Unauthorized.");
  });

  it("gives a wrong e-mail and a wrong password the same answer in about the same time", async () => {
    const timings: Record<string, number[]> = { unknown: [], wrong: [] };
    // Seven pairs, taken in turn, so that a pause of a busy machine moves one sample, not a median.
    for (let i = 0; i < 7; i++) {
      let t = performance.now();
      const a = await login(`nobody${i}@club.example`, "whatever password");
      timings.unknown!.push(performance.now() - t);
      const staff = await createStaff(ctx.pool);
      t = performance.now();
      const b = await login(staff.email, "not the password at all");
      timings.wrong!.push(performance.now() - t);
      expect(a.status).toBe(422);
      expect(b.status).toBe(422);
      expect(a.body.results.code).toBe("invalid_credentials");
      expect(b.body.results).toEqual(a.body.results);
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[3]!;
    // Both paths run one argon2id verification: neither is several times faster.
    expect(median(timings.unknown!)).toBeGreaterThan(median(timings.wrong!) / 3);
    expect(median(timings.wrong!)).toBeGreaterThan(median(timings.unknown!) / 3);
  });

  it("treats a deactivated account and one without a password like a wrong password", async () => {
    const inactive = await createStaff(ctx.pool);
    await ctx.pool.query("UPDATE staff_accounts SET active = false WHERE id = $1", [inactive.id]);
    const invited = await createStaff(ctx.pool, { password: null });
    for (const s of [inactive, invited]) {
      const res = await login(s.email, s.password || "a long staff passphrase");
      expect(res.status).toBe(422);
      expect(res.body.results.code).toBe("invalid_credentials");
    }
  });

  it("validates the body in the request's language", async () => {
    const res = await staffCall(
      ctx.app,
      "/auth/login",
      { email: "not-an-email", password: "" },
      { lang: "ar", ip: nextIp() },
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("validation_failed");
    expect(res.body.results.errors.email[0]).toBe("البريد الإلكتروني غير صالح");
  });
});

describe("staff sign-in, code step", () => {
  it("signs in with a TOTP code: httpOnly SameSite=Strict cookie, profile with permissions", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["editor", "hr"] });
    const l = await login(staff.email, staff.password);
    const v = await staffCall(ctx.app, "/auth/verify", {
      challenge: l.body.results.challenge,
      code: totp(staff.secret!),
    });
    expect(v.status).toBe(200);
    expect(v.body.results.staff).toMatchObject({
      id: staff.id,
      email: staff.email,
      roles: ["editor", "hr"],
    });
    expect(v.body.results.staff.permissions).toEqual(
      expect.arrayContaining(["content.manage", "inbox.job_applications"]),
    );
    expect(v.body.results.staff.permissions).not.toContain("accounts.manage");
    const cookie = v.cookies.find((c) => c.name === "staff_session")!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/" });
    expect(v.headers["cache-control"]).toBe("no-store");
    const me = await staffCall(ctx.app, "/me", {}, { token: cookie.value });
    expect(me.status).toBe(200);
    expect(me.body.results.staff.email).toBe(staff.email);
    // The challenge is spent.
    const again = await staffCall(ctx.app, "/auth/verify", {
      challenge: l.body.results.challenge,
      code: totp(staff.secret!, 1),
    });
    expect(again.body.results.code).toBe("challenge_invalid");
  });

  it("refuses a wrong code and a code already used", async () => {
    const staff = await createStaff(ctx.pool);
    const wrong = await login(staff.email, staff.password);
    const bad = String((Number(totp(staff.secret!)) + 1) % 1_000_000).padStart(6, "0");
    const w = await staffCall(ctx.app, "/auth/verify", {
      challenge: wrong.body.results.challenge,
      code: bad,
    });
    expect(w.status).toBe(422);
    expect(w.body.results.code).toBe("invalid_code");
    expect(w.body.results.message).toContain("provided");

    const code = totp(staff.secret!);
    const ok = await staffCall(ctx.app, "/auth/verify", {
      challenge: wrong.body.results.challenge,
      code,
    });
    expect(ok.status).toBe(200);
    // Same code, new challenge: replay refused (the last accepted time step is stored).
    const second = await login(staff.email, staff.password);
    const replay = await staffCall(ctx.app, "/auth/verify", {
      challenge: second.body.results.challenge,
      code,
    });
    expect(replay.status).toBe(422);
    expect(replay.body.results.code).toBe("invalid_code");
  });

  it("lets one of two parallel sign-ins with the same code in", async () => {
    const staff = await createStaff(ctx.pool);
    const [a, b] = [
      await login(staff.email, staff.password),
      await login(staff.email, staff.password),
    ];
    const code = totp(staff.secret!);
    const results = await Promise.all(
      [a, b].map((l) =>
        staffCall(ctx.app, "/auth/verify", { challenge: l.body.results.challenge, code }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
  });

  it("expires the challenge", async () => {
    const staff = await createStaff(ctx.pool);
    const l = await login(staff.email, staff.password);
    await ctx.pool.query(
      "UPDATE staff_challenges SET expires_at = now() - interval '1 second' WHERE staff_id = $1",
      [staff.id],
    );
    const v = await staffCall(ctx.app, "/auth/verify", {
      challenge: l.body.results.challenge,
      code: totp(staff.secret!),
    });
    expect(v.body.results.code).toBe("challenge_invalid");
  });
});

describe("enrolment and recovery codes", () => {
  it("enrols on first sign-in: QR and secret, one code confirms, ten recovery codes once; each works once", async () => {
    const staff = await createStaff(ctx.pool, { enrolled: false, roles: ["care"] });
    const l = await login(staff.email, staff.password);
    expect(l.body.results.next).toBe("enroll");
    const early = await staffCall(ctx.app, "/auth/verify", {
      challenge: l.body.results.challenge,
      code: "123456",
    });
    expect(early.body.results.code).toBe("enrollment_not_started");

    const e = await staffCall(ctx.app, "/auth/enroll", { challenge: l.body.results.challenge });
    expect(e.status).toBe(200);
    const { secret, otpauth_uri, qr_code } = e.body.results;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(otpauth_uri).toContain(encodeURIComponent(staff.email));
    expect(qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr_code.split(",")[1], "base64").toString()).toContain("<svg");
    // Asking again shows the same secret (a reload of the page).
    const e2 = await staffCall(ctx.app, "/auth/enroll", { challenge: l.body.results.challenge });
    expect(e2.body.results.secret).toBe(secret);

    const v = await staffCall(ctx.app, "/auth/verify", {
      challenge: l.body.results.challenge,
      code: totp(secret),
    });
    expect(v.status).toBe(200);
    const codes: string[] = v.body.results.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const { rows } = await ctx.pool.query(
      "SELECT code_hash FROM staff_recovery_codes WHERE staff_id = $1",
      [staff.id],
    );
    expect(rows).toHaveLength(10);
    expect(rows.map((r) => r.code_hash)).not.toContain(codes[0]);

    // Next sign-in asks for a code; a recovery code works once.
    const l2 = await login(staff.email, staff.password);
    expect(l2.body.results.next).toBe("totp");
    const r1 = await staffCall(ctx.app, "/auth/verify", {
      challenge: l2.body.results.challenge,
      code: codes[0]!.toUpperCase(),
    });
    expect(r1.status).toBe(200);
    expect(r1.body.results.recovery_codes_left).toBe(9);
    const l3 = await login(staff.email, staff.password);
    const r2 = await staffCall(ctx.app, "/auth/verify", {
      challenge: l3.body.results.challenge,
      code: codes[0],
    });
    expect(r2.body.results.code).toBe("invalid_code");
    const r3 = await staffCall(ctx.app, "/auth/verify", {
      challenge: l3.body.results.challenge,
      code: codes[1],
    });
    expect(r3.status).toBe(200);
  });

  it("signs in the demo admin with the documented password and secret", async () => {
    const { body } = await signIn(
      ctx.app,
      { email: "admin.demo@alnoor-club.example", password: DEMO_PASSWORD, secret: DEMO_SECRET },
      { ip: nextIp(), steps: -1 },
    );
    expect(body.results.staff.roles).toEqual(["admin"]);
  });
});

describe("lockout", () => {
  it("locks an address after 5 wrong passwords or codes with a growing delay; an admin unlocks it", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["editor"] });
    for (let i = 0; i < 4; i++)
      expect((await login(staff.email, "wrong password here")).status).toBe(422);
    // The fifth failure is a wrong code.
    const l = await login(staff.email, staff.password);
    const w = await staffCall(ctx.app, "/auth/verify", {
      challenge: l.body.results.challenge,
      code: "000000" === totp(staff.secret!) ? "111111" : "000000",
    });
    expect(w.status).toBe(422);
    // Now even the right password waits.
    const locked = await login(staff.email, staff.password);
    expect(locked.status).toBe(429);
    expect(locked.body.results.code).toBe("account_locked");
    expect(locked.body.results.retry_after).toBeGreaterThan(50);
    expect(locked.body.results.retry_after).toBeLessThanOrEqual(60);
    expect(locked.headers["retry-after"]).toBe(String(locked.body.results.retry_after));
    // The wait is said in the request's language, with each language's own plural forms.
    expect(locked.body.results.message).toContain("Try again in 1 minute,");
    for (const [lang, wait] of [
      ["ar", "الانتظار المتبقي: دقيقة،"],
      ["es", "dentro de 1 minuto"],
    ] as const) {
      const res = await staffCall(
        ctx.app,
        "/auth/login",
        { email: staff.email, password: staff.password },
        { lang },
      );
      expect(res.body.results.message).toContain(wait);
    }
    // An unknown address locks the same way (nothing tells which addresses exist).
    for (let i = 0; i < 5; i++) await login("ghost@club.example", "wrong password here");
    expect((await login("ghost@club.example", "wrong password here")).body.results.code).toBe(
      "account_locked",
    );

    // The delay grows: after the lock passes, one more failure doubles it.
    await ctx.pool.query("UPDATE staff_login_failures SET locked_until = now() WHERE email = $1", [
      staff.email,
    ]);
    await login(staff.email, "wrong password again");
    const longer = await login(staff.email, staff.password);
    expect(longer.body.results.retry_after).toBeGreaterThan(100);
    expect(longer.body.results.message).toContain("Try again in 2 minutes,");
    const arabic = await staffCall(
      ctx.app,
      "/auth/login",
      { email: staff.email, password: staff.password },
      { lang: "ar" },
    );
    expect(arabic.body.results.message).toContain("الانتظار المتبقي: دقيقتان،");

    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const token = await sessionFor(ctx.pool, ctx.env, admin.id);
    const view = await staffCall(ctx.app, "/accounts/view", { id: staff.id }, { token });
    expect(view.body.results.account.locked_until).not.toBeNull();
    const unlock = await staffCall(ctx.app, "/accounts/unlock", { id: staff.id }, { token });
    expect(unlock.status).toBe(200);
    expect(unlock.body.results.account.locked_until).toBeNull();
    expect((await login(staff.email, staff.password)).status).toBe(200);
  });

  it("limits sign-in attempts per IP address", async () => {
    const ip = "10.9.9.9";
    ctx.app.env.staffAuthPerIp = 3;
    try {
      for (let i = 0; i < 3; i++)
        expect((await login(`x${i}@club.example`, "wrong password here", ip)).status).toBe(422);
      const res = await login("x9@club.example", "wrong password here", ip);
      expect(res.status).toBe(429);
      expect(res.body.results.code).toBe("rate_limited");
      expect((await login("x9@club.example", "wrong password here", nextIp())).status).toBe(422);
    } finally {
      ctx.app.env.staffAuthPerIp = 10_000;
    }
  });
});

describe("staff sessions", () => {
  it("ends after the idle timeout and after the absolute lifetime", async () => {
    const staff = await createStaff(ctx.pool);
    const idle = await sessionFor(ctx.pool, ctx.env, staff.id);
    expect((await staffCall(ctx.app, "/me", {}, { token: idle })).status).toBe(200);
    await ctx.pool.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = $1",
      [staff.id],
    );
    expect((await staffCall(ctx.app, "/me", {}, { token: idle })).status).toBe(401);

    const absolute = await sessionFor(ctx.pool, ctx.env, staff.id);
    // Active all along (last seen just now), but opened 12 hours ago.
    await ctx.pool.query(
      "UPDATE staff_sessions SET created_at = now() - interval '12 hours', expires_at = now() - interval '1 second' WHERE token_hash = encode(sha256($1::bytea), 'hex')",
      [absolute],
    );
    expect((await staffCall(ctx.app, "/me", {}, { token: absolute })).status).toBe(401);
  });

  it("keeps an active session alive: last seen refreshed at most once a minute", async () => {
    const staff = await createStaff(ctx.pool);
    const token = await sessionFor(ctx.pool, ctx.env, staff.id);
    await ctx.pool.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes' WHERE staff_id = $1",
      [staff.id],
    );
    expect((await staffCall(ctx.app, "/me", {}, { token })).status).toBe(200);
    const { rows } = await ctx.pool.query(
      "SELECT last_seen_at > now() - interval '5 seconds' AS fresh FROM staff_sessions WHERE staff_id = $1",
      [staff.id],
    );
    expect(rows[0].fresh).toBe(true);
  });

  it("lists and revokes own sessions; logout ends the current one", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["gate"] });
    const a = await sessionFor(ctx.pool, ctx.env, staff.id);
    const b = await sessionFor(ctx.pool, ctx.env, staff.id);
    const listed = await staffCall(ctx.app, "/me/sessions/list", {}, { token: a });
    expect(listed.body.results.data).toHaveLength(2);
    const other = listed.body.results.data.find((s: any) => !s.current);
    const revoked = await staffCall(
      ctx.app,
      "/me/sessions/revoke",
      { session_id: other.id },
      { token: a },
    );
    expect(revoked.status).toBe(200);
    expect((await staffCall(ctx.app, "/me", {}, { token: b })).status).toBe(401);
    const out = await staffCall(ctx.app, "/auth/logout", {}, { token: a });
    expect(out.status).toBe(200);
    expect((await staffCall(ctx.app, "/me", {}, { token: a })).status).toBe(401);
  });

  it("an admin lists and revokes another member's sessions", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["hr"] });
    const token = await sessionFor(ctx.pool, ctx.env, staff.id);
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const adminToken = await sessionFor(ctx.pool, ctx.env, admin.id);
    const listed = await staffCall(
      ctx.app,
      "/accounts/sessions/list",
      { id: staff.id },
      { token: adminToken },
    );
    expect(listed.body.results.data).toHaveLength(1);
    const r = await staffCall(
      ctx.app,
      "/accounts/sessions/revoke",
      { id: staff.id, session_id: listed.body.results.data[0].id },
      { token: adminToken },
    );
    expect(r.status).toBe(200);
    expect((await staffCall(ctx.app, "/me", {}, { token })).status).toBe(401);
  });
});

describe("the session cookie over HTTPS", () => {
  it("is __Host- prefixed and Secure, and is read under that name", async () => {
    const staff = await createStaff(ctx.pool);
    ctx.env.cookieSecure = "1";
    try {
      const l = await login(staff.email, staff.password);
      const v = await staffCall(ctx.app, "/auth/verify", {
        challenge: l.body.results.challenge,
        code: totp(staff.secret!),
      });
      const cookie = v.cookies.find((c) => c.name === "__Host-staff_session")!;
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: "Strict", path: "/" });
      expect(cookie).not.toHaveProperty("domain");
      const me = await staffCall(
        ctx.app,
        "/me",
        {},
        { headers: { cookie: `__Host-staff_session=${cookie.value}` } },
      );
      expect(me.status).toBe(200);
      // The plain name is not read over HTTPS.
      expect((await staffCall(ctx.app, "/me", {}, { token: cookie.value })).status).toBe(401);
    } finally {
      ctx.env.cookieSecure = "";
    }
  });
});

describe("Origin check", () => {
  it("refuses cookie calls from another site or without Origin; accepts this site and the in-process caller", async () => {
    const staff = await createStaff(ctx.pool, { roles: ["admin"] });
    const token = await sessionFor(ctx.pool, ctx.env, staff.id);
    const evil = await staffCall(
      ctx.app,
      "/accounts/list",
      {},
      { token, origin: "https://evil.example" },
    );
    expect(evil.status).toBe(403);
    expect(evil.body.results.code).toBe("origin_mismatch");
    const none = await staffCall(ctx.app, "/me/update", { name: "X" }, { token, origin: false });
    expect(none.status).toBe(403);
    expect(none.body.results.code).toBe("origin_mismatch");
    const referer = await staffCall(
      ctx.app,
      "/me",
      {},
      { token, origin: false, headers: { referer: `${ORIGIN}/staff` } },
    );
    expect(referer.status).toBe(200);
    const loginCsrf = await staffCall(
      ctx.app,
      "/auth/login",
      { email: staff.email, password: staff.password },
      { origin: "https://evil.example" },
    );
    expect(loginCsrf.body.results.code).toBe("origin_mismatch");
    // Server rendering calls in-process with the internal token and the session as Bearer.
    const internal = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/staff/me",
      payload: {},
      headers: {
        "content-type": "application/json",
        "x-internal-token": ctx.app.internalToken,
        authorization: `Bearer ${token}`,
      },
    });
    expect(internal.statusCode).toBe(200);
  });
});

describe("re-authentication for sensitive actions", () => {
  it("asks for a fresh code: /auth/reauth or the header; the code counts once", async () => {
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const target = await createStaff(ctx.pool, { roles: ["editor"] });
    const token = await sessionFor(ctx.pool, ctx.env, admin.id, { reauth: false });
    const change = { id: target.id, roles: ["editor", "analyst"] };
    const refused = await staffCall(ctx.app, "/accounts/roles", change, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.results.code).toBe("reauth_required");
    expect(
      (await staffCall(ctx.app, "/accounts/reset-2fa", { id: target.id }, { token })).body.results
        .code,
    ).toBe("reauth_required");
    expect((await staffCall(ctx.app, "/me/recovery-codes", {}, { token })).body.results.code).toBe(
      "reauth_required",
    );

    // A wrong code in the header is refused.
    const wrong = await staffCall(ctx.app, "/accounts/roles", change, {
      token,
      headers: { "x-staff-reauth-code": "000000" === totp(admin.secret!) ? "111111" : "000000" },
    });
    expect(wrong.body.results.code).toBe("invalid_code");
    // The right one goes through and opens the window for the next minutes.
    const viaHeader = await staffCall(ctx.app, "/accounts/roles", change, {
      token,
      headers: { "x-staff-reauth-code": totp(admin.secret!) },
    });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body.results.account.roles).toEqual(["editor", "analyst"]);
    const within = await staffCall(ctx.app, "/me/recovery-codes", {}, { token });
    expect(within.status).toBe(200);
    expect(within.body.results.recovery_codes).toHaveLength(10);

    // After the window, /auth/reauth with a new code (not the used one) reopens it.
    await ctx.pool.query(
      "UPDATE staff_sessions SET reauth_at = now() - interval '6 minutes' WHERE staff_id = $1",
      [admin.id],
    );
    expect(
      (await staffCall(ctx.app, "/accounts/reset-2fa", { id: target.id }, { token })).status,
    ).toBe(403);
    const reused = await staffCall(
      ctx.app,
      "/auth/reauth",
      { code: totp(admin.secret!) },
      { token },
    );
    expect(reused.body.results.code).toBe("invalid_code");
    const fresh = await staffCall(
      ctx.app,
      "/auth/reauth",
      { code: totp(admin.secret!, 1) },
      { token },
    );
    expect(fresh.status).toBe(200);
    const reset = await staffCall(ctx.app, "/accounts/reset-2fa", { id: target.id }, { token });
    expect(reset.status).toBe(200);
    expect(reset.body.results.account.enrolled).toBe(false);
    expect((await login(target.email, target.password)).body.results.next).toBe("enroll");
  });

  it("counts a sign-in with a TOTP code as fresh, one with a recovery code not", async () => {
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const { token } = await signIn(ctx.app, admin, { ip: nextIp() });
    expect((await staffCall(ctx.app, "/me/recovery-codes", {}, { token })).status).toBe(200);
  });
});
