import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  keysetBatches,
  safeCell,
  tableStream,
  type Cell,
} from "../../src/server/lib/export/table-file";
import type { StaffRole } from "../../src/shared/staff/permissions";
import { useTestApp } from "../helpers/app";
import { createMember } from "../helpers/events";
import { createStaff, ORIGIN, sessionFor, staffCall } from "../helpers/staff";

const ctx = useTestApp({ rateLimitMax: 1_000_000, staffRateLimitMax: 1_000_000 });

async function token(roles: StaffRole[], reauth = false) {
  const s = await createStaff(ctx.pool, { roles });
  return sessionFor(ctx.pool, ctx.env, s.id, { reauth });
}

/** An export call answered as raw bytes. */
async function download(kind: string, body: object, tok: string, lang = "en") {
  return ctx.app.inject({
    method: "POST",
    url: `/api/v1/staff/exports/${kind}`,
    payload: body,
    headers: {
      "content-type": "application/json",
      "content-language": lang,
      origin: ORIGIN,
      cookie: `staff_session=${tok}`,
    },
  });
}

const L = (ar: string, en = ar) => JSON.stringify({ ar, en, es: en });

async function createMatch(score: [number, number] | null): Promise<number> {
  const { rows } = await ctx.pool.query<{ id: number }>(
    `INSERT INTO matches (championship_id, competitor_club_id, kickoff_at, season, team_goals,
                          competitor_team_goals, match_status, match_over, enable_expectation)
     SELECT (SELECT id FROM championships ORDER BY id LIMIT 1),
            (SELECT id FROM clubs WHERE NOT is_own ORDER BY id LIMIT 1),
            now() - interval '1 day', '2026', $1, $2, $3, $4, true
     RETURNING id`,
    [score?.[0] ?? null, score?.[1] ?? null, score ? "finished" : "scheduled", !!score],
  );
  return rows[0]!.id;
}

async function predict(matchId: number, n: number, goals: [number, number], name = "Fahad Ali") {
  await ctx.pool.query(
    `INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals)
     VALUES ($1, $2, $3, $4, $5)`,
    [matchId, `9665${String(70_000_000 + n)}`, name, goals[0], goals[1]],
  );
}

/** A survey: one single-choice question, one 1-10 rating, one written answer. */
async function createSurvey(
  answers: Array<{ option: 0 | 1; rating: number; text: string; at?: string }>,
) {
  const { rows: s } = await ctx.pool.query<{ id: number }>(
    `INSERT INTO surveys (key, title) VALUES ($1, $2) RETURNING id`,
    [`results-${Date.now()}`, L("استبيان النتائج", "Results survey")],
  );
  const surveyId = s[0]!.id;
  const q = async (type: string, title: string, ord: number) =>
    (
      await ctx.pool.query<{ id: number }>(
        `INSERT INTO survey_questions (survey_id, type, title, ord) VALUES ($1, $2, $3, $4) RETURNING id`,
        [surveyId, type, L(title), ord],
      )
    ).rows[0]!.id;
  const single = await q("single", "Which stand?", 1);
  const rating = await q("rating", "How was the match day?", 2);
  const text = await q("text", "Anything else?", 3);
  const options: number[] = [];
  for (const [i, t] of ["North", "South"].entries()) {
    const { rows } = await ctx.pool.query<{ id: number }>(
      `INSERT INTO survey_options (question_id, title, ord) VALUES ($1, $2, $3) RETURNING id`,
      [single, L(t), i],
    );
    options.push(rows[0]!.id);
  }
  for (const [i, a] of answers.entries()) {
    const { rows } = await ctx.pool.query<{ id: number }>(
      `INSERT INTO survey_responses (survey_id, visitor_hash, created_at) VALUES ($1, $2, $3) RETURNING id`,
      [surveyId, String(i).padStart(64, "a"), a.at ?? new Date().toISOString()],
    );
    const r = rows[0]!.id;
    await ctx.pool.query(
      `INSERT INTO survey_answers (response_id, question_id, option_id, rating, text_value)
       VALUES ($1, $2, $3, NULL, NULL), ($1, $4, NULL, $5, NULL), ($1, $6, NULL, NULL, $7)`,
      [r, single, options[a.option], rating, a.rating, text, a.text],
    );
  }
  return { surveyId, single, rating, text };
}

