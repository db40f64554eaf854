import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { loginAs } from "../helpers/identity";

const STAFF = "staff-token-for-tests-0123456789abcdef";
const ctx = useTestApp({
  rateLimitMax: 100_000,
  otpPerPhone: 100,
  otpPerIp: 10_000,
  staffApiToken: STAFF,
});
const noStaff = useTestApp({ rateLimitMax: 100_000, staffApiToken: "" });

/** Seeded surveys: 1 open (single, multiple, rating, optional text), 2 closed, 3 password, 4 members only. */
const OPEN = 1;
const CLOSED = 2;
const PROTECTED = 3;
const MEMBERS = 4;
const PASSWORD = "noor2026";

type Opts = { lang?: "ar" | "en" | "es"; token?: string; cookie?: string };
const headers = (o: Opts) => (o.cookie ? { cookie: o.cookie } : undefined);

const view = (id: number, body: Record<string, unknown> = {}, o: Opts = {}) =>
  call(ctx.app, `/website/surveys/view/${id}`, body, {
    lang: o.lang ?? "en",
    token: o.token,
    headers: headers(o),
  });

async function answer(body: Record<string, unknown>, o: Opts = {}) {
  return call(
    ctx.app,
    "/website/surveys/answer",
    { "g-recaptcha-response": await solveBotCheck(ctx.app), ...body },
    { lang: o.lang ?? "en", token: o.token, headers: headers(o) },
  );
}

/** A full, valid answer to survey 1, with its option ids looked up from the survey itself. */
async function openSurveyAnswers() {
  const q = (await view(OPEN)).body.results.questions;
  return [
    { question_id: q[0].id, option_ids: [q[0].options[1].id] },
    { question_id: q[1].id, option_ids: [q[1].options[0].id, q[1].options[2].id] },
    { question_id: q[2].id, rating: 8 },
    { question_id: q[3].id, text: "More water points, please" },
  ];
}

const visitorCookie = (res: { headers: Record<string, unknown> }) => {
  const raw = String(res.headers["set-cookie"] ?? "");
  const m = /club_survey_visitor=([^;]+)/.exec(raw);
  return m ? `club_survey_visitor=${m[1]}` : "";
};

describe("surveys: list and view", () => {
  it("lists open surveys in the request's language, paged, without the closed one", async () => {
    const res = await call(ctx.app, "/website/surveys?page=1&limit=10", {}, { lang: "es" });
    expect(res.status).toBe(200);
    const ids = res.body.results.data.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([OPEN, PROTECTED, MEMBERS]));
    expect(ids).not.toContain(CLOSED);
    expect(res.body.results).toMatchObject({ current_page: 1, per_page: 10, total: 3 });
    expect(res.body.results.data.find((s: { id: number }) => s.id === OPEN)).toMatchObject({
      key: "fan-experience",
      title: "Tu experiencia en el estadio",
      questions_count: 4,
      password_required: false,
      members_only: false,
    });
    const paged = await call(ctx.app, "/website/surveys?page=2&limit=2", {}, { lang: "en" });
    expect(paged.body.results).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(paged.body.results.data).toHaveLength(1);
  });

  it("filters by key, returns every language with all_locale, and questions only when unlocked", async () => {
    const all = await call(ctx.app, "/website/surveys", {
      key: "fan-experience",
      all_locale: true,
      with: ["questions"],
    });
    expect(all.body.results.data).toHaveLength(1);
    const s = all.body.results.data[0];
    expect(s.title).toEqual({
      ar: "تجربة المشجع في الملعب",
      en: "Your match-day experience",
      es: "Tu experiencia en el estadio",
    });
    expect(s.questions[0].options[0].title).toEqual({
      ar: "بالسيارة",
      en: "By car",
      es: "En coche",
    });

    const locked = await call(ctx.app, "/website/surveys", {
      key: "supporters-council",
      with: ["questions"],
    });
    expect(locked.body.results.data[0]).toMatchObject({ locked: true, password_required: true });
    expect(locked.body.results.data[0].questions).toBeUndefined();
    const unlocked = await call(ctx.app, "/website/surveys", {
      key: "supporters-council",
      with: ["questions"],
      passwords: { [PROTECTED]: PASSWORD },
    });
    expect(unlocked.body.results.data[0].locked).toBe(false);
    expect(unlocked.body.results.data[0].questions).toHaveLength(2);
  });

  it("shows the four question types with their options, the 1-10 scale and required flags", async () => {
    const res = await view(OPEN, { key: "fan-experience" }, { lang: "ar" });
    expect(res.status).toBe(200);
    const qs = res.body.results.questions;
    expect(qs.map((q: { type: string }) => q.type)).toEqual([
      "single",
      "multiple",
      "rating",
      "text",
    ]);
    expect(qs.map((q: { required: boolean }) => q.required)).toEqual([true, true, true, false]);
    expect(qs[0].title).toBe("كيف وصلت إلى الملعب؟");
    expect(qs[0].options).toHaveLength(4);
    expect(qs[2]).toMatchObject({ min: 1, max: 10 });
    expect(res.body.results.answered).toBe(false);
  });

  it("answers 404 for an unknown survey or a key that does not match", async () => {
    expect((await view(9999)).status).toBe(404);
    expect((await view(OPEN, { key: "season-review" })).status).toBe(404);
  });

  it("refuses a closed survey (status 0) with 406, to view and to answer", async () => {
    const res = await view(CLOSED, {}, { lang: "en" });
    expect(res.status).toBe(406);
    expect(res.body.results).toMatchObject({
      code: "survey_closed",
      message: "This survey is closed",
    });
    const ans = await answer({ survey_id: CLOSED, answers: [{ question_id: 5, rating: 5 }] });
    expect(ans.status).toBe(406);
  });
});

