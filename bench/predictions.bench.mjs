// Prediction statistics of a match with 100,000 predictions: response time of the results call.
//   npm run bench -- predictions [--rows 100000] [--fans 500] [--connections 10]
// Starts a built copy of the site with fresh data (embedded PostgreSQL), loads --rows predictions
// on one match (the running totals follow through the database trigger), sends a code to --fans
// new phones, then measures /website/matches/expect/results (code check, insert, totals, split)
// with autocannon. For comparison it times the count the totals spare on every request.
// Expectations: every confirmation is 200, the last split counts every row, and the p99 stays
// within budget. Exits non-zero otherwise.
import autocannon from "autocannon";
import { numberArg, readSmsOutbox, startBenchDbServer } from "./lib.mjs";

const ROWS = numberArg("rows", 100_000);
const FANS = numberArg("fans", 500);
const CONNECTIONS = numberArg("connections", 10);
/** Seeded match open to predictions, kick-off in two days. */
const MATCH_ID = 7;
// Budget for a 2-core machine that also runs the database.
const BUDGET_P99_MS = 800;

const { server, connectDb } = await startBenchDbServer({
  // The bench measures the results call; the proof of work is the browser's cost.
  BOT_CHECK: "off",
  // All requests come from one loopback address: lift the per-IP and daily send caps.
  OTP_PER_IP: "100000000",
  OTP_DAILY_CAP: "100000000",
});

const failures = [];
try {
  const db = await connectDb();
  const loadStart = performance.now();
  await db.query(
    `INSERT INTO predictions (match_id, phone, full_name, team_goals, competitor_team_goals)
     SELECT $1, '9665' || lpad((30000000 + g)::text, 8, '0'), 'Bench Fan ' || g, g % 4, (g / 4) % 3
       FROM generate_series(1, $2) g ON CONFLICT DO NOTHING`,
    [MATCH_ID, ROWS],
  );
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const { rows: counted } = await db.query(
    "SELECT count(*)::int AS n FROM predictions WHERE match_id = $1",
    [MATCH_ID],
  );
  const baseline = counted[0].n;
  // What counting on every request would cost (the results call reads one totals row instead).
  const timings = [];
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    await db.query(
      `SELECT count(*) FILTER (WHERE team_goals > competitor_team_goals),
              count(*) FILTER (WHERE team_goals < competitor_team_goals),
              count(*) FILTER (WHERE team_goals = competitor_team_goals)
         FROM predictions WHERE match_id = $1`,
      [MATCH_ID],
    );
    timings.push(performance.now() - t0);
  }
  const t0 = performance.now();
  await db.query("SELECT team, competitor, equal FROM prediction_stats WHERE match_id = $1", [
    MATCH_ID,
  ]);
  const totalsMs = performance.now() - t0;
  await db.end();
  console.log(
    JSON.stringify({
      phase: "load",
      rows_on_match: baseline,
      load_s: Number(loadSeconds.toFixed(2)),
      count_query_ms: Number(Math.min(...timings).toFixed(1)),
      totals_row_ms: Number(totalsMs.toFixed(2)),
    }),
  );

  const phones = Array.from(
    { length: FANS },
    (_, i) => `9665${String(40_000_000 + i).padStart(8, "0")}`,
  );
  const body = (phone, i) => ({
    match_id: MATCH_ID,
    team_goals: i % 3,
    competitor_team_goals: (i + 1) % 3,
    fullName: `Bench Fan ${i}`,
    phone,
  });

  const run = (urlPath, bodies) =>
    new Promise((resolve, reject) => {
      let next = 0;
      const statuses = {};
      let lastBody = "";
      const instance = autocannon(
        {
          url: server.url,
          connections: CONNECTIONS,
          amount: bodies.length,
          requests: [
            {
              method: "POST",
              path: urlPath,
              headers: { "content-type": "application/json", "content-language": "en" },
              setupRequest: (req) => ({
                ...req,
                body: JSON.stringify(bodies[next++ % bodies.length]),
              }),
              onResponse: (status, resBody) => {
                if (status === 200) lastBody = resBody;
              },
            },
          ],
        },
        (error, result) =>
          error ? reject(error) : resolve({ result, statuses, lastBody: () => lastBody }),
      );
      instance.on("response", (_client, statusCode) => {
        statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
      });
    });

  const sent = await run("/api/v1/website/matches/expect", phones.map(body));
  if (sent.statuses[200] !== FANS)
    failures.push(`send: expected ${FANS} × 200, got ${JSON.stringify(sent.statuses)}`);

  const codes = new Map(readSmsOutbox(server).map((m) => [m.to, /\b(\d{4})\b/.exec(m.text)?.[1]]));
  const confirmed = await run(
    "/api/v1/website/matches/expect/results",
    phones.map((p, i) => ({ ...body(p, i), code: codes.get(p) })),
  );
  const r = confirmed.result;
  const line = {
    phase: "results",
    requests: r.requests.total,
    rps: Math.round(r.requests.average),
    p50_ms: r.latency.p50,
    p99_ms: r.latency.p99,
    max_ms: r.latency.max,
    statuses: confirmed.statuses,
  };
  console.log(JSON.stringify(line));
  if (confirmed.statuses[200] !== FANS)
    failures.push(`results: expected ${FANS} × 200, got ${JSON.stringify(confirmed.statuses)}`);
  if (line.p99_ms > BUDGET_P99_MS)
    failures.push(`results: p99 ${line.p99_ms} ms over ${BUDGET_P99_MS} ms`);

  // The split after the run counts every stored prediction of the match.
  const check = await fetch(`${server.url}/api/v1/website/matches/expect/results`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-language": "en" },
    body: JSON.stringify({ ...body(phones[0], 0), code: "0000" }),
  });
  const voted = await check.json();
  if (check.status !== 422 || !String(voted.results?.message).includes("voted"))
    failures.push(`a repeated phone was not refused with "voted": ${check.status}`);
  const last = JSON.parse(confirmed.lastBody() || "{}").results?.statistics;
  if (!last || last.total > baseline + FANS || last.total <= baseline)
    failures.push(`split total ${last?.total} outside (${baseline}, ${baseline + FANS}]`);
  const c2 = await connectDb();
  const { rows: drift } = await c2.query(
    `SELECT s.team + s.competitor + s.equal AS totals, (SELECT count(*)::int FROM predictions WHERE match_id = $1) AS counted
       FROM prediction_stats s WHERE match_id = $1`,
    [MATCH_ID],
  );
  await c2.end();
  console.log(JSON.stringify({ phase: "check", ...drift[0] }));
  if (drift[0].totals !== drift[0].counted)
    failures.push(`totals ${drift[0].totals} differ from rows ${drift[0].counted}`);
} finally {
  await server.stop();
}

if (failures.length) {
  console.error(`FAILED:\n- ${failures.join("\n- ")}`);
  process.exit(1);
}
console.log("predictions bench: all expectations and budgets met");
