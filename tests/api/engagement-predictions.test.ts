import { describe, expect, it } from "vitest";
import { recordPrediction } from "../../src/server/modules/engagement/predictions.service";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";
import { freshIp, lastCode, readSms } from "../helpers/identity";

const ctx = useTestApp({ rateLimitMax: 100_000, otpPerPhone: 100, otpPerIp: 10_000 });
const strict = useTestApp({ rateLimitMax: 100_000 });

/** Seeded: match 7 opens predictions and kicks off in two days; match 10 does not open them. */
const OPEN_MATCH = 7;
const CLOSED_MATCH = 10;

let phoneSeq = 100;
const newPhone = () => `9665710${String(++phoneSeq).padStart(5, "0")}`;

const payload = (phone: string, over: Record<string, unknown> = {}) => ({
  match_id: OPEN_MATCH,
  team_goals: 2,
  competitor_team_goals: 1,
  fullName: "Fahad Al-Harbi",
  phone,
  ...over,
});

async function expectScore(
  app = ctx.app,
  body: Record<string, unknown>,
  opts: { lang?: "ar" | "en" | "es"; ip?: string; noBotCheck?: boolean } = {},
) {
  const token = opts.noBotCheck ? undefined : await solveBotCheck(app);
  return call(
    app,
    "/website/matches/expect",
    { ...body, "g-recaptcha-response": token },
    { lang: opts.lang ?? "en", ip: opts.ip ?? freshIp() },
  );
}

const confirm = (
  body: Record<string, unknown>,
  code: string,
  lang: "ar" | "en" = "en",
  app = ctx.app,
) => call(app, "/website/matches/expect/results", { ...body, code }, { lang });

const stored = async (matchId: number, phone: string) =>
  (
    await ctx.pool.query("SELECT * FROM predictions WHERE match_id = $1 AND phone = $2", [
      matchId,
      phone,
    ])
  ).rows;

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, "0");

