// The staff benches' server: the real application (buildApp) on its own embedded PostgreSQL with
// the demo data, in this process. Bundled on the fly by the staff-*.bench.mjs files (esbuild).
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../src/server/app";
import { createDb, createPool } from "../src/server/db/client";
import { startEmbeddedPostgres } from "../src/server/db/embedded";
import { migrate } from "../src/server/db/migrate";
import { seedAll } from "../src/server/db/seed";
import { migrationsDir } from "../src/server/setup-database";
import { loadEnv, type Env } from "../src/server/env";
import { migrateJobs } from "../src/server/lib/jobs/worker";
import { listAccounts } from "../src/server/modules/staff/accounts.service";
import { createStaffSession } from "../src/server/modules/staff/sessions";
import { accountsListBody } from "../src/shared/staff/accounts";

/** What the standings-db bench times on its own: a table rebuilt inside a transaction. */
export { recomputeStandings } from "../src/server/modules/sports/standings-recompute";

export async function startStaffBenchApp(overrides: Partial<Env> = {}) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "club-staff-bench-"));
  const pgDir = await mkdtemp(path.join(os.tmpdir(), "club-staff-bench-pg-"));
  const pg = await startEmbeddedPostgres({
    dir: pgDir,
    port: 43000 + Math.floor(Math.random() * 15000),
    database: "club",
    log: { info: () => {}, warn: () => {} },
  });
  const pool = createPool(pg.url, 20);
  await migrate(pool, migrationsDir());
  await migrateJobs(pool);
  const db = createDb(pool);
  await seedAll({ db });
  const env: Env = {
    ...loadEnv(),
    dataDir: dir,
    logLevel: "error",
    // The API limiter off (a proxy's job, RATE_LIMIT_MAX=0), so both reads compare the hook alone.
    rateLimitMax: 0,
    staffAuthPerIp: 100_000_000,
    ...overrides,
  };
  const app = await buildApp({ db, pool, env, logger: false });
  // The same read as /api/v1/staff/accounts/list, registered outside the staff context: no
  // Origin, session or permission hook. Only the permission bench calls it.
  app.post(
    "/bench/unguarded/accounts/list",
    { schema: { body: accountsListBody } },
    async (req) => {
      const body = req.body as { page: number; per_page: number };
      const r = await listAccounts({ db, filter: body as never });
      return { results: { data: r.data, total: r.total, current_page: body.page } };
    },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${address.port}`;
  return {
    app,
    pool,
    db,
    env,
    url,
    /**
     * A live session of a demo account, as its cookie value; `reauth`: as if a fresh code had
     * just been given (for the calls that ask for one, such as exports of personal data).
     */
    session: async (email: string, { reauth = false }: { reauth?: boolean } = {}) => {
      const { rows } = await pool.query<{ id: number }>(
        "SELECT id FROM staff_accounts WHERE email = $1",
        [email],
      );
      return (
        await createStaffSession(db, {
          env,
          staffId: rows[0]!.id,
          ip: null,
          userAgent: "bench",
          reauth,
        })
      ).token;
    },
    stop: async () => {
      await app.close();
      await pool.end();
      await pg.stop();
      await rm(dir, { recursive: true, force: true });
      await rm(pgDir, { recursive: true, force: true });
    },
  };
}
