import { describe, expect, it } from "vitest";
import type { LoadContext } from "../../src/shared/api";
import { recordLoader } from "../../src/web/site/lib/record-route";
import { siteRoutes } from "../../src/web/site/routes";

/** A context whose API answers `answer` and remembers each call's path and language. */
function fakeContext(answer: { ok: boolean; status: number; results?: unknown }) {
  const calls: Array<{ path: string; lang?: string }> = [];
  const api = (async (path: string, _body?: unknown, options?: { lang?: string }) => {
    calls.push({ path, lang: options?.lang });
    return answer;
  }) as unknown as LoadContext["api"];
  return { calls, context: { api, origin: "http://127.0.0.1" } satisfies LoadContext };
}

const loader = recordLoader("match", "/website/matches/show/:id");

describe("record screens' loader", () => {
  it("calls the show route with the address's id in the address's language", async () => {
    const { calls, context } = fakeContext({ ok: true, status: 200, results: { id: 7 } });
    const request = new Request("http://127.0.0.1/en/matches/show/7");
    expect(await loader({ params: { id: "7" }, request, context })).toEqual({ match: { id: 7 } });
    expect(calls).toEqual([{ path: "/website/matches/show/7", lang: "en" }]);
  });

  it("answers null when the call failed, and the 404 page for no such record or a bad id", async () => {
    const request = new Request("http://127.0.0.1/matches/show/7");
    const failed = fakeContext({ ok: false, status: 500 }).context;
    expect(await loader({ params: { id: "7" }, request, context: failed })).toEqual({
      match: null,
    });
    const missing = fakeContext({ ok: false, status: 404 }).context;
    await expect(loader({ params: { id: "7" }, request, context: missing })).rejects.toMatchObject({
      init: { status: 404 },
    });
    const { calls, context } = fakeContext({ ok: true, status: 200, results: {} });
    await expect(loader({ params: { id: "x" }, request, context })).rejects.toMatchObject({
      init: { status: 404 },
    });
    expect(calls).toEqual([]);
  });
});

describe("site routes", () => {
  it("registers every screen of the table under the optional language segment", () => {
    const screens = siteRoutes[0]?.children ?? [];
    const byId = new Map(screens.map((r) => [r.id, r]));
    expect(byId.get("read-social")).toMatchObject({
      path: ":langPrefix?/social-responsibility/read/:id/:title?",
      file: "site/routes/content/social-read.tsx",
    });
    expect(byId.get("event")).toMatchObject({ file: "site/routes/events/event.tsx" });
    // Polls keep their place before matches (equal rank: the earlier entry wins).
    const ids = screens.map((r) => r.id);
    expect(ids.indexOf("set-custom-update-key")).toBeLessThan(ids.indexOf("results"));
    expect(ids.at(-1)).toBe("dynamic-page");
  });
});