describe("results", () => {
  it("counts a poll's answers with percents that add up to 100, for analysts and editors only", async () => {
    await ctx.pool.query(`INSERT INTO polls (key, title, ord) VALUES ('results_test', $1, 99)`, [
      L("هل تحضر المباراة؟", "Coming to the match?"),
    ]);
    for (const value of ["yes", "yes", "no"]) {
      const m = await createMember(ctx.pool, ctx.env);
      await ctx.pool.query(
        `INSERT INTO poll_answers (poll_key, member_id, value) VALUES ('results_test', $1, $2)`,
        [m.id, value],
      );
    }
    for (const role of ["analyst", "editor"] as const) {
      const res = await staffCall(
        ctx.app,
        "/results/polls",
        { key: "results_test" },
        { token: await token([role]) },
      );
      expect(res.status).toBe(200);
      const [poll] = res.body.results.polls;
      expect(poll).toMatchObject({ key: "results_test", title: "Coming to the match?", total: 3 });
      expect(poll.options).toEqual([
        { value: "yes", count: 2, percent: 66.7 },
        { value: "no", count: 1, percent: 33.3 },
      ]);
    }
    for (const role of ["care", "gate"] as const) {
      const t = await token([role]);
      for (const path of ["/results/polls", "/results/choices", "/results/predictions"]) {
        const res = await staffCall(ctx.app, path, { match_id: 1 }, { token: t });
        expect(res.status, `${path} as ${role}`).toBe(403);
      }
      expect((await download("poll-results", { format: "csv" }, t)).statusCode).toBe(403);
    }
    const all = await staffCall(ctx.app, "/results/polls", {}, { token: await token(["analyst"]) });
    for (const p of all.body.results.polls) {
      const sum = p.options.reduce((s: number, o: { percent: number }) => s + o.percent, 0);
      expect(p.total ? Math.round(sum * 10) / 10 : 100).toBe(100);
    }
  });

  it("splits a match's predictions and lists winners, masked without members.view", async () => {
    const id = await createMatch([2, 1]);
    await predict(id, 1, [2, 1]);
    await predict(id, 2, [3, 0]);
    await predict(id, 3, [1, 1]);
    await predict(id, 4, [0, 2]);
    const analyst = await token(["analyst"]);
    const choices = await staffCall(ctx.app, "/results/choices", {}, { token: analyst });
    expect(choices.body.results.matches.find((m: { id: number }) => m.id === id)).toMatchObject({
      predictions: 4,
    });
    const res = await staffCall(
      ctx.app,
      "/results/predictions",
      { match_id: id },
      { token: analyst },
    );
    expect(res.status).toBe(200);
    const r = res.body.results;
    expect(r.total).toBe(4);
    expect(r.split).toEqual({
      team: { count: 2, percent: 50 },
      competitor: { count: 1, percent: 25 },
      equal: { count: 1, percent: 25 },
    });
    expect(r.settled).toBe(true);
    expect(r.exact).toBe(1);
    expect(r.winners_total).toBe(2);
    expect(r.winners[0]).toMatchObject({ exact: true, name: "F***", phone: "966*****01" });
    const admin = await token(["admin"]);
    const full = await staffCall(
      ctx.app,
      "/results/predictions",
      { match_id: id },
      { token: admin },
    );
    expect(full.body.results.winners[0].phone).toBe("966570000001");
  });

  it("gives a survey's percents, 1-10 average and distribution, responses per day, and searches written answers", async () => {
    const { surveyId, single, rating, text } = await createSurvey([
      { option: 0, rating: 4, text: "Great atmosphere", at: "2026-11-20T10:00:00+03:00" },
      { option: 0, rating: 8, text: "More water please", at: "2026-11-20T22:00:00+03:00" },
      { option: 1, rating: 9, text: "great seats", at: "2026-11-21T09:00:00+03:00" },
    ]);
    const analyst = await token(["analyst"]);
    const res = await staffCall(ctx.app, "/results/surveys", { id: surveyId }, { token: analyst });
    expect(res.status).toBe(200);
    const r = res.body.results;
    expect(r.responses).toBe(3);
    const q = (id: number) => r.questions.find((x: { id: number }) => x.id === id);
    expect(q(single).options.map((o: { count: number }) => o.count)).toEqual([2, 1]);
    expect(q(single).options.map((o: { percent: number }) => o.percent)).toEqual([66.7, 33.3]);
    expect(q(rating).average).toBe(7);
    expect(q(rating).distribution).toMatchObject({ "4": 1, "8": 1, "9": 1, "1": 0, "10": 0 });
    expect(r.per_day).toEqual([
      { day: "2026-11-20", count: 2 },
      { day: "2026-11-21", count: 1 },
    ]);
    const texts = await staffCall(
      ctx.app,
      "/results/survey-texts",
      { survey_id: surveyId, question_id: text, search: "GREAT", per_page: 1 },
      { token: analyst },
    );
    expect(texts.status).toBe(200);
    expect(texts.body.results.total).toBe(2);
    expect(texts.body.results.last_page).toBe(2);
    expect(texts.body.results.data).toEqual([
      { text: "great seats", at: "2026-11-21T06:00:00.000Z" },
    ]);
    const wrong = await staffCall(
      ctx.app,
      "/results/survey-texts",
      { survey_id: surveyId, question_id: single },
      { token: analyst },
    );
    expect(wrong.status).toBe(404);
  });
});

