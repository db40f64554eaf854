/**
 * A small per-instance cache for public, anonymous answers that many visitors share (the home
 * payload, rendered pages). An entry lives `ttlSeconds`, so staff changes show within seconds;
 * concurrent misses of one key share a single computation. `ttlSeconds` 0 turns it off. `keep`
 * says which answers may be stored (all by default). `clear()` starts a new generation: a
 * computation begun before it neither stores its answer nor is shared with later callers, so a
 * purge is never undone by an old answer arriving late.
 */
export function createTtlCache<T>({
  ttlSeconds,
  maxEntries = 200,
  now = () => Date.now(),
  keep = () => true,
}: {
  ttlSeconds: number;
  maxEntries?: number;
  now?: () => number;
  keep?: (value: T) => boolean;
}) {
  const entries = new Map<string, { value: T; expires: number }>();
  const pending = new Map<string, Promise<T>>();
  const enabled = ttlSeconds > 0;
  let generation = 0;

  /** The value for `key` and whether it came from the cache or a computation already running. */
  async function lookup(
    key: string,
    compute: () => Promise<T>,
  ): Promise<{ value: T; hit: boolean }> {
    if (!enabled) return { value: await compute(), hit: false };
    const found = entries.get(key);
    if (found && found.expires > now()) return { value: found.value, hit: true };
    if (found) entries.delete(key);
    const inflight = pending.get(key);
    if (inflight) return { value: await inflight, hit: true };
    const startedIn = generation;
    const job = compute();
    pending.set(key, job);
    try {
      const value = await job;
      if (startedIn === generation && keep(value)) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expires: now() + ttlSeconds * 1000 });
      }
      return { value, hit: false };
    } finally {
      if (pending.get(key) === job) pending.delete(key);
    }
  }

  return {
    enabled,
    lookup,
    get: async (key: string, compute: () => Promise<T>) => (await lookup(key, compute)).value,
    size: () => entries.size,
    clear: () => {
      generation++;
      entries.clear();
      pending.clear();
    },
    /**
     * Drops the entries whose key `match` names, and (as `clear`) keeps any computation begun
     * before from storing its answer: it may have read what just changed.
     */
    drop: (match: (key: string) => boolean) => {
      generation++;
      for (const key of [...entries.keys()]) if (match(key)) entries.delete(key);
      for (const key of [...pending.keys()]) if (match(key)) pending.delete(key);
    },
  };
}
