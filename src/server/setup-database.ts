import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import type { Env } from "./env";
import { createDb, createPool, type Db } from "./db/client";
import { startEmbeddedPostgres, type EmbeddedServer } from "./db/embedded";
import { migrate } from "./db/migrate";
import { seedAll, isSeeded } from "./db/seed";
import { addJob } from "./lib/jobs/queue";
import { migrateJobs } from "./lib/jobs/worker";
import { RICH_TEXT_JOB, storedHtmlLeft } from "./modules/content/rich-text-migration";
import { createMediaStorage } from "./lib/storage/create-storage";

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

/** Migrations ship next to the code: src/server/db/migrations in development, dist/migrations when built. */
export function migrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.join(here, "migrations"),
    path.resolve(here, "../../src/server/db/migrations"),
  ];
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

export type Database = {
  pool: pg.Pool;
  db: Db;
  embedded?: EmbeddedServer;
  close: () => Promise<void>;
};

/** Connects to DATABASE_URL, or starts the embedded server; then migrates and seeds demo content. */
export async function openDatabase(env: Env, log: Log): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = env.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(env.dataDir, "postgres"),
      port: env.embeddedPgPort,
      database: "club",
      log,
    });
    url = embedded.url;
    log.info("Embedded PostgreSQL is running");
  }
  const pool = createPool(url, 20);
  const db = createDb(pool);
  try {
    const applied = await migrate(pool, migrationsDir());
    if (applied.length) log.info(`Applied migrations: ${applied.join(", ")}`);
    await migrateJobs(pool);
    if (env.seed === "always" || (env.seed === "auto" && !(await isSeeded(db)))) {
      await seedAll({ db, storage: createMediaStorage(env) });
      log.info("Demo content loaded");
    }
    // Rich text still stored as HTML only is converted once by a job (ADR 0055); one pending
    // job at most (its key), and none once everything is converted.
    if (await storedHtmlLeft(db)) await addJob(db, RICH_TEXT_JOB, {}, { jobKey: RICH_TEXT_JOB });
  } catch (error) {
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  return {
    pool,
    db,
    embedded,
    close: async () => {
      await pool.end().catch(() => {});
      await embedded?.stop().catch((e: Error) => log.warn(`Stopping PostgreSQL: ${e.message}`));
    },
  };
}