describe("exports", () => {
  it("answers CSV with a BOM and escaped formulas and XLSX that opens, and audits each file", async () => {
    const { surveyId } = await createSurvey([
      { option: 0, rating: 5, text: '=HYPERLINK("http://evil")' },
      { option: 1, rating: 10, text: "-2+3" },
      { option: 1, rating: 7, text: "رائع" },
    ]);
    const analyst = await token(["analyst"]);
    const csv = await download("survey-responses", { survey_id: surveyId, format: "csv" }, analyst);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="survey-\d+-responses-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = csv.rawPayload.toString("utf8").slice(1);
    const lines = text.trim().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe("Response,Sent at,Which stand?,How was the match day?,Anything else?");
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[2]).toContain("'-2+3");
    expect(lines[3]).toContain("رائع");

    const xlsx = await download(
      "survey-responses",
      { survey_id: surveyId, format: "xlsx" },
      analyst,
      "ar",
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe("النتائج");
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).getCell(1).value).toBe("الرد");
    expect(sheet.getRow(2).getCell(5).value).toBe('=HYPERLINK("http://evil")');
    expect(sheet.getRow(2).getCell(4).value).toBe(5);
    expect(sheet.getRow(4).getCell(3).value).toBe("South");

    const polls = await download("poll-results", { format: "csv" }, analyst);
    expect(polls.statusCode).toBe(200);
    expect(polls.headers["x-export-rows"]).toBeDefined();
    expect(polls.rawPayload.toString("utf8").slice(1).split("\n")[0]).toBe(
      "Poll key,Poll,Answer,Count,Percent",
    );

    const audit = await ctx.pool.query(
      `SELECT record_type, record_id, changes FROM audit_log WHERE action = 'results.export' ORDER BY id`,
    );
    expect(audit.rows.map((r) => r.record_type)).toEqual([
      "survey-responses",
      "survey-responses",
      "poll-results",
    ]);
    expect(audit.rows[0].record_id).toBe(String(surveyId));
    // The editor reads results but does not take files.
    expect(
      (await download("survey-responses", { survey_id: surveyId }, await token(["editor"])))
        .statusCode,
    ).toBe(403);
  });

  it("masks prediction exports, and gives names and phones only with members.export and a fresh code", async () => {
    const id = await createMatch([1, 0]);
    await predict(id, 11, [1, 0], "Salem Omar");
    await predict(id, 12, [0, 0], "Nasser Ali");
    const analyst = await token(["analyst"]);
    const masked = await download("prediction-results", { match_id: id }, analyst);
    expect(masked.statusCode).toBe(200);
    const lines = masked.rawPayload.toString("utf8").slice(1).trim().split("\n");
    expect(lines[0]).toBe(
      "Number,Sent at,Name,Phone,Al Noor goals,Opponent goals,Prediction,Winner,Exact score",
    );
    expect(lines[1]).toMatch(/,S\*\*\*,966\*\*\*\*\*11,1,0,Al Noor wins,Yes,Yes$/);
    expect(lines[2]).toMatch(/,N\*\*\*,966\*\*\*\*\*12,0,0,Draw,No,No$/);

    const personal = { match_id: id, personal: true };
    expect((await download("prediction-results", personal, analyst)).statusCode).toBe(403);
    const stale = await download("prediction-results", personal, await token(["admin"]));
    expect(stale.statusCode).toBe(403);
    expect(stale.json().results.code).toBe("reauth_required");
    const fresh = await download("prediction-results", personal, await token(["admin"], true));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.rawPayload.toString("utf8")).toContain("Salem Omar,966570000011");
    const audit = await ctx.pool.query(
      `SELECT changes FROM audit_log WHERE action = 'results.export' AND record_id = $1 ORDER BY id`,
      [String(id)],
    );
    expect(audit.rows.map((r) => r.changes.personal.after)).toEqual([false, true]);
  });

  it("streams 100,000 predictions in batches", async () => {
    const id = await createMatch(null);
    await ctx.pool.query(
      `INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals)
       SELECT $1, '9665' || lpad(i::text, 8, '0'), 'Fan ' || i, i % 4, i % 3
         FROM generate_series(1, 100000) i`,
      [id],
    );
    const res = await download("prediction-results", { match_id: id }, await token(["analyst"]));
    expect(res.statusCode).toBe(200);
    expect(res.headers["transfer-encoding"]).toBe("chunked");
    const lines = res.rawPayload.toString("utf8").trim().split("\n");
    expect(lines).toHaveLength(100_001);
    const ids = lines.slice(1).map((l) => Number(l.split(",")[0]));
    expect(ids.every((n, i) => i === 0 || n > ids[i - 1]!)).toBe(true);
    expect(lines[100_000]).toMatch(/^\d+,.*,F\*\*\*,966\*\*\*\*\*00,0,1,/);
    // A hundred thousand rows inserted, streamed and parsed back.
  }, 120_000);
});

