import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";
import { renderRichText } from "../../src/server/lib/rich-text-html";
import { htmlToRichText } from "../../src/server/lib/html-to-rich-text";
import { richTextDoc } from "../../src/shared/content/rich-text";
import { DomUtils, parseDocument } from "htmlparser2";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let editor: string;
let editorName: string;
let second: string;
let secondName: string;

const doc = (...paragraphs: string[]) => ({
  type: "doc",
  content: paragraphs.map((text) => ({ type: "paragraph", content: [{ type: "text", text }] })),
});
const empty = { type: "doc", content: [] };

/** A news item as the console sends it: three languages, a library cover (seeded, alt texts complete). */
const item = (over: Record<string, unknown> = {}) => ({
  title: { ar: "النور يفوز بالديربي", en: "Al Noor win the derby", es: "Al Noor gana el derbi" },
  excerpt: { ar: "ملخص", en: "Summary", es: "Resumen" },
  body: {
    ar: doc("فاز النور في مباراة الديربي."),
    en: doc("Al Noor won the derby."),
    es: doc("Al Noor ganó el derbi."),
  },
  cover_media_id: 1,
  gallery: [2, 3],
  category_id: 1,
  tags: ["derby", "league"],
  date: "",
  featured: false,
  show_on_home: true,
  ...over,
});

const save = (body: unknown, token = editor, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, "/news/save", body, { token, lang });
const get = (id: number, token = editor, takeOver = false) =>
  staffCall(ctx.app, "/news/get", { id, take_over: takeOver }, { token });
const publicArticle = (id: number, lang: "ar" | "en" | "es" = "ar") =>
  call(ctx.app, `/website/news/show/${id}`, {}, { lang });
const publicList = async (lang: "ar" | "en" | "es" = "ar") =>
  (await call(ctx.app, "/website/news", { per_page: 50, clear: true }, { lang })).body.results
    .data as Array<{ id: number; title: string }>;
const cacheVersion = async () =>
  Number((await ctx.pool.query("SELECT version FROM content_cache_version")).rows[0].version);

async function created(over: Record<string, unknown> = {}) {
  const res = await save(item(over));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.results as { id: number; version: number };
}

beforeAll(async () => {
  const a = await createStaff(ctx.pool, { roles: ["editor"], name: "Huda Editor" });
  const b = await createStaff(ctx.pool, { roles: ["editor"], name: "Omar Writer" });
  editor = await sessionFor(ctx.pool, ctx.env, a.id);
  second = await sessionFor(ctx.pool, ctx.env, b.id);
  editorName = "Huda Editor";
  secondName = "Omar Writer";
});

describe("creating and reading news in three languages", () => {
  it("creates a draft that get answers exactly as save can take it back", async () => {
    const { id, version } = await created();
    expect(version).toBe(1);
    const res = await get(id);
    expect(res.status).toBe(200);
    const r = res.body.results;
    expect(r).toMatchObject({
      id,
      status: "draft",
      version: 1,
      title: {
        ar: "النور يفوز بالديربي",
        en: "Al Noor win the derby",
        es: "Al Noor gana el derbi",
      },
      gallery: [2, 3],
      tags: ["derby", "league"],
      lock_mine: true,
      preview_path: `/staff/news/${id}/preview`,
      updated_by: { name: editorName },
      created_by: { name: editorName },
    });
    expect(r.body.en.content[0].content[0].text).toBe("Al Noor won the derby.");
    // Round trip: what get answered, edited, is a valid save.
    const again = await save({ ...r, title: { ...r.title, en: "Al Noor take the derby" } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.results.version).toBe(2);
    const audit = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'news' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(audit.rows.map((a) => a.action)).toEqual(["content.create", "content.update"]);
  });

  it("refuses a missing Arabic title and body, on each field and language, in the caller's language", async () => {
    const res = await save(
      item({
        title: { ar: "", en: "Only English", es: "" },
        body: { ar: empty, en: doc("text"), es: empty },
        tags: ["x".repeat(41)],
      }),
      editor,
      "ar",
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("validation_failed");
    const errors = res.body.results.errors as Record<string, string[]>;
    expect(errors["title.ar"]?.[0]).toMatch(/العربي/);
    expect(errors["body.ar"]?.[0]).toMatch(/العربي/);
    expect(errors["tags.0"]).toBeDefined();
    expect(errors["title.en"]).toBeUndefined();
  });

  it("places a bad link on its language's body", async () => {
    const bad = {
      type: "doc",
      content: [
        {
          type: "paragraph",
          content: [
            {
              type: "text",
              text: "click",
              marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }],
            },
          ],
        },
      ],
    };
    const res = await save(item({ body: { ar: doc("نص"), en: bad, es: empty } }));
    expect(res.status).toBe(422);
    const keys = Object.keys(res.body.results.errors);
    expect(keys.some((k) => k.startsWith("body.en."))).toBe(true);
    expect(keys.some((k) => k.startsWith("body.ar"))).toBe(false);
  });

  it("requires the cover's alt texts", async () => {
    const { rows } = await ctx.pool.query(
      `INSERT INTO media (original_name, mime, bytes, width, height, alt, storage_key, variants)
       VALUES ('x.jpg', 'image/jpeg', 10, 10, 10, '{"ar":"صورة"}', 'media/t-x/original.jpg', '[]') RETURNING id`,
    );
    const res = await save(item({ cover_media_id: rows[0].id }));
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("media_alt_missing");
    expect(res.body.results.errors.cover_media_id).toBeDefined();
  });
});

