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
 * transaction) and the API limiter's store (a statement prepared once per connection). The
 * statement counts `events` at once (the store's batch, below); `decide(row, limit, nth)` is the
 * decision for the batch's `nth` event (1-based), as if each had been counted on its own in turn.
 */
function countEvent({
  key,
  windowSeconds,
  now,
  events = 1,
}: {
  key: string;
  windowSeconds: number;
  now: Date;
  events?: number;
}) {
  const windowMs = windowSeconds * 1000;
  const startMs = Math.floor(now.getTime() / windowMs) * windowMs;
  const start = new Date(startMs);
  const statement = sql`WITH cur AS (
       INSERT INTO rate_counters AS c (key, window_start, count, expires_at)
       VALUES (${key}, ${start}, ${events}::int, ${start}::timestamptz + make_interval(secs => 2 * ${windowSeconds}::double precision))
       ON CONFLICT (key, window_start) DO UPDATE SET count = c.count + EXCLUDED.count
       RETURNING count
     )
     SELECT (SELECT count FROM cur) AS count,
            coalesce((SELECT count FROM rate_counters
                       WHERE key = ${key} AND window_start = ${new Date(startMs - windowMs)}), 0) AS previous`;
  const decide = (
    row: { count: number; previous: number } | undefined,
    limit: number,
    nth = events,
  ) =>
    slidingWindow({
      count: (row?.count ?? events) - events + nth,
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
 * A store for `@fastify/rate-limit` that counts in PostgreSQL, so N instances share one limit per
 * client. `prefix` keeps its keys apart from the other limits.
 *
 * One statement per client at a time on each instance: the calls of a client that arrive while
 * its count is on its way to the database wait and are counted together by the next statement
 * (`count + n`), each then decided by its place in that batch, exactly as if counted one by one.
 * Every call is in the database before it is let through, so instances still share one exact
 * count; a burst from one address (a seat rush behind one proxy) costs a few statements instead
 * of one per call, and its calls no longer queue on the counter's row lock.
 */
export function postgresRateStore(db: Db, prefix: string) {
  type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
  type Waiting = { callback: Callback; max: number };
  const dialect = new PgDialect();
  /** Per key: the calls waiting for the next statement (present while one is on its way). */
  const queues = new Map<string, Waiting[]>();

  const send = (key: string, windowSeconds: number, batch: Waiting[]) => {
    const counted = countEvent({ key, windowSeconds, now: new Date(), events: batch.length });
    const { sql: text, params } = dialect.sqlToQuery(counted.statement);
    const next = () => {
      const waiting = queues.get(key)!;
      if (waiting.length) {
        queues.set(key, []);
        send(key, windowSeconds, waiting);
      } else queues.delete(key);
    };
    // Prepared once per connection (the statement's text never changes): this runs on every API call.
    db.$client
      .query<{ count: number; previous: number }>({
        name: "rate-counter-consume",
        text,
        values: params,
      })
      .then(
        ({ rows }) => {
          next();
          batch.forEach(({ callback, max }, i) => {
            const r = counted.decide(rows[0], max, i + 1);
            callback(null, { current: r.count, ttl: r.retryAfterSeconds * 1000 });
          });
        },
        (error: Error) => {
          next();
          for (const { callback } of batch) callback(error);
        },
      );
  };

  return class PostgresRateStore {
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      const full = `${prefix}:${key}`;
      const waiting = queues.get(full);
      if (waiting) waiting.push({ callback, max });
      else {
        queues.set(full, []);
        send(full, timeWindow / 1000, [{ callback, max }]);
      }
    }
    child() {
      return new PostgresRateStore();
    }
  };
}