describe("the file writer", () => {
  it("escapes cells a spreadsheet would run", () => {
    for (const v of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx"])
      expect(safeCell(v)).toBe(`'${v}`);
    expect(safeCell("ok = fine")).toBe("ok = fine");
  });

  it("reads the next batch only when the reader takes the bytes", async () => {
    let fetched = 0;
    const batches = keysetBatches<number, number>(
      async (after, size) => {
        fetched++;
        const from = after ?? 0;
        return from >= 100_000 ? [] : Array.from({ length: size }, (_, i) => from + i + 1);
      },
      (n) => n,
      1000,
    );
    const rows = (async function* () {
      for await (const b of batches) yield b.map((n): Cell[] => [n, "=x"]);
    })();
    const stream = tableStream({ format: "csv", header: ["n", "x"], sheet: "s", rtl: false }, rows);
    const reader = stream[Symbol.asyncIterator]();
    await reader.next();
    // A 16 KiB buffer holds one or two batches: the other 98 wait for the reader.
    expect(fetched).toBeLessThanOrEqual(3);
    let lines = 0;
    for (let c = await reader.next(); !c.done; c = await reader.next())
      lines += String(c.value).split("\n").length - 1;
    expect(fetched).toBe(101);
    expect(lines).toBe(100_000);
  });
});
