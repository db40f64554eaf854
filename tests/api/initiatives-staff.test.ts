import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { lifecycleStaff, staffCall, tri } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

const staff = lifecycleStaff(ctx);
const { as } = staff;

/** The season's report in one language: the titles of its published initiatives. */
const report = async (lang: "ar" | "en" | "es", season = "2031-2032") =>
  (
    (await call(ctx.app, "/website/initiatives", { season }, { lang })).body.results.data as {
      title: string;
    }[]
  ).map((i) => i.title);

const initiative = (en: string, more: object = {}) => ({
  season: "2031-2032",
  image_media_id: staff.picture,
  images: ["/media/content/gallery-1.svg"],
  targeted_count: 300,
  title: tri(`مبادرة ${en}`, en, `Iniciativa ${en}`),
  idea_title: tri("الفكرة", "The idea", "La idea"),
  idea_list: tri(
    "نقطة أولى\nنقطة ثانية",
    "First point\nSecond point",
    "Primer punto\nSegundo punto",
  ),
  goals: tri("هدف", "A goal", "Un objetivo"),
  targeted: tri("الجماهير", "Fans", "Aficionados"),
  way: tri("في الملعب", "At the stadium", "En el estadio"),
  success: tri("نجحت", "It worked", "Funcionó"),
  ord: 1,
  ...more,
});

const seasons = async (lang: "ar" | "en" | "es") =>
  (await call(ctx.app, "/website/initiatives/seasons", {}, { lang })).body.results.data as string[];

