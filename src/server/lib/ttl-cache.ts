/**
 * A small per-instance cache for public, anonymous answers that many visitors share (the home
 * payload). An entry lives `ttlSeconds`, so staff changes show within seconds; concurrent misses
 * of one key share a single computation. `ttlSeconds` 0 turns it off.
 */
export function createTtlCache<T>({
  ttlSeconds,
  maxEntries = 200,
  now = () => Date.now(),
}: {
  ttlSeconds: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, { value: T; expires: number }>();
  const pending = new Map<string, Promise<T>>();

  async function get(key: string, compute: () => Promise<T>): Promise<T> {
    if (ttlSeconds <= 0) return compute();
    const found = entries.get(key);
    if (found && found.expires > now()) return found.value;
    const inflight = pending.get(key);
    if (inflight) return inflight;
    const job = compute();
    pending.set(key, job);
    try {
      const value = await job;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, expires: now() + ttlSeconds * 1000 });
      return value;
    } finally {
      pending.delete(key);
    }
  }

  return { get, clear: () => entries.clear() };
}
