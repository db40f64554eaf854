import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../db/client";

export type RateResult = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * Counts one event for `key` in the current fixed window and says whether it is within
 * `limit`. The counter lives in PostgreSQL, so every instance shares it, and the increment is
 * a single atomic upsert (no read-then-write race).
 */
export async function consumeRate({
  db,
  key,
  limit,
  windowSeconds,
  now = new Date(),
}: {
  db: DbOrTx;
  key: string;
  limit: number;
  windowSeconds: number;
  now?: Date;
}): Promise<RateResult> {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const { rows } = await db.execute<{
    count: number;
  }>(sql`INSERT INTO rate_counters (key, window_start, count) VALUES (${key}, ${start}, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
     RETURNING count`);
  const count = rows[0]?.count ?? 1;
  const retryAfterSeconds = Math.ceil((start.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: count <= limit, count, retryAfterSeconds };
}

/** Reads the current count without counting (for "how many failures so far" rules). */
export async function peekRate({
  db,
  key,
  windowSeconds,
  now = new Date(),
}: {
  db: DbOrTx;
  key: string;
  windowSeconds: number;
  now?: Date;
}): Promise<number> {
  const windowMs = windowSeconds * 1000;
  const start = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const { rows } = await db.execute<{ count: number }>(
    sql`SELECT count FROM rate_counters WHERE key = ${key} AND window_start = ${start}`,
  );
  return rows[0]?.count ?? 0;
}

/** Old windows are of no use; called now and then (e.g. at start-up). */
export async function pruneRateCounters(db: Db, olderThanSeconds = 2 * 86_400): Promise<void> {
  await db.execute(
    sql`DELETE FROM rate_counters WHERE window_start < now() - make_interval(secs => ${olderThanSeconds})`,
  );
}
