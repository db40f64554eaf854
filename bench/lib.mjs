// Shared helpers of the benchmarks: the built site, a server on a free port, printing.
import path from "node:path";
import { startServer } from "../scripts/serve-test.mjs";

export const buildDir = path.resolve(process.env.BENCH_BUILD_DIR || "build");
export const serverDir = path.resolve(process.env.BENCH_SERVER_DIR || "dist/server");

/** A built copy of the site with fresh demo data and the API limiter opened wide for load. */
export function startBenchServer(env = {}) {
  return startServer({
    buildDir,
    serverDir,
    env: { RATE_LIMIT_MAX: "100000000", LOG_LEVEL: "warn", ...env },
  });
}

export function report(title, rows) {
  console.log(`\n== ${title}`);
  for (const [name, value] of Object.entries(rows)) console.log(`  ${name.padEnd(42)} ${value}`);
}