describe("surveys: password", () => {
  it("withholds the questions without password, refuses a wrong one, opens with the right one", async () => {
    const none = await view(PROTECTED);
    expect(none.status).toBe(200);
    expect(none.body.results).toMatchObject({
      locked: true,
      password_required: true,
      questions_count: 2,
    });
    expect(none.body.results.questions).toBeUndefined();

    const wrong = await view(PROTECTED, { password: "guess" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.results.code).toBe("survey_password_invalid");
    expect(wrong.body.results.errors.password).toEqual(["The survey password is incorrect"]);

    const right = await view(PROTECTED, { password: PASSWORD });
    expect(right.body.results.locked).toBe(false);
    expect(right.body.results.questions).toHaveLength(2);
  });

  it("refuses answers without or with a wrong password and stores nothing", async () => {
    const q = (await view(PROTECTED, { password: PASSWORD })).body.results.questions;
    const answers = [
      { question_id: q[0].id, option_ids: [q[0].options[0].id] },
      { question_id: q[1].id, text: "Away ticket prices" },
    ];
    const token = await loginAs(ctx.app, ctx.env, "966500000003");
    const missing = await answer({ survey_id: PROTECTED, answers }, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.results.code).toBe("survey_password_required");
    const wrong = await answer({ survey_id: PROTECTED, answers, password: "nope" }, { token });
    expect(wrong.body.results.code).toBe("survey_password_invalid");
    const before = (
      await ctx.pool.query("SELECT count(*)::int AS n FROM survey_responses WHERE survey_id = $1", [
        PROTECTED,
      ])
    ).rows[0].n;
    expect(before).toBe(0);
    const ok = await answer({ survey_id: PROTECTED, answers, password: PASSWORD }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.results).toEqual({ survey_id: PROTECTED, answered: true });
  });
});

describe("surveys: answers", () => {
  it("requires a solved bot check", async () => {
    const res = await call(
      ctx.app,
      "/website/surveys/answer",
      { survey_id: OPEN, answers: await openSurveyAnswers() },
      { lang: "en" },
    );
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("bot_check_failed");
  });

  it("checks every answer against its question and names the question in the errors", async () => {
    const q = (await view(OPEN)).body.results.questions;
    const good = await openSurveyAnswers();
    const cases: Array<[unknown[], string, string]> = [
      [
        good.filter((a) => a.question_id !== q[0].id),
        `answers.${q[0].id}`,
        "Please choose an answer",
      ],
      [
        good.map((a) =>
          a.question_id === q[0].id
            ? { ...a, option_ids: [q[0].options[0].id, q[0].options[1].id] }
            : a,
        ),
        `answers.${q[0].id}`,
        "This answer is not one of the choices",
      ],
      [
        good.map((a) =>
          a.question_id === q[1].id ? { ...a, option_ids: [q[0].options[0].id] } : a,
        ),
        `answers.${q[1].id}`,
        "This answer is not one of the choices",
      ],
      [
        good.map((a) => (a.question_id === q[2].id ? { question_id: q[2].id } : a)),
        `answers.${q[2].id}`,
        "Please choose an answer",
      ],
      [
        [...good, { question_id: 9, option_ids: [1] }],
        "answers.9",
        "This answer is not one of the choices",
      ],
    ];
    for (const [answers, field, message] of cases) {
      const res = await answer({ survey_id: OPEN, answers });
      expect(res.status, field).toBe(422);
      expect(res.body.results.errors[field]).toEqual([message]);
    }
    const eleven = await answer({
      survey_id: OPEN,
      answers: good.map((a) => (a.question_id === q[2].id ? { ...a, rating: 11 } : a)),
    });
    expect(eleven.status).toBe(422);
    expect(Object.values(eleven.body.results.errors).flat()).toContain(
      "Choose a rating from 1 to 10",
    );
    const zero = await answer({
      survey_id: OPEN,
      answers: good.map((a) => (a.question_id === q[2].id ? { ...a, rating: 0 } : a)),
    });
    expect(zero.status).toBe(422);
    // The optional free-text question may stay empty.
    const noText = await answer({
      survey_id: OPEN,
      answers: good.filter((a) => a.question_id !== q[3].id),
    });
    expect(noText.status).toBe(200);
  });

  it("lets a member answer once; the second visit shows the earlier answers", async () => {
    const token = await loginAs(ctx.app, ctx.env, "966500000001");
    const answers = await openSurveyAnswers();
    const first = await answer({ survey_id: OPEN, answers, agent: "Test browser" }, { token });
    expect(first.status).toBe(200);

    const second = await answer({ survey_id: OPEN, answers }, { token, lang: "en" });
    expect(second.status).toBe(422);
    expect(second.body.results).toMatchObject({
      code: "survey_answered",
      message: "You have already answered this survey",
    });

    const again = await view(OPEN, {}, { token });
    expect(again.body.results.answered).toBe(true);
    expect(again.body.results.my_answers).toEqual(
      expect.arrayContaining([
        { question_id: answers[0]!.question_id, option_ids: answers[0]!.option_ids },
        { question_id: answers[1]!.question_id, option_ids: answers[1]!.option_ids },
        { question_id: answers[2]!.question_id, rating: 8 },
        { question_id: answers[3]!.question_id, text: "More water points, please" },
      ]),
    );
    const { rows } = await ctx.pool.query(
      "SELECT agent FROM survey_responses WHERE survey_id = $1 AND member_id = 1",
      [OPEN],
    );
    expect(rows).toEqual([{ agent: "Test browser" }]);
  });

  it("stores one response when a member sends the same answers 20 times at once", async () => {
    const token = await loginAs(ctx.app, ctx.env, "966500000002");
    const answers = await openSurveyAnswers();
    const tokens = await Promise.all(Array.from({ length: 20 }, () => solveBotCheck(ctx.app)));
    const results = await Promise.all(
      tokens.map((t) =>
        call(
          ctx.app,
          "/website/surveys/answer",
          { survey_id: OPEN, answers, "g-recaptcha-response": t },
          { token },
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 422)
        .every((r) => r.body.results.code === "survey_answered"),
    ).toBe(true);
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM survey_responses WHERE survey_id = $1 AND member_id = 2",
      [OPEN],
    );
    expect(rows[0].n).toBe(1);
  });

  it("remembers a visitor by a cookie: once per browser, answers shown again on the next visit", async () => {
    const answers = await openSurveyAnswers();
    const first = await answer({ survey_id: OPEN, answers });
    expect(first.status).toBe(200);
    const cookie = visitorCookie(first);
    expect(cookie).toMatch(/^club_survey_visitor=[A-Za-z0-9_-]{43}$/);
    expect(String(first.headers["set-cookie"])).toMatch(/HttpOnly/i);

    const second = await answer({ survey_id: OPEN, answers }, { cookie });
    expect(second.body.results.code).toBe("survey_answered");
    const seen = await view(OPEN, {}, { cookie });
    expect(seen.body.results.answered).toBe(true);
    expect(seen.body.results.my_answers).toHaveLength(4);
    // Another browser is another visitor; the cookie value itself is never stored.
    expect((await view(OPEN)).body.results.answered).toBe(false);
    const raw = cookie.split("=")[1]!;
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM survey_responses WHERE visitor_hash = $1",
      [raw],
    );
    expect(rows[0].n).toBe(0);
  });

  it("keeps a members' survey for signed-in members with a complete profile", async () => {
    const q = (await view(MEMBERS)).body.results.questions;
    const answers = [
      { question_id: q[0].id, option_ids: [q[0].options[1].id] },
      { question_id: q[1].id, rating: 6 },
    ];
    const anonymous = await answer({ survey_id: MEMBERS, answers });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.results.message).toBe("Unauthorized.");

    const incomplete = await loginAs(ctx.app, ctx.env, "966500000004");
    const refused = await answer({ survey_id: MEMBERS, answers }, { token: incomplete });
    expect(refused.status).toBe(422);
    expect(refused.body.results.code).toBe("profile_incomplete");

    const complete = await loginAs(ctx.app, ctx.env, "966500000003");
    expect((await answer({ survey_id: MEMBERS, answers }, { token: complete })).status).toBe(200);
    const { rows } = await ctx.pool.query(
      "SELECT member_id FROM survey_responses WHERE survey_id = $1",
      [MEMBERS],
    );
    expect(rows).toEqual([{ member_id: 3 }]);
  });
});

