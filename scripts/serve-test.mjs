// Starts a built copy of the site on a free loopback port with its own data directory and
// embedded database, for browser tests and benchmarks. Returns { url, dataDir, stop }.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/**
 * A free port for an embedded PostgreSQL that a test connects to by number, below Linux's
 * ephemeral range (32768-60999): there an outgoing connection could take it first, the server
 * would move to the next port (src/server/db/embedded.ts findPort) and the test would knock on
 * the wrong one.
 */
export async function quietPort() {
  for (;;) {
    const port = 21000 + Math.floor(Math.random() * 10000);
    const free = await new Promise((resolve) => {
      const srv = net.createServer();
      srv.once("error", () => resolve(false));
      srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export async function startServer({ buildDir, serverDir, env = {}, dataDir: keepDir } = {}) {
  const port = await freePort();
  const dataDir = keepDir ?? mkdtempSync(path.join(os.tmpdir(), "club-e2e-data-"));
  // The embedded server runs as the "postgres" user when started by root: it must reach its folder.
  chmodSync(dataDir, 0o755);
  const child = spawn(process.execPath, [path.join(serverDir, "main.js")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BUILD_DIR: buildDir,
      EMBEDDED_PG_PORT: String(40000 + Math.floor(Math.random() * 20000)),
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "100000",
      FORM_RATE_LIMIT: "100000",
      FORM_RATE_LIMIT_PER_FORM: "100000",
      FORM_RATE_LIMIT_PER_SENDER: "100000",
      // Every journey comes from 127.0.0.1: the per-IP code limit would otherwise stop the run.
      OTP_PER_IP: "100000",
      STAFF_AUTH_PER_IP: "100000",
      // The console's own per-IP limit: every staff journey shares 127.0.0.1 too.
      STAFF_RATE_LIMIT_MAX: "100000",
      // Every sensitive staff call asks for a fresh code, so journeys meet the re-authentication
      // dialog whatever they did just before (a sign-in counts as fresh for 5 minutes otherwise).
      STAFF_REAUTH_MINUTES: "0",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let exited = false;
  child.once("exit", () => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error("The server exited during start-up");
    try {
      const res = await fetch(`${url}/readyz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) throw new Error("The server did not become ready in 120 s");
  /** Stops the server (SIGTERM, as Ctrl-C would) and removes its data unless the caller owns it. */
  const stop = async () => {
    if (!exited) {
      child.kill("SIGTERM");
      await new Promise((r) => {
        const t = setTimeout(() => {
          child.kill("SIGKILL");
          r();
        }, 15_000);
        child.once("exit", () => {
          clearTimeout(t);
          r();
        });
      });
    }
    if (!keepDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port, dataDir, stop, child };
}
