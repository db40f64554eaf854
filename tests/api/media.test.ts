import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/server/env";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { useTestApp } from "../helpers/app";
import { b64, executableBytes } from "../helpers/files";
import { makePhoto, SVG_PICTURE } from "../helpers/media";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

const base = loadEnv();
const ctx = useTestApp({
  rateLimitMax: 1_000_000,
  staffRateLimitMax: 1_000_000,
  media: { ...base.media, maxBytes: 8 * 1024 * 1024, s3: { ...base.media.s3, bucket: "" } },
});

let editor: string;
let editorId: number;

const upload = (
  name: string,
  buf: Buffer,
  opts: { lang?: "ar" | "en" | "es"; token?: string } = {},
) =>
  staffCall(
    ctx.app,
    "/media/upload",
    { name, file: b64(buf) },
    { token: opts.token ?? editor, lang: opts.lang },
  );

async function file(url: string) {
  const res = await ctx.app.inject({ method: "GET", url });
  return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
}

const auditRows = async (action: string, id: number) =>
  (
    await ctx.pool.query(
      "SELECT actor_id, action, record_type, record_id, changes FROM audit_log WHERE action = $1 AND record_id = $2",
      [action, String(id)],
    )
  ).rows;

beforeAll(async () => {
  const s = await createStaff(ctx.pool, { roles: ["editor"] });
  editorId = s.id;
  editor = await sessionFor(ctx.pool, ctx.env, s.id);
});

