// Runs every bench/*.bench.mjs one after the other (each prints its own figures).
//   npm run bench            all of them
//   node bench/run.mjs home  only those whose file name contains "home"
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const filter = process.argv[2] ?? "";
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".bench.mjs") && f.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n### bench/${file}`);
  const res = spawnSync(process.execPath, [`bench/${file}`], { stdio: "inherit" });
  if (res.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