describe("surveys: staff results (read-only integration token)", () => {
  const results = (id: number, token?: string, app = ctx.app) =>
    call(
      app,
      "/staff/results/surveys",
      { id },
      { lang: "en", headers: token ? { authorization: `Bearer ${token}` } : undefined },
    );

  it("refuses without the staff token, with a wrong one, or when no staff token is configured", async () => {
    expect((await results(OPEN)).status).toBe(401);
    expect((await results(OPEN, "x".repeat(STAFF.length))).status).toBe(401);
    const member = await loginAs(ctx.app, ctx.env, "966500000001");
    expect((await results(OPEN, member)).status).toBe(401);
    expect((await results(OPEN, "", noStaff.app)).status).toBe(401);
    expect((await results(OPEN, STAFF, noStaff.app)).status).toBe(401);
  });

  it("aggregates per question: option counts and percents, rating average and spread, texts", async () => {
    const res = await results(OPEN, STAFF);
    expect(res.status).toBe(200);
    const r = res.body.results;
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM survey_responses WHERE survey_id = $1",
      [OPEN],
    );
    expect(r.responses).toBe(rows[0].n);
    expect(r.responses).toBeGreaterThanOrEqual(3);
    const [single, multiple, rating, text] = r.questions;
    expect(single.answered).toBe(r.responses);
    expect(single.options[1].count).toBe(r.responses);
    expect(single.options[1].percent).toBe(100);
    expect(single.options[0].count).toBe(0);
    expect(multiple.options[0].count).toBe(r.responses);
    expect(multiple.options[2].count).toBe(r.responses);
    expect(rating.average).toBe(8);
    expect(rating.distribution["8"]).toBe(r.responses);
    expect(rating.distribution["1"]).toBe(0);
    expect(text.texts.map((t: { text: string }) => t.text)).toContain("More water points, please");
    expect(text.answered).toBe(text.texts.length);

    const closed = await results(CLOSED, STAFF);
    expect(closed.status).toBe(200);
    expect(closed.body.results).toMatchObject({ responses: 0, survey: { status: 0 } });
    expect(closed.body.results.questions[0].average).toBeNull();
  });
});
