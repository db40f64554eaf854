import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { assertBotCheck } from "../../src/server/lib/bot-check";
import { consumeRate } from "../../src/server/lib/rate-counter";
import { call, useTestApp } from "../helpers/app";
import { solveBotCheck } from "../helpers/bot-check";

const ctx = useTestApp();
const check = (app: FastifyInstance, token: unknown) =>
  assertBotCheck({ app, token, ip: "127.0.0.1" });

describe("bot check (ALTCHA)", () => {
  it("hands out a signed challenge that expires", async () => {
    const { body } = await call(ctx.app, "/bot-check/challenge");
    expect(body.results.mode).toBe("altcha");
    expect(body.results.challenge).toMatchObject({
      algorithm: "SHA-256",
      salt: expect.stringContaining("expires="),
    });
  });

  it("accepts a solved challenge once and refuses its replay", async () => {
    const token = await solveBotCheck(ctx.app);
    await expect(check(ctx.app, token)).resolves.toBeUndefined();
    await expect(check(ctx.app, token)).rejects.toMatchObject({
      status: 422,
      code: "bot_check_failed",
    });
  });

  it("refuses a missing, malformed, tampered or wrong answer", async () => {
    await expect(check(ctx.app, undefined)).rejects.toMatchObject({ code: "bot_check_failed" });
    await expect(check(ctx.app, "not-base64-json")).rejects.toMatchObject({
      code: "bot_check_failed",
    });
    const token = await solveBotCheck(ctx.app);
    const payload = JSON.parse(Buffer.from(token, "base64").toString());
    const wrongNumber = Buffer.from(
      JSON.stringify({ ...payload, number: payload.number + 1 }),
    ).toString("base64");
    await expect(check(ctx.app, wrongNumber)).rejects.toMatchObject({ code: "bot_check_failed" });
    const forged = Buffer.from(JSON.stringify({ ...payload, signature: "0".repeat(64) })).toString(
      "base64",
    );
    await expect(check(ctx.app, forged)).rejects.toMatchObject({ code: "bot_check_failed" });
  });

  it("refuses an expired solution", async () => {
    const token = await solveBotCheck(ctx.app);
    const payload = JSON.parse(Buffer.from(token, "base64").toString());
    const expired = { ...payload, salt: payload.salt.replace(/expires=\d+/, "expires=1000") };
    await expect(
      check(ctx.app, Buffer.from(JSON.stringify(expired)).toString("base64")),
    ).rejects.toMatchObject({
      code: "bot_check_failed",
    });
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
