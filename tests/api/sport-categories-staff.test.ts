import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { lifecycleStaff, staffCall, tri } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

const staff = lifecycleStaff(ctx);
const { as } = staff;

/** The public sports tree, flat, in one language. */
const publicNames = async (lang: "ar" | "en" | "es", body: object = { all: true }) =>
  (
    (await call(ctx.app, "/website/teams/categories", body, { lang })).body.results.data as {
      name: string;
    }[]
  ).map((c) => c.name);

const category = (en: string, more: object = {}) => ({
  name: tri(`رياضة ${en}`, en, `Deporte ${en}`),
  description: tri("وصف", "About it", "Sobre ella"),
  image_media_id: staff.picture,
  parent_id: 1,
  ord: 5,
  can_join: true,
  ...more,
});

describe("sport categories on the content lifecycle", () => {
  it("are created as drafts in three languages, invisible until published, then shown in each language", async () => {
    const saved = await as(staff.editor, "/sport-categories/save", category("Padel"));
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/sport-categories/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      version: 1,
      name: { en: "Padel", es: "Deporte Padel" },
      parent_id: 1,
      can_join: true,
      image_media_id: staff.picture,
    });
    expect(got.image_url).toMatch(/^\/files\/media\//);
    expect(await publicNames("en")).not.toContain("Padel");
    expect((await call(ctx.app, "/website/teams/categories", { id })).status).toBe(404);

    const published = await as(staff.editor, "/sport-categories/publish", { id });
    expect(published.body.results).toEqual({ ids: [id], status: "published" });
    expect(await publicNames("en")).toContain("Padel");
    expect(await publicNames("es")).toContain("Deporte Padel");
    expect(await publicNames("ar")).toContain("رياضة Padel");
    // The join form's list (can_join) offers it under its group.
    expect(await publicNames("en", { parent_id: 1, can_join: true })).toContain("Padel");

    await as(staff.editor, "/sport-categories/unpublish", { id });
    expect(await publicNames("en")).not.toContain("Padel");
  });

  it("refuse each bad field in the caller's language and write nothing", async () => {
    const bad = await as(
      staff.editor,
      "/sport-categories/save",
      { name: tri("", "x".repeat(121), ""), image_media_id: null, ord: -1 },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e["name.ar"]).toHaveLength(1);
    expect(e["name.en"]).toHaveLength(1);
    expect(e.ord).toHaveLength(1);
    expect(e.image_media_id[0]).toMatch(/مكتبة الوسائط/);
    const es = await as(
      staff.editor,
      "/sport-categories/save",
      { name: tri("رياضة", "", ""), image_media_id: null },
      "es",
    );
    expect(es.body.results.errors.image_media_id[0]).toMatch(/mediateca/);
    // A sport's parent must be a group, never the category itself.
    const sport = (await as(staff.editor, "/sport-categories/save", category("Squash"))).body
      .results;
    const under = await as(
      staff.editor,
      "/sport-categories/save",
      category("Mini", { parent_id: sport.id }),
    );
    expect(under.status).toBe(422);
    expect(under.body.results.errors.parent_id).toHaveLength(1);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM sport_categories WHERE name->>'en' IN ('Mini', '')",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuse a stale save, keep revisions and restore one", async () => {
    const { id } = (await as(staff.editor, "/sport-categories/save", category("Archery"))).body
      .results;
    const v1 = (await as(staff.editor, "/sport-categories/get", { id })).body.results;
    const v2 = await as(staff.editor, "/sport-categories/save", {
      ...v1,
      name: { ...v1.name, en: "Target archery" },
    });
    expect(v2.status).toBe(200);
    await ctx.pool.query("UPDATE sport_categories SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(staff.other, "/sport-categories/save", { ...v1, ord: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    const revisions = (await as(staff.other, "/sport-categories/revisions", { id })).body.results
      .data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    const restored = await as(staff.other, "/sport-categories/restore", {
      id,
      revision: 1,
      version: 2,
    });
    expect(restored.body.results).toEqual({ id, version: 3 });
    expect((await as(staff.other, "/sport-categories/get", { id })).body.results.name.en).toBe(
      "Archery",
    );
  });

  it("lists with search, join, status and translation filters, and offers the groups", async () => {
    const { id } = (
      await as(staff.editor, "/sport-categories/save", {
        ...category("Fencing"),
        name: tri("المبارزة", "Fencing", ""),
        can_join: false,
      })
    ).body.results;
    const list = await as(staff.editor, "/sport-categories/list", {
      search: "Fencing",
      status: "draft",
    });
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.results.data[0]).toMatchObject({
      name: "Fencing",
      parent: "Team sports",
      can_join: false,
      missing: ["es"],
    });
    const joinable = await as(staff.editor, "/sport-categories/list", {
      can_join: "1",
      per_page: 100,
    });
    expect(joinable.body.results.data.map((r: { id: number }) => r.id)).not.toContain(id);
    const missingEs = await as(staff.editor, "/sport-categories/list", {
      missing: "es",
      per_page: 100,
    });
    expect(missingEs.body.results.data.map((r: { id: number }) => r.id)).toContain(id);
    const paged = await as(staff.editor, "/sport-categories/list", { per_page: 2, page: 2 });
    expect(paged.body.results.data).toHaveLength(2);
    expect(paged.body.results.total).toBeGreaterThan(4);
    const options = (await as(staff.editor, "/sport-categories/options", {}, "ar")).body.results;
    expect(options.parents.map((p: { name: string }) => p.name)).toContain("الألعاب الجماعية");
  });

  it("is for content.manage: editors yes, the gate and no session no", async () => {
    const { id } = (await as(staff.editor, "/sport-categories/save", category("Judo"))).body
      .results;
    for (const verb of ["list", "get", "save", "publish", "delete", "options"]) {
      const path = `/sport-categories/${verb}`;
      expect((await as(staff.outsider, path, { id })).status).toBe(403);
      expect((await staffCall(ctx.app, path, { id })).status).toBe(401);
    }
  });

  it("refuses to delete a category with join applications (record_in_use) and deletes one without", async () => {
    const { id } = (await as(staff.editor, "/sport-categories/save", category("Rowing"))).body
      .results;
    await ctx.pool.query(
      `INSERT INTO sport_join_applications (reference, category_id, full_name, phone, birthdate, practice, level)
       VALUES ($1, $2, 'Test Person', '+966500000000', '2010-01-01', false, 'beginner')`,
      [`SJ-T-${id}`, id],
    );
    const refused = await as(staff.editor, "/sport-categories/delete", { id }, "ar");
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("record_in_use");
    expect(refused.body.results.message).toMatch(/طلبات انضمام/);
    expect((await as(staff.editor, "/sport-categories/get", { id })).status).toBe(200);
    // A group with sports under it is refused the same way.
    expect((await as(staff.editor, "/sport-categories/delete", { id: 1 })).status).toBe(409);

    const free = (await as(staff.editor, "/sport-categories/save", category("Sailing"))).body
      .results.id;
    const gone = await as(staff.editor, "/sport-categories/delete", { id: free });
    expect(gone.status).toBe(200);
    expect((await as(staff.editor, "/sport-categories/get", { id: free })).status).toBe(404);
  });
});
