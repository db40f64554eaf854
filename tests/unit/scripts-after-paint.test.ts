import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  scriptsAfterPaint,
  scriptsAfterPaintBytes,
} from "../../src/server/lib/scripts-after-paint";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.js"/>
<link rel="preload" as="image" href="/media/slide-1.svg"/><link rel="modulepreload" href="/assets/a.js?v=1&amp;x=2"/>
<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Hello</main>
<script>window.__reactRouterContext = {};</script><script type="module" async="">;
import * as route0 from "/assets/root.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.js");</script><script>window.x = "</scr" + "ipt>";</script></body></html>`;

/** Runs the rewritten loader in a fake browser and reports what it adds to the document. */
function runLoader(html: string, { paintTiming }: { paintTiming: boolean }) {
  const loader = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error("no loader script");
  const added: { tag: string; rel?: string; href?: string; type?: string; text?: string }[] = [];
  const timers: (() => void)[] = [];
  let observer: ((list: { getEntriesByName: (n: string) => unknown[] }, o: object) => void) | null =
    null;
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  const append = (el: Record<string, string>) =>
    added.push({ tag: el.tag!, rel: el.rel, href: el.href, type: el.type, text: el.textContent });
  runInNewContext(loader, {
    document: {
      readyState: "interactive",
      createElement: element,
      head: { appendChild: append },
      body: { appendChild: append },
      addEventListener: () => {},
    },
    setTimeout: (fn: () => void) => timers.push(fn),
    PerformanceObserver: Object.assign(
      function (this: object, cb: typeof observer) {
        observer = cb;
        Object.assign(this, { observe() {}, disconnect() {} });
      },
      { supportedEntryTypes: paintTiming ? ["paint"] : [] },
    ),
  });
  return {
    added,
    paint: () => observer?.({ getEntriesByName: () => [{}] }, { disconnect() {} }),
    fireTimers: () => timers.forEach((t) => t()),
  };
}

describe("scripts after the first paint", () => {
  it("takes the module files out of the head and keeps everything else", () => {
    const html = scriptsAfterPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<link rel="preload" as="image" href="/media/slide-1.svg"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain("<main>Hello</main>");
    expect(html).toContain("window.__reactRouterContext = {};");
    // Nothing in the inlined code can close the script element early.
    const loader = /<script>(\(function\(\)\{var started[\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loader).not.toMatch(/<\/script|<!--/i);
  });

  it("loads the same modules once the browser reports the first contentful paint", () => {
    const { added, paint, fireTimers } = runLoader(scriptsAfterPaint(page), { paintTiming: true });
    expect(added).toEqual([]);
    paint();
    expect(added.filter((a) => a.rel === "modulepreload").map((a) => a.href)).toEqual([
      "/assets/entry.js",
      "/assets/a.js?v=1&x=2",
    ]);
    const module = added.find((a) => a.type === "module");
    expect(module?.text).toContain('import * as route0 from "/assets/root.js";');
    expect(module?.text).toContain('import("/assets/entry.js");');
    fireTimers(); // the fallback timer does not load them twice
    expect(added.filter((a) => a.type === "module")).toHaveLength(1);
  });

  it("falls back to a timer when no paint is reported, and starts at once without Paint Timing", () => {
    const hidden = runLoader(scriptsAfterPaint(page, 3000), { paintTiming: true });
    hidden.fireTimers();
    expect(hidden.added.filter((a) => a.type === "module")).toHaveLength(1);
    const old = runLoader(scriptsAfterPaint(page), { paintTiming: false });
    expect(old.added.filter((a) => a.type === "module")).toHaveLength(1);
  });

  it("leaves a page without React Router's module script untouched", () => {
    const other = '<html><head><link rel="modulepreload" href="/x.js"/></head><body></body></html>';
    expect(scriptsAfterPaint(other)).toBe(other);
  });

  it("rewrites a page's bytes exactly as its text, Arabic and all", () => {
    const arabic = page.replace("<main>Hello</main>", "<main>مرحبًا بكم في نادي النور ✓</main>");
    const bytes = scriptsAfterPaintBytes(Buffer.from(arabic, "utf8"));
    expect(bytes.toString("utf8")).toBe(scriptsAfterPaint(arabic));
    // Moved parts that are not ASCII are rewritten through the text, with the same result.
    const odd = arabic.replace("/assets/root.js", "/assets/جذر.js");
    expect(scriptsAfterPaintBytes(Buffer.from(odd, "utf8")).toString("utf8")).toBe(
      scriptsAfterPaint(odd),
    );
    expect(scriptsAfterPaint(odd)).toContain("جذر");
    const other = Buffer.from("<html><body>نص</body></html>", "utf8");
    expect(scriptsAfterPaintBytes(other)).toBe(other);
  });
});
