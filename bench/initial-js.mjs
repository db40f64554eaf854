// Home's initial JavaScript file by file, as sent (brotli) and gzipped, for each language: the
// scripts a page's HTML names (module preloads and the loader), the table issue 21's 100 KB aim
// is about. With MODULE_REPORT=file (the JSON `MODULE_REPORT=file npx react-router build`
// writes), each file also lists its largest modules (sizes before minifying).
//   node bench/initial-js.mjs                 (after one `npm run build`)
//   BENCH_PAGES="/,/news" BENCH_LANGS=ar MODULE_REPORT=/tmp/modules.json node bench/initial-js.mjs
import { readFileSync } from "node:fs";
import path from "node:path";
import { bytesSent, startBenchServer } from "./lib.mjs";

const pages = (process.env.BENCH_PAGES || "/").split(",");
const langs = (process.env.BENCH_LANGS || "ar,en,es").split(",");
const report = process.env.MODULE_REPORT
  ? JSON.parse(readFileSync(process.env.MODULE_REPORT, "utf8")).out
  : null;

const localized = (lang, p) => (lang === "ar" ? p : p === "/" ? `/${lang}` : `/${lang}${p}`);
const kb = (n) => (n / 1024).toFixed(1).padStart(7);

const server = await startBenchServer();
try {
  for (const page of pages)
    for (const lang of langs) {
      const url = server.url + localized(lang, page);
      const html = await (await fetch(url)).text();
      // (The route manifest is named in the page but never loaded: routes are discovered lazily.)
      const srcs = [
        ...new Set(
          (html.match(/\/assets\/[\w.-]+\.js/g) ?? []).filter(
            (s) => !s.startsWith("/assets/manifest-"),
          ),
        ),
      ];
      const rows = [];
      for (const src of srcs)
        rows.push({
          src,
          br: await bytesSent(new URL(src, url), "br"),
          gzip: await bytesSent(new URL(src, url), "gzip"),
        });
      rows.sort((a, b) => b.br - a.br);
      console.log(`\n${localized(lang, page)}: ${rows.length} files`);
      console.log(`${"file".padEnd(44)}     br   gzip`);
      for (const r of rows) {
        console.log(`${r.src.replace("/assets/", "").padEnd(44)}${kb(r.br)}${kb(r.gzip)}`);
        const modules = report?.[r.src.slice(1)];
        if (modules)
          for (const [m, size] of Object.entries(modules)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 6))
            if (size > 2048)
              console.log(
                `    ${path.relative(process.cwd(), m).slice(0, 70).padEnd(70)}${kb(size)}`,
              );
      }
      const sum = (k) => rows.reduce((n, r) => n + r[k], 0);
      console.log(
        `${"total".padEnd(44)}${kb(sum("br"))}${kb(sum("gzip"))}  (aim ≤ 100 KB compressed)`,
      );
    }
} finally {
  await server.stop();
}
