// Bundles bench/staff-bench-app.ts (TypeScript of the app) with esbuild and loads it.
import { build } from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function loadStaffBenchApp() {
  const outfile = path.resolve("dist/bench/staff-bench-app.js");
  await build({
    entryPoints: ["bench/staff-bench-app.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
    // JSON catalogs are imported by the i18n module.
    loader: { ".json": "json" },
  });
  return import(pathToFileURL(outfile).href);
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