describe("upload", () => {
  it.each(["jpeg", "png", "webp", "avif"] as const)(
    "accepts a %s picture, stores the original and WebP presets, then AVIF presets by job",
    async (format) => {
      const res = await upload(
        `match-day.${format}`,
        await makePhoto({ width: 1200, height: 800, format }),
      );
      expect(res.status).toBe(200);
      const item = res.body.results;
      expect(item).toMatchObject({
        original_name: `match-day.${format}`,
        mime: `image/${format}`,
        width: 1200,
        height: 800,
        missing_alt: ["ar", "en", "es"],
        use_count: 0,
      });
      // Presets narrower than the picture: 320, 640 and 1024 pixels wide, in WebP at once.
      expect(item.ref.srcset.split(", ").map((s: string) => s.split(" ")[1])).toEqual([
        "320w",
        "640w",
        "1024w",
      ]);
      expect(item.ref.srcset_avif).toBe("");
      const original = await file(item.original);
      expect(original.status).toBe(200);
      expect(original.headers["content-type"]).toBe(`image/${format}`);
      expect((await sharp(original.body).metadata()).width).toBe(1200);
      for (const entry of item.ref.srcset.split(", ")) {
        const [url, w] = entry.split(" ");
        const got = await file(url);
        expect(got.status).toBe(200);
        expect(got.headers["content-type"]).toBe("image/webp");
        expect(got.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(got.headers["x-content-type-options"]).toBe("nosniff");
        const meta = await sharp(got.body).metadata();
        expect(meta.format).toBe("webp");
        expect(`${meta.width}w`).toBe(w);
      }

      await runJobs(ctx.app);
      const after = (await staffCall(ctx.app, "/media/get", { id: item.id }, { token: editor }))
        .body.results;
      const avif = after.ref.srcset_avif.split(", ");
      expect(avif.map((s: string) => s.split(" ")[1])).toEqual(["320w", "640w", "1024w"]);
      const one = await file(avif[0].split(" ")[0]);
      expect(one.status).toBe(200);
      expect(one.headers["content-type"]).toBe("image/avif");
      expect((await sharp(one.body).metadata()).compression).toBe("av1");
    },
    // Four formats decoded and written in five sizes, AVIF included: heavy on a busy 2-core machine.
    120_000,
  );

  it("keeps a picture smaller than every preset at its own width", async () => {
    const res = await upload(
      "crest.png",
      await makePhoto({ width: 200, height: 240, format: "png" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.results.ref.srcset).toMatch(/ 200w$/);
  });

  it("strips EXIF data and applies the orientation", async () => {
    const photo = await makePhoto({ width: 900, height: 600, exif: true, orientation: 6 });
    const sent = await sharp(photo).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.orientation).toBe(6);
    const res = await upload("phone.jpg", photo);
    expect(res.status).toBe(200);
    // Turned upright: the stored picture is 600 wide and 900 high.
    expect(res.body.results).toMatchObject({ width: 600, height: 900 });
    const stored = await file(res.body.results.original);
    const meta = await sharp(stored.body).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.body.includes(Buffer.from("Secret Model 9"))).toBe(false);
    expect(stored.body.includes(Buffer.from("TestCam"))).toBe(false);
  });

  it("strips the metadata of an upright JPEG without re-encoding its picture", async () => {
    const photo = await makePhoto({ width: 1400, height: 900, exif: true });
    // A comment segment after the header and bytes after the end of the picture.
    const withComment = Buffer.concat([
      photo.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x10]),
      Buffer.from("Private note!!"),
      photo.subarray(2),
      Buffer.from("APPENDED-SECRET"),
    ]);
    expect((await sharp(withComment).metadata()).exif).toBeDefined();
    const res = await upload("camera.jpg", withComment);
    expect(res.status).toBe(200);
    expect(res.body.results).toMatchObject({ width: 1400, height: 900 });
    const stored = (await file(res.body.results.original)).body;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1400, height: 900 });
    expect(meta.exif).toBeUndefined();
    for (const secret of [
      "TestCam",
      "Secret Model 9",
      "Somebody private",
      "Private note",
      "APPENDED",
    ])
      expect(stored.includes(Buffer.from(secret))).toBe(false);
    // The same compressed picture: the uploaded scan data is in the stored file unchanged.
    const sos = photo.indexOf(Buffer.from([0xff, 0xda]));
    expect(stored.includes(photo.subarray(sos, photo.length - 2))).toBe(true);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it("refuses SVG with a message that says so, in the staff member's language", async () => {
    const en = await upload("logo.svg", SVG_PICTURE);
    expect(en.status).toBe(422);
    expect(en.body.results.code).toBe("unsupported_file_format");
    expect(en.body.results.message).toMatch(/SVG files are not accepted/);
    expect(en.body.results.errors.file[0]).toMatch(/SVG/);
    const ar = await upload("logo.svg", SVG_PICTURE, { lang: "ar" });
    expect(ar.body.results.message).toContain("ملفات SVG غير مقبولة");
    // Even named .png.
    const renamed = await upload("logo.png", SVG_PICTURE);
    expect(renamed.body.results.code).toBe("unsupported_file_format");
  });

  it("refuses a non-image renamed as a photo, and a damaged photo", async () => {
    const exe = await upload("holiday.jpg", executableBytes());
    expect(exe.status).toBe(422);
    expect(exe.body.results.code).toBe("unsupported_file_format");
    expect(exe.body.results.message).toMatch(/not a JPEG, PNG, WebP or AVIF picture/);
    const photo = await makePhoto({ width: 800, height: 600 });
    const broken = await upload("cut.jpg", photo.subarray(0, 600));
    expect(broken.status).toBe(422);
    expect(broken.body.results.code).toBe("image_invalid");
    // A GIF is a picture, but not one the library takes.
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    expect((await upload("anim.gif", gif)).body.results.code).toBe("unsupported_file_format");
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM media WHERE original_name IN ('holiday.jpg', 'cut.jpg', 'anim.gif', 'logo.svg', 'logo.png')",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuses a file over MEDIA_MAX_BYTES before decoding it", async () => {
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 1);
    const res = await upload("huge.jpg", big);
    expect(res.status).toBe(413);
    expect(res.body.results.code).toBe("file_too_large");
    expect(res.body.results.message).toMatch(/larger than 8 MB/);
  });

  it("audits every upload with the uploader", async () => {
    const res = await upload(
      "audited.png",
      await makePhoto({ format: "png", width: 400, height: 300 }),
    );
    const rows = await auditRows("media.upload", res.body.results.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_id: editorId, record_type: "media" });
    expect(rows[0].changes.original_name.after).toBe("audited.png");
  });
});

