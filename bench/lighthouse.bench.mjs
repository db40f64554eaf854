// Lighthouse (mobile profile, simulated throttling) in Debian's Chromium on pages of the built
// site in Arabic, plus the initial JavaScript of "/" gzipped. Aims: 95+ in every category,
// LCP < 2.5 s, CLS < 0.05, initial JS < 150 KB gzipped.
//   BENCH_PAGES="/,/news" node bench/lighthouse.bench.mjs
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { gzipSync } from "node:zlib";
import { findChromium } from "../scripts/chromium.mjs";
import { report, startBenchServer } from "./lib.mjs";

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

async function initialJsGzipped(url) {
  const html = await (await fetch(url)).text();
  const srcs = new Set();
  for (const m of html.matchAll(
    /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g,
  ))
    srcs.add(m[1]);
  for (const m of html.matchAll(/import\s*\(?\s*"([^"]+\.js)"/g)) srcs.add(m[1]);
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
  const pages = (process.env.BENCH_PAGES || `/,/news,${await firstArticlePath()}`).split(",");
  for (const p of pages) {
    const url = server.url + p;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result.lhr;
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const js = p === "/" ? await initialJsGzipped(url) : null;
    report(`Lighthouse mobile, Arabic: ${p}`, {
      performance: score("performance"),
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
