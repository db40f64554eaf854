import { beforeAll, describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { createStaff, runJobs, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

let editor: string;
let other: string;
let gate: string;
const tri = (ar: string, en: string, es: string) => ({ ar, en, es });
const as = (token: string, path: string, body: object, lang: "ar" | "en" | "es" = "en") =>
  staffCall(ctx.app, path, body, { token, lang });
const view = (id: number, body: object = {}, lang: "ar" | "en" | "es" = "en") =>
  call(ctx.app, `/website/surveys/view/${id}`, body, { lang });
const publicList = async (lang: "ar" | "en" | "es" = "en") =>
  (await call(ctx.app, "/website/surveys?page=1&limit=50", {}, { lang })).body.results.data as {
    id: number;
    title: string;
  }[];

/** A survey of a single-choice and a rating question, in the three languages. */
const survey = (key: string) => ({
  key,
  title: tri("رأيك في المتجر", "Your view of the shop", "Tu opinión de la tienda"),
  description: tri("سؤالان", "Two questions", "Dos preguntas"),
  questions: [
    {
      type: "single",
      title: tri("ماذا اشتريت؟", "What did you buy?", "¿Qué compraste?"),
      options: [
        { title: tri("قميص", "A shirt", "Una camiseta") },
        { title: tri("وشاح", "A scarf", "Una bufanda") },
      ],
    },
    { type: "rating", title: tri("قيّم الخدمة", "Rate the service", "Valora el servicio") },
  ],
});

beforeAll(async () => {
  const mk = async (roles: ("editor" | "gate")[]) =>
    sessionFor(ctx.pool, ctx.env, (await createStaff(ctx.pool, { roles })).id);
  editor = await mk(["editor"]);
  other = await mk(["editor"]);
  gate = await mk(["gate"]);
});

describe("surveys on the content lifecycle", () => {
  it("the demo surveys kept their state when the lifecycle arrived", async () => {
    const { rows } = await ctx.pool.query("SELECT id, status FROM surveys ORDER BY id");
    expect(rows.map((r) => r.status)).toEqual([
      "published",
      "unpublished",
      "published",
      "published",
    ]);
    expect((await view(1)).status).toBe(200);
    expect((await view(2)).status).toBe(406);
  });

  it("are created in three languages, invisible until published, then answered on the site", async () => {
    const saved = await as(editor, "/surveys/save", survey("Shop-View"));
    expect(saved.status).toBe(200);
    const { id } = saved.body.results;
    const got = (await as(editor, "/surveys/get", { id })).body.results;
    expect(got).toMatchObject({
      status: "draft",
      version: 1,
      key: "shop-view",
      password_set: false,
      opens_at: null,
      lock_mine: true,
      title: { es: "Tu opinión de la tienda" },
    });
    expect(got.questions.map((q: { type: string }) => q.type)).toEqual(["single", "rating"]);
    expect(got.questions[0].options[1]).toMatchObject({
      title: { en: "A scarf" },
      answered: false,
    });
    expect(got.questions[1].options).toEqual([]);

    // A draft is unknown to the site.
    expect((await view(id)).status).toBe(404);
    expect((await publicList()).map((s) => s.id)).not.toContain(id);

    expect((await as(editor, "/surveys/publish", { id })).body.results.status).toBe("published");
    expect((await publicList("es")).find((s) => s.id === id)?.title).toBe(
      "Tu opinión de la tienda",
    );
    const shown = (await view(id, {}, "ar")).body.results;
    expect(shown.questions.map((q: { title: string }) => q.title)).toEqual([
      "ماذا اشتريت؟",
      "قيّم الخدمة",
    ]);
    const answer = await call(
      ctx.app,
      "/website/surveys/answer",
      {
        "g-recaptcha-response": await solveBotCheck(ctx.app),
        survey_id: id,
        answers: [
          { question_id: shown.questions[0].id, option_ids: [shown.questions[0].options[0].id] },
          { question_id: shown.questions[1].id, rating: 9 },
        ],
      },
      { lang: "en" },
    );
    expect(answer.status).toBe(200);

    const { rows } = await ctx.pool.query(
      "SELECT action FROM audit_log WHERE record_type = 'surveys' AND record_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(["content.create", "content.publish"]);

    // Answered questions and options keep their place: texts may change, deleting is refused.
    const after = (await as(editor, "/surveys/get", { id })).body.results;
    expect(after.questions[0]).toMatchObject({ answered: true });
    expect(after.questions[0].options[0].answered).toBe(true);
    expect(after.questions[0].options[1].answered).toBe(false);
    const retitled = structuredClone(after);
    retitled.questions[0].title.en = "What did you buy today?";
    const ok = await as(editor, "/surveys/save", retitled);
    expect(ok.status).toBe(200);
    const v3 = (await as(editor, "/surveys/get", { id })).body.results;
    const dropQuestion = { ...v3, questions: [v3.questions[1]] };
    const refused = await as(editor, "/surveys/save", dropQuestion, "ar");
    expect(refused.status).toBe(409);
    expect(refused.body.results.code).toBe("survey_answered");
    expect(refused.body.results.message).toMatch(/إجابات/);
    const dropOption = structuredClone(v3);
    dropOption.questions[0].options = [
      v3.questions[0].options[1],
      { title: tri("قبعة", "A cap", "Una gorra") },
    ];
    expect((await as(editor, "/surveys/save", dropOption)).body.results.code).toBe(
      "survey_answered",
    );
    // An unanswered option may go.
    const dropFree = structuredClone(v3);
    dropFree.questions[0].options = [
      v3.questions[0].options[0],
      { title: tri("قبعة", "A cap", "") },
    ];
    expect((await as(editor, "/surveys/save", dropFree)).status).toBe(200);
    // A survey with responses is not deleted.
    const del = await as(editor, "/surveys/delete", { id });
    expect(del.status).toBe(409);
    expect(del.body.results.code).toBe("record_in_use");
  });

  it("checks each question type's fields per language, the window and the key", async () => {
    const bad = await as(
      editor,
      "/surveys/save",
      {
        key: "Bad Key!",
        title: tri("", "", ""),
        questions: [
          { type: "single", title: tri("", "x", ""), options: [{ title: tri("أ", "", "") }] },
          { type: "multiple", title: tri("سؤال", "", ""), options: [] },
          { type: "rating", title: tri("تقييم", "", ""), options: [{ title: tri("x", "", "") }] },
          { type: "text", title: tri("نص", "", "x".repeat(400)) },
          { type: "essay", title: tri("x", "", "") },
        ],
      },
      "ar",
    );
    expect(bad.status).toBe(422);
    const e = bad.body.results.errors;
    expect(e.key).toHaveLength(1);
    expect(e["title.ar"]).toHaveLength(1);
    expect(e["questions.0.title.ar"]).toHaveLength(1);
    expect(e["questions.0.options"]).toHaveLength(1);
    expect(e["questions.1.options"]).toHaveLength(1);
    expect(e["questions.2.options"]).toHaveLength(1);
    expect(e["questions.3.title.es"]).toHaveLength(1);
    expect(Object.keys(e).some((k) => k.startsWith("questions.4"))).toBe(true);

    const window = await as(
      editor,
      "/surveys/save",
      { ...survey("bad-window"), opens_at: "2026-12-10T10:00", closes_at: "2026-12-09T10:00" },
      "ar",
    );
    expect(window.status).toBe(422);
    expect(window.body.results.errors.closes_at[0]).toMatch(/بعد/);

    const none = await as(editor, "/surveys/save", { ...survey("no-questions"), questions: [] });
    expect(none.body.results.errors.questions).toHaveLength(1);

    const taken = await as(editor, "/surveys/save", survey("fan-experience"), "es");
    expect(taken.status).toBe(409);
    expect(taken.body.results.code).toBe("key_taken");
    expect(taken.body.results.errors.key[0]).toMatch(/clave/);
  });

  it("shows a survey only inside its window", async () => {
    const { id } = (
      await as(editor, "/surveys/save", {
        ...survey("windowed"),
        opens_at: "2030-01-01T09:00",
        closes_at: "2030-01-31T21:00",
      })
    ).body.results;
    await as(editor, "/surveys/publish", { id });
    const got = (await as(editor, "/surveys/get", { id })).body.results;
    expect(got).toMatchObject({ opens_at: "2030-01-01T09:00", closes_at: "2030-01-31T21:00" });
    expect((await publicList()).map((s) => s.id)).not.toContain(id);
    expect((await view(id)).status).toBe(406);
    await ctx.pool.query(
      "UPDATE surveys SET opens_at = now() - interval '1 hour', closes_at = now() + interval '1 hour' WHERE id = $1",
      [id],
    );
    expect((await view(id)).status).toBe(200);
    // The database refuses a close before the open.
    await expect(
      ctx.pool.query(
        "UPDATE surveys SET closes_at = opens_at - interval '1 minute' WHERE id = $1",
        [id],
      ),
    ).rejects.toThrow(/surveys_window_check/);
  });

  it("sets, keeps and clears the password the public start screen asks for", async () => {
    const { id } = (
      await as(editor, "/surveys/save", {
        ...survey("protected-shop"),
        password_set: true,
        password: "shop-2026",
      })
    ).body.results;
    await as(editor, "/surveys/publish", { id });
    const { rows } = await ctx.pool.query("SELECT password_hash FROM surveys WHERE id = $1", [id]);
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain("shop-2026");
    const locked = (await view(id)).body.results;
    expect(locked).toMatchObject({ password_required: true, locked: true });
    expect((await view(id, { password: "wrong" })).status).toBe(422);
    expect((await view(id, { password: "shop-2026" })).body.results.locked).toBe(false);

    // Saving what `get` answered keeps the password (it is never sent back).
    const got = (await as(editor, "/surveys/get", { id })).body.results;
    expect(got.password_set).toBe(true);
    expect(JSON.stringify(got)).not.toContain("scrypt");
    expect((await as(editor, "/surveys/save", { ...got, ord: 3 })).status).toBe(200);
    expect((await view(id, { password: "shop-2026" })).body.results.locked).toBe(false);
    const { rows: audit } = await ctx.pool.query(
      "SELECT coalesce(changes::text, '') AS t FROM audit_log WHERE record_type = 'surveys' AND record_id = $1",
      [String(id)],
    );
    expect(audit.every((r) => !r.t.includes("scrypt") && !r.t.includes("shop-2026"))).toBe(true);

    const v2 = (await as(editor, "/surveys/get", { id })).body.results;
    expect((await as(editor, "/surveys/save", { ...v2, password_set: false })).status).toBe(200);
    expect((await view(id)).body.results).toMatchObject({
      password_required: false,
      locked: false,
    });

    // Asking for a password without giving one is refused on its field.
    const v3 = (await as(editor, "/surveys/get", { id })).body.results;
    const missing = await as(editor, "/surveys/save", { ...v3, password_set: true });
    expect(missing.status).toBe(422);
    expect(missing.body.results.errors.password).toHaveLength(1);
  });

  it("publishes at a scheduled Riyadh time through the job", async () => {
    const { id } = (await as(editor, "/surveys/save", survey("scheduled-shop"))).body.results;
    const at = new Date(Date.now() + 5 * 3600_000).toISOString().slice(0, 16);
    const res = await as(editor, "/surveys/publish", { id, publish_at: at });
    expect(res.body.results.status).toBe("scheduled");
    expect((await view(id)).status).toBe(404);
    await ctx.pool.query("UPDATE surveys SET publish_at = now() WHERE id = $1", [id]);
    await ctx.pool.query("UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key = $1", [
      `content.publish:surveys:${id}`,
    ]);
    await runJobs(ctx.app);
    expect((await as(editor, "/surveys/get", { id })).body.results.status).toBe("published");
    expect((await view(id)).status).toBe(200);
  });

  it("refuses a stale save, restores a revision with its questions, and refuses other roles", async () => {
    const { id } = (await as(editor, "/surveys/save", survey("restore-me"))).body.results;
    const v1 = (await as(editor, "/surveys/get", { id })).body.results;
    const v2body = structuredClone(v1);
    v2body.questions.reverse();
    v2body.questions.push({ type: "text", title: tri("ملاحظات", "Notes", ""), options: [] });
    expect((await as(editor, "/surveys/save", v2body)).status).toBe(200);
    const v2 = (await as(editor, "/surveys/get", { id })).body.results;
    expect(v2.questions.map((q: { type: string }) => q.type)).toEqual(["rating", "single", "text"]);

    await ctx.pool.query("UPDATE surveys SET locked_by = NULL WHERE id = $1", [id]);
    const stale = await as(other, "/surveys/save", { ...v1, ord: 5 });
    expect(stale.status).toBe(409);
    expect(stale.body.results.code).toBe("stale_version");

    const revisions = (await as(editor, "/surveys/revisions", { id })).body.results.data;
    expect(revisions.map((r: { version: number }) => r.version)).toEqual([2, 1]);
    const restored = await as(editor, "/surveys/restore", { id, revision: 1, version: 2 });
    expect(restored.body.results.version).toBe(3);
    const v3 = (await as(editor, "/surveys/get", { id })).body.results;
    expect(v3.questions.map((q: { type: string }) => q.type)).toEqual(["single", "rating"]);
    expect(v3.questions[0].options.map((o: { title: { en: string } }) => o.title.en)).toEqual([
      "A shirt",
      "A scarf",
    ]);

    for (const path of ["/surveys/list", "/surveys/get", "/surveys/save", "/surveys/publish"]) {
      expect((await as(gate, path, { id })).status).toBe(403);
      expect((await staffCall(ctx.app, path, { id })).status).toBe(401);
    }
    const list = await as(editor, "/surveys/list", { search: "restore-me", status: "draft" });
    expect(list.body.results.data.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(list.body.results.data[0]).toMatchObject({ questions: 2, responses: 0 });
    const prot = await as(editor, "/surveys/list", { protected: "yes", per_page: 100 });
    expect(prot.body.results.data.every((r: { password_set: boolean }) => r.password_set)).toBe(
      true,
    );
    const missing = await as(editor, "/surveys/list", { missing: "es", per_page: 100 });
    expect(missing.body.results.data.map((r: { id: number }) => r.id)).not.toContain(id);

    // A survey without responses is deleted with its questions.
    expect((await as(editor, "/surveys/delete", { id })).status).toBe(200);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM survey_questions WHERE survey_id = $1",
      [id],
    );
    expect(rows[0].n).toBe(0);
  });
});
