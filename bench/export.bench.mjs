// Streamed exports: 100,000 rows as CSV and as XLSX, time and peak memory.
//   npm run bench -- export [--rows 100000]      (BENCH_ENCODING=identity: uncompressed)
// Runs the application in this process (embedded PostgreSQL, demo data), inserts --rows
// predictions for one match, then downloads /api/v1/staff/exports/prediction-results as the demo
// analyst, once as CSV and once as XLSX, reading the answer as it arrives (the bytes are counted,
// not kept). Prints rows/s and the process's peak RSS above its level before each download: the
// rows are read from PostgreSQL in batches of 1,000 and written as they come, so that growth
// stays flat whatever --rows is. Aim (issue 18): CSV of 100,000 rows under 10 s.
import os from "node:os";
import { numberArg, report } from "./lib.mjs";
import { loadStaffBenchApp } from "./staff-bench-lib.mjs";

const ROWS = numberArg("rows", 100_000);
const AIM_CSV_SECONDS = 10;

const { startStaffBenchApp } = await loadStaffBenchApp();
const bench = await startStaffBenchApp({ staffRateLimitMax: 0 });
let failed = false;
try {
  const { rows: match } = await bench.pool.query(
    `INSERT INTO matches (championship_id, competitor_club_id, kickoff_at, season)
     SELECT (SELECT id FROM championships ORDER BY id LIMIT 1),
            (SELECT id FROM clubs WHERE NOT is_own ORDER BY id LIMIT 1), now(), '2026'
     RETURNING id`,
  );
  const matchId = match[0].id;
  await bench.pool.query(
    `INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals)
     SELECT $1, '9665' || lpad(g::text, 8, '0'), 'مشجع ' || g, g % 5, g % 3
       FROM generate_series(1, $2) g`,
    [matchId, ROWS],
  );
  const token = await bench.session("analyst.demo@alnoor-club.example");

  const download = async (format) => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const res = await fetch(`${bench.url}/api/v1/staff/exports/prediction-results`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-language": "ar",
        origin: bench.url,
        cookie: `staff_session=${token}`,
        // As a browser asks (the file arrives compressed); BENCH_ENCODING=identity for raw.
        "accept-encoding": process.env.BENCH_ENCODING ?? "gzip, deflate, br",
      },
      body: JSON.stringify({ match_id: matchId, format }),
    });
    if (res.status !== 200) throw new Error(`${format}: status ${res.status}`);
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (format === "csv") for (const b of chunk) if (b === 10) newlines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (format === "csv" && newlines !== ROWS + 1) {
      failed = true;
      console.error(`csv: ${newlines - 1} rows, expected ${ROWS}`);
    }
    return { seconds, bytes, growth: peak - before, peak };
  };

  const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const figures = {};
  figures["machine load (1 min, 2 cores)"] = os.loadavg()[0].toFixed(1);
  for (const format of ["csv", "xlsx"]) {
    const r = await download(format);
    figures[`${format}: time`] =
      `${r.seconds.toFixed(2)} s, ${(ROWS / r.seconds).toFixed(0)} rows/s, ${mb(r.bytes)}` +
      (format === "csv"
        ? `   (aim < ${AIM_CSV_SECONDS} s: ${r.seconds < AIM_CSV_SECONDS ? "met" : "MISSED"})`
        : "");
    figures[`${format}: peak RSS (growth during the download)`] =
      `${mb(r.peak)} (+${mb(r.growth)})`;
    if (format === "csv" && r.seconds >= AIM_CSV_SECONDS) failed = true;
  }
  report(`prediction-results export, ${ROWS} rows, server and reader in one process`, figures);
} finally {
  await bench.stop();
}
process.exit(failed ? 1 : 0);
