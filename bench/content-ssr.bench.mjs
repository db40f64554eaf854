// Server rendering without the page cache, against a minimal React Router page measured in the
// same run (bench/ssr-baseline.mjs, served by the same server at /__baseline): an article, the
// news list, Home, and a signed-in member's profile and event page. Aims (issue 21): each page
// at least half the baseline's throughput, p99 under 100 ms at 20 connections. Then one article
// with the anonymous page cache (PAGE_CACHE_SECONDS): the cache at least triples throughput and
// a content change shows within PAGE_CACHE_SECONDS + 1 s.
//   node bench/content-ssr.bench.mjs [--seconds 10] [--connections 20] [--only article,home]
import autocannon from "autocannon";
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import pg from "pg";
import { numberArg, report, startBenchServer } from "./lib.mjs";

const DURATION = numberArg("seconds", Number(process.env.BENCH_SECONDS || 10));
const CONNECTIONS = numberArg("connections", Number(process.env.BENCH_CONNECTIONS || 20));
const onlyArg = process.argv.indexOf("--only");
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1].split(",") : null;
const SKIP_CACHE = process.argv.includes("--no-cache-check");
const TTL = 5;
const ARTICLE = "/news/read/2/افتتاح-أكاديمية-النور-للناشئين";
const BASELINE_BUILD = new URL("./ssr-baseline.mjs", import.meta.url).pathname;

function run(url, cookie, seconds = DURATION) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: "GET",
        headers: { cookie: `cookies_agreed=1${cookie ? `; ${cookie}` : ""}` },
        connections: CONNECTIONS,
        duration: seconds,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

const pgUrl = (port) =>
  `postgres://postgres:${encodeURIComponent(process.env.EMBEDDED_PG_PASSWORD || "club-local")}@127.0.0.1:${port}/club`;

async function startServer(ttl) {
  const pgPort = 40000 + Math.floor(Math.random() * 20000);
  const server = await startBenchServer({
    PAGE_CACHE_SECONDS: String(ttl),
    EMBEDDED_PG_PORT: String(pgPort),
    BENCH_BASELINE_BUILD: BASELINE_BUILD,
  });
  const db = new pg.Client({ connectionString: pgUrl(pgPort) });
  await db.connect();
  return { server, db };
}

async function stopServer({ server, db }) {
  await db.end();
  // Let the renders still in flight when the load stopped finish before the database goes.
  await new Promise((r) => setTimeout(r, 3000));
  await server.stop();
}

/** A demo member with an open session (the token stored hashed, as the site does). */
async function memberCookie(db) {
  const { rows } = await db.query("SELECT id FROM members ORDER BY id LIMIT 1");
  const token = randomBytes(32).toString("base64url");
  await db.query(
    "INSERT INTO member_sessions (member_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')",
    [rows[0].id, createHash("sha256").update(token).digest("hex")],
  );
  return `club_session=${token}`;
}

/** The first event page the events list links to. */
async function firstEventPath(url) {
  const html = await (await fetch(`${url}/events`)).text();
  const m = /href="(\/event-details\/\d+[^"]*)"/.exec(html);
  if (!m) throw new Error("No event on /events");
  return decodeURIComponent(m[1]);
}

/** CPU time of the server process so far, in ms (user + system, from /proc). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * CPU time so far of the database's processes: the postmaster, its children that ended (counted
 * in its own record once reaped) and those alive. The database shares the cores with the server,
 * so a page's statements cost throughput the server's own CPU does not show.
 */
