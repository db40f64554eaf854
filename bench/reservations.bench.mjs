// Seat reservations under contention, on loopback, and the seat map's load time.
//   npm run bench -- reservations [--members 1000] [--seats 100] [--concurrency 100] [--rounds 3] [--profile]
// --profile: a CPU profile of the server during round 2 (bench/cpu-profiler.mjs), summarized by
// `node bench/ssr-profile.mjs --from <file>`.
// Starts a built copy of the site with fresh data (embedded PostgreSQL), inserts --members
// members with open sessions and an event with --seats seats, then sends one reservation request
// per member, --concurrency of them in flight at any moment, member i aiming at seat (i mod seats). Reports successes, conflicts,
// duplicates (seats held twice on one day, must be 0), throughput and p99. Then it times the seat
// map of the largest demo layout (demo event 1): the event page's data, one block's seats, and the
// whole layout with every seat (its p99 printed against the same aim, not enforced: the page
// never loads it at once), each with the CPU of server and database per call.
// Expectations: successes == min(members, seats), every other answer a 409, 0 duplicates, p99
// within budget. Exits non-zero otherwise.
import autocannon from "autocannon";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { numberArg, startBenchDbServer, treeCpuSeconds } from "./lib.mjs";

const MEMBERS = numberArg("members", 1000);
const SEATS = numberArg("seats", 100);
const ROUNDS = numberArg("rounds", 3);
const CONCURRENCY = numberArg("concurrency", 100);
// Budgets for a 2-core machine that also runs the database.
const BUDGET_P99_MS = 2000;
const BUDGET_MAP_P99_MS = 300;
// Aim (issue 21): the whole rush settled in under 2 s at 100 concurrent (reported, not enforced:
// the figure grows with whatever else the machine runs; `machine load` is printed with it).
const AIM_SETTLED_S = 2;

const PROFILE = process.argv.includes("--profile")
  ? path.join(mkdtempSync(path.join(os.tmpdir(), "reservations-prof-")), "server.cpuprofile")
  : "";

const { server, connectDb } = await startBenchDbServer(
  PROFILE
    ? {
        NODE_OPTIONS: `--import=${new URL("./cpu-profiler.mjs", import.meta.url).pathname}`,
        CPU_PROFILE_FILE: PROFILE,
      }
    : {},
);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const failures = [];

