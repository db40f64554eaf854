import { describe, expect, it } from "vitest";
import { watchVersion } from "../../src/server/modules/content/lifecycle/cache-version";

// The content version's watcher: a check asked for while the poll's read is under way (a read
// that may have begun before the caller's change committed) waits for a read of its own, and
// the caches are dropped when that read finds the version moved.

/** A version store whose reads answer only when the test lets them. */
function slowStore(initial: string) {
  let version = initial;
  const waiting: (() => void)[] = [];
  let reads = 0;
  return {
    set: (v: string) => void (version = v),
    reads: () => reads,
    /** Lets the oldest waiting read answer with the version it started with. */
    answer: () => waiting.shift()?.(),
    read: () => {
      reads++;
      const seen = version;
      return new Promise<string>((resolve) => waiting.push(() => resolve(seen)));
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the content version's check", () => {
  it("waits for a read that starts after it when one is under way, and drops the caches", async () => {
    const store = slowStore("1");
    const watcher = watchVersion(store.read, { intervalMs: 0 });
    let drops = 0;
    watcher.subscribe(() => drops++);
    // The first read (the poll's, started with the watcher) is still under way...
    expect(store.reads()).toBe(1);
    // ...when a save commits and asks for a check.
    store.set("2");
    let checked = false;
    const both = [watcher.check(), watcher.check()].map((p) => p.then(() => (checked = true)));
    store.answer();
    await tick();
    // The read under way saw the old version: the check is not over yet.
    expect(checked).toBe(false);
    expect(store.reads()).toBe(2);
    store.answer();
    await Promise.all(both);
    expect(drops).toBe(1);
    // The two checks asked during one read shared the next one.
    expect(store.reads()).toBe(2);
    watcher.stop();
  });

  it("reads at once when nothing is under way, and drops nothing if the version did not move", async () => {
    const store = slowStore("5");
    const watcher = watchVersion(store.read, { intervalMs: 0 });
    let drops = 0;
    watcher.subscribe(() => drops++);
    store.answer();
    await tick();
    const check = watcher.check();
    expect(store.reads()).toBe(2);
    store.answer();
    await check;
    expect(drops).toBe(0);
    watcher.stop();
  });
});
