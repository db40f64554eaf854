import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { loginAs, requestCode } from "../helpers/identity";

const ctx = useTestApp({ rateLimitMax: 10_000, otpPerPhone: 100, otpPerIp: 1000 });
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const id of [1, 2, 3, 4, 5, 6, 7, 9])
    tokens[id] = await loginAs(ctx.app, ctx.env, `96650000000${id}`);
});

const profile = {
  name: "Fahad Al-Dosari",
  email: "fahad@example.com",
  info: {
    birthDate: { day: 12, month: 6, year: 1990 },
    gender: "male",
    country: 1,
    city: 101,
    t_shirt_size: "M",
  },
};
const save = (id: number, body: object, lang: "ar" | "en" = "en") =>
  call(ctx.app, "/website/user/save", body, { token: tokens[id], lang });
const poll = (id: number, key: string, value: string) =>
  call(ctx.app, "/website/user/poll", { key, value }, { token: tokens[id], lang: "en" });

/** A real PNG carrying a text chunk and EXIF, as a phone camera would produce. */
async function pngWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 400, channels: 3, background: "#0b6e4f" } })
    .withExif({ IFD0: { Copyright: "secret-location", Artist: "someone" } })
    .png()
    .toBuffer();
}

describe("member and profile", () => {
  it("returns the member with info, completeness and a QR value only when complete", async () => {
    const complete = await call(ctx.app, "/website/user", {}, { token: tokens[1], lang: "en" });
    expect(complete.body.results).toMatchObject({
      id: 1,
      complete: true,
      qr_code: "KN-DEMO-000001",
      info: {
        birthDate: { day: 17, month: 4, year: 1992 },
        country: 1,
        country_name: "Saudi Arabia",
        city_name: "Riyadh",
      },
    });
    expect(complete.body.results.info.age).toBeGreaterThan(30);
    const incomplete = await call(ctx.app, "/website/user", {}, { token: tokens[4] });
    expect(incomplete.body.results).toMatchObject({ complete: false, qr_code: null, name: null });
    expect(incomplete.body.results.info).toMatchObject({ gender: "male", t_shirt_size: "XL" });
  });

  it("completes a profile and unlocks the QR code", async () => {
    const res = await save(4, profile);
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({
      name: "Fahad Al-Dosari",
      complete: true,
      info: { city: 101, t_shirt_size: "M" },
    });
    expect(res.body.results.qr_code).toMatch(/^KN-/);
  });

  it("applies the defaults (male, XL) when gender and size are left out", async () => {
    const { gender: _g, t_shirt_size: _s, ...info } = profile.info;
    const res = await save(6, { ...profile, info });
    expect(res.status).toBe(200);
    expect(res.body.results.info).toMatchObject({ gender: "male", t_shirt_size: "XL" });
  });

  it("refuses invalid profile data field by field, in the request's language, without a partial write", async () => {
    const res = await save(5, {
      name: "",
      email: "not-an-email",
      info: { ...profile.info, birthDate: { day: 31, month: 2, year: 2001 }, city: undefined },
    });
    expect(res.status).toBe(422);
    expect(res.body.results.errors).toMatchObject({
      name: ["Please enter your name"],
      email: ["Invalid email address"],
      "info.birthDate": ["Invalid birth date"],
      "info.city": ["Please choose a city"],
    });
    const year = await save(
      5,
      { ...profile, info: { ...profile.info, birthDate: { day: 1, month: 1, year: 2023 } } },
      "ar",
    );
    expect(year.body.results.errors["info.birthDate.year"]).toEqual(["تاريخ الميلاد غير صالح"]);
    const me = await call(ctx.app, "/website/user", {}, { token: tokens[5] });
    expect(me.body.results).toMatchObject({ name: "Omar Haddad", email: null, complete: false });
  });

  it("refuses a city of another country and an unknown country", async () => {
    const res = await save(5, { ...profile, info: { ...profile.info, country: 1, city: 2001 } });
    expect(res.status).toBe(422);
    expect(res.body.results.errors["info.city"]).toEqual(["Please choose a city"]);
    const unknown = await save(5, { ...profile, info: { ...profile.info, country: 9999 } });
    expect(unknown.body.results.errors["info.country"]).toEqual(["Please choose a country"]);
  });

  it("re-encodes an avatar checked by content, strips its metadata, and keeps it outside served folders", async () => {
    const png = await pngWithMetadata();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const res = await save(7, {
      ...profile,
      avatar_base64: `data:image/png;base64,${png.toString("base64")}`,
    });
    expect(res.status).toBe(200);
    const url: string = res.body.results.avatar_base64;
    expect(url).toMatch(/^data:image\/webp;base64,/);
    const stored = Buffer.from(url.split(",")[1]!, "base64");
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 225, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from("secret-location"))).toBe(false);
    const dir = path.join(ctx.env.dataDir, "uploads", "avatars");
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^7-[0-9a-f]{24}\.webp$/);

    // Replacing the picture removes the old file.
    const again = await save(7, { ...profile, avatar_base64: png.toString("base64") });
    expect(again.status).toBe(200);
    expect(readdirSync(dir)).toHaveLength(1);
    expect(existsSync(path.join(dir, files[0]!))).toBe(false);
  });

  it("refuses a file that only claims to be a picture, and one that is too large", async () => {
    const fake = Buffer.from(
      "<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>",
    );
    const res = await save(5, {
      ...profile,
      avatar_base64: `data:image/png;base64,${fake.toString("base64")}`,
    });
    expect(res.status).toBe(422);
    expect(res.body.results.errors.avatar_base64).toEqual([
      "The picture must be a JPEG, PNG or WebP image",
    ]);
    const truncated = (await pngWithMetadata()).subarray(0, 60);
    expect(
      (await save(5, { ...profile, avatar_base64: truncated.toString("base64") })).status,
    ).toBe(422);
    const big = Buffer.alloc(ctx.env.avatarMaxBytes + 10, 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const large = await save(5, { ...profile, avatar_base64: big.toString("base64") });
    expect(large.status).toBe(413);
    expect(large.body.results.code).toBe("avatar_too_large");
    const me = await call(ctx.app, "/website/user", {}, { token: tokens[5] });
    expect(me.body.results.name).toBe("Omar Haddad");
  });
});

