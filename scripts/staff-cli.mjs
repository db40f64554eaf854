// `npm run staff -- <command>`: bundles src/server/staff-cli.ts on the fly (esbuild, under a second)
// into dist/cli and runs it, so the command works from a fresh checkout without a full build.
import { build } from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";

const outfile = path.resolve("dist/cli/staff-cli.js");
await build({
  entryPoints: ["src/server/staff-cli.ts"],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  logLevel: "warning",
});
// The migrations are read from src/server/db/migrations (see migrationsDir).
await import(pathToFileURL(outfile).href);
