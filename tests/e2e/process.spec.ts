import { test, expect } from "@playwright/test";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
// @ts-expect-error plain ES module without types
import { quietPort, startServer } from "../../scripts/serve-test.mjs";

type Server = {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
  child: import("node:child_process").ChildProcess;
};

const dirs = { buildDir: process.env.E2E_BUILD_DIR!, serverDir: process.env.E2E_SERVER_DIR! };

function pgUrl(port: number) {
  return `postgres://postgres:club-local@127.0.0.1:${port}/club`;
}

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, "postgres", "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : null;
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

// These start their own servers; they run one at a time to keep the machine calm.
test.describe.configure({ mode: "serial" });

test("the site survives kill -9, keeps its data, and stops cleanly on SIGTERM", async () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "club-restart-"));
  const pgPort = await quietPort();
  const env = { EMBEDDED_PG_PORT: String(pgPort) };
  try {
    const first: Server = await startServer({ ...dirs, dataDir, env });
    const client = new pg.Client({ connectionString: pgUrl(pgPort) });
    await client.connect();
    await client.query(
      `UPDATE offers SET title = '{"ar":"عرض محفوظ","en":"Kept offer"}' WHERE id = 1`,
    );
    await client.end();

    // A hard kill leaves the database server running on its own.
    first.child.kill("SIGKILL");
    await new Promise((r) => first.child.once("exit", r));
    const orphan = postmasterPid(dataDir);
    expect(orphan && alive(orphan)).toBeTruthy();

    const second: Server = await startServer({ ...dirs, dataDir, env });
    const res = await fetch(`${second.url}/api/v1/website/offers/show/1`, {
      method: "POST",
      headers: { "content-language": "en" },
    });
    expect((await res.json()).results.title).toBe("Kept offer");
    expect(alive(orphan!)).toBe(false);

    // SIGTERM (like Ctrl-C) stops the app and its database.
    const pid = postmasterPid(dataDir)!;
    await second.stop();
    expect(second.child.exitCode).toBe(0);
    await expect.poll(() => alive(pid)).toBe(false);
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test("with DATABASE_URL the site uses that server and starts none", async () => {
  test.setTimeout(180_000);
  const pgPort = await quietPort();
  const owner: Server = await startServer({ ...dirs, env: { EMBEDDED_PG_PORT: String(pgPort) } });
  try {
    const guest: Server = await startServer({ ...dirs, env: { DATABASE_URL: pgUrl(pgPort) } });
    try {
      expect(existsSync(path.join(guest.dataDir, "postgres"))).toBe(false);
      const res = await fetch(`${guest.url}/readyz`);
      expect(res.status).toBe(200);
      const home = await fetch(`${guest.url}/en`);
      expect(await home.text()).toContain("Al Noor Club");
    } finally {
      await guest.stop();
    }
  } finally {
    await owner.stop();
  }
});
