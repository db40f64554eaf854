import type { FastifyInstance } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { assertBotCheck } from "../../src/server/lib/bot-check";
import { consumeRate } from "../../src/server/lib/rate-counter";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";

const ctx = useTestApp();
const check = (app: FastifyInstance, token: unknown) =>
  assertBotCheck({ app, token, ip: "127.0.0.1" });

const decode = (token: string) => JSON.parse(Buffer.from(token, "base64").toString());
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");

describe("bot check (ALTCHA through altcha-lib)", () => {
  it("hands out a signed challenge that expires", async () => {
    const { body, headers } = await call(ctx.app, "/bot-check/challenge");
    expect(headers["cache-control"]).toBe("no-store");
    expect(body.results.mode).toBe("altcha");
    const { parameters, signature } = body.results.challenge;
    expect(parameters).toMatchObject({ algorithm: "SHA-256", keySignature: expect.any(String) });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    const now = Date.now() / 1000;
    expect(parameters.expiresAt).toBeGreaterThan(now);
    expect(parameters.expiresAt).toBeLessThanOrEqual(now + 601);
  });

  it("accepts a solved challenge once and refuses its replay", async () => {
    const token = await solveBotCheck(ctx.app);
    await expect(check(ctx.app, token)).resolves.toBeUndefined();
    await expect(check(ctx.app, token)).rejects.toMatchObject({
      status: 422,
      code: "bot_check_failed",
    });
    // Two replays at once: the primary key lets at most one through (here none: it is spent).
    const fresh = await solveBotCheck(ctx.app);
    const both = await Promise.allSettled([check(ctx.app, fresh), check(ctx.app, fresh)]);
    expect(both.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("refuses a replayed solution at a form with 422 bot_check_failed, in the request's language", async () => {
    const token = await solveBotCheck(ctx.app);
    const body = {
      name: "Sara",
      email: "sara.replay@example.com",
      phone: "0501234567",
      subject: "0501234567",
      message: "Hello",
      details: { department: 2 },
      terms: true,
      "g-recaptcha-response": token,
    };
    const first = await call(ctx.app, "/website/contactus/create", body, { ip: "10.77.0.1" });
    expect(first.status).toBe(200);
    const replay = await call(ctx.app, "/website/contactus/create", body, {
      ip: "10.77.0.2",
      lang: "ar",
    });
    expect(replay.status).toBe(422);
    expect(replay.body.results.code).toBe("bot_check_failed");
    expect(replay.body.results.message).toMatch(/[\u0600-\u06FF]/);
  });

  it("refuses a missing, malformed, wrong, forged or foreign solution", async () => {
    await expect(check(ctx.app, undefined)).rejects.toMatchObject({ code: "bot_check_failed" });
    await expect(check(ctx.app, "not-base64-json")).rejects.toMatchObject({
      code: "bot_check_failed",
    });
    const payload = decode(await solveBotCheck(ctx.app));
    // The derived key is the proof (the server signed the one it expects): another key fails.
    const wrongKey = { ...payload, solution: { ...payload.solution, derivedKey: "00".repeat(32) } };
    await expect(check(ctx.app, encode(wrongKey))).rejects.toMatchObject({
      code: "bot_check_failed",
    });
    const forged = { ...payload, challenge: { ...payload.challenge, signature: "0".repeat(64) } };
    await expect(check(ctx.app, encode(forged))).rejects.toMatchObject({
      code: "bot_check_failed",
    });
    // The widget's test mode payload is not a solution.
    await expect(
      check(ctx.app, encode({ challenge: null, solution: null, test: true })),
    ).rejects.toMatchObject({ code: "bot_check_failed" });
  });

  it("refuses an expired solution (the expiry is signed: moving it breaks the signature)", async () => {
    const payload = decode(await solveBotCheck(ctx.app));
    const moved = {
      ...payload,
      challenge: {
        ...payload.challenge,
        parameters: { ...payload.challenge.parameters, expiresAt: 1000 },
      },
    };
    await expect(check(ctx.app, encode(moved))).rejects.toMatchObject({
      code: "bot_check_failed",
    });
    vi.useFakeTimers({ now: Date.now() + 11 * 60_000, toFake: ["Date"] });
    try {
      await expect(check(ctx.app, encode(payload))).rejects.toMatchObject({
        code: "bot_check_failed",
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("rate counter", () => {
  it("counts atomically across concurrent callers", async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        consumeRate({ db: ctx.app.db, key: "test:concurrent", limit: 10, windowSeconds: 60 }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
  });
});
