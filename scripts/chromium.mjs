// Finds Debian's Chromium for browser tests, installing it with apt when missing and running as root.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
].filter(Boolean);

export function findChromium({ install = true } = {}) {
  const found = CANDIDATES.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (install && isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium package with apt-get…");
    execSync(
      "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium",
      { stdio: "inherit" },
    );
    const after = CANDIDATES.find((p) => existsSync(p));
    if (after) return after;
  }
  console.error(
    [
      "Browser tests need Chromium and none was found.",
      "  On Debian/Ubuntu run:  sudo apt-get install -y chromium",
      "  Or point CHROMIUM_PATH at a Chromium or Chrome binary.",
    ].join("\n"),
  );
  process.exit(1);
}

export const CHROMIUM_ARGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];

// `node scripts/chromium.mjs`: make sure Chromium is there before any browser test runs (the
// unit suite drives it too), installing Debian's package when running as root.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  console.log(`Chromium for browser tests: ${findChromium()}`);
}
