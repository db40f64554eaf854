// CPU profile of the server while it renders one page without the page cache:
//   node bench/ssr-profile.mjs [path] [--requests 400] [--cookie-member] [--top 25]
// Starts the built server with a CPU profiler (bench/cpu-profiler.mjs; the same data as --cpu-prof), sends the requests (4 at a time), stops it and
// prints the top frames by self time and by inclusive time, and the self time per package.
import autocannon from "autocannon";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { numberArg, startBenchServer } from "./lib.mjs";

const target =
  process.argv[2] && !process.argv[2].startsWith("--") ? process.argv[2] : "/news/read/2/x";
const REQUESTS = numberArg("requests", 400);
const TOP = numberArg("top", 25);
const fromArg = process.argv.indexOf("--from");
let profileFile = fromArg > 0 ? process.argv[fromArg + 1] : "";
let cpuPerReq = numberArg("cpu", 0);
if (!profileFile) profileFile = await profileServer();
console.log(`profile: ${profileFile}`);
summarize(JSON.parse(readFileSync(profileFile, "utf8")));

function summarize({ nodes, samples, timeDeltas }) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const selfUs = new Map();
  samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  const label = (n) => {
    const cf = n.callFrame;
    const url = cf.url
      .replace(/^file:\/\//, "")
      .replace(/.*node_modules\//, "~/")
      .replace(process.cwd() + "/", "");
    return `${cf.functionName || "(anonymous)"} ${url}:${cf.lineNumber + 1}`;
  };
  const pkg = (n) => {
    const u = n.callFrame.url;
    if (!u) return n.callFrame.functionName.startsWith("(") ? n.callFrame.functionName : "(native)";
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u);
    if (m) return m[1];
    if (u.startsWith("node:")) return "node:" + u.slice(5).split("/")[0];
    if (u.includes("/build/server/")) return "site build (build/server)";
    if (/\/dist\/server[^/]*\//.test(u)) return "server (dist/server)";
    return u;
  };
  let total = 0;
  const self = new Map();
  const incl = new Map();
  const pk = new Map();
  const cat = new Map();
  const ROUTE_TABLES =
    /^(getPartialManifest|matchRoutesImpl|matchRoutes|matchServerRoutes|createServerRoutes|createStaticRouter|convertRoutesToDataRoutes|flattenRoutes|flattenAndRankRoutes|createStaticHandler|derive) /;
  /** Where a sample's time went, by its leaf frame's package (and React Router's route tables). */
  const category = (id, names) => {
    // Native and Node-internal frames count for the package that called them (a socket write
    // for the database client, a text encoder for React Router...).
    let at = id;
    const inNode = (x) => /^(\(native\)|node:)/.test(pkg(byId.get(x)));
    while (
      inNode(at) &&
      parent.get(at) !== undefined &&
      !pkg(byId.get(parent.get(at))).startsWith("(")
    )
      at = parent.get(at);
    const p = pkg(byId.get(at));
    if (names.some((n) => ROUTE_TABLES.test(n))) return "React Router: route tables and matching";
    if (/^(pg|pg-pool|pg-protocol|pg-types|postgres-.*|drizzle-orm)$/.test(p))
      return "database client (pg, drizzle-orm)";
    if (
      p === "light-my-request" ||
      /^(fastify|find-my-way|avvio|toad-cache|pino|fastify-.*|@fastify\/.*|fast-.*)$/.test(p)
    )
      return "Fastify and in-process API calls (inject)";
    if (p === "react-dom" || p === "react") return "React rendering";
    if (p === "react-router" || p === "@react-router/node")
      return "React Router: other (data, streams)";
    if (p === "site build (build/server)") return "the site's components and loaders";
    if (p === "server (dist/server)" || p === "zod")
      return "the server's code (services, contract)";
    if (p === "(garbage collector)") return "garbage collection";
    if (/^(\(native\)|node:)/.test(p)) return "Node with no package above it (sockets, timers)";
    return "other packages (sanitize-html, htmlparser2, ...)";
  };
  const ownStack = (id) => {
    for (let cur = id; cur !== undefined; cur = parent.get(cur))
      if (byId.get(cur).callFrame.url.endsWith("cpu-profiler.mjs")) return true;
    return false;
  };
  for (const [id, us] of selfUs) {
    // The profiler's own stop and write are left out.
    if (ownStack(id)) continue;
    total += us;
    const n = byId.get(id);
    const l = label(n);
    self.set(l, (self.get(l) ?? 0) + us);
    pk.set(pkg(n), (pk.get(pkg(n)) ?? 0) + us);
    const names = [];
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) names.push(label(byId.get(cur)));
    const c = l.startsWith("(idle)") ? "(idle)" : category(id, names);
    if (c !== "(idle)") cat.set(c, (cat.get(c) ?? 0) + us);
    // Inclusive: every distinct frame on the stack, once.
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const cl = label(byId.get(cur));
      if (seen.has(cl)) continue;
      seen.add(cl);
      incl.set(cl, (incl.get(cl) ?? 0) + us);
    }
  }
  const idle = [...self].filter(([l]) => l.startsWith("(idle)")).reduce((a, [, v]) => a + v, 0);
  const busy = total - idle;
  const perReq = (us) => `${(us / 1000 / REQUESTS).toFixed(2)} ms/req`;
  const pct = (us) => `${((100 * us) / busy).toFixed(1)}%`.padStart(6);
  console.log(
    `\nserver CPU ${cpuPerReq.toFixed(1)} ms/request (from /proc); profile: ${(busy / 1000).toFixed(0)} ms on the main thread over ${REQUESTS} requests, ${perReq(busy)} (wall time while busy, inflated when the machine is loaded)`,
  );
  const show = (title, m) => {
    console.log(`\n-- ${title}`);
    for (const [l, us] of [...m]
      .filter(([l]) => !l.startsWith("(idle)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP))
      console.log(`${pct(us)}  ${l}`);
  };
  console.log("\n-- where the time went (share of busy time, and ms per request from /proc)");
  for (const [c, us] of [...cat].sort((a, b) => b[1] - a[1]))
    console.log(`${pct(us)}  ${((cpuPerReq * us) / busy).toFixed(1).padStart(5)} ms  ${c}`);
  show("self time by package", pk);
  show("self time by function", self);
  show("inclusive time by function", incl);
}

/**
 * Waits (at most a minute) until the start's background jobs due now have run: a fresh start
 * queues the demo pictures' AVIF variants, whose encoding (sharp) would otherwise fall into the
 * profiled requests' time.
 */
async function jobsSettled(pgPort) {
  const db = new pg.Client({
    connectionString: `postgres://postgres:club-local@127.0.0.1:${pgPort}/club`,
  });
  await db.connect();
  const started = Date.now();
  try {
    for (;;) {
      const { rows } = await db.query(
        "SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE run_at <= now() AND attempts < max_attempts",
      );
      if (rows[0].n === 0) break;
      if (Date.now() - started > 60_000) {
        console.log(`${rows[0].n} background jobs still due after 60 s; profiling with them`);
        break;
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await db.end();
  }
  console.log(`background jobs settled after ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Runs the server under the profiler and answers the profile's file. */
async function profileServer() {
  const dir = mkdtempSync(path.join(os.tmpdir(), "ssr-prof-"));
  const pgPort = 40000 + Math.floor(Math.random() * 20000);
  const server = await startBenchServer({
    PAGE_CACHE_SECONDS: "0",
    EMBEDDED_PG_PORT: String(pgPort),
    BENCH_BASELINE_BUILD: new URL("./ssr-baseline.mjs", import.meta.url).pathname,
    NODE_OPTIONS: `--import=${new URL("./cpu-profiler.mjs", import.meta.url).pathname}`,
    CPU_PROFILE_FILE: path.join(dir, "server.cpuprofile"),
  });
  let cookie = "cookies_agreed=1";
  /** CPU time of a process so far, in ms (user + system, from /proc). */
  function cpuMs(pid) {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }
  try {
    await jobsSettled(pgPort);
    if (process.argv.includes("--cookie-member")) {
      const db = new pg.Client({
        connectionString: `postgres://postgres:club-local@127.0.0.1:${pgPort}/club`,
      });
      await db.connect();
      const { rows } = await db.query("SELECT id FROM members ORDER BY id LIMIT 1");
      const token = randomBytes(32).toString("base64url");
      await db.query(
        "INSERT INTO member_sessions (member_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')",
        [rows[0].id, createHash("sha256").update(token).digest("hex")],
      );
      await db.end();
      cookie += `; club_session=${token}`;
    }
    const url = server.url + encodeURI(target);
    const status = (await fetch(url, { headers: { cookie } })).status;
    console.log(`GET ${target}: ${status}`);
    const shoot = (amount) =>
      new Promise((resolve, reject) =>
        autocannon({ url, headers: { cookie }, connections: 4, amount }, (e, r) =>
          e ? reject(e) : resolve(r),
        ),
      );
    await shoot(Math.ceil(REQUESTS / 4)); // warm-up
    server.child.kill("SIGUSR2");
    await new Promise((r) => setTimeout(r, 300));
    const cpu0 = cpuMs(server.child.pid);
    await shoot(REQUESTS);
    cpuPerReq = (cpuMs(server.child.pid) - cpu0) / REQUESTS;
    server.child.kill("SIGUSR2");
    while (!readdirSync(dir).length) await new Promise((r) => setTimeout(r, 200));
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    await server.stop();
  }

  return path.join(dir, "server.cpuprofile");
}
