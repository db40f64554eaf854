import { createTtlCache } from "./ttl-cache";

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

/** A page is kept only when complete and impersonal: a 200 without Set-Cookie. */
const cacheable = (p: CachedPage) => p.status === 200 && p.setCookies.length === 0;

export function createPageCache(options: {
  ttlSeconds: number;
  maxEntries?: number;
  now?: () => number;
}) {
  const cache = createTtlCache<CachedPage>({ maxEntries: 500, ...options, keep: cacheable });

  /** The cached page for `key`, or the result of `render` (stored when cacheable). */
  async function get(
    key: string,
    render: () => Promise<CachedPage>,
  ): Promise<{ page: CachedPage; hit: boolean }> {
    const { value, hit } = await cache.lookup(key, render);
    return { page: value, hit };
  }

  return { enabled: cache.enabled, get, size: cache.size, clear: cache.clear, drop: cache.drop };
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
