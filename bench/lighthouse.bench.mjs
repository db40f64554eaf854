// Lighthouse (mobile profile, simulated throttling) in Debian's Chromium on pages of the built
// site (Arabic, or the language of the address prefix), plus the initial JavaScript of "/" gzipped. Aims: 95+ in every category,
// LCP < 2.5 s, CLS < 0.05, initial JS < 150 KB gzipped. Lighthouse's simulated figures vary from
// run to run, so each page is measured BENCH_RUNS times (default 5, as Lighthouse advises) and the median run is shown
// (by performance score), with the range of the performance score and LCP.
//   BENCH_PAGES="/,/news" BENCH_RUNS=5 npm run bench -- lighthouse
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { gzipSync } from "node:zlib";
import { findChromium } from "../scripts/chromium.mjs";
import { report, startBenchServer } from "./lib.mjs";

/** The language a page is in, from its address (Arabic has no prefix). */
const languageOf = (p) =>
  p.startsWith("/en/") || p === "/en"
    ? "English"
    : p.startsWith("/es/") || p === "/es"
      ? "Spanish"
      : "Arabic";

const server = await startBenchServer();
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

/** Every script file the page loads before it is interactive (listed by the after-paint loader). */
async function initialJsGzipped(url) {
  const html = await (await fetch(url)).text();
  // (The route manifest file is named in the page but never loaded: routes are discovered lazily.)
  const srcs = new Set(
    (html.match(/\/assets\/[\w.-]+\.js/g) ?? []).filter((s) => !s.startsWith("/assets/manifest-")),
  );
  let total = 0;
  for (const src of srcs)
    total += gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
  return { kb: total / 1024, files: srcs.size };
}

async function firstArticlePath() {
  const res = await fetch(`${server.url}/api/v1/website/home`, { method: "POST" });
  const id = (await res.json()).results.latest_news?.[0]?.id;
  return id ? `/news/read/${id}` : "/news";
}

try {
  const pages = (process.env.BENCH_PAGES || `/,/news,${await firstArticlePath()},/events`).split(
    ",",
  );
  const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 5);
  for (const p of pages) {
    const url = server.url + p;
    const all = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      all.push(result.lhr);
    }
    const perf = (r) => r.categories.performance?.score ?? 0;
    const lcpMs = (r) => r.audits["largest-contentful-paint"].numericValue;
    all.sort((a, b) => perf(a) - perf(b));
    const lhr = all[Math.floor(all.length / 2)];
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const range = (f, digits) => {
      const v = all.map(f);
      return `${Math.min(...v).toFixed(digits)}–${Math.max(...v).toFixed(digits)}`;
    };
    const js = p === "/" ? await initialJsGzipped(url) : null;
    report(`Lighthouse mobile, ${languageOf(p)}: ${p} (median of ${runs})`, {
      performance: score("performance"),
      ...(runs > 1
        ? {
            "performance range": range((r) => perf(r) * 100, 0),
            "LCP range (s)": range((r) => lcpMs(r) / 1000, 1),
          }
        : {}),
      accessibility: score("accessibility"),
      "best practices": score("best-practices"),
      seo: score("seo"),
      "largest contentful paint": lhr.audits["largest-contentful-paint"].displayValue,
      "cumulative layout shift": lhr.audits["cumulative-layout-shift"].displayValue,
      "total blocking time": lhr.audits["total-blocking-time"].displayValue,
      ...(js
        ? {
            "initial JavaScript (gzipped)": `${js.kb.toFixed(1)} KB in ${js.files} files (aim < 150)`,
          }
        : {}),
    });
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    if (failing.length) console.log(`  failing audits: ${failing.join(", ")}`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
