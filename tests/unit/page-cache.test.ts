import { describe, expect, it } from "vitest";
import { bufferResponse, createPageCache, type CachedPage } from "../../src/server/lib/page-cache";

const page = (body: string, extra: Partial<CachedPage> = {}): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html"]],
  setCookies: [],
  body: Buffer.from(body),
  ...extra,
});

describe("page cache", () => {
  it("reuses a page until it expires, then renders the new content", async () => {
    let clock = 0;
    let version = 1;
    const cache = createPageCache({ ttlSeconds: 5, now: () => clock });
    const render = async () => page(`v${version}`);
    expect((await cache.get("/news", render)).hit).toBe(false);
    version = 2;
    const cached = await cache.get("/news", render);
    expect(cached).toMatchObject({ hit: true });
    expect(cached.page.body.toString()).toBe("v1");
    clock = 5001;
    const fresh = await cache.get("/news", render);
    expect(fresh.hit).toBe(false);
    expect(fresh.page.body.toString()).toBe("v2");
  });

  it("renders once for concurrent misses of the same page", async () => {
    let renders = 0;
    const cache = createPageCache({ ttlSeconds: 5 });
    const render = async () => {
      renders++;
      await new Promise((r) => setTimeout(r, 20));
      return page("x");
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.get("/", render)));
    expect(renders).toBe(1);
    expect(results.every((r) => r.page.body.toString() === "x")).toBe(true);
  });

  it("never keeps errors, redirects or responses that set cookies, and does nothing when off", async () => {
    const cache = createPageCache({ ttlSeconds: 5 });
    await cache.get("/a", async () => page("", { status: 404 }));
    await cache.get("/b", async () => page("", { status: 302 }));
    await cache.get("/c", async () => page("x", { setCookies: ["lang=en"] }));
    expect(cache.size()).toBe(0);
    const off = createPageCache({ ttlSeconds: 0 });
    let renders = 0;
    await off.get("/", async () => (renders++, page("x")));
    await off.get("/", async () => (renders++, page("x")));
    expect(renders).toBe(2);
  });

  it("drops the oldest page beyond its size", async () => {
    const cache = createPageCache({ ttlSeconds: 5, maxEntries: 2 });
    for (const k of ["/1", "/2", "/3"]) await cache.get(k, async () => page(k));
    expect(cache.size()).toBe(2);
    expect((await cache.get("/1", async () => page("again"))).hit).toBe(false);
  });

  it("buffers a fetch response with its headers and cookies apart", async () => {
    const res = new Response("hello", {
      status: 200,
      headers: [
        ["content-type", "text/html"],
        ["set-cookie", "a=1"],
      ],
    });
    const p = await bufferResponse(res);
    expect(p.body.toString()).toBe("hello");
    expect(p.setCookies).toEqual(["a=1"]);
    expect(p.headers.find(([k]) => k === "set-cookie")).toBeUndefined();
  });
});