describe("alt texts, list, delete", () => {
  let id: number;
  beforeAll(async () => {
    id = (await upload("stand.jpg", await makePhoto({ width: 1000, height: 600 }))).body.results.id;
  });

  it("saves the three alt texts and audits before and after", async () => {
    const alt = {
      ar: "جماهير النور في المدرج",
      en: "Al Noor fans in the stand",
      es: "Afición de Al Noor en la grada",
    };
    const res = await staffCall(ctx.app, "/media/update", { id, alt }, { token: editor });
    expect(res.status).toBe(200);
    expect(res.body.results.alt).toEqual(alt);
    expect(res.body.results.missing_alt).toEqual([]);
    const rows = await auditRows("media.update", id);
    expect(rows[0].changes.alt.after).toEqual(alt);
    expect(rows[0].changes.alt.before).toEqual({ ar: "", en: "", es: "" });
  });

  it("refuses an alt text that is too long, naming the field", async () => {
    const res = await staffCall(
      ctx.app,
      "/media/update",
      { id, alt: { ar: "x", en: "y".repeat(301), es: "z" } },
      { token: editor },
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.results.errors)).toEqual(["alt.en"]);
    expect(res.body.results.errors["alt.en"][0]).toMatch(/300 characters/);
  });

  it("lists with search, the missing-alt filter and pages", async () => {
    const found = await staffCall(
      ctx.app,
      "/media/list",
      { search: "fans in the" },
      { token: editor },
    );
    expect(found.body.results.data.map((m: { id: number }) => m.id)).toEqual([id]);
    const byName = await staffCall(
      ctx.app,
      "/media/list",
      { search: "stand.jpg" },
      { token: editor },
    );
    expect(byName.body.results.data[0].id).toBe(id);
    const missing = await staffCall(
      ctx.app,
      "/media/list",
      { missing_alt: true, per_page: 100 },
      { token: editor },
    );
    const ids = missing.body.results.data.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(id);
    expect(
      missing.body.results.data.every((m: { missing_alt: string[] }) => m.missing_alt.length > 0),
    ).toBe(true);
    const page = await staffCall(
      ctx.app,
      "/media/list",
      { per_page: 5, page: 2 },
      { token: editor },
    );
    expect(page.body.results).toMatchObject({ current_page: 2, per_page: 5 });
    expect(page.body.results.data).toHaveLength(5);
    expect(page.body.results.total).toBeGreaterThan(30);
    expect(page.body.results.max_bytes).toBe(8 * 1024 * 1024);
  });

  it("refuses to delete a picture while a news item uses it, listing the use, then deletes it", async () => {
    await ctx.pool.query("UPDATE news SET cover_media_id = $1 WHERE id = 3", [id]);
    const refused = await staffCall(ctx.app, "/media/delete", { id }, { token: editor });
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("media_in_use");
    expect(refused.body.results.uses).toEqual([
      expect.objectContaining({ table: "news", column: "cover_media_id", id: 3 }),
    ]);
    expect(refused.body.results.uses[0].label.length).toBeGreaterThan(3);
    const listed = await staffCall(ctx.app, "/media/get", { id }, { token: editor });
    expect(listed.body.results.use_count).toBe(1);
    // The database itself refuses too.
    await expect(ctx.pool.query("DELETE FROM media WHERE id = $1", [id])).rejects.toThrow(
      /foreign key/,
    );

    const original = listed.body.results.original;
    await ctx.pool.query("UPDATE news SET cover_media_id = NULL WHERE id = 3");
    const ok = await staffCall(ctx.app, "/media/delete", { id }, { token: editor });
    expect(ok.status).toBe(200);
    expect((await staffCall(ctx.app, "/media/get", { id }, { token: editor })).status).toBe(404);
    expect((await file(original)).status).toBe(404);
    expect(await auditRows("media.delete", id)).toHaveLength(1);
  });

  it("replaces a picture everywhere with one that has its alt texts, then lets it go", async () => {
    const old = (await upload("old.jpg", await makePhoto({ width: 500, height: 300 }))).body.results
      .id;
    const bare = (await upload("bare.jpg", await makePhoto({ width: 500, height: 300 }))).body
      .results.id;
    await ctx.pool.query("UPDATE news SET cover_media_id = $1 WHERE id IN (4, 5)", [old]);
    // A picture without alt texts cannot take its place.
    const refused = await staffCall(
      ctx.app,
      "/media/replace",
      { id: old, with_id: bare },
      { token: editor },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.results.code).toBe("media_alt_missing");
    expect(refused.body.results.message).toMatch(/no alt text in Arabic, English, and Spanish/);
    expect(refused.body.results.errors.with_id[0]).toMatch(/alt text in every language/);
    const same = await staffCall(
      ctx.app,
      "/media/replace",
      { id: old, with_id: old },
      { token: editor },
    );
    expect(same.status).toBe(422);
    // The demo crest (id 18) has its alt texts.
    const res = await staffCall(
      ctx.app,
      "/media/replace",
      { id: old, with_id: 18 },
      { token: editor },
    );
    expect(res.status).toBe(200);
    expect(res.body.results.moved).toBe(2);
    const { rows } = await ctx.pool.query(
      "SELECT id, cover_media_id FROM news WHERE id IN (4, 5) ORDER BY id",
    );
    expect(rows).toEqual([
      { id: 4, cover_media_id: 18 },
      { id: 5, cover_media_id: 18 },
    ]);
    expect((await auditRows("media.replace", old))[0].changes.replaced_by.after).toBe(18);
    expect((await staffCall(ctx.app, "/media/delete", { id: old }, { token: editor })).status).toBe(
      200,
    );
  });

  it("finds uses in a table added later, without code", async () => {
    const pic = (
      await upload("later.png", await makePhoto({ format: "png", width: 300, height: 300 }))
    ).body.results.id;
    await ctx.pool.query(
      `CREATE TABLE later_things (id serial PRIMARY KEY, title jsonb NOT NULL,
         photo_media_id integer REFERENCES media(id) ON DELETE RESTRICT)`,
    );
    await ctx.pool.query(
      `INSERT INTO later_things (title, photo_media_id) VALUES ('{"ar": "شيء", "en": "A thing"}', $1)`,
      [pic],
    );
    const refused = await staffCall(ctx.app, "/media/delete", { id: pic }, { token: editor });
    expect(refused.body.results.uses).toEqual([
      { table: "later_things", column: "photo_media_id", id: 1, label: "A thing" },
    ]);
  });
});

