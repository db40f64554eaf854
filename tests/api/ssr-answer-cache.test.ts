import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { internalApi, isSharedAnswerCall } from "../../src/server/ssr";
import { useTestApp } from "../helpers/app";

// The short answer window on, as in production (the other files turn it off).
const ctx = useTestApp({ apiCacheSeconds: 60 });

/** Server rendering's shared answers (ssr.ts `SHARED_ANSWER_CALLS`, ADR 0060). */
describe("in-process answers shared between renders", () => {
  it("answers a public content call from the window without calling the route again", async () => {
    const api = internalApi(ctx.app);
    const inject = vi.spyOn(ctx.app, "inject");
    const first = await api("/website/news/show/2", {}, { lang: "en" });
    expect(first.ok).toBe(true);
    expect(inject).toHaveBeenCalledTimes(1);
    const again = await internalApi(ctx.app, "a-member-session-token-0123456789")(
      "/website/news/show/2",
      {},
      { lang: "en" },
    );
    expect(inject).toHaveBeenCalledTimes(1);
    expect(again).toEqual(first);
    // Another language, another body: answers of their own.
    await api("/website/news/show/2", {}, { lang: "ar" });
    await api("/website/news", { page: 1 }, { lang: "en" });
    await api("/website/news", { page: 2 }, { lang: "en" });
    expect(inject).toHaveBeenCalledTimes(4);
    // Shared between renders, so frozen outside production: a loader cannot change it.
    expect(Object.isFrozen(first.ok ? first.results : null)).toBe(true);
    inject.mockRestore();
  });

  it("drops the answers when published content changes", async () => {
    const api = internalApi(ctx.app);
    const before = await api("/website/news/show/2", {}, { lang: "es" });
    expect(before.ok).toBe(true);
    await ctx.db.execute(sql`SELECT content_cache_bump()`);
    await ctx.app.contentCache.check();
    const inject = vi.spyOn(ctx.app, "inject");
    await api("/website/news/show/2", {}, { lang: "es" });
    expect(inject).toHaveBeenCalledTimes(1);
    inject.mockRestore();
  });

  it("keeps no error, nothing personal and no live data", async () => {
    const api = internalApi(ctx.app);
    const inject = vi.spyOn(ctx.app, "inject");
    for (let i = 0; i < 2; i++) {
      const missing = await api("/website/news/show/999999", {}, { lang: "en" });
      expect(missing.status).toBe(404);
    }
    expect(inject).toHaveBeenCalledTimes(2);
    inject.mockRestore();
    expect(isSharedAnswerCall("/website/user")).toBe(false);
    expect(isSharedAnswerCall("/reservations/events")).toBe(false);
    expect(isSharedAnswerCall("/website/matches")).toBe(false);
    expect(isSharedAnswerCall("/website/news/show/2")).toBe(true);
    expect(isSharedAnswerCall("/website/news/show/2/x")).toBe(false);
    expect(isSharedAnswerCall("/settings")).toBe(true);
  });
});
