import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";

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
export async function lockRemaining(db: DbOrTx, email: string): Promise<number> {
  const { rows } = await db.execute<{ s: number }>(
    sql`SELECT ceil(extract(epoch FROM locked_until - now()))::int AS s
          FROM staff_login_failures WHERE email = ${email} AND locked_until > now()`,
  );
  return rows[0]?.s ?? 0;
}

/**
 * Counts one failure (a count older than a day starts again) and sets the delay from the
 * fifth on. Atomic, so parallel guesses are all counted.
 */
export async function recordFailure(db: DbOrTx, email: string): Promise<number> {
  const { rows } = await db.execute<{ failures: number }>(
    sql`INSERT INTO staff_login_failures AS f (email, failures, last_failure_at) VALUES (${email}, 1, now())
        ON CONFLICT (email) DO UPDATE SET
          failures = CASE WHEN f.last_failure_at < now() - interval '24 hours' THEN 1 ELSE f.failures + 1 END,
          last_failure_at = now()
        RETURNING failures`,
  );
  const failures = rows[0]!.failures;
  const seconds = lockSeconds(failures);
  if (seconds > 0) {
    await db.execute(
      sql`UPDATE staff_login_failures SET locked_until = now() + make_interval(secs => ${seconds})
           WHERE email = ${email}`,
    );
  }
  return failures;
}

/** A full sign-in, or an administrator's unlock, clears the count. */
export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.execute(sql`DELETE FROM staff_login_failures WHERE email = ${email}`);
}