try {
  const db = await connectDb();

  // Members with sessions (tokens stored hashed, as the app does).
  const tokens = [];
  const { rows: members } = await db.query(
    `INSERT INTO members (phone, name, email, birth_date, country_id, city_id, qr_code)
     SELECT '9665' || lpad((40000000 + g)::text, 8, '0'), 'Bench Member ' || g, 'bench' || g || '@example.com',
            DATE '1990-01-01', 1, 101, 'KN-bench-' || g || '-' || md5(random()::text)
       FROM generate_series(1, $1) g RETURNING id`,
    [MEMBERS],
  );
  for (const m of members) {
    const token = randomBytes(32).toString("base64url");
    tokens.push(token);
    await db.query(
      "INSERT INTO member_sessions (member_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')",
      [m.id, createHash("sha256").update(token).digest("hex")],
    );
  }

  const results = [];
  for (let round = 0; round < ROUNDS; round++) {
    // A fresh event per round: one area, one block, rows of 20.
    const { rows: ev } = await db.query(
      `INSERT INTO events (title, description, availability_from, availability_to)
       VALUES ('{"ar":"قياس"}', '{"ar":""}', now() - interval '1 day', now() + interval '10 days') RETURNING id`,
    );
    const eventId = ev[0].id;
    const { rows: day } = await db.query(
      `INSERT INTO event_dates (event_id, attend_on, starts_at)
       VALUES ($1, (now() AT TIME ZONE 'Asia/Riyadh')::date + 3, now() + interval '3 days')
       RETURNING to_char(attend_on, 'YYYY-MM-DD') AS d`,
      [eventId],
    );
    const { rows: area } = await db.query(
      `INSERT INTO event_containers (event_id, title) VALUES ($1, '{"ar":"A"}') RETURNING id`,
      [eventId],
    );
    const { rows: block } = await db.query(
      `INSERT INTO event_containers (event_id, parent_id, title) VALUES ($1, $2, '{"ar":"B"}') RETURNING id`,
      [eventId, area[0].id],
    );
    const { rows: seats } = await db.query(
      `INSERT INTO event_blocks (event_id, container_id, row_label, number, ord)
       SELECT $1, $2, 'R' || (g / 20), g % 20 + 1, g FROM generate_series(0, $3 - 1) g RETURNING id`,
      [eventId, block[0].id, SEATS],
    );

    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    const target = new URL(`${server.url}/api/v1/reservations/create`);
    const post = (token, body) =>
      new Promise((resolve, reject) => {
        const req = http.request(
          target,
          {
            method: "POST",
            agent,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${token}`,
              "content-length": Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const latencies = [];
    const statuses = new Map();
    const profiled = PROFILE && round === Math.min(1, ROUNDS - 1);
    if (profiled) {
      server.child.kill("SIGUSR2");
      await new Promise((r) => setTimeout(r, 300));
    }
    const t0 = performance.now();
    const cpu0 = treeCpuSeconds(server.child.pid);
    // CONCURRENCY requests in flight at all times until every member has asked once.
    let next = 0;
    const worker = async () => {
      while (next < tokens.length) {
        const i = next++;
        const start = performance.now();
        const status = await post(
          tokens[i],
          JSON.stringify({
            event_id: eventId,
            attend_at: day[0].d,
            containers_blocks_ids: [seats[i % seats.length].id],
          }),
        );
        latencies.push(performance.now() - start);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, tokens.length) }, worker));
    const seconds = (performance.now() - t0) / 1000;
    // CPU of the server and its database for the round: its cost whatever the machine's load.
    const cpu1 = treeCpuSeconds(server.child.pid);
    const cpu = cpu0 === null || cpu1 === null ? null : cpu1 - cpu0;
    if (profiled) {
      server.child.kill("SIGUSR2");
      await new Promise((r) => setTimeout(r, 1000));
      console.log(`cpu profile of round ${round + 1}: ${PROFILE}`);
    }
    agent.destroy();
    latencies.sort((a, b) => a - b);
    const { rows: dup } = await db.query(
      `SELECT count(*)::int AS n FROM (SELECT block_id FROM reservation_seats WHERE event_id = $1
        GROUP BY block_id, attend_on HAVING count(*) > 1) d`,
      [eventId],
    );
    const { rows: held } = await db.query(
      "SELECT count(*)::int AS n FROM reservation_seats WHERE event_id = $1",
      [eventId],
    );
    const r = {
      round: round + 1,
      successes: statuses.get(200) ?? 0,
      conflicts: statuses.get(409) ?? 0,
      other:
        [...statuses.entries()]
          .filter(([s]) => s !== 200 && s !== 409)
          .map(([s, n]) => `${s}x${n}`)
          .join(" ") || "none",
      duplicates: dup[0].n,
      seatsHeld: held[0].n,
      seconds,
      throughput: Math.round(MEMBERS / seconds),
      p50: Math.round(percentile(latencies, 50)),
      p99: Math.round(percentile(latencies, 99)),
    };
    results.push(r);
    console.log(
      `round ${r.round}: ${MEMBERS} members (${CONCURRENCY} at a time) vs ${SEATS} seats -> successes ${r.successes}, conflicts ${r.conflicts}, ` +
        `other ${r.other}, duplicates ${r.duplicates}, seats held ${r.seatsHeld}, ${r.throughput} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms; ` +
        `settled in ${seconds.toFixed(2)} s (aim < ${AIM_SETTLED_S} s: ${seconds < AIM_SETTLED_S ? "met" : "NOT met"}; machine load ${os.loadavg()[0].toFixed(2)}); ` +
        `CPU (server + database) ${cpu === null ? "n/a" : `${cpu.toFixed(2)} s`}`,
    );
    const expected = Math.min(MEMBERS, SEATS);
    if (r.successes !== expected)
      failures.push(`round ${r.round}: ${r.successes} successes, expected ${expected}`);
    if (r.conflicts !== MEMBERS - expected)
      failures.push(`round ${r.round}: ${r.conflicts} conflicts, expected ${MEMBERS - expected}`);
    if (r.duplicates !== 0 || r.seatsHeld !== expected)
      failures.push(`round ${r.round}: duplicates ${r.duplicates}, held ${r.seatsHeld}`);
    // The first round warms the server up (code paths, plans, caches): its answers count, its latency does not.
    if ((round > 0 || ROUNDS === 1) && r.p99 > BUDGET_P99_MS) {
      failures.push(`round ${r.round}: p99 ${r.p99} ms over ${BUDGET_P99_MS} ms`);
    }
  }

  // The seat map of the largest demo layout: all areas, blocks and seats of event 1.
  const { rows: size } = await db.query(
    "SELECT count(*)::int AS n FROM event_blocks WHERE event_id = 1",
  );
  await db.end();
  // What the event page loads: the event with its areas and blocks (counts), then one block's seats.
  // Each with the CPU of the server and its database per call: the figure that does not grow
  // with what else the machine runs.
  const measure = async (path, body) => {
    const cpu0 = treeCpuSeconds(server.child.pid);
    const r = await autocannon({
      url: `${server.url}/api/v1${path}`,
      method: "POST",
      headers: { "content-type": "application/json", "content-language": "ar" },
      body: JSON.stringify(body),
      connections: 10,
      duration: 5,
    });
    const cpu1 = treeCpuSeconds(server.child.pid);
    r.cpuMs = cpu0 === null || cpu1 === null ? null : ((cpu1 - cpu0) * 1000) / r.requests.total;
    return r;
  };
  const figures = [
    [
      "event page data (event 1, areas and blocks with counts)",
      await measure("/reservations/events", { id: 1, with: ["containers"] }),
      true,
    ],
    [
      "one block's seat map (60 seats)",
      await measure("/reservations/blocks", { event_id: 1, parent_id: 1002 }),
      true,
    ],
    [
      `whole layout with every seat (${size[0].n} seats)`,
      await measure("/reservations/containers", { event_id: 1, with: ["childs", "childs.blocks"] }),
      false,
    ],
  ];
  for (const [name, r, budgeted] of figures) {
    console.log(
      `seat map, ${name}: ${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms ` +
        `(aim < ${BUDGET_MAP_P99_MS} ms: ${r.latency.p99 < BUDGET_MAP_P99_MS ? "met" : "NOT met"}), non-2xx ${r.non2xx}; ` +
        `CPU (server + database) ${r.cpuMs === null ? "n/a" : `${r.cpuMs.toFixed(2)} ms`} per call, ${Math.round(r.throughput.total / r.requests.total)} bytes`,
    );
    if (r.non2xx) failures.push(`${name}: non-2xx answers`);
    if (budgeted && r.latency.p99 > BUDGET_MAP_P99_MS)
      failures.push(`${name}: p99 ${r.latency.p99} ms over ${BUDGET_MAP_P99_MS} ms`);
  }
} catch (error) {
  failures.push(String(error?.stack ?? error));
} finally {
  // Let the load generator's last requests finish before the server goes.
  await new Promise((r) => setTimeout(r, 1000));
  await server.stop();
}

if (failures.length) {
  console.error(`\nFAILED:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nreservations bench: all expectations met");
