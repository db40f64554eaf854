import type pg from "pg";

export type RateResult = {
  allowed: boolean;
  /** Events counted in the sliding window, rounded up (what a limiter compares with its max). */
  count: number;
  /** When refused: seconds until a new event would be allowed. Otherwise: until this window ends. */
  retryAfterSeconds: number;
};

/**
 * Counts one event for `key` and says whether it is within `limit` per `windowSeconds`, over a
 * sliding window: the count of the current fixed window plus the previous window's count
 * weighted by how much of it the sliding window still covers (so 2 x limit can never pass
 * across a window edge, as it could with fixed windows). The counters live in PostgreSQL, so
 * every instance shares them; one statement per event (an atomic upsert of the current window
 * that also reads the previous one), no read-then-write race. `rate_counters` is an unlogged
 * table (0009): no WAL to flush per request; a database crash forgets the counts.
 */
export async function consumeRate({
  pool,
  key,
  limit,
  windowSeconds,
  now = new Date(),
}: {
  pool: pg.Pool | pg.PoolClient;
  key: string;
  limit: number;
  windowSeconds: number;
  now?: Date;
}): Promise<RateResult> {
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const { rows } = await pool.query<{ count: number; previous: number }>({
    // Prepared once per connection: this runs on every API call.
    name: "rate-counter-consume",
    text: `WITH cur AS (
       INSERT INTO rate_counters AS c (key, window_start, count, expires_at)
       VALUES ($1, $2, 1, $2::timestamptz + make_interval(secs => 2 * $4::double precision))
       ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
       RETURNING count
     )
     SELECT (SELECT count FROM cur) AS count,
            coalesce((SELECT count FROM rate_counters WHERE key = $1 AND window_start = $3), 0) AS previous`,
    values: [key, new Date(startMs), new Date(startMs - windowMs), windowSeconds],
  });
  const count = rows[0]?.count ?? 1;
  const previous = rows[0]?.previous ?? 0;
  return slidingWindow({ count, previous, limit, windowMs, elapsedMs: now.getTime() - startMs });
}

/** The sliding-window decision from the two fixed-window counts (pure; see consumeRate). */
export function slidingWindow({
  count,
  previous,
  limit,
  windowMs,
  elapsedMs,
}: {
  count: number;
  previous: number;
  limit: number;
  windowMs: number;
  elapsedMs: number;
}): RateResult {
  const covered = 1 - elapsedMs / windowMs;
  const estimate = previous * covered + count;
  const allowed = estimate <= limit;
  const untilWindowEnd = windowMs - elapsedMs;
  let waitMs = untilWindowEnd;
  if (!allowed) {
    // Without further events the estimate falls as the previous window slides out, and then
    // the current one: the first moment it is back under the limit.
    waitMs =
      count > limit
        ? untilWindowEnd + windowMs * (1 - limit / count)
        : windowMs * (1 - (limit - count) / previous) - elapsedMs;
  }
  return {
    allowed,
    count: Math.ceil(estimate - 1e-9),
    retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
  };
}

/**
 * Drops counters whose windows no longer matter (each row expires two windows after it
 * starts). Every instance runs it now and then; concurrent runs are harmless.
 */
export async function pruneRateCounters(pool: pg.Pool): Promise<number> {
  const { rowCount } = await pool.query("DELETE FROM rate_counters WHERE expires_at < now()");
  return rowCount ?? 0;
}

/** Prunes at start and then every `everyMs`; returns the function that stops it. */
export function startRateCounterPruning(
  pool: pg.Pool,
  onError: (error: Error) => void,
  everyMs = 60_000,
): () => void {
  const run = () => void pruneRateCounters(pool).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A store for `@fastify/rate-limit` that counts in PostgreSQL through `consumeRate`, so N
 * instances share one limit per client. `prefix` keeps its keys apart from the other limits.
 */
export function postgresRateStore(pool: pg.Pool, prefix: string) {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  return class PostgresRateStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      consumeRate({ pool, key: `${prefix}:${key}`, limit: max, windowSeconds: timeWindow / 1000 })
        .then((r) => callback(null, { current: r.count, ttl: r.retryAfterSeconds * 1000 }))
        .catch((error: Error) => callback(error));
    }
    child() {
      return new PostgresRateStore();
    }
  };
}
