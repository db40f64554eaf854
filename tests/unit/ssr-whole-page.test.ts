import { describe, expect, it } from "vitest";
import { scriptsAfterPaintBytes } from "../../src/server/lib/scripts-after-paint";
import { withScriptsAfterPaint } from "../../src/server/ssr";

const page = `<!DOCTYPE html><html lang="ar" dir="rtl"><head><link rel="modulepreload" href="/assets/entry.js"/></head><body><main>أهلاً بكم في النادي</main>
<script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.js");</script></body></html>`;
const bytes = new Uint8Array(Buffer.from(page, "utf8"));
const html = { "content-type": "text/html" };

describe("the rendered page's bytes (production)", () => {
  it("takes the bytes the server entry handed over, from an answer without a body", async () => {
    const res = new Response(null, { status: 404, headers: html });
    const { res: out, html: sent } = await withScriptsAfterPaint(res, { bytes });
    expect(out.status).toBe(404);
    expect(sent).toEqual(scriptsAfterPaintBytes(Buffer.from(page, "utf8")));
    expect(sent!.toString("utf8")).toContain("أهلاً بكم في النادي");
  });

  it("reads the answer's body when the entry handed nothing over (React Router's own pages)", async () => {
    const res = new Response(page, { status: 500, headers: html });
    const { html: sent } = await withScriptsAfterPaint(res, {});
    expect(sent).toEqual(scriptsAfterPaintBytes(Buffer.from(page, "utf8")));
    const plain = await withScriptsAfterPaint(new Response(page, { headers: html }));
    expect(plain.html).toEqual(sent);
  });

  it("leaves an answer with neither bytes nor body, or one that is not HTML, as it is", async () => {
    const head = await withScriptsAfterPaint(new Response(null, { headers: html }), {});
    expect(head.html).toBeNull();
    const json = new Response("{}", { headers: { "content-type": "application/json" } });
    expect((await withScriptsAfterPaint(json, { bytes })).html).toBeNull();
  });
});
