import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { lifecycleStaff, staffCall, tri } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

const staff = lifecycleStaff(ctx);
const { as } = staff;
const doc = (text: string) => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text }] }],
});

/** The public page at a path, in a language (404 while it is not published). */
const publicPage = (path: string, lang: "ar" | "en" | "es" = "en") =>
  call(ctx.app, "/website/pages", { path }, { lang });

/** A page of three section types, in the three languages. */
const threeSections = () => [
  {
    type: "pageHeader",
    title: tri("أكاديمية النور", "Al Noor Academy", "Academia Al Noor"),
    description: tri("نصنع أبطال الغد", "Making tomorrow's champions", "Formando campeones"),
  },
  {
    type: "textBox",
    title: tri("من نحن", "Who we are", "Quiénes somos"),
    description: tri("نص عربي طويل", "A long English text", "Un texto largo"),
  },
  {
    type: "custom",
    title: tri("انضم", "Join", "Únete"),
    body: { ar: doc("سجل الآن"), en: doc("Register now"), es: doc("Inscríbete") },
    image_media_id: staff.picture,
    button: { target: "Page", link: "/contact-us", text: tri("تواصل", "Contact", "Contacto") },
  },
];

describe("club pages on the content lifecycle", () => {
  it("the demo pages stayed published when the lifecycle arrived", async () => {
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM pages WHERE status <> 'published'",
    );
    expect(rows[0].n).toBe(0);
    expect((await publicPage("about-club")).status).toBe(200);
  });

  it("are built from three section types in three languages, invisible until published", async () => {
    const saved = await as(staff.editor, "/pages/save", {
      path: "/Academy/Join/",
      titles: tri("الأكاديمية", "Academy", "Academia"),
      navigation: { header: false, footer: true, footer_column: "services" },
      sections: threeSections(),
    });
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/pages/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      version: 1,
      path: "academy/join",
      navigation: { footer: true, footer_column: "services", header: false },
    });
    expect(got.sections.map((s: { type: string }) => s.type)).toEqual([
      "pageHeader",
      "textBox",
      "custom",
    ]);
    expect(got.sections[2]).toMatchObject({
      visible: true,
      image_media_id: staff.picture,
      button: { target: "Page", link: "/contact-us", text: { es: "Contacto" } },
    });
    expect((await publicPage("academy/join")).status).toBe(404);
    const list = await call(ctx.app, "/website/pages", {}, { lang: "en" });
    expect(list.body.results.data.map((p: { path: string }) => p.path)).not.toContain(
      "academy/join",
    );
    const sections = await call(ctx.app, "/website/sections", { page_id: id });
    expect(sections.body.results.data).toEqual([]);

    expect((await as(staff.editor, "/pages/publish", { id })).body.results.status).toBe(
      "published",
    );
    const en = (await publicPage("academy/join", "en")).body.results;
    expect(en.title).toBe("Academy");
    expect(en.sections.map((s: { title: string }) => s.title)).toEqual([
      "Al Noor Academy",
      "Who we are",
      "Join",
    ]);
    // Rich text is rendered by the server from the stored document.
    expect(en.sections[2].description).toContain("<p>Register now</p>");
    expect(en.sections[2].custom_fields.section_image).toMatch(/^\/files\/media\//);
    expect(en.sections[2].custom_fields.button_text).toBe("Contact");
    const ar = (await publicPage("academy/join", "ar")).body.results;
    expect(ar.sections[1].description).toBe("نص عربي طويل");
    const es = (await publicPage("academy/join", "es")).body.results;
    expect(es.sections[0].title).toBe("Academia Al Noor");
    // Linked from the footer's services column.
    const listed = await call(ctx.app, "/website/pages", {}, { lang: "en" });
    const mine = listed.body.results.data.find((p: { id: number }) => p.id === id);
    expect(mine.other_info.navigation).toMatchObject({ footer: true, footerColumn: "services" });

    // The section's picture cannot leave the library while the page shows it.
    const del = await as(staff.editor, "/media/delete", { id: staff.picture });
    expect(del.status).toBe(409);
    expect(del.body.results.code).toBe("media_in_use");

    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'pages' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["content.create", "content.publish"]);
  });

  it("reorders, hides, duplicates and deletes sections in one versioned save; restore brings them back", async () => {
    const { id } = (
      await as(staff.editor, "/pages/save", {
        path: "reorder-me",
        titles: tri("ترتيب", "Order", "Orden"),
        sections: threeSections(),
      })
    ).body.results;
    await as(staff.editor, "/pages/publish", { id });
    const v1 = (await as(staff.editor, "/pages/get", { id })).body.results;
    const [header, text, custom] = v1.sections;
    const { id: copyless, ...copy } = text;
    expect(copyless).toBeTypeOf("number");
    const saved = await as(staff.editor, "/pages/save", {
      ...v1,
      sections: [
        custom,
        { ...text, visible: false },
        header,
        { ...copy, title: tri("ب", "B", "B") },
      ],
    });
    expect(saved.body.results.version).toBe(2);
    const v2 = (await as(staff.editor, "/pages/get", { id })).body.results;
    expect(v2.sections.map((s: { type: string }) => s.type)).toEqual([
      "custom",
      "textBox",
      "pageHeader",
      "textBox",
    ]);
    expect(v2.sections[0].id).toBe(custom.id);
    expect(v2.sections[3].id).not.toBe(text.id);
    const shown = (await publicPage("reorder-me")).body.results.sections;
    expect(shown.map((s: { title: string }) => s.title)).toEqual(["Join", "Al Noor Academy", "B"]);

    // Deleting a section is saving the page without it.
    await as(staff.editor, "/pages/save", { ...v2, sections: [v2.sections[0]] });
    expect((await publicPage("reorder-me")).body.results.sections).toHaveLength(1);

    const revisions = (await as(staff.editor, "/pages/revisions", { id })).body.results.data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    const restored = await as(staff.editor, "/pages/restore", { id, revision: 1, version: 3 });
    expect(restored.status).toBe(200);
    const back = (await as(staff.editor, "/pages/get", { id })).body.results;
    expect(back.version).toBe(4);
    expect(back.sections.map((s: { type: string }) => s.type)).toEqual([
      "pageHeader",
      "textBox",
      "custom",
    ]);
    expect((await publicPage("reorder-me", "en")).body.results.sections).toHaveLength(3);
    const list = await as(staff.editor, "/sections/list", { page_id: id });
    expect(list.body.results.data).toHaveLength(3);
  });

  it("checks each section type's own fields and the address", async () => {
    const bad = await as(
      staff.editor,
      "/pages/save",
      {
        path: "Bad Path!",
        titles: tri("", "", ""),
        sections: [
          { type: "textBox", description: tri("", "", "") },
          { type: "boxAndImage", title: tri("", "", ""), image_media_id: null },
          { type: "fileDownload", title: tri("ملف", "", ""), file_url: "javascript:alert(1)" },
          {
            type: "custom",
            body: { ar: doc("x"), en: doc(""), es: doc("") },
            button: { target: "URL", link: "http://insecure", text: tri("", "", "") },
          },
          { type: "clubPresidentsSlider", slider_key: "Bad Key" },
          { type: "noSuchType" },
        ],
      },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e.path).toHaveLength(1);
    expect(e["titles.ar"]).toHaveLength(1);
    expect(e["sections.0.description.ar"]).toHaveLength(1);
    expect(e["sections.1.title.ar"]).toHaveLength(1);
    expect(e["sections.1.image_media_id"]).toHaveLength(1);
    expect(e["sections.2.file_url"]).toHaveLength(1);
    expect(e["sections.3.button.link"][0]).toMatch(/https/);
    expect(e["sections.3.button.text.ar"]).toHaveLength(1);
    expect(e["sections.4.slider_key"]).toHaveLength(1);
    expect(Object.keys(e).some((k) => k.startsWith("sections.5"))).toBe(true);

    const reserved = await as(staff.editor, "/pages/save", {
      path: "news/extra",
      titles: tri("أخبار", "", ""),
    });
    expect(reserved.status).toBe(422);
    expect(reserved.body.results.errors.path[0]).toMatch(/screens/);

    const taken = await as(
      staff.editor,
      "/pages/save",
      { path: "about-club", titles: tri("مكرر", "", "") },
      "es",
    );
    expect(taken.status).toBe(409);
    expect(taken.body.results.code).toBe("path_taken");
    expect(taken.body.results.message).toMatch(/Otra página/);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM pages WHERE titles->>'ar' = 'مكرر'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuse a stale save and roles without content.manage; the list filters", async () => {
    const { id } = (
      await as(staff.editor, "/pages/save", {
        path: "stale-page",
        titles: tri("قديمة", "Stale page", ""),
        navigation: { header: true, footer: false, footer_column: "club" },
      })
    ).body.results;
    const got = (await as(staff.editor, "/pages/get", { id })).body.results;
    expect((await as(staff.editor, "/pages/save", { ...got, ord: 4 })).status).toBe(200);
    await ctx.pool.query("UPDATE pages SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(staff.other, "/pages/save", { ...got, ord: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");

    for (const path of ["/pages/list", "/pages/save", "/pages/publish", "/sections/list"]) {
      expect((await as(staff.outsider, path, { id, page_id: id })).status).toBe(403);
      expect((await staffCall(ctx.app, path, { id, page_id: id })).status).toBe(401);
    }
    const list = await as(staff.editor, "/pages/list", { search: "stale-page", status: "draft" });
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.results.data[0]).toMatchObject({ header: true, missing: ["es"], ord: 4 });
    const header = await as(staff.editor, "/pages/list", { linked: "header", per_page: 100 });
    expect(header.body.results.data.every((r: { header: boolean }) => r.header)).toBe(true);
    const missingEs = await as(staff.editor, "/pages/list", { missing: "es", per_page: 100 });
    expect(missingEs.body.results.data.map((r: { id: number }) => r.id)).toContain(id);

    expect((await as(staff.editor, "/pages/delete", { id })).status).toBe(200);
    const { rows } = await ctx.pool.query("SELECT count(*)::int AS n FROM pages WHERE id = $1", [
      id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it("previews a draft page in each language for staff only, while its address stays 404", async () => {
    const saved = await as(staff.editor, "/pages/save", {
      path: "preview-draft",
      titles: tri("معاينة", "Preview draft", "Borrador"),
      navigation: { header: false, footer: false, footer_column: "club" },
      sections: threeSections(),
    });
    const { id } = saved.body.results;
    const got = (await as(staff.editor, "/pages/get", { id })).body.results;
    expect(got.preview_path).toBe(`/staff/pages/${id}/preview`);
    const en = await as(staff.editor, "/pages/preview", { id, lang: "en" });
    expect(en.status).toBe(200);
    expect(en.body.results).toMatchObject({ title: "Preview draft", lifecycle: "draft" });
    expect(en.body.results.sections.map((s: { title: string }) => s.title)).toEqual([
      "Al Noor Academy",
      "Who we are",
      "Join",
    ]);
    const ar = await as(staff.editor, "/pages/preview", { id, lang: "ar" });
    expect(ar.body.results.sections[1].title).toBe("من نحن");
    expect((await publicPage("preview-draft")).status).toBe(404);
    expect((await as(staff.outsider, "/pages/preview", { id, lang: "en" })).status).toBe(403);
    expect((await staffCall(ctx.app, "/pages/preview", { id, lang: "en" })).status).toBe(401);
    expect(
      (await as(staff.editor, "/pages/preview", { id: 2_000_000_000, lang: "en" })).status,
    ).toBe(404);
  });

  it("counts draft pages among the dashboard's unpublished items", async () => {
    const tile = async () =>
      (await as(staff.editor, "/dashboard", {})).body.results.tiles.find(
        (t: { key: string }) => t.key === "unpublished_drafts",
      ).count as number;
    const before = await tile();
    await as(staff.editor, "/pages/save", { path: "draft-count", titles: tri("مسودة", "", "") });
    expect(await tile()).toBe(before + 1);
  });
});
