import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app";
import { consumeRate, pruneRateCounters, slidingWindow } from "../../src/server/lib/rate-counter";
import { call, useTestApp } from "../helpers/app";

const LIMIT = 6;
const ctx = useTestApp({ rateLimitMax: LIMIT });

/** A second instance of the app on the same database, as a second process behind a balancer. */
let second: FastifyInstance;
beforeAll(async () => {
  second = await buildApp({ db: ctx.db, pool: ctx.pool, env: ctx.env, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
});

describe("the general API limit is shared by every instance", () => {
  it("counts one client's calls on both instances against one limit (each instance allowed the full limit before)", async () => {
    const ip = "203.0.113.7";
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const app = i % 2 === 0 ? ctx.app : second;
      statuses.push((await call(app, "/website/offers", {}, { ip })).status);
    }
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429, 429]);
    const limited = await call(second, "/website/offers", {}, { ip, lang: "en" });
    expect(limited.body.results).toMatchObject({
      code: "rate_limited",
      message: expect.stringMatching(
        /^Too many requests\. Try again in \d+ (seconds?|minutes?)\.$/,
      ),
    });
    // The wait in the envelope, the header and the message agree.
    const wait = limited.body.results.retry_after;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(120);
    expect(Number(limited.headers["retry-after"])).toBe(wait);
    // Under a minute the wait is said in seconds, from a minute on in whole minutes (rounded up).
    expect(limited.body.results.message).toContain(
      wait < 60 ? `${wait} second` : `${Math.ceil(wait / 60)} minute`,
    );
    // Another client is not affected.
    expect((await call(ctx.app, "/website/offers", {}, { ip: "203.0.113.8" })).status).toBe(200);
  });

  it("counts a burst of one client's concurrent calls exactly, however the instance batches them", async () => {
    const ip = "203.0.113.10";
    const statuses = await Promise.all(
      Array.from({ length: LIMIT + 4 }, (_, i) =>
        call(i % 3 === 0 ? second : ctx.app, "/website/offers", {}, { ip }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    // Every call reached the shared counter before it was answered.
    const { rows } = await ctx.pool.query(
      "SELECT sum(count)::int AS n FROM rate_counters WHERE key = $1",
      [`api:${ip}`],
    );
    expect(rows[0].n).toBe(LIMIT + 4);
    // The next call, on either instance, is refused.
    expect((await call(second, "/website/offers", {}, { ip })).status).toBe(429);
  });

  it("keeps in-process page renders exempt", async () => {
    const ip = "203.0.113.9";
    for (let i = 0; i < LIMIT + 3; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/website/offers",
        remoteAddress: ip,
        headers: { "x-internal-token": ctx.app.internalToken },
      });
      expect(res.statusCode).toBe(200);
    }
    const { rows } = await ctx.pool.query(
      "SELECT count(*)::int AS n FROM rate_counters WHERE key = $1",
      [`api:${ip}`],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe("sliding window", () => {
  it("does not let twice the limit through across a window edge (fixed windows did)", async () => {
    const key = "test:edge";
    const edge = Date.UTC(2026, 10, 1, 12, 0, 0);
    const at = (ms: number) => new Date(edge + ms);
    for (let i = 0; i < 10; i++) {
      const r = await consumeRate({
        db: ctx.db,
        key,
        limit: 10,
        windowSeconds: 60,
        now: at(-1000),
      });
      expect(r.allowed).toBe(true);
    }
    // Two seconds later, in the next fixed window: the last minute already holds 10.
    const next = await consumeRate({
      db: ctx.db,
      key,
      limit: 10,
      windowSeconds: 60,
      now: at(1000),
    });
    expect(next.allowed).toBe(false);
    expect(next.retryAfterSeconds).toBeGreaterThan(0);
    expect(next.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Most of a minute later the earlier burst has slid out.
    const later = await consumeRate({
      db: ctx.db,
      key,
      limit: 10,
      windowSeconds: 60,
      now: at(58_000),
    });
    expect(later.allowed).toBe(true);
  });

  it("weights the previous window by the part of it the sliding window still covers", () => {
    const w = 60_000;
    expect(
      slidingWindow({ count: 3, previous: 10, limit: 10, windowMs: w, elapsedMs: 30_000 }),
    ).toMatchObject({
      allowed: true,
      count: 8,
    });
    const refused = slidingWindow({
      count: 6,
      previous: 10,
      limit: 10,
      windowMs: w,
      elapsedMs: 30_000,
    });
    expect(refused).toMatchObject({ allowed: false, count: 11 });
    // 10 x (1 - t/60) + 6 <= 10 once t >= 36 s: 6 s from now.
    expect(refused.retryAfterSeconds).toBe(6);
    const over = slidingWindow({
      count: 20,
      previous: 0,
      limit: 10,
      windowMs: w,
      elapsedMs: 10_000,
    });
    // The rest of this window (50 s), then half of the next.
    expect(over.retryAfterSeconds).toBe(80);
  });

  it("prunes counters two windows after they start", async () => {
    await ctx.pool.query(
      `INSERT INTO rate_counters (key, window_start, count, expires_at) VALUES
         ('test:old', now() - interval '3 minutes', 4, now() - interval '1 minute'),
         ('test:live', now(), 1, now() + interval '2 minutes')`,
    );
    expect(await pruneRateCounters(ctx.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await ctx.pool.query(
      "SELECT key FROM rate_counters WHERE key IN ('test:old', 'test:live')",
    );
    expect(rows.map((r) => r.key)).toEqual(["test:live"]);
  });
});
