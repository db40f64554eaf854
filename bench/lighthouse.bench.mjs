// Lighthouse (mobile profile, simulated throttling) in Debian's Chromium on the built site's main
// pages in Arabic, English and Spanish, printed as one table (page × language: the four
// categories, LCP, CLS, TBT), plus the initial JavaScript of Home as sent (brotli) and gzipped.
// Aims (issue 21): median 100 in every category and no run under 98; LCP < 1.8 s, CLS < 0.02,
// TBT < 100 ms; Home's initial JavaScript at most 100 KB compressed. Lighthouse's simulated
// figures vary from run to run, so each page is measured BENCH_RUNS times (default 3) and the
// median run (by performance score) is shown with the lowest score of any category in any run.
//   BENCH_PAGES="/,/news" BENCH_LANGS="ar,en" BENCH_RUNS=5 npm run bench -- lighthouse
//   BENCH_PAGES="article,/matches,player,event" (article, player, event: the first one linked)
// BENCH_SAVE=dir writes each median run's Lighthouse JSON there (page-lang.json), to read its LCP
// element, its unused JavaScript and what an audit found.
// BENCH_DETAILS=1 also prints, for each median run, what moved (layout shifts), the long tasks,
// the main thread's work by kind, the DOM size, the paints observed in the unthrottled run and the
// requests that ended before its LCP (what the simulated LCP counts): the first things to read
// when a figure drops.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { findChromium } from "../scripts/chromium.mjs";
import { bytesSent, startBenchServer } from "./lib.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const AIM = { score: 100, floor: 98, lcpMs: 1800, cls: 0.02, tbtMs: 100, homeJsKb: 100 };

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

/** Every script the page loads before it is interactive (the module preloads of its HTML). */
async function initialJs(url) {
  const html = await (await fetch(url)).text();
  // (The route manifest file is named in the page but never loaded: routes are discovered lazily.)
  const srcs = new Set(
    (html.match(/\/assets\/[\w.-]+\.js/g) ?? []).filter((s) => !s.startsWith("/assets/manifest-")),
  );
  let br = 0;
  let gzip = 0;
  for (const src of srcs) {
    br += await bytesSent(new URL(src, url), "br");
    gzip += await bytesSent(new URL(src, url), "gzip");
  }
  return { br: br / 1024, gzip: gzip / 1024, files: srcs.size };
}

/** The first address in Home's HTML that matches `pattern`, or `fallback`. */
async function firstLink(pattern, fallback) {
  for (const page of ["/", "/matches/table", "/events"]) {
    const html = await (await fetch(server.url + page)).text();
    const found = html.match(pattern)?.[0];
    if (found) return found;
  }
  return fallback;
}

async function firstArticlePath() {
  const res = await fetch(`${server.url}/api/v1/website/home`, { method: "POST" });
  const id = (await res.json()).results.latest_news?.[0]?.id;
  return id ? `/news/read/${id}` : "/news";
}

const localized = (lang, p) => (lang === "ar" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);

/** What moved, what blocked the main thread and how big the page is, in one Lighthouse run. */
function printDetails(lhr) {
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  for (const s of items("layout-shifts"))
    console.log(
      `    shift ${s.score.toFixed(4)} ${s.node?.selector ?? "?"} ${s.node?.nodeLabel ?? ""}`,
    );
  for (const t of items("long-tasks"))
    console.log(
      `    long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms ${t.url}`,
    );
  console.log(
    `    main thread: ${items("mainthread-work-breakdown")
      .map((g) => `${g.groupLabel} ${Math.round(g.duration)} ms`)
      .join(", ")}`,
  );
  console.log(`    DOM: ${lhr.audits["dom-size"]?.displayValue ?? "?"}`);
  // The largest paint: its element, its phases (from the observed trace, unthrottled) and the
  // request that drew it (what was sent, in which priority), for the LCP's "where did it go".
  const lcp = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node;
  if (node) console.log(`    LCP element: ${node.selector} ${node.snippet ?? ""}`.slice(0, 400));
  const phases = lcp[1]?.items ?? [];
  if (phases.length)
    console.log(
      `    LCP phases (observed): ${phases.map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(", ")}`,
    );
  // What the simulation counts: its LCP replays the requests that ended before the paint
  // observed in the unthrottled run, and the main thread's work before it (ADR 0061). A late
  // observed paint (a busy machine) brings every picture and script that ended meanwhile in.
  const observed = lhr.audits.metrics?.details?.items?.[0];
  if (observed?.observedLargestContentfulPaint !== undefined) {
    const ended = items("network-requests").filter(
      (r) => r.networkEndTime <= observed.observedLargestContentfulPaint,
    );
    const kb = ended.reduce((sum, r) => sum + r.transferSize, 0) / 1024;
    console.log(
      `    observed (unthrottled): DOMContentLoaded ${Math.round(observed.observedDomContentLoaded)} ms, ` +
        `FCP ${Math.round(observed.observedFirstContentfulPaint)} ms, LCP ` +
        `${Math.round(observed.observedLargestContentfulPaint)} ms; ${ended.length} requests ` +
        `(${kb.toFixed(1)} KB) ended before it`,
    );
  }
  const lcpRequest = items("network-requests").find(
    (r) => r.resourceType === "Image" && node?.snippet?.includes(new URL(r.url).pathname),
  );
  for (const r of items("network-requests")
    .filter((r) => r.resourceType === "Image")
    .slice(0, 3))
    console.log(
      `    picture ${new URL(r.url).pathname} ${(r.transferSize / 1024).toFixed(1)} KB, ${r.priority}` +
        `, ${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ms${r === lcpRequest ? " (LCP)" : ""}`,
    );
}

