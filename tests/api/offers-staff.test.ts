import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { lifecycleStaff, staffCall, tri } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

const staff = lifecycleStaff(ctx, "sports");
const { as } = staff;

const publicTitles = async (lang: "ar" | "en" | "es") =>
  (
    (await call(ctx.app, "/website/offers", {}, { lang })).body.results.data as { title: string }[]
  ).map((o) => o.title);

describe("offers on the content lifecycle", () => {
  it("are created as drafts in three languages, invisible until published, then shown in each language", async () => {
    const saved = await as(staff.editor, "/offers/save", {
      title: tri("قميص التدريب", "Training shirt", "Camiseta de entrenamiento"),
      description: tri("خصم ١٥٪", "15% off", "15 % de descuento"),
      image_media_id: staff.picture,
      url: "https://store.alnoor-club.example/training",
      ord: 0,
    });
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/offers/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      version: 1,
      title: { en: "Training shirt" },
      image_media_id: staff.picture,
    });
    expect(got.image_url).toMatch(/^\/files\/media\//);
    expect(await publicTitles("en")).not.toContain("Training shirt");
    expect((await call(ctx.app, `/website/offers/show/${id}`, {})).status).toBe(404);

    const published = await as(staff.editor, "/offers/publish", { id });
    expect(published.body.results).toEqual({ ids: [id], status: "published" });
    expect(await publicTitles("en")).toContain("Training shirt");
    expect(await publicTitles("es")).toContain("Camiseta de entrenamiento");
    expect(await publicTitles("ar")).toContain("قميص التدريب");
    const home = await call(ctx.app, "/website/home", { data_type: "offers" }, { lang: "en" });
    expect(home.body.results.offers.map((o: { title: string }) => o.title)).toContain(
      "Training shirt",
    );

    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'offers' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["content.create", "content.publish"]);

    // The picture cannot leave the library while the offer shows it.
    const refused = await as(staff.editor, "/media/delete", { id: staff.picture });
    expect(refused.status).toBe(409);

    expect((await as(staff.editor, "/offers/unpublish", { id })).status).toBe(200);
    expect(await publicTitles("en")).not.toContain("Training shirt");
  });

  it("refuse each bad field in the caller's language and write nothing", async () => {
    const bad = await as(
      staff.editor,
      "/offers/save",
      { title: tri("", "x".repeat(121), ""), image_media_id: null, url: "http://insecure" },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e["title.ar"]).toHaveLength(1);
    expect(e["title.en"]).toHaveLength(1);
    expect(e.image_media_id[0]).toMatch(/مكتبة الوسائط/);
    expect(e.url[0]).toMatch(/https/);
    const es = await as(
      staff.editor,
      "/offers/save",
      { title: tri("عرض", "", ""), image_media_id: null, url: "https://x.example" },
      "es",
    );
    expect(es.body.results.errors.image_media_id[0]).toMatch(/biblioteca/);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM offers WHERE title->>'ar' = 'عرض'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuse a save that started from an older version, and roles without content.manage", async () => {
    const { id } = (
      await as(staff.editor, "/offers/save", {
        title: tri("عرض الموسم", "Season offer", ""),
        image_media_id: staff.picture,
        url: "https://store.alnoor-club.example/season",
      })
    ).body.results;
    const got = (await as(staff.editor, "/offers/get", { id })).body.results;
    expect((await as(staff.editor, "/offers/save", { ...got, ord: 4 })).status).toBe(200);
    // The first editor still holds the record; once released, a stale save is refused.
    await ctx.pool.query("UPDATE offers SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(staff.other, "/offers/save", { ...got, ord: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect((await as(staff.editor, "/offers/get", { id })).body.results.ord).toBe(4);

    for (const path of ["/offers/list", "/offers/save", "/offers/publish"]) {
      expect((await as(staff.outsider, path, { id })).status).toBe(403);
      expect((await staffCall(ctx.app, path, { id })).status).toBe(401);
    }
    const list = await as(staff.editor, "/offers/list", {
      search: "Season offer",
      status: "draft",
    });
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.results.data[0].missing).toEqual(["es"]);
  });
});
