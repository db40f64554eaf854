// Live scores: time from a score change to its event on 1,000 open streams, and memory per stream.
//   npm run bench -- live-scores [--streams 1000] [--changes 20]
// Starts the built site (its own process, embedded PostgreSQL, demo data), opens --streams
// streams of GET /api/v1/live/matches/:id on loopback for one match, then records --changes
// goals one after the other straight in PostgreSQL (an INSERT into match_events: the triggers
// derive the score and NOTIFY, as a staff call does) and times, for every stream, the arrival
// of the event carrying the new score (aim p99 < 1 s). Memory per stream: the server process's
// resident memory with the streams open minus before, divided by their number (aim < 50 KB).
// Exits non-zero when an aim is missed or a stream misses an event.
import http from "node:http";
import { readFileSync } from "node:fs";
import { numberArg, report, startBenchDbServer } from "./lib.mjs";
import { percentile } from "./staff-bench-lib.mjs";

const STREAMS = numberArg("streams", 1000);
const CHANGES = numberArg("changes", 20);
const AIM_P99_MS = 1000;
const AIM_KB = 50;

const rss = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? NaN);

const { server, connectDb } = await startBenchDbServer({ RATE_LIMIT_MAX: "0" });
const db = await connectDb();
let failed = false;
const sockets = [];
try {
  const { rows: ch } = await db.query("SELECT id, season FROM championships ORDER BY id LIMIT 1");
  const { rows: cl } = await db.query("SELECT id FROM clubs WHERE NOT is_own ORDER BY id LIMIT 1");
  const { rows: m } = await db.query(
    `INSERT INTO matches (championship_id, competitor_club_id, kickoff_at, season, match_status)
     VALUES ($1, $2, now(), $3, 'live') RETURNING id`,
    [ch[0].id, cl[0].id, ch[0].season],
  );
  const matchId = m[0].id;
  const { port } = new URL(server.url);

  // Settle, then measure the server's memory without streams.
  await fetch(`${server.url}/api/v1/website/matches/show/${matchId}`);
  await new Promise((r) => setTimeout(r, 500));
  const before = rss(server.child.pid);

  /** goals -> resolve per stream, set by each round */
  const waiting = new Map();
  const arrivals = [];
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const open = (i) =>
    new Promise((resolve, reject) => {
      const req = http.get(
        { host: "127.0.0.1", port, path: `/api/v1/live/matches/${matchId}?lang=ar`, agent },
        (res) => {
          if (res.statusCode !== 200) return reject(new Error(`stream ${i}: ${res.statusCode}`));
          res.setEncoding("utf8");
          let buf = "";
          let first = true;
          res.on("data", (chunk) => {
            buf += chunk;
            let at;
            while ((at = buf.indexOf("\n\n")) >= 0) {
              const block = buf.slice(0, at);
              buf = buf.slice(at + 2);
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (!data) continue;
              const goals = JSON.parse(data).team_goals ?? 0;
              if (first) {
                first = false;
                resolve();
              }
              waiting.get(goals)?.(i);
            }
          });
        },
      );
      req.on("error", reject);
      sockets.push(req);
    });
  const t0 = performance.now();
  for (let i = 0; i < STREAMS; i += 100)
    await Promise.all(Array.from({ length: Math.min(100, STREAMS - i) }, (_, k) => open(i + k)));
  const openMs = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 1000));
  const after = rss(server.child.pid);

  let missed = 0;
  for (let goal = 1; goal <= CHANGES; goal++) {
    const seen = new Set();
    let start = 0;
    const done = new Promise((resolve) => {
      waiting.set(goal, (i) => {
        if (seen.has(i)) return;
        seen.add(i);
        arrivals.push(performance.now() - start);
        if (seen.size === STREAMS) resolve(true);
      });
      setTimeout(() => resolve(false), 10_000);
    });
    start = performance.now();
    await db.query(
      "INSERT INTO match_events (match_id, type, side, minute) VALUES ($1, 'goal', 'club', $2)",
      [matchId, goal],
    );
    if (!(await done)) missed += STREAMS - seen.size;
    waiting.delete(goal);
  }
  const sorted = arrivals.sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  const perStreamKb = (after - before) / STREAMS;
  report(`${STREAMS} streams, ${CHANGES} score changes`, {
    "streams opened in": `${openMs.toFixed(0)} ms`,
    "change -> event, p50": `${p50.toFixed(1)} ms`,
    "change -> event, p99 (aim < 1000 ms)": `${p99.toFixed(1)} ms`,
    "change -> event, max": `${sorted.at(-1)?.toFixed(1)} ms`,
    "events missed (aim 0)": String(missed),
    "server RSS before / with streams": `${(before / 1024).toFixed(1)} / ${(after / 1024).toFixed(1)} MB`,
    [`memory per stream (aim < ${AIM_KB} KB)`]: `${perStreamKb.toFixed(1)} KB`,
  });
  failed = missed > 0 || !(p99 < AIM_P99_MS) || !(perStreamKb < AIM_KB);
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  for (const s of sockets) s.destroy();
  await db.end();
  await server.stop();
}
process.exit(failed ? 1 : 0);
