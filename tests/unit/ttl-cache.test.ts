import { describe, expect, it } from "vitest";
import { createTtlCache } from "../../src/server/lib/ttl-cache";

describe("short answer cache", () => {
  it("reuses a value within its lifetime and computes again after it", async () => {
    let clock = 0;
    let computed = 0;
    const cache = createTtlCache<number>({ ttlSeconds: 2, now: () => clock });
    const compute = async () => ++computed;
    expect(await cache.get("home:ar", compute)).toBe(1);
    clock = 1_900;
    expect(await cache.get("home:ar", compute)).toBe(1);
    expect(await cache.get("home:en", compute)).toBe(2);
    clock = 2_100;
    expect(await cache.get("home:ar", compute)).toBe(3);
  });

  it("shares one computation between concurrent misses and stays off at 0 s", async () => {
    let computed = 0;
    const slow = () => new Promise<number>((r) => setTimeout(() => r(++computed), 20));
    const cache = createTtlCache<number>({ ttlSeconds: 5 });
    expect(
      await Promise.all([cache.get("k", slow), cache.get("k", slow), cache.get("k", slow)]),
    ).toEqual([1, 1, 1]);
    const off = createTtlCache<number>({ ttlSeconds: 0 });
    await off.get("k", slow);
    await off.get("k", slow);
    expect(computed).toBe(3);
  });

  it("does not keep a failed computation", async () => {
    const cache = createTtlCache<number>({ ttlSeconds: 5 });
    await expect(cache.get("k", () => Promise.reject(new Error("db down")))).rejects.toThrow(
      "db down",
    );
    expect(await cache.get("k", async () => 7)).toBe(7);
  });

  it("does not store an answer computed before a purge, nor share it with later callers", async () => {
    let release!: (v: string) => void;
    const cache = createTtlCache<string>({ ttlSeconds: 5 });
    const old = cache.get("home", () => new Promise<string>((r) => (release = r)));
    cache.clear();
    const fresh = cache.get("home", async () => "new");
    release("old");
    expect(await old).toBe("old");
    expect(await fresh).toBe("new");
    expect(await cache.get("home", async () => "recomputed")).toBe("new");
    expect(cache.size()).toBe(1);
  });

  it("does not store an answer that was still being computed when the cache was purged", async () => {
    let release!: (v: string) => void;
    const cache = createTtlCache<string>({ ttlSeconds: 5 });
    const old = cache.get("home", () => new Promise<string>((r) => (release = r)));
    cache.clear();
    release("old");
    expect(await old).toBe("old");
    expect(cache.size()).toBe(0);
    expect(await cache.get("home", async () => "new")).toBe("new");
  });
});