const cell = (v, width) => String(v).padStart(width);
/** A measured figure, or "n/a" when Lighthouse could not measure it (an error page, a page that never painted). */
const figure = (v, format) => (typeof v === "number" && Number.isFinite(v) ? format(v) : "n/a");

try {
  // In BENCH_PAGES, "article", "player" and "event" stand for the first such page found.
  const named = {
    article: firstArticlePath,
    player: () => firstLink(/\/players\/show\/\d+/, "/different-sports"),
    event: () => firstLink(/\/event-details\/\d+/, "/events"),
  };
  const pages = process.env.BENCH_PAGES
    ? await Promise.all(process.env.BENCH_PAGES.split(",").map((p) => named[p]?.() ?? p))
    : [
        "/",
        "/news",
        await firstArticlePath(),
        "/matches",
        "/matches/table",
        await firstLink(/\/players\/show\/\d+/, "/different-sports"),
        await firstLink(/\/event-details\/\d+/, "/events"),
        "/careers",
        "/contact-us",
      ];
  const langs = (process.env.BENCH_LANGS || "ar,en,es").split(",");
  const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
  console.log(
    `Lighthouse mobile, median of ${runs} run(s); load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );

  const rows = [];
  for (const p of pages)
    for (const lang of langs) {
      const url = server.url + localized(lang, p);
      const all = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: CATEGORIES,
        });
        all.push(result.lhr);
      }
      const score = (r, id) => Math.round((r.categories[id]?.score ?? 0) * 100);
      // Each run's figures, and with BENCH_DETAILS the shifts of every run that moved: a shift in
      // one run of three does not show in the median's.
      if (process.env.BENCH_DETAILS)
        all.forEach((r, i) => {
          console.log(
            `  run ${i + 1}: performance ${score(r, "performance")}, LCP ` +
              `${(r.audits["largest-contentful-paint"].numericValue / 1000).toFixed(2)} s, CLS ` +
              `${r.audits["cumulative-layout-shift"].numericValue.toFixed(3)}`,
          );
          for (const s of r.audits["layout-shifts"]?.details?.items ?? [])
            console.log(
              `    shift ${s.score.toFixed(4)} ${s.node?.selector ?? "?"} ${s.node?.nodeLabel ?? ""}`,
            );
        });
      all.sort((a, b) => score(a, "performance") - score(b, "performance"));
      const lhr = all[Math.floor(all.length / 2)];
      const audit = (id) => lhr.audits[id].numericValue;
      const row = {
        page: p.replace(/\/\d+$/, "/:id"),
        lang,
        scores: CATEGORIES.map((c) => score(lhr, c)),
        lowest: Math.min(...all.flatMap((r) => CATEGORIES.map((c) => score(r, c)))),
        lcp: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbt: audit("total-blocking-time"),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
          .map((a) => a.id),
      };
      rows.push(row);
      if (process.env.BENCH_DETAILS) printDetails(lhr);
      if (process.env.BENCH_SAVE) {
        mkdirSync(process.env.BENCH_SAVE, { recursive: true });
        const name = `${p.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${lang}.json`;
        writeFileSync(`${process.env.BENCH_SAVE}/${name}`, JSON.stringify(lhr));
      }
      console.log(
        `  measured ${row.lang} ${row.page}: ${row.scores.join("/")}` +
          (row.failing.length ? ` (failing: ${row.failing.join(", ")})` : ""),
      );
    }

  const meets = (r) =>
    r.scores.every((s) => s >= AIM.score) &&
    r.lowest >= AIM.floor &&
    r.lcp < AIM.lcpMs &&
    r.cls < AIM.cls &&
    r.tbt < AIM.tbtMs;
  console.log(
    `\n${"page".padEnd(18)} lang  perf  a11y    bp   seo  lowest  LCP (s)    CLS  TBT (ms)  aims`,
  );
  for (const r of rows)
    console.log(
      `${r.page.padEnd(18)} ${r.lang.padEnd(4)}${r.scores.map((s) => cell(s, 6)).join("")}${cell(r.lowest, 8)}` +
        `${cell(
          figure(r.lcp, (v) => (v / 1000).toFixed(2)),
          9,
        )}${cell(
          figure(r.cls, (v) => v.toFixed(3)),
          7,
        )}` +
        `${cell(
          figure(r.tbt, (v) => String(Math.round(v))),
          10,
        )}  ${meets(r) ? "met" : "not met"}`,
    );
  console.log(
    `${"aim".padEnd(23)}${cell(AIM.score, 6).repeat(4)}${cell(`≥${AIM.floor}`, 8)}${cell(`<${AIM.lcpMs / 1000}`, 9)}${cell(`<${AIM.cls}`, 7)}${cell(`<${AIM.tbtMs}`, 10)}`,
  );
  console.log(`${rows.filter(meets).length} of ${rows.length} page × language met every aim`);

  for (const lang of langs) {
    const js = await initialJs(server.url + localized(lang, "/"));
    console.log(
      `Home (${lang}) initial JavaScript: ${js.br.toFixed(1)} KB brotli as sent, ${js.gzip.toFixed(1)} KB gzip, ${js.files} files (aim ≤ ${AIM.homeJsKb} KB compressed)`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}