function dbCpuMs(postmaster) {
  const own = readFileSync(`/proc/${postmaster}/stat`, "utf8").split(") ")[1].split(" ");
  let total =
    ((Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14])) * 1000) / 100;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const fields = readFileSync(`/proc/${name}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[1]) === postmaster) total += cpuMs(Number(name));
    } catch {
      // A process that ended while the list was read.
    }
  }
  return total;
}

/** The postmaster behind a connection: the parent of its backend. */
async function postmasterOf(db) {
  const { rows } = await db.query("SELECT pg_backend_pid() AS pid");
  return Number(readFileSync(`/proc/${rows[0].pid}/stat`, "utf8").split(") ")[1].split(" ")[1]);
}

/** One measured run: throughput and latency, and the server's and database's CPU per page. */
async function measure(server, url, cookie, postmaster) {
  const before = cpuMs(server.child.pid);
  const dbBefore = dbCpuMs(postmaster);
  const res = await run(url, cookie);
  const cpu = cpuMs(server.child.pid) - before;
  const dbCpu = dbCpuMs(postmaster) - dbBefore;
  const n = res.requests.total;
  return { ...fmt(res), cpu: n ? cpu / n : NaN, dbCpu: n ? dbCpu / n : NaN };
}

const load = () => readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
const fmt = (res) => ({
  rps: res.requests.average,
  p50: res.latency.p50,
  p99: res.latency.p99,
  bad: res.non2xx + res.errors + res.timeouts,
});

// 1. Uncached pages against the baseline, one server, one run.
const loadBefore = load();
const uncached = await startServer(0);
const rows = [];
try {
  const { server, db } = uncached;
  const cookie = await memberCookie(db);
  const postmaster = await postmasterOf(db);
  const pages = [
    ["article", ARTICLE, ""],
    ["news list", "/news", ""],
    ["Home", "/", ""],
    ["member profile", "/fursanalealami/profile/profile-info", cookie],
    ["member event page", await firstEventPath(server.url), cookie],
  ].filter(([name]) => !ONLY || ONLY.some((o) => name.includes(o)));
  // The baseline is measured before and after the pages; the ratio uses their mean.
  const baselineUrl = `${server.url}/__baseline`;
  await run(baselineUrl, "", 3);
  const base1 = await measure(server, baselineUrl, "", postmaster);
  for (const [name, path, c] of pages) {
    const url = server.url + encodeURI(path);
    const check = await fetch(url, { headers: { cookie: `cookies_agreed=1; ${c}` } });
    if (check.status !== 200) throw new Error(`${name}: ${path} answered ${check.status}`);
    await run(url, c, 3); // warm-up
    rows.push([name, path, await measure(server, url, c, postmaster)]);
  }
  const base2 = await measure(server, baselineUrl, "", postmaster);
  const baseRps = (base1.rps + base2.rps) / 2;
  // CPU per page of the runs that completed pages (a run swamped by other work may have none).
  const baseCpus = [base1.cpu, base2.cpu].filter(Number.isFinite);
  const baseCpu = baseCpus.reduce((a, b) => a + b, 0) / baseCpus.length;
  const out = {
    "machine load (1/5/15 min) before / after": `${loadBefore} / ${load()}`,
    "baseline (minimal React Router page)": `${baseRps.toFixed(0)} pages/s (${base1.rps.toFixed(0)} before, ${base2.rps.toFixed(0)} after), p50 ${base1.p50} / p99 ${Math.max(base1.p99, base2.p99)} ms, ${baseCpu.toFixed(1)} ms CPU/page`,
  };
  for (const [name, , r] of rows) {
    const ratio = r.rps / baseRps;
    out[name] =
      `${r.rps.toFixed(0).padStart(4)} pages/s, p50 ${String(r.p50).padStart(4)} ms, p99 ${String(r.p99).padStart(4)} ms ${r.p99 < 100 ? "(ok)" : "(aim < 100)"}, ratio ${ratio.toFixed(2)} ${ratio >= 0.5 ? "(ok)" : "(aim >= 0.5)"}, ${r.cpu.toFixed(1)} ms CPU/page (${(baseCpu / r.cpu).toFixed(2)} of baseline's), database ${r.dbCpu.toFixed(1)} ms CPU/page${r.bad ? `, ${r.bad} failed` : ""}`;
  }
  report(`Uncached server rendering (${CONNECTIONS} connections, ${DURATION} s each)`, out);
} finally {
  await stopServer(uncached);
}

// 2. The anonymous page cache on one article.
if (!SKIP_CACHE) {
  const off = rows.find(([name]) => name === "article")?.[2];
  const cached = await startServer(TTL);
  try {
    const { server, db } = cached;
    const url = server.url + encodeURI(ARTICLE);
    await run(url, "", 3); // warm-up
    const on = fmt(await run(url, ""));
    // Change the article in the database and time how long the page keeps the old title.
    const marker = `تحديث ${Date.now()}`;
    await db.query(
      `UPDATE news SET title = jsonb_set(title, '{ar}', to_jsonb($1::text)) WHERE id = 2`,
      [marker],
    );
    const changedAt = Date.now();
    while (Date.now() - changedAt < (TTL + 5) * 1000) {
      const html = await (await fetch(url, { headers: { cookie: "cookies_agreed=1" } })).text();
      if (html.includes(marker)) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const freshness = `${((Date.now() - changedAt) / 1000).toFixed(1)} s (aim <= ${TTL + 1} s)`;
    report(`GET ${ARTICLE} with the page cache (${CONNECTIONS} connections, ${DURATION} s)`, {
      [`cache ${TTL} s: requests/s (mean)`]: on.rps.toFixed(0),
      [`cache ${TTL} s: latency p50 / p99`]: `${on.p50} / ${on.p99} ms`,
      ...(off ? { "speed-up": `${(on.rps / off.rps).toFixed(1)}x (aim >= 3x)` } : {}),
      "content change visible after": freshness,
      "non-2xx responses": String(on.bad),
    });
  } finally {
    await stopServer(cached);
  }
}
