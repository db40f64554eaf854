import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db, DbOrTx } from "../db/client";

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
  const counted = countEvent({ key, windowSeconds, now });
  const { rows } = await db.execute<{ count: number; previous: number }>(counted.statement);
  return counted.decide(rows[0], limit);
}

/**
 * The counting statement and the decision it feeds, shared by `consumeRate` (any client or
 * transaction) and the API limiter's store (a statement prepared once per connection).
 */
function countEvent({
  key,
  windowSeconds,
  now,
}: {
  key: string;
  windowSeconds: number;
  now: Date;
}) {
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const start = new Date(startMs);
  const statement = sql`WITH cur AS (
       INSERT INTO rate_counters AS c (key, window_start, count, expires_at)
       VALUES (${key}, ${start}, 1, ${start}::timestamptz + make_interval(secs => 2 * ${windowSeconds}::double precision))
       ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + 1
       RETURNING count
     )
     SELECT (SELECT count FROM cur) AS count,
            coalesce((SELECT count FROM rate_counters
                       WHERE key = ${key} AND window_start = ${new Date(startMs - windowMs)}), 0) AS previous`;
  const decide = (row: { count: number; previous: number } | undefined, limit: number) =>
    slidingWindow({
      count: row?.count ?? 1,
      previous: row?.previous ?? 0,
      limit,
      windowMs,
      elapsedMs: now.getTime() - startMs,
    });
  return { statement, decide };
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
export async function pruneRateCounters(db: Db): Promise<number> {
  const { rowCount } = await db.execute(sql`DELETE FROM rate_counters WHERE expires_at < now()`);
  return rowCount ?? 0;
}

/** Prunes at start and then every `everyMs`; returns the function that stops it. */
export function startRateCounterPruning(
  db: Db,
  onError: (error: Error) => void,
  everyMs = 60_000,
): () => void {
  const run = () => void pruneRateCounters(db).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A store for `@fastify/rate-limit` that counts in PostgreSQL through `consumeRate`, so N
 * instances share one limit per client. `prefix` keeps its keys apart from the other limits.
 */
export function postgresRateStore(db: Db, prefix: string) {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  const dialect = new PgDialect();
  return class PostgresRateStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const counted = countEvent({
        key: `${prefix}:${key}`,
        windowSeconds: timeWindow / 1000,
        now: new Date(),
      });
      const { sql: text, params } = dialect.sqlToQuery(counted.statement);
      // Prepared once per connection (the statement's text never changes): this runs on every API call.
      db.$client
        .query<{ count: number; previous: number }>({
          name: "rate-counter-consume",
          text,
          values: params,
        })
        .then(({ rows }) => {
          const r = counted.decide(rows[0], max);
          callback(null, { current: r.count, ttl: r.retryAfterSeconds * 1000 });
        })
        .catch((error: Error) => callback(error));
    }
    child() {
      return new PostgresRateStore();
    }
  };
}
