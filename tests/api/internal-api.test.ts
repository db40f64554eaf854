import { describe, expect, it, vi } from "vitest";
import { internalApi } from "../../src/server/ssr";
import { call, useTestApp } from "../helpers/app";

const ctx = useTestApp();

/** Server rendering's in-process calls (ssr.ts `internalApi`): same answers as over HTTP. */
describe("in-process calls of server rendering", () => {
  it("answer what the browser gets, checked by the contract, without a JSON round trip", async () => {
    const api = internalApi(ctx.app);
    const parse = vi.spyOn(JSON, "parse");
    const calls = [
      ["/settings", {}],
      ["/website/pages", { limitedBy: -1 }],
      ["/website/partners", {}],
      ["/website/news", { page: 1 }],
      ["/website/home", {}],
    ] as const;
    for (const [path, body] of calls) {
      parse.mockClear();
      const got = await api(path, body as never, { lang: "en" });
      // The answer object came from the route as it is: no answer envelope was parsed back.
      const parsedAnswers = parse.mock.calls.filter(([text]) => text.startsWith('{"results"'));
      expect(parsedAnswers, path).toEqual([]);
      expect(got.ok, path).toBe(true);
      const http = await call(ctx.app, path, body, { lang: "en" });
      expect(http.status, path).toBe(200);
      // The same data as the JSON the browser reads (dates and the like already strings).
      expect(JSON.parse(JSON.stringify(got.ok ? got.results : null)), path).toEqual(
        http.body.results,
      );
    }
    parse.mockRestore();
  });

  it("still answers errors with their status and localized message", async () => {
    const api = internalApi(ctx.app);
    const missing = await api("/website/news/show/999999", {}, { lang: "en" });
    expect(missing.ok).toBe(false);
    expect(missing.status).toBe(404);
    const invalid = await api("/website/news", { page: "x" } as never, { lang: "en" });
    expect(invalid.ok).toBe(false);
    expect(invalid.status).toBe(422);
    expect(invalid.ok ? null : invalid.error).toMatchObject({ code: expect.any(String) });
  });
});
