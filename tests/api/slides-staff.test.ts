import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { lifecycleStaff, staffCall, tri } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

const staff = lifecycleStaff(ctx, "sports");
const { as } = staff;

type PublicSlide = { id: number; title: string; target: { type: string; target?: string } };
const publicSlides = async (key: string, lang: "ar" | "en" | "es" = "en") =>
  (await call(ctx.app, "/website/sliders", { key }, { lang })).body.results.data as PublicSlide[];

const newSlide = (key: string, title: string, extra: object = {}) =>
  as(staff.editor, "/slides/save", {
    kind: "slider",
    key,
    title: tri(`${title} ع`, title, `${title} es`),
    image_media_id: staff.picture,
    ...extra,
  });

describe("slides on the content lifecycle", () => {
  it("the demo slides stayed published and show their library pictures in the console", async () => {
    expect((await publicSlides("main_slider")).length).toBe(4);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM slides WHERE status <> 'published'",
    );
    expect(rows[0].n).toBe(0);
    const first = (await as(staff.editor, "/slides/get", { id: 1 })).body.results;
    expect(first).toMatchObject({ key: "main_slider", target_type: "Page", target: "/news" });
    expect(first.image_media_id).not.toBeNull();
  });

  it("a new slide is a draft until published; its button leads where it says, in each language", async () => {
    const saved = await newSlide("test_slider", "Derby day", {
      description: tri("يوم الديربي", "Derby day is here", ""),
      target_type: "URL",
      target: "https://tickets.alnoor-club.example",
      button: tri("احجز", "Book", "Reservar"),
      wins_times: "",
    });
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/slides/get", { id })).body.results;
    expect(got).toMatchObject({ status: "draft", wins_times: null, target_type: "URL" });
    expect(await publicSlides("test_slider")).toEqual([]);

    await as(staff.editor, "/slides/publish", { id });
    const [shown] = await publicSlides("test_slider", "es");
    expect(shown).toMatchObject({
      id,
      title: "Derby day es",
      target: { type: "URL", target: "https://tickets.alnoor-club.example" },
    });
    expect((await call(ctx.app, `/website/sliders/show/${id}`, {})).status).toBe(200);
    expect((await call(ctx.app, `/website/banners/show/${id}`, {})).status).toBe(404);

    // No button: the target is dropped whatever was typed.
    const latest = (await as(staff.editor, "/slides/get", { id })).body.results;
    await as(staff.editor, "/slides/save", { ...latest, target_type: "None", target: "/x" });
    expect((await publicSlides("test_slider"))[0]!.target).toMatchObject({
      type: "None",
      target: null,
    });
  });

  it("refuse each bad field in the caller's language and write nothing", async () => {
    const bad = await as(
      staff.editor,
      "/slides/save",
      {
        kind: "slider",
        key: "Bad Key",
        title: tri("", "", ""),
        image_media_id: null,
        wins_times: 1000,
        target_type: "Page",
        target: "//evil.example",
      },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(Object.keys(e).sort()).toEqual(
      ["button.ar", "image_media_id", "key", "target", "title.ar", "wins_times"].sort(),
    );
    expect(e.target[0]).toMatch(/\/news/);
    const url = await as(staff.editor, "/slides/save", {
      kind: "slider",
      key: "ok_key",
      title: tri("ع", "", ""),
      image_media_id: staff.picture,
      target_type: "URL",
      target: "http://insecure",
      button: tri("زر", "", ""),
    });
    expect(Object.keys(url.body.results.errors)).toEqual(["target"]);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM slides WHERE key = 'ok_key'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("reorder one slider's slides in one step, versioned and audited; never across sliders", async () => {
    const ids: number[] = [];
    for (const t of ["One", "Two", "Three"])
      ids.push((await newSlide("order_slider", t, { ord: ids.length + 1 })).body.results.id);
    await as(staff.editor, "/slides/publish", { ids });
    await ctx.pool.query("UPDATE slides SET locked_by = NULL WHERE id = ANY($1)", [ids]);
    const before = (await as(staff.other, "/slides/get", { id: ids[0] })).body.results;
    // The other editor's form holds the first slide: the order waits for it to be released.
    const held = await as(staff.editor, "/slides/reorder", { ids: [ids[2], ids[0], ids[1]] });
    expect(held.status).toBe(409);
    expect(held.body.results.code).toBe("content_locked");
    await ctx.pool.query("UPDATE slides SET locked_by = NULL WHERE id = ANY($1)", [ids]);

    const done = await as(staff.editor, "/slides/reorder", { ids: [ids[2], ids[0], ids[1]] });
    expect(done.status).toBe(200);
    expect((await publicSlides("order_slider")).map((s) => s.title)).toEqual([
      "Three",
      "One",
      "Two",
    ]);
    // A form opened before the order cannot put the old place back.
    const stale = await as(staff.other, "/slides/save", before);
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    const { rows } = await ctx.pool.query(
      "SELECT record_id, changes FROM audit_log WHERE action = 'content.reorder' AND record_type = 'slides' AND record_id = ANY($1) ORDER BY id",
      [ids.map(String)],
    );
    expect(
      rows.map((r) => [Number(r.record_id), r.changes.ord.before, r.changes.ord.after]),
    ).toEqual([
      [ids[0], 1, 2],
      [ids[1], 2, 3],
      [ids[2], 3, 1],
    ]);

    const mixed = await as(staff.editor, "/slides/reorder", { ids: [ids[0], 1] }, "ar");
    expect(mixed.status).toBe(422);
    expect(mixed.body.results.errors.ids[0]).toMatch(/عارض واحد/);
    expect((await as(staff.outsider, "/slides/reorder", { ids })).status).toBe(403);
    expect((await staffCall(ctx.app, "/slides/reorder", { ids })).status).toBe(401);
  });

  it("the list filters by slider, kind and status", async () => {
    const list = await as(staff.editor, "/slides/list", {
      key: "main_slider",
      sort: "date",
      order: "asc",
    });
    expect(list.body.results.data.map((r: { ord: number }) => r.ord)).toEqual([1, 2, 3, 4]);
    const banners = await as(staff.editor, "/slides/list", { kind: "banner" });
    expect(banners.body.results.data.every((r: { kind: string }) => r.kind === "banner")).toBe(
      true,
    );
    expect((await as(staff.outsider, "/slides/list", {})).status).toBe(403);
  });
});
