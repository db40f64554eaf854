// Loads some of the project's TypeScript modules into a bench: esbuild bundles them into a
// temporary directory (removed on exit), so the bench runs the same code the app ships.
import { build } from "esbuild";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function importTs(...entries) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "club-bench-"));
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  const outfile = path.join(dir, "bench-entry.mjs");
  await build({
    // One module that re-exports every entry, dependencies bundled in (Node's own stay out).
    stdin: {
      contents: entries.map((e) => `export * from ${JSON.stringify(path.resolve(e))};`).join("\n"),
      resolveDir: process.cwd(),
      loader: "ts",
    },
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node24",
    logLevel: "error",
  });
  return import(pathToFileURL(outfile).href);
}

/** Median and other percentiles (ms) of a list of durations. */
export function percentiles(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
  return { p50: at(50), p99: at(99), max: s[s.length - 1] };
}

/** A small seeded generator (mulberry32): benches make the same data on every run. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
