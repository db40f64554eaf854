import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db, DbOrTx } from "../../../db/client";

/** Bumps made by this process (committed or not): a request during which it moved may have made one. */
let bumps = 0;

/**
 * The content cache version (ADR 0041): one row in PostgreSQL, bumped (with a NOTIFY on
 * `content_cache`) by every publish, unpublish, delete and edit of published content, in the
 * transaction of the change. Each instance reads it every `CONTENT_CACHE_POLL_MS` and drops its
 * page and API caches when it moved, so a change shows on every instance within seconds, not
 * after each cache's own lifetime. The instance that made the change reads it before it answers
 * (`checkAfterOwnBumps`): its own next request shows the change.
 */
export async function bumpContentCache(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT content_cache_bump()`);
  bumps++;
}

/**
 * A write (any call but GET and HEAD) during which this process bumped the content version
 * reads the version again before it answers, its transaction committed: the caches of this
 * instance are dropped then, so the next request (the events list or Home after a staff save)
 * shows the change instead of waiting for the next poll. Other instances still learn it from
 * their poll. A bump by another request at the same moment costs one more read, no more.
 */
export function checkAfterOwnBumps(app: FastifyInstance): void {
  const atStart = new WeakMap<FastifyRequest, number>();
  // Callback hooks: every call (the public API's POSTs too) passes here, most with nothing to do.
  app.addHook("onRequest", (req, _reply, done) => {
    if (req.method !== "GET" && req.method !== "HEAD") atStart.set(req, bumps);
    done();
  });
  app.addHook("onSend", (req, _reply, payload, done) => {
    const before = atStart.get(req);
    if (before === undefined || before === bumps) return done(null, payload);
    void app.contentCache.check().then(() => done(null, payload));
  });
}

export async function readContentCacheVersion(db: DbOrTx): Promise<string> {
  const { rows } = await db.execute<{ version: string }>(
    sql`SELECT version::text AS version FROM content_cache_version`,
  );
  return rows[0]?.version ?? "0";
}

export type ContentCacheWatcher = {
  /** Calls `fn` whenever the version moves; answers the unsubscribe. */
  subscribe: (fn: () => void) => () => void;
  /**
   * Reads the version and drops the caches if it moved; resolves once a read that started after
   * the call has ended (one under way may have begun before the caller's change committed).
   */
  check: () => Promise<void>;
  stop: () => void;
};

type WatchOptions = { intervalMs: number; onError?: (e: unknown) => void };

export function watchContentCache(db: Db, options: WatchOptions): ContentCacheWatcher {
  return watchVersion(() => readContentCacheVersion(db), options);
}

/** The watcher around any way of reading the version (the database's; a test's own). */
export function watchVersion(
  readVersion: () => Promise<string>,
  { intervalMs, onError }: WatchOptions,
): ContentCacheWatcher {
  const listeners = new Set<() => void>();
  let known: string | null = null;
  // The read under way, and the one that follows it for the callers who came during it.
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  const read = async () => {
    try {
      const version = await readVersion();
      if (known !== null && version !== known) for (const fn of listeners) fn();
      known = version;
    } catch (e) {
      onError?.(e);
    }
  };
  const start = () =>
    (current = read().finally(() => {
      current = null;
    }));
  const check = (): Promise<void> => {
    if (!current) return start();
    next ??= current.then(() => {
      next = null;
      return check();
    });
    return next;
  };
  // The poll skips a beat while a read is under way.
  const poll = () => {
    if (!current) void start();
  };
  const timer = intervalMs > 0 ? setInterval(poll, intervalMs) : null;
  timer?.unref();
  poll();
  return {
    subscribe: (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    check,
    stop: () => {
      if (timer) clearInterval(timer);
      listeners.clear();
    },
  };
}
