import { sql } from "drizzle-orm";
import {
  Logger,
  parseCronItems,
  run,
  runMigrations,
  runOnce,
  type CronItem,
  type LogFunctionFactory,
  type Runner,
  type TaskList,
} from "graphile-worker";
import type pg from "pg";
import type { Db } from "../../db/client";
import type { Env } from "../../env";
import type { Mailer } from "../mail/mailer";

export type JobDeps = {
  /** graphile-worker's own connection pool (its runner and migrations take a `pg` pool). */
  pool: pg.Pool;
  /** The Drizzle client over the same pool, for the tasks' own statements (ADR 0017). */
  db: Db;
  env: Env;
  mailer: Mailer;
  log: {
    info: (m: string) => void;
    warn: (m: string) => void;
    error: (m: string) => void;
    /** Expected outcomes worth knowing only when looking closely (a job with nothing to do). */
    debug?: (m: string) => void;
  };
};

function workerLogger(log: JobDeps["log"]): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message) => {
    const text = `jobs${scope.taskIdentifier ? ` ${scope.taskIdentifier}` : ""}: ${message}`;
    if (level === "error") log.error(text);
    else if (level === "warning") log.warn(text);
    else if (level === "info") log.info(text);
  };
  return new Logger(factory);
}

/** Creates or updates graphile-worker's own schema (`graphile_worker`); run at start-up. */
export async function migrateJobs(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: workerLogger({ info() {}, warn() {}, error() {} }) });
}

/**
 * A schedule that runs `task` once a day at `match` (a cron line, read in UTC), named after its
 * task; a day missed while the app was down is made up once.
 */
export const dailyJob = (
  task: string,
  match: string,
  payload?: Record<string, unknown>,
): CronItem => ({
  task,
  match,
  identifier: task,
  ...(payload ? { payload } : {}),
  options: { backfillPeriod: 86_400_000, maxAttempts: 5 },
});

/**
 * Starts the worker that runs queued jobs and the schedules, inside this process (default) or
 * in a process of its own (`npm run worker`). Returns the runner; `stop()` lets running jobs end.
 */
export async function startWorker(
  deps: JobDeps,
  taskList: TaskList,
  cronItems: CronItem[] = [],
): Promise<Runner> {
  return run({
    pgPool: deps.pool,
    taskList,
    parsedCronItems: parseCronItems(cronItems),
    concurrency: deps.env.jobsConcurrency,
    noHandleSignals: true,
    pollInterval: 2000,
    logger: workerLogger(deps.log),
  });
}

/**
 * Runs every job that is due now, once, then returns: tests use it to run jobs
 * deterministically, and operators can drain the queue with it.
 */
export async function runDueJobs(deps: JobDeps, taskList: TaskList): Promise<void> {
  await runOnce({
    pgPool: deps.pool,
    taskList,
    noHandleSignals: true,
    logger: workerLogger(deps.log),
  });
  // runOnce can resolve while the last job's outcome is still being written: wait until no
  // job is held by a worker, so the caller sees the final state (bounded wait).
  for (let i = 0; i < 250; i++) {
    const { rows } = await deps.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM graphile_worker._private_jobs WHERE locked_by IS NOT NULL`,
    );
    if (!rows[0]?.n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