describe("match prediction: code by SMS, then the record and the split", () => {
  it("sends a code, records the prediction on the right code and returns the percentages", async () => {
    const phone = newPhone();
    const before = (
      await ctx.pool.query(
        "SELECT team, competitor, equal FROM prediction_stats WHERE match_id = $1",
        [OPEN_MATCH],
      )
    ).rows[0];
    const sent = await expectScore(ctx.app, payload("0" + phone.slice(3)));
    expect(sent.status).toBe(200);
    expect(sent.body.results).toEqual({ sent: true, expires_in: 300 });
    const sms = (await readSms(ctx.env)).at(-1)!;
    expect(sms.to).toBe(phone);
    expect(await stored(OPEN_MATCH, phone)).toHaveLength(0);

    const res = await confirm(payload(phone), await lastCode(ctx.env, phone));
    expect(res.status).toBe(200);
    const { statistics, prediction } = res.body.results;
    expect(prediction).toEqual({ match_id: OPEN_MATCH, team_goals: 2, competitor_team_goals: 1 });
    expect(statistics.team.count).toBe(before.team + 1);
    expect(statistics.competitor.count).toBe(before.competitor);
    expect(statistics.equal.count).toBe(before.equal);
    expect(statistics.total).toBe(before.team + before.competitor + before.equal + 1);
    expect(statistics.team.percent + statistics.competitor.percent + statistics.equal.percent).toBe(
      100,
    );
    expect(statistics.team.percent).toBe(
      Math.round((statistics.team.count * 100) / statistics.total),
    );
    const rows = await stored(OPEN_MATCH, phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      full_name: "Fahad Al-Harbi",
      team_goals: 2,
      competitor_team_goals: 1,
    });
  });

  it("keeps the running totals equal to the rows, for wins, draws and losses, inserts and deletes", async () => {
    for (const [team, competitor] of [
      [0, 0],
      [0, 3],
      [1, 1],
    ] as const) {
      const phone = newPhone();
      expect(
        (
          await expectScore(
            ctx.app,
            payload(phone, { team_goals: team, competitor_team_goals: competitor }),
          )
        ).status,
      ).toBe(200);
      const res = await confirm(
        payload(phone, { team_goals: team, competitor_team_goals: competitor }),
        await lastCode(ctx.env, phone),
      );
      expect(res.status).toBe(200);
    }
    const { rows } = await ctx.pool.query(
      `SELECT s.team = c.team AND s.competitor = c.competitor AND s.equal = c.equal AS same
         FROM prediction_stats s JOIN (
           SELECT match_id, count(*) FILTER (WHERE team_goals > competitor_team_goals)::int AS team,
                  count(*) FILTER (WHERE team_goals < competitor_team_goals)::int AS competitor,
                  count(*) FILTER (WHERE team_goals = competitor_team_goals)::int AS equal
             FROM predictions GROUP BY match_id) c USING (match_id)`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((r) => r.same)).toBe(true);

    // A bulk removal (staff clean-up) and a bulk import move the totals too.
    await ctx.pool.query("DELETE FROM predictions WHERE match_id = 8 AND phone LIKE '96658000%'");
    await ctx.pool.query(
      `INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals)
       SELECT 8, '9665720' || lpad(g::text, 5, '0'), 'Import Fan', g % 3, 1 FROM generate_series(1, 300) g`,
    );
    const { rows: after } = await ctx.pool.query(
      `SELECT s.team, s.competitor, s.equal FROM prediction_stats s WHERE match_id = 8`,
    );
    expect(after[0]).toEqual({ team: 100, competitor: 100, equal: 100 });
    // A recorded score cannot be changed behind the totals' back.
    await expect(
      ctx.pool.query("UPDATE predictions SET team_goals = 9 WHERE match_id = 8"),
    ).rejects.toThrow();
  });

  it("gives the spec's messages per field and sends nothing for bad input", async () => {
    const smsBefore = (await readSms(ctx.env)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ team_goals: "" }, "team_goals", "Please enter our team's goals"],
      [
        { competitor_team_goals: undefined },
        "competitor_team_goals",
        "Please enter the competitor's goals",
      ],
      [{ team_goals: "123" }, "team_goals", "No team can score that many goals"],
      [
        { competitor_team_goals: 100 },
        "competitor_team_goals",
        "No team can score that many goals",
      ],
      [{ team_goals: "two" }, "team_goals", "Enter the goals as a number"],
      [{ fullName: "Fahad" }, "fullName", "Please enter at least your second name"],
      [{ fullName: "   " }, "fullName", "Please enter your full name"],
      [{ phone: "" }, "phone", "Please enter your mobile number"],
      [{ phone: "12345" }, "phone", "Please type your mobile number correctly"],
      [{ phone: "9665000000011111111111" }, "phone", "Please type your mobile number correctly"],
    ];
    for (const [over, field, message] of cases) {
      const res = await expectScore(ctx.app, payload(newPhone(), over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body.results.errors[field]).toEqual([message]);
    }
    const ar = await expectScore(ctx.app, payload(newPhone(), { fullName: "فهد" }), { lang: "ar" });
    expect(ar.body.results.errors.fullName).toEqual(["يرجى إدخال اسمك الثاني على الأقل"]);
    expect((await readSms(ctx.env)).length).toBe(smsBefore);
  });

  it("accepts scores typed with Arabic-Indic digits and a leading zero", async () => {
    const phone = newPhone();
    const body = payload(phone, { team_goals: "٠٣", competitor_team_goals: "٢" });
    expect((await expectScore(ctx.app, body)).status).toBe(200);
    const res = await confirm(body, await lastCode(ctx.env, phone));
    expect(res.status).toBe(200);
    expect(res.body.results.prediction).toMatchObject({ team_goals: 3, competitor_team_goals: 2 });
  });

  it("refuses to send a code without a solved bot check", async () => {
    const phone = newPhone();
    const res = await expectScore(ctx.app, payload(phone), { noBotCheck: true });
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("bot_check_failed");
    expect((await readSms(ctx.env)).filter((m) => m.to === phone)).toHaveLength(0);
  });

  it("says 'Incorrect verification code' (with 'provided') for a wrong code and stores nothing", async () => {
    const phone = newPhone();
    await expectScore(ctx.app, payload(phone));
    const code = await lastCode(ctx.env, phone);
    const res = await confirm(payload(phone), wrong(code));
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("code_invalid");
    expect(res.body.results.message).toContain("Incorrect verification code");
    expect(res.body.results.message).toContain("provided");
    expect(res.body.results.errors.code).toHaveLength(1);
    expect(await stored(OPEN_MATCH, phone)).toHaveLength(0);
    // The right code still works after one mistake.
    expect((await confirm(payload(phone), code)).status).toBe(200);
  });

  it("keeps codes hashed, single-use, bound to the phone and to the prediction purpose", async () => {
    const phone = newPhone();
    await expectScore(ctx.app, payload(phone));
    const code = await lastCode(ctx.env, phone);
    const { rows } = await ctx.pool.query(
      "SELECT purpose, code_hash FROM otp_codes WHERE phone = $1",
      [phone],
    );
    expect(rows).toEqual([
      { purpose: "prediction", code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    expect(rows[0].code_hash).not.toContain(code);
    // Another phone cannot use it.
    const other = newPhone();
    expect((await confirm(payload(other), code)).body.results.code).toBe("code_invalid");
    // A prediction code does not sign anyone in.
    const login = await call(ctx.app, "/website/user/verify", { phone, code }, { lang: "en" });
    expect(login.status).toBe(422);
    expect((await confirm(payload(phone), code)).status).toBe(200);
  });

  it("locks the phone after three wrong codes (429)", async () => {
    const phone = newPhone();
    await expectScore(ctx.app, payload(phone));
    const code = await lastCode(ctx.env, phone);
    expect((await confirm(payload(phone), wrong(code))).status).toBe(422);
    expect((await confirm(payload(phone), wrong(code))).status).toBe(422);
    const third = await confirm(payload(phone), wrong(code));
    expect(third.status).toBe(429);
    expect(third.body.results.code).toBe("too_many_attempts");
    expect((await confirm(payload(phone), code)).status).toBe(429);
    expect(await stored(OPEN_MATCH, phone)).toHaveLength(0);
  });

  it("limits code sends per phone (shared counter): the fourth in 15 minutes is 429", async () => {
    const phone = newPhone();
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await expectScore(strict.app, payload(phone), { ip })).status).toBe(200);
    const fourth = await expectScore(strict.app, payload(phone), { ip });
    expect(fourth.status).toBe(429);
    expect(fourth.body.results.code).toBe("otp_rate_limited");
    expect((await readSms(strict.env)).filter((m) => m.to === phone)).toHaveLength(3);
  });

  it("refuses a second prediction from the same phone with 'voted', before and after the code", async () => {
    const phone = newPhone();
    await expectScore(ctx.app, payload(phone));
    expect((await confirm(payload(phone), await lastCode(ctx.env, phone))).status).toBe(200);
    const smsBefore = (await readSms(ctx.env)).length;

    const again = await expectScore(ctx.app, payload(phone, { team_goals: 0 }));
    expect(again.status).toBe(422);
    expect(again.body.results.code).toBe("already_voted");
    expect(again.body.results.message).toBe("You've voted for this game before");
    expect(again.body.results.message).toContain("voted");
    expect((await readSms(ctx.env)).length).toBe(smsBefore);

    const viaResults = await confirm(payload(phone, { team_goals: 0 }), "1234");
    expect(viaResults.status).toBe(422);
    expect(viaResults.body.results.message).toContain("voted");
    const ar = await expectScore(ctx.app, payload(phone), { lang: "ar" });
    expect(ar.body.results.message).toBe("لقد قمت بالتصويت لهذه المباراة من قبل");
    expect(await stored(OPEN_MATCH, phone)).toHaveLength(1);
  });

  it("refuses matches closed to predictions, already kicked off, over, or unknown", async () => {
    const closed = await expectScore(ctx.app, payload(newPhone(), { match_id: CLOSED_MATCH }));
    expect(closed.status).toBe(422);
    expect(closed.body.results.code).toBe("prediction_closed");
    expect(closed.body.results.message).toBe("Predictions are closed for this match");

    // A match open to predictions whose kick-off has just passed (Riyadh or not, an instant is an instant).
    await ctx.pool.query(
      "UPDATE matches SET kickoff_at = now() - interval '1 minute', enable_expectation = true WHERE id = 9",
    );
    const started = await expectScore(ctx.app, payload(newPhone(), { match_id: 9 }));
    expect(started.status).toBe(422);
    expect(started.body.results.code).toBe("prediction_closed");

    await ctx.pool.query(
      "UPDATE matches SET match_over = true, enable_expectation = true WHERE id = 1",
    );
    expect(
      (await expectScore(ctx.app, payload(newPhone(), { match_id: 1 }))).body.results.code,
    ).toBe("prediction_closed");

    const unknown = await expectScore(ctx.app, payload(newPhone(), { match_id: 99_999 }));
    expect(unknown.status).toBe(404);
  });

  it("refuses the confirmation when predictions closed between the code and the confirmation", async () => {
    const phone = newPhone();
    await expectScore(ctx.app, payload(phone, { match_id: 8 }));
    const code = await lastCode(ctx.env, phone);
    await ctx.pool.query("UPDATE matches SET enable_expectation = false WHERE id = 8");
    const res = await confirm(payload(phone, { match_id: 8 }), code);
    expect(res.status).toBe(422);
    expect(res.body.results.code).toBe("prediction_closed");
    expect(await stored(8, phone)).toHaveLength(0);
    await ctx.pool.query("UPDATE matches SET enable_expectation = true WHERE id = 8");
  });

  it("stores exactly one prediction when one phone confirms 100 times at once", async () => {
    const phone = newPhone();
    await expectScore(ctx.app, payload(phone));
    const code = await lastCode(ctx.env, phone);
    const results = await Promise.all(
      Array.from({ length: 100 }, () => confirm(payload(phone), code)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 422)).toBe(true);
    expect(await stored(OPEN_MATCH, phone)).toHaveLength(1);
  });

  it("lets the database decide between 100 simultaneous records from one phone: one stored, 99 'voted'", async () => {
    const phone = newPhone();
    const input = {
      match_id: OPEN_MATCH,
      team_goals: 1,
      competitor_team_goals: 1,
      fullName: "Saud Al-Otaibi",
      phone,
    };
    const before = (
      await ctx.pool.query("SELECT equal FROM prediction_stats WHERE match_id = $1", [OPEN_MATCH])
    ).rows[0].equal;
    const settled = await Promise.allSettled(
      Array.from({ length: 100 }, () => recordPrediction({ db: ctx.app.db, input })),
    );
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(1);
    const refused = settled.filter((s): s is PromiseRejectedResult => s.status === "rejected");
    expect(refused).toHaveLength(99);
    expect(refused.every((r) => r.reason.code === "already_voted")).toBe(true);
    expect(await stored(OPEN_MATCH, phone)).toHaveLength(1);
    const after = (
      await ctx.pool.query("SELECT equal FROM prediction_stats WHERE match_id = $1", [OPEN_MATCH])
    ).rows[0].equal;
    expect(after).toBe(before + 1);
  });
});
