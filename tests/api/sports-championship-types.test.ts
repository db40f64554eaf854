import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let sports: string;
let editor: string;
const tri = (ar: string, en: string, es: string) => ({ ar, en, es });

const call_ = (path: string, body: object, token = sports, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, path, body, { token, lang });

async function auditOf(action: string, recordId: number) {
  const { rows } = await ctx.pool.query(
    "SELECT changes FROM audit_log WHERE action = $1 AND record_id = $2 ORDER BY id DESC",
    [action, String(recordId)],
  );
  return rows;
}

const typeCount = async () =>
  (await ctx.pool.query("SELECT count(*)::int AS n FROM championship_types")).rows[0].n as number;

beforeAll(async () => {
  const s = await createStaff(ctx.pool, { roles: ["sports"] });
  sports = await sessionFor(ctx.pool, ctx.env, s.id);
  const e = await createStaff(ctx.pool, { roles: ["editor"] });
  editor = await sessionFor(ctx.pool, ctx.env, e.id);
});

describe("championship types", () => {
  it("are created in three languages, edited from what get answered, audited, and listed on the site", async () => {
    const saved = await call_("/championship-types/save", {
      title: tri("كأس السوبر", "Super Cup", "Supercopa"),
      logo_url: "/media/types/super.png",
      ord: 7,
    });
    expect(saved.status).toBe(200);
    const type = saved.body.results;
    expect(type).toMatchObject({
      title: { ar: "كأس السوبر", en: "Super Cup", es: "Supercopa" },
      logo_url: "/media/types/super.png",
      ord: 7,
      published: true,
    });
    const got = (await call_("/championship-types/get", { id: type.id })).body.results;
    expect(got).toEqual(type);
    const again = await call_("/championship-types/save", {
      ...got,
      title: { ...got.title, en: "Saudi Super Cup" },
    });
    expect(again.body.results.title.en).toBe("Saudi Super Cup");
    const [created] = await auditOf("championship_type.create", type.id);
    expect(created).toBeTruthy();
    const [updated] = await auditOf("championship_type.update", type.id);
    expect(updated.changes.title).toBeTruthy();

    // Found by its Arabic name, labelled in the caller's language, with its championships.
    const found = await call_("/championship-types/list", { search: "السوبر" }, sports, "es");
    expect(found.body.results.total).toBe(1);
    expect(found.body.results.data[0]).toMatchObject({
      id: type.id,
      label: "Supercopa",
      championships: 0,
    });
    const all = (await call_("/championship-types/list", { per_page: 100 })).body.results;
    const used = all.data.filter((t: { championships: number }) => t.championships > 0);
    expect(used.length).toBeGreaterThan(0);
    // The championship form chooses among them, the site lists the published ones by order.
    const opts = (await call_("/championships/options", {}, sports, "ar")).body.results;
    expect(opts.types).toContainEqual({ id: type.id, title: "كأس السوبر", published: true });
    const site = await call(ctx.app, "/website/championships/types", {}, { lang: "en" });
    expect(site.body.results.data.map((t: { title: string }) => t.title)).toContain(
      "Saudi Super Cup",
    );

    // Hidden from the site when unpublished; still offered to staff, marked as hidden.
    await call_("/championship-types/save", { ...again.body.results, published: false });
    const hidden = await call(ctx.app, "/website/championships/types", {}, { lang: "en" });
    expect(hidden.body.results.data.map((t: { id: number }) => t.id)).not.toContain(type.id);
    const opts2 = (await call_("/championships/options", {})).body.results;
    expect(opts2.types).toContainEqual({ id: type.id, title: "Saudi Super Cup", published: false });
  });

  it("refuse each bad field with a message in the caller's language, and store nothing", async () => {
    const before = await typeCount();
    const body = {
      title: tri("", "x".repeat(81), ""),
      logo_url: "javascript:alert(1)",
      ord: -1,
    };
    const ar = await call_("/championship-types/save", body, sports, "ar");
    expect(ar.status).toBe(422);
    expect(ar.body.results.code).toBe("validation_failed");
    expect(Object.keys(ar.body.results.errors).sort()).toEqual(
      ["logo_url", "ord", "title.ar", "title.en"].sort(),
    );
    expect(ar.body.results.errors["title.ar"][0]).toMatch(/العربي/);
    const en = await call_("/championship-types/save", body, sports, "en");
    expect(en.body.results.errors["title.ar"][0]).toMatch(/Arabic/);
    expect(en.body.results.errors.logo_url[0]).toMatch(/https/);
    const es = await call_("/championship-types/save", body, sports, "es");
    expect(es.body.results.errors["title.ar"][0]).toMatch(/árabe/i);
    expect(await typeCount()).toBe(before);

    const missing = await call_("/championship-types/save", {
      id: 999999,
      title: tri("نوع", "", ""),
    });
    expect(missing.status).toBe(404);
    expect((await call_("/championship-types/get", { id: 999999 })).status).toBe(404);
    expect(await typeCount()).toBe(before);
  });

  it("cannot be deleted while a championship uses them; can once none does", async () => {
    const type = (
      await call_("/championship-types/save", { title: tri("دوري الشباب", "Youth League", "") })
    ).body.results;
    const ch = (
      await call_("/championships/save", {
        type_id: type.id,
        title: tri("دوري الشباب ٢٠٢٦", "Youth League 2026", ""),
        season: "2026-2027",
      })
    ).body.results;
    const refused = await call_("/championship-types/delete", { id: type.id });
    expect(refused.status).toBe(409);
    expect(refused.body.results).toMatchObject({
      code: "record_in_use",
      referenced_by: "championships",
    });
    expect(refused.body.results.message).toMatch(/Championships still belong/);
    const refusedAr = await call_("/championship-types/delete", { id: type.id }, sports, "ar");
    expect(refusedAr.body.results.message).toMatch(/بطولات/);
    expect((await call_("/championship-types/get", { id: type.id })).status).toBe(200);
    expect(await auditOf("championship_type.delete", type.id)).toHaveLength(0);
    const listed = await call_("/championship-types/list", { search: "Youth League" });
    expect(listed.body.results.data[0].championships).toBe(1);

    expect((await call_("/championships/delete", { id: ch.id })).status).toBe(200);
    const deleted = await call_("/championship-types/delete", { id: type.id });
    expect(deleted.body.results).toEqual({ id: type.id });
    expect((await call_("/championship-types/get", { id: type.id })).status).toBe(404);
    const [audit] = await auditOf("championship_type.delete", type.id);
    expect(audit.changes.title).toBeTruthy();
    expect((await call_("/championship-types/delete", { id: type.id })).status).toBe(404);
  });

  it("refuse roles without sports.manage and callers without a session", async () => {
    const before = await typeCount();
    const { rows } = await ctx.pool.query("SELECT id FROM championship_types ORDER BY id LIMIT 1");
    const id = rows[0].id;
    for (const [path, body] of [
      ["/championship-types/list", {}],
      ["/championship-types/get", { id }],
      ["/championship-types/save", { title: tri("نوع", "Type", "") }],
      ["/championship-types/delete", { id }],
    ] as const) {
      expect((await call_(path, body, editor)).status).toBe(403);
      expect((await staffCall(ctx.app, path, body)).status).toBe(401);
    }
    expect(await typeCount()).toBe(before);
    expect((await call_("/championship-types/get", { id })).status).toBe(200);
  });
});

describe("record-level checks", () => {
  // A field of the wrong kind (a position not in the list, an order that is not a number) used
  // to hide the record-level checks until it was fixed: the photo's error then came second.
  it("a player without a photo is told so together with the other field errors", async () => {
    const { rows } = await ctx.pool.query("SELECT id FROM teams ORDER BY id LIMIT 1");
    const bad = await call_("/players/save", {
      team_id: rows[0].id,
      name: tri("", "", ""),
      position: "Coach",
      ord: "first",
      photo_media_id: null,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors)).toEqual(
      expect.arrayContaining(["name.ar", "position", "ord", "photo_media_id"]),
    );
    expect(bad.body.results.errors.photo_media_id[0]).toMatch(/photo/);
  });

  it("a club without a crest is told so together with the other field errors", async () => {
    const bad = await call_("/clubs/save", {
      name: tri("", "", ""),
      published: "yes",
      crest_media_id: null,
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.results.errors)).toEqual(
      expect.arrayContaining(["name.ar", "published", "crest_media_id"]),
    );
  });
});
