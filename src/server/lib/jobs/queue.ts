import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";

/**
 * Job names are the task identifiers of src/server/jobs.ts (`<module>.<task>`); a job whose
 * name no task answers stays queued, so add the task before enqueueing its jobs.
 */
export type JobName = string;

export type AddJobOptions = {
  /** De-duplicates: a pending job with the same key is replaced, not doubled. */
  jobKey?: string;
  maxAttempts?: number;
  runAt?: Date;
  queueName?: string;
};

/**
 * Enqueues a job on `tx`, which should be the transaction that writes the record causing it:
 * the job exists exactly when that record does (a rollback removes both). Uses
 * graphile-worker's own SQL function on the same connection, so no second connection is
 * involved (ADR 0024); `db` itself is for jobs that nothing else causes.
 */
export async function addJob(
  tx: DbOrTx,
  name: JobName,
  payload: Record<string, unknown>,
  opts: AddJobOptions = {},
): Promise<string> {
  const { rows } = await tx.execute<{ id: string }>(
    sql`SELECT (graphile_worker.add_job(
          identifier => ${name}::text, payload => ${JSON.stringify(payload)}::json,
          queue_name => ${opts.queueName ?? null}::text, run_at => ${opts.runAt?.toISOString() ?? null}::timestamptz,
          max_attempts => ${opts.maxAttempts ?? 10}::int, job_key => ${opts.jobKey ?? null}::text)).id::text AS id`,
  );
  return rows[0]!.id;
}

export type FailedJob = {
  id: string;
  task: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
};

/**
 * Jobs that used every attempt (graphile-worker keeps them, never runs them again). The
 * console's "failed notifications" list and the dashboard count read this.
 */
/**
 * Jobs that used every attempt, of the given tasks (all tasks when none are given), leaving
 * out the `except` ones (the console lists failed messages on a screen of their own).
 */
const failed = (tasks: string[] | undefined, except: string[] = []) => {
  const list = sql.param(tasks ?? null);
  return sql`attempts >= max_attempts AND (${list}::text[] IS NULL OR task_identifier = ANY(${list}::text[]))
             AND NOT (task_identifier = ANY(${sql.param(except)}::text[]))`;
};

export async function listFailedJobs(
  db: Db,
  { tasks, except, limit = 50 }: { tasks?: string[]; except?: string[]; limit?: number } = {},
): Promise<FailedJob[]> {
  const { rows } = await db.execute<FailedJob>(
    sql`SELECT id::text, task_identifier AS task, attempts, max_attempts, last_error,
               to_json(created_at)#>>'{}' AS created_at, to_json(updated_at)#>>'{}' AS updated_at
          FROM graphile_worker.jobs
         WHERE ${failed(tasks, except)}
         ORDER BY updated_at DESC LIMIT ${limit}`,
  );
  return rows;
}

export async function countFailedJobs(
  db: Db,
  { tasks }: { tasks?: string[] } = {},
): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE ${failed(tasks)}`,
  );
  return rows[0]?.n ?? 0;
}
