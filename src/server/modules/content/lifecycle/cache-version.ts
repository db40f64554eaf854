import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../../db/client";

/**
 * The content cache version (ADR 0041): one row in PostgreSQL, bumped (with a NOTIFY on
 * `content_cache`) by every publish, unpublish, delete and edit of published content, in the
 * transaction of the change. Each instance reads it every `CONTENT_CACHE_POLL_MS` and drops its
 * page and API caches when it moved, so a change shows on every instance within seconds, not
 * after each cache's own lifetime.
 */
export async function bumpContentCache(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`SELECT content_cache_bump()`);
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
  /** Reads the version now (tests; the poll does it on its own). */
  check: () => Promise<void>;
  stop: () => void;
};

export function watchContentCache(
  db: Db,
  { intervalMs, onError }: { intervalMs: number; onError?: (e: unknown) => void },
): ContentCacheWatcher {
  const listeners = new Set<() => void>();
  let known: string | null = null;
  let running = false;
  const check = async () => {
    if (running) return;
    running = true;
    try {
      const version = await readContentCacheVersion(db);
      if (known !== null && version !== known) for (const fn of listeners) fn();
      known = version;
    } catch (e) {
      onError?.(e);
    } finally {
      running = false;
    }
  };
  const timer = intervalMs > 0 ? setInterval(() => void check(), intervalMs) : null;
  timer?.unref();
  void check();
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
