// Bundles one TypeScript entry of the project (dependencies external) with esbuild and imports it:
// commands and benches that need the app's TypeScript without a full build.
import { build } from "esbuild";
import path from "node:path";
import { pathToFileURL } from "node:url";

export async function bundleAndImport(entry, outfile) {
  const out = path.resolve(outfile);
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    logLevel: "warning",
  });
  return import(pathToFileURL(out).href);
}