describe("publishing", () => {
  it("keeps a draft off the public site, shows it once published, hides it when unpublished", async () => {
    const { id } = await created();
    expect((await publicArticle(id)).status).toBe(404);
    expect((await publicList()).some((n) => n.id === id)).toBe(false);

    const before = await cacheVersion();
    const pub = await staffCall(ctx.app, "/news/publish", { id }, { token: editor });
    expect(pub.status).toBe(200);
    expect(pub.body.results).toEqual({ ids: [id], status: "published" });
    expect(await cacheVersion()).toBeGreaterThan(before);

    const en = await publicArticle(id, "en");
    expect(en.status).toBe(200);
    expect(en.body.results.title).toBe("Al Noor win the derby");
    expect(en.body.results.description).toBe("<p>Al Noor won the derby.</p>");
    expect(en.body.results.gallery.map((g: { id: number }) => g.id)).toEqual([2, 3]);
    expect((await publicArticle(id, "ar")).body.results.description).toBe(
      "<p>فاز النور في مباراة الديربي.</p>",
    );
    expect((await publicList("en")).find((n) => n.id === id)?.title).toBe("Al Noor win the derby");

    const un = await staffCall(ctx.app, "/news/unpublish", { ids: [id] }, { token: editor });
    expect(un.status).toBe(200);
    expect((await get(id)).body.results.status).toBe("unpublished");
    expect((await publicArticle(id)).status).toBe(404);
  });

  it("publishes a scheduled item when its job runs at the Riyadh time, and not before", async () => {
    const { id } = await created();
    const at = new Date(Date.now() + 2 * 3600_000 + 3 * 3600_000).toISOString().slice(0, 16);
    const res = await staffCall(
      ctx.app,
      "/news/publish",
      { id, publish_at: at },
      { token: editor },
    );
    expect(res.body.results.status).toBe("scheduled");
    const r = (await get(id)).body.results;
    expect(r.status).toBe("scheduled");
    expect(r.publish_at).toBe(`${at}:00+03:00`);
    const jobs = await ctx.pool.query("SELECT run_at FROM graphile_worker.jobs WHERE key = $1", [
      `content.publish:news:${id}`,
    ]);
    expect(jobs.rows).toHaveLength(1);
    expect(new Date(jobs.rows[0].run_at).toISOString()).toBe(
      new Date(`${at}:00+03:00`).toISOString(),
    );

    await runJobs(ctx.app);
    expect((await publicArticle(id)).status).toBe(404);

    // The clock reaches the time: the job is due and runs.
    await ctx.pool.query("UPDATE news SET publish_at = now() WHERE id = $1", [id]);
    await ctx.pool.query("UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1", [
      `content.publish:news:${id}`,
    ]);
    await runJobs(ctx.app);
    expect((await get(id)).body.results.status).toBe("published");
    expect((await publicArticle(id, "en")).status).toBe(200);
  });

  it("cancelling a schedule returns the item to draft and removes its job", async () => {
    const { id } = await created();
    const at = new Date(Date.now() + 26 * 3600_000).toISOString().slice(0, 16);
    await staffCall(ctx.app, "/news/publish", { id, publish_at: at }, { token: editor });
    await staffCall(ctx.app, "/news/unpublish", { id }, { token: editor });
    expect((await get(id)).body.results.status).toBe("draft");
    const jobs = await ctx.pool.query("SELECT 1 FROM graphile_worker.jobs WHERE key = $1", [
      `content.publish:news:${id}`,
    ]);
    expect(jobs.rows).toHaveLength(0);
  });

  it("bulk deletes with the revisions, and 404 when one of them is missing (nothing deleted)", async () => {
    const a = await created();
    const b = await created();
    const missing = await staffCall(
      ctx.app,
      "/news/delete",
      { ids: [a.id, 99_999] },
      { token: editor },
    );
    expect(missing.status).toBe(404);
    expect((await get(a.id)).status).toBe(200);
    const res = await staffCall(ctx.app, "/news/delete", { ids: [a.id, b.id] }, { token: editor });
    expect(res.status).toBe(200);
    expect((await get(a.id)).status).toBe(404);
    const revs = await ctx.pool.query(
      "SELECT 1 FROM content_revisions WHERE type = 'news' AND record_id = ANY($1)",
      [[a.id, b.id]],
    );
    expect(revs.rows).toHaveLength(0);
  });
});

