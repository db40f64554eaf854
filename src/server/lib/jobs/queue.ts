import type pg from "pg";

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
 * Enqueues a job on `client`, which should be the transaction that writes the record causing
 * it: the job exists exactly when that record does (a rollback removes both). Uses
 * graphile-worker's own SQL function, so no second connection is involved (ADR 0024).
 */
export async function addJob(
  client: pg.PoolClient | pg.Pool,
  name: JobName,
  payload: Record<string, unknown>,
  opts: AddJobOptions = {},
): Promise<string> {
  const { rows } = await client.query<{ id: string }>(
    `SELECT (graphile_worker.add_job(
        identifier => $1, payload => $2::json, queue_name => $3, run_at => $4,
        max_attempts => $5, job_key => $6)).id::text AS id`,
    [
      name,
      JSON.stringify(payload),
      opts.queueName ?? null,
      opts.runAt ?? null,
      opts.maxAttempts ?? 10,
      opts.jobKey ?? null,
    ],
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
export async function listFailedJobs(
  pool: pg.Pool,
  { tasks, limit = 50 }: { tasks?: string[]; limit?: number } = {},
): Promise<FailedJob[]> {
  const { rows } = await pool.query<FailedJob>(
    `SELECT id::text, task_identifier AS task, attempts, max_attempts, last_error,
            to_json(created_at)#>>'{}' AS created_at, to_json(updated_at)#>>'{}' AS updated_at
       FROM graphile_worker.jobs
      WHERE attempts >= max_attempts AND ($1::text[] IS NULL OR task_identifier = ANY($1))
      ORDER BY updated_at DESC LIMIT $2`,
    [tasks ?? null, limit],
  );
  return rows;
}

export async function countFailedJobs(
  pool: pg.Pool,
  { tasks }: { tasks?: string[] } = {},
): Promise<number> {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM graphile_worker.jobs
      WHERE attempts >= max_attempts AND ($1::text[] IS NULL OR task_identifier = ANY($1))`,
    [tasks ?? null],
  );
  return rows[0]?.n ?? 0;
}
