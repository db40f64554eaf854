import type { FastifyInstance } from "fastify";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { buildApp } from "../../src/server/app";
import { createDb, createPool, type Db } from "../../src/server/db/client";
import { loadEnv, type Env } from "../../src/server/env";
import type { Lang } from "../../src/shared/i18n";

export type TestContext = { app: FastifyInstance; pool: pg.Pool; db: Db; env: Env; dbName: string };

/** A fresh copy of the seeded template database, used by one test file only. */
export async function createTestDatabase(): Promise<{
  url: string;
  dbName: string;
  drop: () => Promise<void>;
}> {
  const adminUrl = inject("pgAdminUrl");
  const dbName = `t_${randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${inject("templateDb")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.href,
    dbName,
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that build the app on its own database.
 * `overrides` adjusts the environment (limits, drivers) for the file.
 */
export function useTestApp(overrides: Partial<Env> = {}): TestContext {
  const ctx = {} as TestContext;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    ctx.pool = createPool(database.url, 30);
    ctx.db = createDb(ctx.pool);
    ctx.env = {
      ...loadEnv(),
      nodeEnv: "test",
      dataDir: `/tmp/club-test-data/${database.dbName}`,
      // Tests change data and read it back at once; the short answer cache is tested on its own.
      apiCacheSeconds: 0,
      ...overrides,
    };
    ctx.dbName = database.dbName;
    ctx.app = await buildApp({ db: ctx.db, pool: ctx.pool, env: ctx.env, logger: false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.pool?.end();
    await drop();
  });
  return ctx;
}

/** POSTs to a contract call the way a client does and returns status and parsed JSON. */
export async function call<T = any>(
  app: FastifyInstance,
  path: string,
  body?: unknown,
  opts: { lang?: Lang; token?: string; headers?: Record<string, string>; ip?: string } = {},
): Promise<{ status: number; body: T; headers: Record<string, unknown> }> {
  const res = await app.inject({
    method: "POST",
    url: `/api/v1${path}`,
    payload: (body ?? {}) as object,
    remoteAddress: opts.ip,
    headers: {
      "content-type": "application/json",
      ...(opts.lang ? { "content-language": opts.lang } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    },
  });
  return { status: res.statusCode, body: res.json() as T, headers: res.headers };
}
