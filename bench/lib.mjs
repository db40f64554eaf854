// Shared helpers of the benchmarks: the built site, a server on a free port, printing.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";
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

/** A numeric command-line option (`--name 100`), or the fallback when it is not given. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/**
 * A built copy of the site on its own embedded PostgreSQL, for benches that load their data
 * straight into the database. Exits with 2 when there is no build. `connectDb` opens a client
 * on that database (the caller ends it).
 */
export async function startBenchDbServer(env = {}) {
  if (!existsSync(path.join(serverDir, "main.js")) || !existsSync(path.join(buildDir, "server"))) {
    console.error("No build found: run `npm run build` first.");
    process.exit(2);
  }
  const pgPort = 42000 + Math.floor(Math.random() * 15000);
  const server = await startBenchServer({
    EMBEDDED_PG_PORT: String(pgPort),
    LOG_LEVEL: "error",
    ...env,
  });
  const connectDb = async () => {
    const db = new pg.Client({
      connectionString: `postgres://postgres:club-local@127.0.0.1:${pgPort}/club`,
    });
    await db.connect();
    return db;
  };
  return { server, connectDb };
}

/** The text messages the server has written to its SMS outbox so far (none before the first). */
export function readSmsOutbox(server) {
  const outbox = path.join(server.dataDir, "outbox", "sms.jsonl");
  return existsSync(outbox)
    ? readFileSync(outbox, "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
}

export function report(title, rows) {
  console.log(`\n== ${title}`);
  for (const [name, value] of Object.entries(rows)) console.log(`  ${name.padEnd(42)} ${value}`);
}

const TICKS_PER_S = 100;

/** CPU seconds used so far by a process and every process below it (Linux; null elsewhere). */
export function treeCpuSeconds(rootPid) {
  try {
    const stats = new Map();
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const raw = readFileSync(`/proc/${entry}/stat`, "utf8");
        const f = raw.slice(raw.lastIndexOf(")") + 2).split(" ");
        // utime, stime, cutime, cstime (fields 14-17; f[0] is field 3).
        const ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
        stats.set(Number(entry), { ppid: Number(f[1]), ticks });
      } catch {
        // gone meanwhile
      }
    }
    let total = 0;
    const stack = [rootPid];
    while (stack.length) {
      const pid = stack.pop();
      total += stats.get(pid)?.ticks ?? 0;
      for (const [child, s] of stats) if (s.ppid === pid) stack.push(child);
    }
    return total / TICKS_PER_S;
  } catch {
    return null;
  }
}

/** The bytes the server sends for `url` when the browser accepts `encoding` (as on the wire). */
export function bytesSent(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        let n = 0;
        res.on("data", (chunk) => (n += chunk.length));
        res.on("end", () => resolve(n));
      })
      .on("error", reject);
  });
}
