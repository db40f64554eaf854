// Browser tests: builds the site (or uses the existing build with --use-build), starts it on a
// free loopback port with a fresh data directory and embedded database, runs Playwright in
// Debian's Chromium, and stops the server.
//   npm run e2e -- [--use-build] [playwright args, e.g. a spec file or --grep]
//   npm run e2e -- --serve   (build, start and keep serving; prints the address)
import { execSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import path from "node:path";
import { findChromium } from "./chromium.mjs";
import { startServer } from "./serve-test.mjs";

const args = process.argv.slice(2);
const useBuild = args.includes("--use-build");
const serve = args.includes("--serve");
const pwArgs = args.filter((a) => a !== "--use-build" && a !== "--serve");

const chromium = findChromium();
let buildDir = path.resolve("build");
let serverDir = path.resolve("dist/server");
let tmp = "";
if (!useBuild) {
  // Inside the project, so the bundles resolve their packages from node_modules.
  mkdirSync(".builds", { recursive: true });
  tmp = mkdtempSync(path.resolve(".builds", "e2e-"));
  buildDir = path.join(tmp, "build");
  serverDir = path.join(tmp, "server");
  console.log(`Building into ${tmp} …`);
  execSync("npx react-router build", {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  execSync("node scripts/build-server.mjs", {
    stdio: "inherit",
    env: { ...process.env, SERVER_OUT_DIR: serverDir },
  });
}

const server = await startServer({ buildDir, serverDir });
const cleanup = async () => {
  await server.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
};
process.on("SIGINT", () => cleanup().then(() => process.exit(130)));
process.on("SIGTERM", () => cleanup().then(() => process.exit(143)));

if (serve) {
  console.log(`Serving ${server.url} (data in ${server.dataDir}); Ctrl-C or SIGTERM to stop.`);
  await new Promise(() => {});
}

const result = spawnSync("npx", ["playwright", "test", ...pwArgs], {
  stdio: "inherit",
  env: {
    ...process.env,
    E2E_BASE_URL: server.url,
    E2E_DATA_DIR: server.dataDir,
    E2E_BUILD_DIR: buildDir,
    E2E_SERVER_DIR: serverDir,
    CHROMIUM_PATH: chromium,
  },
});
await cleanup();
process.exit(result.status ?? 1);