describe("polls", () => {
  it("records one answer per member per poll, and 'already voted' for a second", async () => {
    const first = await poll(2, "attend_next_match", "yes");
    expect(first.status).toBe(200);
    expect(first.body.results.info.attend_next_match).toBe("yes");
    const again = await poll(2, "attend_next_match", "no");
    expect(again.status).toBe(422);
    expect(again.body.results.code).toBe("already_voted");
    expect(again.body.results.message).toContain("voted");
    const me = await call(ctx.app, "/website/user", {}, { token: tokens[2] });
    expect(me.body.results.info.attend_next_match).toBe("yes");
  });

  it("reads all of a member's answers with the member, none as an empty set", async () => {
    const before = await call(ctx.app, "/website/user", {}, { token: tokens[6] });
    expect(before.body.results.info.polls).toEqual({});
    expect(before.body.results.info.attend_next_match).toBeNull();
    expect((await poll(6, "attend_next_match", "no")).status).toBe(200);
    expect((await poll(6, "alnoor-vs-alfeiha", "yes")).status).toBe(200);
    const after = await call(ctx.app, "/website/user", {}, { token: tokens[6] });
    expect(after.body.results.info.polls).toEqual({
      attend_next_match: "no",
      "alnoor-vs-alfeiha": "yes",
    });
    expect(after.body.results.info.attend_next_match).toBe("no");
  });

  it("holds the one-answer rule under concurrent votes", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => poll(3, "alnoor-vs-alfeiha", i % 2 ? "yes" : "no")),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.results.code === "already_voted")).toHaveLength(7);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM poll_answers WHERE member_id = 3",
    );
    expect(rows[0].n).toBe(1);
  });

  it("answers the continuing-membership poll through info_update", async () => {
    const res = await save(9, { info_update: { continue_enrollment: "no" } });
    expect(res.status).toBe(200);
    expect(res.body.results.info.continue_enrollment).toBe("no");
    expect((await save(9, { info_update: { continue_enrollment: "yes" } })).body.results.code).toBe(
      "already_voted",
    );
    const bad = await save(9, { info_update: { continue_enrollment: "maybe" } });
    expect(bad.status).toBe(422);
    expect(bad.body.results.errors["info_update.continue_enrollment"]).toEqual([
      "Please choose an option first",
    ]);
  });

  it("requires a complete profile, a known open poll and a yes or no", async () => {
    const incomplete = await poll(5, "attend_next_match", "yes");
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.results.code).toBe("profile_incomplete");
    expect((await poll(1, "no-such-poll", "yes")).status).toBe(404);
    expect((await poll(1, "attend_next_match", "maybe")).body.results.errors.value).toEqual([
      "Please choose an option first",
    ]);
    await ctx.pool.query(
      "UPDATE polls SET status = 'unpublished' WHERE key = 'continue_enrollment'",
    );
    const closed = await poll(1, "continue_enrollment", "yes");
    expect(closed.status).toBe(406);
    expect(closed.body.results.code).toBe("poll_closed");
    await ctx.pool.query("UPDATE polls SET status = 'published' WHERE key = 'continue_enrollment'");
    expect(
      (await call(ctx.app, "/website/user/poll", { key: "attend_next_match", value: "yes" }))
        .status,
    ).toBe(401);
  });
});

