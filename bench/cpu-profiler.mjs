// Loaded with --import by bench/ssr-profile.mjs (--cpu-prof is not allowed in NODE_OPTIONS):
// the first SIGUSR2 starts the profiler (after the warm-up), the second writes the profile to
// $CPU_PROFILE_FILE.
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";

const session = new Session();
session.connect();
await session.post("Profiler.enable");
await session.post("Profiler.setSamplingInterval", { interval: 500 });
let started = false;
process.on("SIGUSR2", async () => {
  if (!started) {
    started = true;
    await session.post("Profiler.start");
    return;
  }
  const { profile } = await session.post("Profiler.stop");
  writeFileSync(process.env.CPU_PROFILE_FILE, JSON.stringify(profile));
  process.stderr.write(`cpu profile written to ${process.env.CPU_PROFILE_FILE}\n`);
});
