import type pg from "pg";

/** Wrong passwords or codes allowed before the delay starts. */
export const LOCK_AFTER = 5;
/** The first delay; each further failure doubles it, up to an hour. */
const BASE_SECONDS = 60;
const MAX_SECONDS = 3600;

export function lockSeconds(failures: number): number {
  if (failures < LOCK_AFTER) return 0;
  return Math.min(MAX_SECONDS, BASE_SECONDS * 2 ** (failures - LOCK_AFTER));
}

/**
 * Seconds until `email` may try again, or 0. Keyed by the address as typed (lower-cased),
 * whether an account has it or not, so the lockout answer reveals no account.
 */
export async function lockRemaining(pool: pg.Pool | pg.PoolClient, email: string): Promise<number> {
  const { rows } = await pool.query<{ s: number }>(
    `SELECT ceil(extract(epoch FROM locked_until - now()))::int AS s
       FROM staff_login_failures WHERE email = $1 AND locked_until > now()`,
    [email],
  );
  return rows[0]?.s ?? 0;
}

/**
 * Counts one failure (a count older than a day starts again) and sets the delay from the
 * fifth on. Atomic, so parallel guesses are all counted.
 */
export async function recordFailure(pool: pg.Pool | pg.PoolClient, email: string): Promise<number> {
  const { rows } = await pool.query<{ failures: number }>(
    `INSERT INTO staff_login_failures AS f (email, failures, last_failure_at) VALUES ($1, 1, now())
     ON CONFLICT (email) DO UPDATE SET
       failures = CASE WHEN f.last_failure_at < now() - interval '24 hours' THEN 1 ELSE f.failures + 1 END,
       last_failure_at = now()
     RETURNING failures`,
    [email],
  );
  const failures = rows[0]!.failures;
  const seconds = lockSeconds(failures);
  if (seconds > 0) {
    await pool.query(
      "UPDATE staff_login_failures SET locked_until = now() + make_interval(secs => $2) WHERE email = $1",
      [email, seconds],
    );
  }
  return failures;
}

/** A full sign-in, or an administrator's unlock, clears the count. */
export async function clearFailures(pool: pg.Pool | pg.PoolClient, email: string): Promise<void> {
  await pool.query("DELETE FROM staff_login_failures WHERE email = $1", [email]);
}
