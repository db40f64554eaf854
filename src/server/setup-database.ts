import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type pg from "pg";
import type { Env } from "./env";
import { createDb, createPool, type Db } from "./db/client";
import { siteDatabaseOptions, startEmbeddedPostgres, type EmbeddedServer } from "./db/embedded";
import { migrate } from "./db/migrate";
import { seedAll, isSeeded } from "./db/seed";
import { addJob } from "./lib/jobs/queue";
import { migrateJobs } from "./lib/jobs/worker";
import { RICH_TEXT_JOB, richTextConversionAtStart } from "./modules/content/rich-text-migration";
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
  /** After a first start of the embedded server: its new files written to disk (see embedded.ts). */
  syncToDisk: () => Promise<void>;
};

/**
 * Connects to DATABASE_URL, or starts the embedded server; then migrates and seeds demo content.
 * `picturesLater`: the demo pictures are drawn by a job after the start (a server or worker
 * start); `npm run seed`, which runs no jobs, draws them itself.
 */
export async function openDatabase(
  env: Env,
  log: Log,
  { picturesLater = true }: { picturesLater?: boolean } = {},
): Promise<Database> {
  let embedded: EmbeddedServer | undefined;
  let url = env.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({ ...siteDatabaseOptions(env), log });
    url = embedded.url;
    log.info("Embedded PostgreSQL is running");
  }
  const pool = createPool(url, 20);
  const db = createDb(pool);
  try {
    const applied = await migrate(pool, migrationsDir());
    if (applied.length) log.info(`Applied migrations: ${applied.join(", ")}`);
    await migrateJobs(pool);
    const seeding = env.seed === "always" || (env.seed === "auto" && !(await isSeeded(db)));
    if (seeding) {
      // The demo pictures are drawn by a job once the site answers (ADR 0062).
      await seedAll({ db, storage: createMediaStorage(env), picturesLater });
      log.info("Demo content loaded");
    }
    // Rich text still stored as HTML only is converted once by a job (ADR 0055); one pending
    // job at most (its key). Once the job has found nothing left it records so, and later
    // starts read that one row instead of scanning the content (ADR 0062).
    await richTextConversionAtStart(
      db,
      () => addJob(db, RICH_TEXT_JOB, {}, { jobKey: RICH_TEXT_JOB }),
      { force: seeding },
    );
  } catch (error) {
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    throw error;
  }
  return {
    pool,
    db,
    embedded,
    syncToDisk: async () => embedded?.syncToDisk(),
    close: async () => {
      await pool.end().catch(() => {});
      // A command that opened a new data directory and ends (npm run seed) flushes it here.
      await embedded
        ?.syncToDisk()
        .catch((e: Error) => log.warn(`Flushing PostgreSQL: ${e.message}`));
      await embedded?.stop().catch((e: Error) => log.warn(`Stopping PostgreSQL: ${e.message}`));
    },
  };
}
