/**
 * A short-lived cache of rendered pages for anonymous visitors, per instance. A page rendered
 * for one visitor is reused for the next `ttlSeconds` (default 5 s, PAGE_CACHE_SECONDS), so a
 * content change shows within seconds while bursts of traffic render each page once.
 * Concurrent misses of one page share a single render. Only complete 200 responses without
 * Set-Cookie are kept; anything personal (a session cookie) is never looked up or stored.
 */
export type CachedPage = {
  status: number;
  headers: [string, string][];
  setCookies: string[];
  body: Buffer;
};

type Entry = { page: CachedPage; expires: number };

export function createPageCache({
  ttlSeconds,
  maxEntries = 500,
  now = () => Date.now(),
}: {
  ttlSeconds: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<CachedPage>>();
  const enabled = ttlSeconds > 0;

  const cacheable = (p: CachedPage) => p.status === 200 && p.setCookies.length === 0;

  /** The cached page for `key`, or the result of `render` (stored when cacheable). */
  async function get(
    key: string,
    render: () => Promise<CachedPage>,
  ): Promise<{ page: CachedPage; hit: boolean }> {
    if (!enabled) return { page: await render(), hit: false };
    const found = entries.get(key);
    if (found && found.expires > now()) return { page: found.page, hit: true };
    if (found) entries.delete(key);
    const inflight = pending.get(key);
    if (inflight) return { page: await inflight, hit: true };
    const job = render();
    pending.set(key, job);
    try {
      const page = await job;
      if (cacheable(page)) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { page, expires: now() + ttlSeconds * 1000 });
      }
      return { page, hit: false };
    } finally {
      pending.delete(key);
    }
  }

  return { enabled, get, size: () => entries.size, clear: () => entries.clear() };
}

/** Reads a rendered Fetch response into memory so it can be sent more than once. */
export async function bufferResponse(res: Response): Promise<CachedPage> {
  const headers: [string, string][] = [];
  for (const [key, value] of res.headers)
    if (key !== "set-cookie" && key !== "content-length") headers.push([key, value]);
  return {
    status: res.status,
    headers,
    setCookies: res.headers.getSetCookie(),
    body: res.body ? Buffer.from(await res.arrayBuffer()) : Buffer.alloc(0),
  };
}
