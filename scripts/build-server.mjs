// Bundles the Fastify server (src/server/main.ts, which loads server.ts) into dist/server with its SQL migrations.
// Dependencies stay external: they are loaded from node_modules at run time.
import { build } from "esbuild";
import { cpSync, rmSync } from "node:fs";

const out = process.env.SERVER_OUT_DIR || "dist/server";
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: { main: "src/server/main.ts", "seed-cli": "src/server/seed-cli.ts" },
  outdir: out,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: true,
  // main.ts sets NODE_ENV before it imports the server, which therefore lives in its own chunk.
  splitting: true,
  logLevel: "warning",
});
cpSync("src/server/db/migrations", `${out}/migrations`, { recursive: true });
console.log(`server built in ${out}`);