describe("permissions and public files", () => {
  it("lets editor, sports and admin manage the library, refuses every other role", async () => {
    const roles: StaffRole[] = [
      "admin",
      "editor",
      "sports",
      "events",
      "gate",
      "hr",
      "care",
      "analyst",
    ];
    for (const role of roles) {
      const s = await createStaff(ctx.pool, { roles: [role] });
      const token = await sessionFor(ctx.pool, ctx.env, s.id);
      const allowed = ["admin", "editor", "sports"].includes(role);
      const list = await staffCall(ctx.app, "/media/list", {}, { token });
      expect(list.status, role).toBe(allowed ? 200 : 403);
      const up = await upload("r.png", await makePhoto({ format: "png", width: 64, height: 64 }), {
        token,
      });
      expect(up.status, role).toBe(allowed ? 200 : 403);
    }
    expect((await staffCall(ctx.app, "/media/list", {})).status).toBe(401);
  });

  it("serves only keys the library writes", async () => {
    expect((await file("/files/../../etc/passwd")).status).toBe(404);
    expect((await file("/files/media/%2e%2e/%2e%2e/etc/passwd.png")).status).toBe(404);
    for (const url of ["/files/media/x/original.svg", "/files/media/nope/w320.webp"]) {
      const res = await file(url);
      expect(res.status, url).toBe(404);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("holds the demo pictures with alt texts in three languages, the demo news covers among them", async () => {
    const { rows } = await ctx.pool.query(
      `SELECT count(*)::int AS n,
              count(*) FILTER (WHERE alt->>'ar' <> '' AND alt->>'en' <> '' AND alt->>'es' <> '')::int AS complete
         FROM media WHERE id <= 30`,
    );
    expect(rows[0]).toEqual({ n: 30, complete: 30 });
    const covers = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM news WHERE cover_media_id IS NOT NULL",
    );
    expect(covers.rows[0].n).toBeGreaterThanOrEqual(12);
  });
});
