// Streamed exports: 100,000 rows as CSV and as XLSX, time and peak memory.
//   npm run bench -- export [--rows 100000]      (BENCH_ENCODING=identity: uncompressed)
// Runs the application in this process (embedded PostgreSQL, demo data), inserts --rows
// predictions for one match and --rows contact messages, then downloads
// /api/v1/staff/exports/prediction-results as the demo analyst (CSV and XLSX) and
// /api/v1/staff/exports/inbox-contact as the demo administrator (CSV: names, e-mails and phones,
// the list export with its count, audit and keyset batches), reading each answer as it arrives
// (the bytes are counted, not kept). Prints rows/s and the process's peak RSS above its level
// before each download: the rows are read from PostgreSQL in batches and written as they come,
// so that growth stays flat whatever --rows is. Aim (issue 18): CSV of 100,000 rows under 10 s.
// The machine's load (1 minute) is printed before and after: other work on the machine slows
// every figure.
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
  // As autovacuum would soon after such a burst: without statistics the planner takes the
  // 100,000 new rows for a hundred and sorts them all again for every batch (15 s a file).
  await bench.pool.query(`ANALYZE predictions`);
  const { rows: deps } = await bench.pool.query(`SELECT id FROM departments ORDER BY id LIMIT 3`);
  await bench.pool.query(
    `INSERT INTO contact_messages (reference, department_id, name, email, phone, subject, message,
                                   lang, status, first_read_at, created_at)
     SELECT 'MSG-E' || lpad(g::text, 7, '0'), ($2::int[])[1 + g % cardinality($2::int[])],
            'مرسل ' || g, 'fan' || g || '@example.com', '9665' || lpad(g::text, 8, '0'),
            'Subject ' || g, 'A question number ' || g, 'ar',
            (ARRAY['new','in_progress','waiting','resolved','rejected'])[1 + g % 5],
            CASE WHEN g % 10 = 0 THEN NULL ELSE now() END, now() - g * interval '1 minute'
       FROM generate_series(1, $1) g`,
    [ROWS, deps.map((d) => d.id)],
  );
  await bench.pool.query(`ANALYZE contact_messages`);
  const tokens = {
    analyst: await bench.session("analyst.demo@alnoor-club.example"),
    // The inbox export asks for a fresh code: a session that has just given one.
    admin: await bench.session("admin.demo@alnoor-club.example", { reauth: true }),
  };
  const { rows: seeded } = await bench.pool.query(
    `SELECT count(*)::int AS n FROM contact_messages`,
  );
  const EXPORTS = {
    predictions: {
      path: "prediction-results",
      token: tokens.analyst,
      body: (format) => ({ match_id: matchId, format }),
      rows: ROWS,
    },
    "inbox contact": {
      path: "inbox-contact",
      token: tokens.admin,
      body: (format) => ({ format }),
      rows: seeded[0].n,
    },
  };

  const download = async (name, format) => {
    const { path, token, body, rows } = EXPORTS[name];
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const started = performance.now();
    const res = await fetch(`${bench.url}/api/v1/staff/exports/${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "content-language": "ar",
        origin: bench.url,
        cookie: `staff_session=${token}`,
        // As a browser asks (the file arrives compressed); BENCH_ENCODING=identity for raw.
        "accept-encoding": process.env.BENCH_ENCODING ?? "gzip, deflate, br",
      },
      body: JSON.stringify(body(format)),
    });
    if (res.status !== 200) throw new Error(`${name} ${format}: status ${res.status}`);
    let bytes = 0;
    let newlines = 0;
    for await (const chunk of res.body) {
      bytes += chunk.length;
      if (format === "csv") for (const b of chunk) if (b === 10) newlines++;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (format === "csv" && newlines !== rows + 1) {
      failed = true;
      console.error(`${name} csv: ${newlines - 1} rows, expected ${rows}`);
    }
    return { seconds, bytes, growth: peak - before, peak };
  };

  const mb = (n) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const load = () => os.loadavg()[0].toFixed(1);
  const figures = {};
  figures["machine load before (1 min, 2 cores)"] = load();
  for (const [name, format] of [
    ["predictions", "csv"],
    ["predictions", "xlsx"],
    ["inbox contact", "csv"],
  ]) {
    const r = await download(name, format);
    const rows = EXPORTS[name].rows;
    figures[`${name} ${format}: time`] =
      `${r.seconds.toFixed(2)} s, ${(rows / r.seconds).toFixed(0)} rows/s, ${mb(r.bytes)}` +
      (format === "csv"
        ? `   (aim < ${AIM_CSV_SECONDS} s: ${r.seconds < AIM_CSV_SECONDS ? "met" : "MISSED"})`
        : "");
    figures[`${name} ${format}: peak RSS (growth during the download)`] =
      `${mb(r.peak)} (+${mb(r.growth)})   (aim: flat)`;
    if (format === "csv" && r.seconds >= AIM_CSV_SECONDS) failed = true;
  }
  figures["machine load after (1 min, 2 cores)"] = load();
  report(`exports, ${ROWS} rows each, server and reader in one process`, figures);
} finally {
  await bench.stop();
}
process.exit(failed ? 1 : 0);
