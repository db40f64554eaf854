// Runs the bench/*.bench.mjs files one after the other (each prints its own figures).
//   npm run bench                          all of them
//   npm run bench -- home                  only those whose file name contains "home"
//   npm run bench -- predictions --rows 1000   one bench with its own options
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";

const [first, ...rest] = process.argv.slice(2);
const filter = first && !first.startsWith("--") ? first : "";
const passThrough = filter ? rest : process.argv.slice(2);
const files = readdirSync("bench")
  .filter((f) => f.endsWith(".bench.mjs") && f.includes(filter))
  .sort();
console.log(`Node.js ${process.version}`);
let failed = 0;
for (const file of files) {
  console.log(`\n### bench/${file}`);
  const res = spawnSync(process.execPath, [`bench/${file}`, ...passThrough], { stdio: "inherit" });
  if (res.status !== 0) failed++;
}
console.log(`\n${files.length - failed} benchmarks ran, ${failed} failed`);
process.exit(failed ? 1 : 0);
