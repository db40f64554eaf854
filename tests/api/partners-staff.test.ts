import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { lifecycleStaff, staffCall, tri } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

const staff = lifecycleStaff(ctx);
const { as } = staff;

const publicNames = async (lang: "ar" | "en" | "es", body: object = {}) =>
  (
    (await call(ctx.app, "/website/partners", body, { lang })).body.results.data as {
      sponsor_name: string;
    }[]
  ).map((p) => p.sponsor_name);

describe("sponsors on the content lifecycle", () => {
  it("the demo sponsors stayed published when the lifecycle arrived", async () => {
    const names = await publicNames("en");
    expect(names.length).toBeGreaterThan(0);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM partners WHERE status <> 'published'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("are created as drafts, invisible until published, then shown in each language and kind", async () => {
    const saved = await as(staff.editor, "/partners/save", {
      sponsor_name: tri("شركة الريم", "Al Reem Co", "Compañía Al Reem"),
      title: tri("راعٍ رسمي", "Official sponsor", "Patrocinador oficial"),
      type: 1,
      image_media_id: staff.picture,
      url: "https://alreem.example",
      ord: 3,
    });
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/partners/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      version: 1,
      type: 1,
      sponsor_name: { en: "Al Reem Co" },
      url: "https://alreem.example",
      image_media_id: staff.picture,
    });
    expect(got.image_url).toMatch(/^\/files\/media\//);
    expect(await publicNames("en")).not.toContain("Al Reem Co");
    expect((await call(ctx.app, `/website/partners/show/${id}`, {})).status).toBe(404);

    const published = await as(staff.editor, "/partners/publish", { id });
    expect(published.body.results).toEqual({ ids: [id], status: "published" });
    expect(await publicNames("en", { type: 1 })).toContain("Al Reem Co");
    expect(await publicNames("en", { type: 2 })).not.toContain("Al Reem Co");
    expect(await publicNames("es")).toContain("Compañía Al Reem");
    expect(await publicNames("ar")).toContain("شركة الريم");
    const home = await call(ctx.app, "/website/home", { data_type: "partners" }, { lang: "en" });
    expect(
      home.body.results.partners.map((p: { sponsor_name: string }) => p.sponsor_name),
    ).toContain("Al Reem Co");

    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'partners' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["content.create", "content.publish"]);

    // The logo cannot leave the library while the sponsor shows it.
    expect((await as(staff.editor, "/media/delete", { id: staff.picture })).status).toBe(409);

    // A sponsor without a site: the link is dropped, the logo stays.
    const latest = (await as(staff.editor, "/partners/get", { id })).body.results;
    expect((await as(staff.editor, "/partners/save", { ...latest, url: "" })).status).toBe(200);
    const shown = await call(ctx.app, `/website/partners/show/${id}`, {}, { lang: "en" });
    expect(shown.body.results.url).toBeNull();

    expect((await as(staff.editor, "/partners/unpublish", { id })).status).toBe(200);
    expect(await publicNames("en")).not.toContain("Al Reem Co");
  });

  it("refuse each bad field in the caller's language and write nothing", async () => {
    const bad = await as(
      staff.editor,
      "/partners/save",
      {
        sponsor_name: tri("", "x".repeat(121), ""),
        type: 7,
        image_media_id: null,
        url: "http://insecure",
      },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e["sponsor_name.ar"]).toHaveLength(1);
    expect(e["sponsor_name.en"]).toHaveLength(1);
    expect(e.type).toHaveLength(1);
    expect(e.image_media_id[0]).toMatch(/مكتبة الوسائط/);
    expect(e.url[0]).toMatch(/https/);
    const es = await as(
      staff.editor,
      "/partners/save",
      { sponsor_name: tri("راعٍ", "", ""), image_media_id: null },
      "es",
    );
    expect(es.body.results.errors.image_media_id[0]).toMatch(/biblioteca/);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM partners WHERE sponsor_name->>'ar' = 'راعٍ'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuse a save from an older version and roles without content.manage; the list filters", async () => {
    const { id } = (
      await as(staff.editor, "/partners/save", {
        sponsor_name: tri("بنك النور", "Noor Bank", ""),
        type: 2,
        image_media_id: staff.picture,
      })
    ).body.results;
    const got = (await as(staff.editor, "/partners/get", { id })).body.results;
    expect((await as(staff.editor, "/partners/save", { ...got, ord: 4 })).status).toBe(200);
    await ctx.pool.query("UPDATE partners SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(staff.other, "/partners/save", { ...got, ord: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect((await as(staff.editor, "/partners/get", { id })).body.results.ord).toBe(4);

    for (const path of ["/partners/list", "/partners/save", "/partners/publish"]) {
      expect((await as(staff.outsider, path, { id })).status).toBe(403);
      expect((await staffCall(ctx.app, path, { id })).status).toBe(401);
    }
    const list = await as(staff.editor, "/partners/list", { search: "Noor Bank", status: "draft" });
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.results.data[0]).toMatchObject({ type: 2, missing: ["es"], ord: 4 });
    const mains = await as(staff.editor, "/partners/list", { type: 0, per_page: 100 });
    expect(mains.body.results.data.every((r: { type: number }) => r.type === 0)).toBe(true);
    expect(mains.body.results.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const missingEs = await as(staff.editor, "/partners/list", { missing: "es", per_page: 100 });
    expect(missingEs.body.results.data.map((r: { id: number }) => r.id)).toContain(id);
  });
});
