// The staff benches load bench/staff-bench-app.ts (the app's TypeScript) bundled on the fly.
import { bundleAndImport } from "../scripts/bundle-ts.mjs";

export function loadStaffBenchApp() {
  return bundleAndImport("bench/staff-bench-app.ts", "dist/bench/staff-bench-app.js");
}

export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