describe("initiatives on the content lifecycle", () => {
  it("list the report's seasons that have published initiatives, newest first", async () => {
    const before = await seasons("en");
    expect(before).toContain("2021-2022");
    expect(before).not.toContain("2033-2034");
    const { id } = (
      await as(
        staff.editor,
        "/initiatives/save",
        initiative("Season opener", { season: "2033-2034" }),
      )
    ).body.results;
    // Drafts make no season.
    expect(await seasons("en")).toEqual(before);
    await as(staff.editor, "/initiatives/publish", { id });
    const after = await seasons("en");
    expect(after[0]).toBe("2033-2034");
    expect(after).toEqual([...after].sort().reverse());
    expect(new Set(after).size).toBe(after.length);
    expect((await seasons("ar"))[0]).toBe("2033-2034");
    await as(staff.editor, "/initiatives/unpublish", { id });
    expect(await seasons("en")).toEqual(before);
  });

  it("are created as drafts in three languages, invisible until published, then in each language's report", async () => {
    const saved = await as(staff.editor, "/initiatives/save", initiative("Beach clean-up"));
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/initiatives/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      version: 1,
      season: "2031-2032",
      targeted_count: 300,
      title: { en: "Beach clean-up" },
      idea_list: { en: "First point\nSecond point" },
    });
    expect(await report("en")).not.toContain("Beach clean-up");
    expect((await call(ctx.app, `/website/initiatives/show/${id}`, {})).status).toBe(404);

    await as(staff.editor, "/initiatives/publish", { id });
    expect(await report("en")).toContain("Beach clean-up");
    expect(await report("es")).toContain("Iniciativa Beach clean-up");
    expect(await report("ar")).toContain("مبادرة Beach clean-up");
    const shown = await call(ctx.app, `/website/initiatives/show/${id}`, {}, { lang: "en" });
    expect(shown.body.results).toMatchObject({
      idea: { title: "The idea", list: ["First point", "Second point"] },
      golas: ["A goal"],
      targetd: ["Fans"],
      targetd_count: 300,
      imgs: ["/media/content/gallery-1.svg"],
    });

    await as(staff.editor, "/initiatives/unpublish", { id });
    expect(await report("en")).not.toContain("Beach clean-up");
  });

  it("shows a language only once its title is written, and then requires its text", async () => {
    const { id } = (
      await as(
        staff.editor,
        "/initiatives/save",
        initiative("Arabic only", { title: tri("عربية فقط", "", "") }),
      )
    ).body.results;
    await as(staff.editor, "/initiatives/publish", { id });
    expect(await report("ar")).toContain("عربية فقط");
    expect(await report("en")).not.toContain("Arabic only");
    const listed = await as(staff.editor, "/initiatives/list", { search: "عربية فقط" });
    expect(listed.body.results.data[0].missing).toEqual(["en", "es"]);

    const bad = await as(
      staff.editor,
      "/initiatives/save",
      initiative("Half", { way: tri("x", "", "y"), season: "2031", image_media_id: null }),
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e["way.en"]).toHaveLength(1);
    expect(e["way.es"]).toBeUndefined();
    expect(e.season).toHaveLength(1);
    expect(e.image_media_id[0]).toMatch(/مكتبة الوسائط/);
    const es = await as(
      staff.editor,
      "/initiatives/save",
      initiative("Half", { success: tri("", "", "") }),
      "es",
    );
    expect(es.body.results.errors["success.ar"]).toHaveLength(1);
    expect(es.body.results.errors["success.en"][0]).toMatch(/idioma/);
  });

  it("refuse a stale save, keep revisions and restore one", async () => {
    const { id } = (await as(staff.editor, "/initiatives/save", initiative("Tree planting"))).body
      .results;
    const v1 = (await as(staff.editor, "/initiatives/get", { id })).body.results;
    expect(
      (
        await as(staff.editor, "/initiatives/save", {
          ...v1,
          title: { ...v1.title, en: "Planting" },
        })
      ).status,
    ).toBe(200);
    await ctx.pool.query("UPDATE initiatives SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(staff.other, "/initiatives/save", { ...v1, ord: 4 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    const restored = await as(staff.other, "/initiatives/restore", { id, revision: 1, version: 2 });
    expect(restored.body.results).toEqual({ id, version: 3 });
    expect((await as(staff.other, "/initiatives/get", { id })).body.results.title.en).toBe(
      "Tree planting",
    );
  });

  it("take a gallery from the media library, shown on the site at the pictures' addresses", async () => {
    const saved = await as(
      staff.editor,
      "/initiatives/save",
      initiative("Gallery day", { gallery: [staff.picture, staff.picture] }),
    );
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/initiatives/get", { id })).body.results;
    expect(got.gallery).toEqual([staff.picture, staff.picture]);
    expect(got.images).toHaveLength(2);
    expect(got.images[0]).not.toBe("/media/content/gallery-1.svg");
    expect(got.images[0]).toMatch(/^\/files\/media\//);
    await as(staff.editor, "/initiatives/publish", { id });
    const pub = await call(
      ctx.app,
      "/website/initiatives",
      { season: "2031-2032" },
      { lang: "en" },
    );
    const item = pub.body.results.data.find((i: { id: number }) => i.id === id);
    expect(item.imgs).toEqual(got.images);

    const missing = await as(
      staff.editor,
      "/initiatives/save",
      initiative("Bad gallery", { gallery: [2_000_000_000] }),
    );
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.results.errors)).toContain("gallery.0");
  });

  it("lists by season with paging, and is for content.manage only", async () => {
    const seeded = await as(staff.editor, "/initiatives/list", {
      season: "2021-2022",
      per_page: 2,
    });
    expect(seeded.body.results.data).toHaveLength(2);
    expect(seeded.body.results.total).toBeGreaterThan(2);
    expect(
      seeded.body.results.data.every((r: { season: string }) => r.season === "2021-2022"),
    ).toBe(true);
    // The seeded initiatives stay published in their report.
    expect((await report("en", "2021-2022")).length).toBeGreaterThan(0);
    const { id } = (await as(staff.editor, "/initiatives/save", initiative("Visit"))).body.results;
    for (const verb of ["list", "get", "save", "publish", "delete", "revisions"]) {
      expect((await as(staff.outsider, `/initiatives/${verb}`, { id })).status).toBe(403);
      expect((await staffCall(ctx.app, `/initiatives/${verb}`, { id })).status).toBe(401);
    }
    expect((await as(staff.editor, "/initiatives/delete", { id })).status).toBe(200);
  });
});
