// The cost of the staff hook (Origin, session lookup, permission) on a staff read.
//   npm run bench -- staff-permissions [--seconds 5] [--connections 10]
// Runs the application in this process (embedded PostgreSQL, demo data) and measures, in the
// same run and alternately, requests/s of /api/v1/staff/accounts/list as the demo admin and of
// the same read registered outside the staff context (no hook). Prints both and the overhead.
import autocannon from "autocannon";
import os from "node:os";
import { numberArg, report } from "./lib.mjs";
import { loadStaffBenchApp } from "./staff-bench-lib.mjs";

const SECONDS = numberArg("seconds", 5);
const CONNECTIONS = numberArg("connections", 10);
// The hook adds one indexed session read per request (and a write per minute): aim for a
// guarded read at no less than 60% of the unguarded one's throughput on this machine.
const AIM_RATIO = 0.6;

const { startStaffBenchApp } = await loadStaffBenchApp();
const bench = await startStaffBenchApp();
let failed = false;
try {
  const token = await bench.session("admin.demo@alnoor-club.example");
  const run = (path, headers) =>
    new Promise((resolve, reject) => {
      const statuses = {};
      const instance = autocannon(
        {
          url: bench.url,
          connections: CONNECTIONS,
          duration: SECONDS,
          requests: [
            {
              method: "POST",
              path,
              headers: { "content-type": "application/json", ...headers },
              body: "{}",
            },
          ],
        },
        (error, result) => (error ? reject(error) : resolve({ result, statuses })),
      );
      instance.on("response", (_c, status) => (statuses[status] = (statuses[status] ?? 0) + 1));
    });
  const guarded = () =>
    run("/api/v1/staff/accounts/list", { cookie: `staff_session=${token}`, origin: bench.url });
  const unguarded = () => run("/bench/unguarded/accounts/list", {});
  await run("/bench/unguarded/accounts/list", {}); // warm-up
  const figures = { with: [], without: [], p99with: [], p99without: [] };
  for (let i = 0; i < 2; i++) {
    const w = await guarded();
    const wo = await unguarded();
    for (const [name, r] of [
      ["with", w],
      ["without", wo],
    ]) {
      const non200 = Object.entries(r.statuses).filter(([s]) => s !== "200");
      if (non200.length) {
        failed = true;
        console.error(`${name}: unexpected statuses`, r.statuses);
      }
      figures[name].push(r.result.requests.average);
      figures[`p99${name}`].push(r.result.latency.p99);
    }
  }
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const ratio = avg(figures.with) / avg(figures.without);
  report(`staff read /accounts/list, ${CONNECTIONS} connections, 2 x ${SECONDS} s each`, {
    "machine load (1 min, 2 cores)": os.loadavg()[0].toFixed(1),
    "with the staff hook (req/s, p99)": `${avg(figures.with).toFixed(0)} req/s, ${avg(figures.p99with).toFixed(0)} ms`,
    "without the hook (req/s, p99)": `${avg(figures.without).toFixed(0)} req/s, ${avg(figures.p99without).toFixed(0)} ms`,
    "with / without": `${(ratio * 100).toFixed(0)}%   (aim >= ${AIM_RATIO * 100}%: ${ratio >= AIM_RATIO ? "met" : "MISSED"})`,
  });
  if (ratio < AIM_RATIO) failed = true;
} finally {
  await bench.stop();
}
process.exit(failed ? 1 : 0);