describe("areas", () => {
  it("lists countries and searches them in any language", async () => {
    const all = await call(ctx.app, "/website/areas", { type: 0 }, { lang: "en" });
    expect(all.body.results.data[0]).toMatchObject({
      id: 1,
      code: "SA",
      name: "Saudi Arabia",
      ar: "السعودية",
      mobileCode: "+966",
    });
    const ar = await call(ctx.app, "/website/areas", { type: 0, keywords: "سعود" });
    expect(ar.body.results.data.map((a: { code: string }) => a.code)).toEqual(["SA"]);
    const es = await call(ctx.app, "/website/areas", { type: 0, keywords: "espa" }, { lang: "es" });
    expect(es.body.results.data[0]).toMatchObject({ code: "ES", name: "España" });
  });

  it("lists the cities of a country and finds nothing for an unknown term", async () => {
    const cities = await call(
      ctx.app,
      "/website/areas",
      { type: 1, country_id: 1, keywords: "jed" },
      { lang: "en" },
    );
    expect(cities.body.results.data).toEqual([
      expect.objectContaining({ id: 102, name: "Jeddah", country_id: 1 }),
    ]);
    const none = await call(ctx.app, "/website/areas", {
      type: 1,
      country_id: 1,
      keywords: "%_zzz",
    });
    expect(none.body.results.data).toEqual([]);
  });
});

describe("privacy: export and deletion", () => {
  it("exports the member's data as JSON and records the request", async () => {
    const res = await call(ctx.app, "/website/user/export", {}, { token: tokens[2] });
    expect(res.status).toBe(200);
    expect(res.body.results.member).toMatchObject({
      id: 2,
      phone: "966500000002",
      email: "sara@example.com",
    });
    expect(res.body.results.poll_answers).toEqual([
      expect.objectContaining({ poll_key: "attend_next_match", value: "yes" }),
    ]);
    expect(res.body.results.sessions.length).toBeGreaterThan(0);
    const { rows } = await ctx.pool.query("SELECT action FROM member_audit WHERE member_id = 2");
    expect(rows.map((r) => r.action)).toContain("export");
  });

  it("deletes the account with everything tied to it, and the token stops working", async () => {
    // A seat held by the member: the confirmation says their reservations go too.
    const seated = await ctx.pool.query(
      `INSERT INTO reservations (event_id, attend_on, member_id, reference)
       SELECT event_id, attend_on, 7, 'DELETE-TEST-7' FROM event_dates ORDER BY starts_at DESC LIMIT 1`,
    );
    expect(seated.rowCount).toBe(1);
    const refused = await call(ctx.app, "/website/user/delete", {}, { token: tokens[7] });
    expect(refused.status).toBe(422);
    const res = await call(
      ctx.app,
      "/website/user/delete",
      { confirm: true },
      { token: tokens[7] },
    );
    expect(res.status).toBe(200);
    expect((await call(ctx.app, "/website/user", {}, { token: tokens[7] })).status).toBe(401);
    const { rows } = await ctx.pool.query("SELECT count(*)::int AS n FROM members WHERE id = 7");
    expect(rows[0].n).toBe(0);
    const held = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM reservations WHERE member_id = 7 OR reference = 'DELETE-TEST-7'",
    );
    expect(held.rows[0].n).toBe(0);
    expect(readdirSync(path.join(ctx.env.dataDir, "uploads", "avatars"))).toHaveLength(0);
    const audit = await ctx.pool.query("SELECT action FROM member_audit WHERE member_id = 7");
    expect(audit.rows.map((r) => r.action)).toEqual(["delete"]);
    // Registration is closed: the deleted phone cannot come back in.
    const again = await requestCode(ctx.app, "500000007", { lang: "en" });
    expect(again.status).toBe(422);
    expect(again.body.results.code).toBe("registration_closed");
  });
});
