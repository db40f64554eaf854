import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { createStaff, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let admin: string;
let editor: string;
let sports: string;
const tri = (ar: string, en: string, es: string) => ({ ar, en, es });

const as = (token: string, path: string, body: object, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, path, body, { token, lang });

async function auditOf(action: string, recordId: number | string) {
  const { rows } = await ctx.pool.query(
    "SELECT changes, actor_id FROM audit_log WHERE action = $1 AND record_id = $2 ORDER BY id",
    [action, String(recordId)],
  );
  return rows;
}

beforeAll(async () => {
  admin = await sessionFor(
    ctx.pool,
    ctx.env,
    (await createStaff(ctx.pool, { roles: ["admin"] })).id,
  );
  editor = await sessionFor(
    ctx.pool,
    ctx.env,
    (await createStaff(ctx.pool, { roles: ["editor"] })).id,
  );
  sports = await sessionFor(
    ctx.pool,
    ctx.env,
    (await createStaff(ctx.pool, { roles: ["sports"] })).id,
  );
});

describe("departments", () => {
  it("are created in three languages with several addresses, audited, and offered on the contact form", async () => {
    const saved = await as(editor, "/departments/save", {
      title: tri("قسم الإعلام", "Media office", "Oficina de prensa"),
      emails: ["Press@Club.example", "media@club.example"],
      ord: 7,
    });
    expect(saved.status).toBe(200);
    const d = saved.body.results;
    expect(d).toMatchObject({
      version: 1,
      title: { ar: "قسم الإعلام", en: "Media office", es: "Oficina de prensa" },
      emails: ["press@club.example", "media@club.example"],
      inbox: null,
      published: true,
    });
    expect(await auditOf("department.create", d.id)).toHaveLength(1);

    // The public settings list it in the caller's language, without its addresses.
    const pub = await call(ctx.app, "/settings", {}, { lang: "es" });
    const listed = pub.body.results.departments.find((x: { id: number }) => x.id === d.id);
    expect(listed.title).toBe("Oficina de prensa");
    expect(JSON.stringify(pub.body.results)).not.toContain("press@club.example");

    // A contact message to it is e-mailed to both addresses (one `to` list).
    const { rows } = await ctx.pool.query("SELECT email FROM departments WHERE id = $1", [d.id]);
    expect(rows[0].email).toBe("press@club.example, media@club.example");

    // Found by any language and by address; hidden ones leave the contact form.
    const found = await as(editor, "/departments/list", { search: "Oficina de prensa" }, "ar");
    expect(found.body.results.data.map((x: { id: number }) => x.id)).toEqual([d.id]);
    expect(found.body.results.data[0].label).toBe("قسم الإعلام");
    const byMail = await as(editor, "/departments/list", { search: "media@club" });
    expect(byMail.body.results.data.map((x: { id: number }) => x.id)).toContain(d.id);

    const got = (await as(editor, "/departments/get", { id: d.id })).body.results;
    const hidden = await as(editor, "/departments/save", { ...got, published: false });
    expect(hidden.body.results).toMatchObject({ version: 2, published: false });
    const after = await call(ctx.app, "/settings", {}, { lang: "en" });
    expect(after.body.results.departments.map((x: { id: number }) => x.id)).not.toContain(d.id);
    const [upd] = await auditOf("department.update", d.id);
    expect(upd.changes.published).toEqual({ before: true, after: false });
  });

  it("refuse each bad field with a message in the caller's language", async () => {
    const ar = await as(
      editor,
      "/departments/save",
      { title: tri("", "x".repeat(121), ""), emails: ["not-an-address"], ord: -1 },
      "ar",
    );
    expect(ar.status).toBe(422);
    expect(ar.body.results.code).toBe("validation_failed");
    expect(ar.body.results.errors["title.ar"][0]).toMatch(/العربي/);
    expect(ar.body.results.errors["title.en"]).toHaveLength(1);
    expect(ar.body.results.errors["emails.0"][0]).toMatch(/بريد/);
    expect(ar.body.results.errors.ord[0]).toMatch(/10000/);

    const en = await as(editor, "/departments/save", { title: tri("قسم", "", ""), emails: [] });
    expect(en.body.results.errors.emails[0]).toBe("Enter at least one address.");
    const es = await as(
      editor,
      "/departments/save",
      { title: tri("قسم", "", ""), emails: ["a@b.example", "a@b.example"] },
      "es",
    );
    expect(es.body.results.errors.emails[0]).toBe("Cada dirección una sola vez.");
    // Nothing was written by the refused saves.
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM departments WHERE title->>'ar' = 'قسم'",
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuse a save that started from an older version, and a second department for one inbox", async () => {
    const d = (
      await as(editor, "/departments/save", {
        title: tri("التوظيف ٢", "", ""),
        emails: ["hr2@club.example"],
      })
    ).body.results;
    const first = await as(editor, "/departments/save", { ...d, ord: 3 });
    expect(first.status).toBe(200);
    const stale = await as(admin, "/departments/save", { ...d, ord: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect(stale.body.results.current_version).toBe(2);
    expect(stale.body.results.message).toMatch(/Someone else saved/);
    expect((await as(editor, "/departments/get", { id: d.id })).body.results.ord).toBe(3);
    const noVersion = await as(editor, "/departments/save", { ...d, version: undefined });
    expect(noVersion.status).toBe(422);
    expect(noVersion.body.results.errors.version).toHaveLength(1);

    const taken = await as(editor, "/departments/save", {
      title: tri("التوظيف ٣", "", ""),
      emails: ["hr3@club.example"],
      inbox: "careers",
    });
    expect(taken.status).toBe(422);
    expect(taken.body.results.errors.inbox[0]).toBe("Another department already receives these.");
  });

  it("cannot be deleted once messages were sent to them; can be otherwise", async () => {
    const { rows } = await ctx.pool.query(
      "SELECT department_id AS id FROM contact_messages ORDER BY id LIMIT 1",
    );
    if (rows[0]) {
      const refused = await as(editor, "/departments/delete", { id: rows[0].id });
      expect(refused.status).toBe(409);
      expect(refused.body.results.code).toBe("record_in_use");
    }
    const d = (
      await as(editor, "/departments/save", {
        title: tri("مؤقت", "", ""),
        emails: ["t@club.example"],
      })
    ).body.results;
    expect((await as(editor, "/departments/delete", { id: d.id })).body.results).toEqual({
      id: d.id,
    });
    expect((await as(editor, "/departments/get", { id: d.id })).status).toBe(404);
    expect(await auditOf("department.delete", d.id)).toHaveLength(1);
  });
});

describe("labels", () => {
  it("are created, shown on the site while published, and refused for deletion while news use them", async () => {
    const l = (
      await as(editor, "/labels/save", {
        type: "news_category",
        title: tri("الأكاديمية", "Academy", "Academia"),
        ord: 9,
      })
    ).body.results;
    expect(l).toMatchObject({ version: 1, uses: 0, published: true });
    const site = async () =>
      (await call(ctx.app, "/website/labels", { type: "news_category" }, { lang: "en" })).body
        .results.data as { id: number; title: string }[];
    expect((await site()).find((x) => x.id === l.id)?.title).toBe("Academy");

    const hidden = await as(editor, "/labels/save", { ...l, published: false });
    expect(hidden.body.results.version).toBe(2);
    expect((await site()).map((x) => x.id)).not.toContain(l.id);

    const types = await as(editor, "/labels/types", {});
    expect(types.body.results.types).toContain("news_category");
    const filtered = await as(editor, "/labels/list", { type: "news_category", status: "hidden" });
    expect(filtered.body.results.data.map((x: { id: number }) => x.id)).toEqual([l.id]);

    const { rows } = await ctx.pool.query(
      "SELECT category_id AS id FROM news WHERE category_id IS NOT NULL LIMIT 1",
    );
    const used = (await as(editor, "/labels/get", { id: rows[0].id })).body.results;
    expect(used.uses).toBeGreaterThan(0);
    const refused = await as(editor, "/labels/delete", { id: used.id }, "ar");
    expect(refused.status).toBe(409);
    expect(refused.body.results).toMatchObject({ code: "record_in_use", referenced_by: "news" });
    expect(refused.body.results.message).toMatch(/أخبار/);

    expect((await as(editor, "/labels/delete", { id: l.id })).status).toBe(200);
    expect(await auditOf("label.delete", l.id)).toHaveLength(1);
  });

  it("refuse a bad kind and a missing Arabic text, and a stale save", async () => {
    const bad = await as(
      editor,
      "/labels/save",
      { type: "News Category", title: tri("", "x", "") },
      "es",
    );
    expect(bad.status).toBe(422);
    expect(bad.body.results.errors.type[0]).toMatch(/minúsculas/);
    expect(bad.body.results.errors["title.ar"]).toHaveLength(1);
    const l = (
      await as(editor, "/labels/save", { type: "kit_size", title: tri("صغير", "Small", "") })
    ).body.results;
    await as(editor, "/labels/save", { ...l, title: tri("صغير", "S", "") });
    const stale = await as(editor, "/labels/save", {
      ...l,
      title: tri("صغير", "Small", "Pequeña"),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
  });
});

describe("site settings", () => {
  it("are for admins only", async () => {
    for (const token of [editor, sports]) {
      expect((await as(token, "/settings/get", {})).status).toBe(403);
      const got = (await as(admin, "/settings/get", {})).body.results;
      expect((await as(token, "/settings/save", got)).status).toBe(403);
    }
    expect((await staffCall(ctx.app, "/settings/get", {})).status).toBe(401);
    for (const path of ["/departments/list", "/labels/list", "/departments/save", "/labels/save"]) {
      expect((await as(sports, path, {})).status).toBe(403);
      expect((await staffCall(ctx.app, path, {})).status).toBe(401);
    }
  });

  it("round-trip, change what the site shows, keep their version and are audited", async () => {
    const got = (await as(admin, "/settings/get", {})).body.results;
    expect(got.AppName.ar).toBe("نادي النور");
    const saved = await as(admin, "/settings/save", {
      ...got,
      contacts: {
        phone: "+966 11 234 5678",
        whatsapp: "",
        address: tri("الرياض", "Riyadh", "Riad"),
      },
      footer_links: [
        { column: "help", label: tri("الأسئلة الشائعة", "FAQ", "Preguntas"), url: "/faq" },
      ],
      app_links: { ios: "https://apps.apple.com/app/id1", android: "" },
      social_media_links: [{ name: "facebook", url: "https://facebook.com/alnoor" }],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.results.version).toBe(got.version + 1);

    const pub = (await call(ctx.app, "/settings", {}, { lang: "en" })).body.results;
    expect(pub.contacts).toEqual({ phone: "+966 11 234 5678", whatsapp: "", address: "Riyadh" });
    expect(pub.footer_links).toEqual([{ column: "help", label: "FAQ", url: "/faq" }]);
    expect(pub.app_links.ios).toBe("https://apps.apple.com/app/id1");
    expect(pub.social_media_links).toEqual([
      { name: "facebook", url: "https://facebook.com/alnoor" },
    ]);
    // Keys the console does not edit keep their values.
    expect(pub.footerSections.season).toBeTruthy();

    const [row] = await auditOf("settings.update", "site");
    expect(row.changes.contacts.after.phone).toBe("+966 11 234 5678");
    expect(row.changes.version).toBeUndefined();

    const stale = await as(admin, "/settings/save", got);
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    expect((await call(ctx.app, "/settings", {}, { lang: "en" })).body.results.contacts.phone).toBe(
      "+966 11 234 5678",
    );
  });

  it("refuse each bad field in the caller's language, writing nothing", async () => {
    const got = (await as(admin, "/settings/get", {})).body.results;
    const bad = await as(
      admin,
      "/settings/save",
      {
        ...got,
        email: "nope",
        AppName: tri("", "Al Noor", ""),
        contacts: { ...got.contacts, phone: "call us" },
        membership_url: "javascript:alert(1)",
        social_media_links: [
          { name: "x", url: "https://x.com/a" },
          { name: "x", url: "https://x.com/b" },
        ],
        footer_links: [{ column: "club", label: tri("", "", ""), url: "ftp://x" }],
      },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e.email[0]).toMatch(/بريد/);
    expect(e["AppName.ar"]).toHaveLength(1);
    expect(e["contacts.phone"][0]).toMatch(/أرقام/);
    expect(e.membership_url[0]).toMatch(/https/);
    expect(e.social_media_links[0]).toMatch(/شبكة/);
    expect(e["footer_links.0.url"]).toHaveLength(1);
    expect(e["footer_links.0.label.ar"]).toHaveLength(1);
    expect((await as(admin, "/settings/get", {})).body.results.version).toBe(got.version);
  });
});

describe("revisions and restore of departments, labels and settings", () => {
  it("keep every saved version of a department and bring one back as a new version, audited", async () => {
    const first = (
      await as(editor, "/departments/save", {
        title: tri("قسم المراسم", "Protocol", "Protocolo"),
        emails: ["protocol@club.example"],
        ord: 3,
      })
    ).body.results;
    const second = (
      await as(editor, "/departments/save", {
        ...first,
        title: tri("قسم البروتوكول", "Protocol office", "Oficina de protocolo"),
      })
    ).body.results;
    const revs = await as(editor, "/departments/revisions", { id: first.id });
    expect(revs.status).toBe(200);
    expect(revs.body.results.data.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    expect(revs.body.results.data[1].data.title.en).toBe("Protocol");
    expect(revs.body.results.data[0].saved_by).not.toBeNull();

    // A restore from an older screen is refused like a save; from the current one it wins.
    const stale = await as(editor, "/departments/restore", {
      id: first.id,
      revision: 1,
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");
    const restored = await as(editor, "/departments/restore", {
      id: first.id,
      revision: 1,
      version: second.version,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.results).toMatchObject({ version: 3, title: { en: "Protocol" } });
    expect(await auditOf("department.restore", first.id)).toHaveLength(1);
    const missing = await as(editor, "/departments/restore", {
      id: first.id,
      revision: 99,
      version: 3,
    });
    expect(missing.status).toBe(404);
    expect((await as(sports, "/departments/revisions", { id: first.id })).status).toBe(403);
  });

  it("keep a label's versions and restore one", async () => {
    const l = (
      await as(editor, "/labels/save", {
        type: "news_category",
        title: tri("الشباب", "Youth", "Juveniles"),
        ord: 4,
      })
    ).body.results;
    const edited = (
      await as(editor, "/labels/save", { ...l, title: tri("الناشئون", "Juniors", "Júnior") })
    ).body.results;
    const revs = (await as(editor, "/labels/revisions", { id: l.id })).body.results.data;
    expect(revs.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    const restored = await as(editor, "/labels/restore", {
      id: l.id,
      revision: 1,
      version: edited.version,
    });
    expect(restored.body.results).toMatchObject({ version: 3, title: { en: "Youth" } });
    expect(await auditOf("label.restore", l.id)).toHaveLength(1);
    expect((await as(editor, "/labels/revisions", { id: 2_000_000 })).status).toBe(404);
  });

  it("keep the settings' versions for admins and restore one; calls a type does not have answer 404", async () => {
    const got = (await as(admin, "/settings/get", {})).body.results;
    const saved = (
      await as(admin, "/settings/save", {
        ...got,
        app_links: { ios: "https://apps.apple.com/app/id42", android: "" },
      })
    ).body.results;
    const revs = (await as(admin, "/settings/revisions", {})).body.results.data;
    expect(revs[0]).toMatchObject({ version: saved.version });
    expect(revs[0].data.app_links.ios).toBe("https://apps.apple.com/app/id42");
    const again = (
      await as(admin, "/settings/save", {
        ...saved,
        app_links: { ios: "", android: "" },
      })
    ).body.results;
    const restored = await as(admin, "/settings/restore", {
      revision: saved.version,
      version: again.version,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.results.app_links.ios).toBe("https://apps.apple.com/app/id42");
    expect(restored.body.results.version).toBe(again.version + 1);
    expect(await auditOf("settings.restore", "site")).toHaveLength(1);
    expect((await as(editor, "/settings/revisions", {})).status).toBe(403);

    // Publishing has no meaning for labels and settings (ADR 0055): a clear 404 code.
    for (const path of ["/labels/publish", "/settings/publish", "/settings/delete"]) {
      const res = await as(admin, path, { id: 1 });
      expect(res.status, path).toBe(404);
      expect(res.body.results.code, path).toBe("route_not_found");
    }
  });
});