describe("two editors on one item", () => {
  it("shows who holds it, refuses the other's save, and lets them take over", async () => {
    const { id } = await created();
    const seen = (await get(id, second)).body.results;
    expect(seen.lock_mine).toBe(false);
    expect(seen.locked_by.name).toBe(editorName);

    const refused = await save({ ...seen, tags: ["mine"] }, second);
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("content_locked");
    expect(refused.body.results.message).toContain(editorName);

    const taken = (await get(id, second, true)).body.results;
    expect(taken.lock_mine).toBe(true);
    const ok = await save({ ...taken, tags: ["mine"] }, second);
    expect(ok.status).toBe(200);

    // The first editor, who opened version 1, is now refused: held, then stale once free.
    const held = await save({ ...item(), id, version: 1 });
    expect(held.body.results.code).toBe("content_locked");
    await ctx.pool.query("UPDATE news SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await save({ ...item(), id, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect(stale.body.results.message).toContain(secondName);
    const audit = await ctx.pool.query(
      "SELECT 1 FROM audit_log WHERE action = 'content.take_over' AND record_id = $1",
      [String(id)],
    );
    expect(audit.rows).toHaveLength(1);
  });
});

describe("revisions", () => {
  it("keeps every save and restores an earlier one as a new version", async () => {
    const { id } = await created();
    const v1 = (await get(id)).body.results;
    await save({ ...v1, title: { ...v1.title, en: "Second title" } });
    const v2 = (await get(id)).body.results;
    await save({ ...v2, title: { ...v2.title, en: "Third title" } });

    const revs = (await staffCall(ctx.app, "/news/revisions", { id }, { token: editor })).body
      .results.data;
    expect(revs.map((r: { version: number }) => r.version)).toEqual([3, 2, 1]);
    expect(revs[2].data.title.en).toBe("Al Noor win the derby");
    expect(revs[0].saved_by.name).toBe(editorName);

    const stale = await staffCall(
      ctx.app,
      "/news/restore",
      { id, revision: 1, version: 2 },
      { token: editor },
    );
    expect(stale.body.results.code).toBe("stale_version");
    const res = await staffCall(
      ctx.app,
      "/news/restore",
      { id, revision: 1, version: 3 },
      { token: editor },
    );
    expect(res.status).toBe(200);
    expect(res.body.results.version).toBe(4);
    const now = (await get(id)).body.results;
    expect(now.title.en).toBe("Al Noor win the derby");
    expect(now.version).toBe(4);
  });
});

describe("hostile rich text", () => {
  const p = (content: unknown[]) => ({ type: "doc", content: [{ type: "paragraph", content }] });
  const link = (href: string) =>
    p([{ type: "text", text: "x", marks: [{ type: "link", attrs: { href } }] }]);
  const refused: Array<[string, unknown]> = [
    [
      "a script node",
      { type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] },
    ],
    ["a javascript: link", link("javascript:alert(1)")],
    ["a disguised javascript: link", link(" jav\tascript:alert(1)")],
    ["an entity-encoded javascript: link", link("javascript&#58;alert(1)")],
    ["a data: link", link("data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==")],
    ["a vbscript: link", link("vbscript:msgbox(1)")],
    ["a protocol-relative link", link("//evil.example/x")],
    [
      "an SVG picture",
      {
        type: "doc",
        content: [
          { type: "image", attrs: { src: "data:image/svg+xml,<svg onload=alert(1)>", alt: "x" } },
        ],
      },
    ],
    [
      "a picture from elsewhere",
      {
        type: "doc",
        content: [{ type: "image", attrs: { src: "https://evil.example/x.png", alt: "x" } }],
      },
    ],
    [
      "an iframe",
      { type: "doc", content: [{ type: "iframe", attrs: { src: "https://evil.example" } }] },
    ],
    [
      "a video from elsewhere",
      {
        type: "doc",
        content: [{ type: "video", attrs: { src: "https://evil.example/watch?v=abc" } }],
      },
    ],
    [
      "broken nesting: a list item outside a list",
      { type: "doc", content: [{ type: "listItem", content: [] }] },
    ],
    ["broken nesting: a paragraph inside text", p([{ type: "paragraph", content: [] }])],
    [
      "an unknown mark",
      p([{ type: "text", text: "x", marks: [{ type: "textStyle", attrs: { style: "x" } }] }]),
    ],
  ];
  it.each(refused)("refuses %s", async (_name, body) => {
    expect(richTextDoc.safeParse(body).success).toBe(false);
    const res = await save(item({ body: { ar: doc("نص"), en: body, es: empty } }));
    expect(res.status).toBe(422);
  });

  it("writes markup inside text as text and drops unknown attributes (handlers, styles, CSS expressions)", () => {
    const parsed = richTextDoc.parse({
      type: "doc",
      content: [
        {
          type: "paragraph",
          attrs: { dir: "rtl", onclick: "alert(1)", style: "width: expression(alert(1))" },
          content: [
            { type: "text", text: '<script>alert(1)</script><img src=x onerror=alert(1)>"' },
            {
              type: "text",
              text: "link",
              marks: [
                {
                  type: "link",
                  attrs: {
                    href: 'https://club.example/?a=1&b="><script>',
                    onmouseover: "x",
                    target: "_blank",
                  },
                },
              ],
            },
          ],
        },
        {
          type: "image",
          attrs: {
            src: "/files/media/demo-news-1/w640.webp",
            alt: '"><svg onload=alert(1)>',
            onerror: "alert(1)",
          },
        },
        { type: "video", attrs: { src: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } },
      ],
    });
    const html = renderRichText(parsed);
    // Parsed as a browser would: no script or SVG element, no handler or style attribute.
    const elements = DomUtils.findAll(() => true, parseDocument(html).children);
    expect(elements.map((e) => e.name)).toEqual(expect.not.arrayContaining(["script", "svg"]));
    for (const e of elements)
      for (const a of Object.keys(e.attribs)) expect(a).not.toMatch(/^on|^style$/i);
    expect(html).not.toMatch(/expression\(/i);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain('<p dir="rtl">');
    expect(html).toContain(
      'href="https://club.example/?a=1&amp;b=&quot;&gt;&lt;script&gt;" target="_blank" rel="noopener noreferrer"',
    );
    expect(html).toContain('alt="&quot;&gt;&lt;svg onload=alert(1)&gt;"');
    expect(html).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it("serves a stored hostile body inert, and converts legacy HTML through the sanitizer", async () => {
    const { id } = await created({
      body: {
        ar: doc("<script>alert(1)</script>"),
        en: {
          type: "doc",
          content: [
            { type: "paragraph", content: [{ type: "text", text: "<b onmouseover=x>bold</b>" }] },
          ],
        },
        es: empty,
      },
    });
    await staffCall(ctx.app, "/news/publish", { id }, { token: editor });
    const ar = (await publicArticle(id, "ar")).body.results.description as string;
    expect(ar).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>");
    // Spanish is empty: the site falls back to Arabic.
    expect((await publicArticle(id, "es")).body.results.description).toBe(ar);

    const legacy = htmlToRichText(
      '<p style="x:expression(alert(1))" onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><svg><script>alert(1)</script></svg><ul><li>one<li>two</ul><table><tr><td>cell',
    );
    expect(richTextDoc.safeParse(legacy).success).toBe(true);
    const html = renderRichText(legacy);
    expect(html).not.toMatch(/script|svg|javascript|onclick|expression/i);
    expect(html).toContain('<a href="https://ok.example">ok</a>');
    expect(html).toContain("<li><p>one</p></li><li><p>two</p></li>");
    expect(html).toContain("<td><p>cell</p></td>");
  });

  it("opens a news item written before the console with its HTML converted", async () => {
    const r = (await get(2)).body.results;
    expect(r.body.ar.content[0].type).toBe("paragraph");
    expect(richTextDoc.safeParse(r.body.ar).success).toBe(true);
    const saved = await save(r);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  });
});

describe("who may", () => {
  const calls = [
    "list",
    "get",
    "save",
    "publish",
    "unpublish",
    "delete",
    "revisions",
    "restore",
    "options",
    "preview",
  ];
  it("refuses staff without content rights and anyone signed out", async () => {
    const sports = await createStaff(ctx.pool, { roles: ["sports", "gate"] });
    const token = await sessionFor(ctx.pool, ctx.env, sports.id);
    for (const c of calls) {
      const res = await staffCall(ctx.app, `/news/${c}`, { id: 1 }, { token });
      expect(res.status, c).toBe(403);
      expect((await staffCall(ctx.app, `/news/${c}`, { id: 1 })).status, c).toBe(401);
    }
  });

  it("lets an admin preview a draft that the public API does not show", async () => {
    const admin = await createStaff(ctx.pool, { roles: ["admin"] });
    const token = await sessionFor(ctx.pool, ctx.env, admin.id);
    const { id } = await created();
    const res = await staffCall(ctx.app, "/news/preview", { id, lang: "es" }, { token });
    expect(res.status).toBe(200);
    expect(res.body.results.title).toBe("Al Noor gana el derbi");
    expect((await publicArticle(id, "es")).status).toBe(404);
  });
});
