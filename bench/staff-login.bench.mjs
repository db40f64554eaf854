// Staff sign-in latency: the password step (argon2id) and the code step, 5 sign-ins at once.
//   npm run bench -- staff-login [--rounds 40] [--concurrency 5]
// Runs the application in this process on its own embedded PostgreSQL with the demo data,
// makes rounds x concurrency enrolled accounts (each signs in once: a TOTP code counts once),
// and signs them in over HTTP on loopback, `concurrency` at a time. Prints the argon2id
// parameters, p50/p99 of each step and of the whole sign-in, each next to its aim.
import { hash } from "@node-rs/argon2";
import { generateSecret, generateSync } from "otplib";
import os from "node:os";
import { numberArg, report } from "./lib.mjs";
import { loadStaffBenchApp, percentile } from "./staff-bench-lib.mjs";

const ROUNDS = numberArg("rounds", 40);
const CONCURRENCY = numberArg("concurrency", 5);
const AIM_P99_MS = 300;
const PASSWORD = "bench staff passphrase";

const { startStaffBenchApp } = await loadStaffBenchApp();
const bench = await startStaffBenchApp();
let failed = false;
try {
  const { env, pool, url } = bench;
  const hashed = await hash(PASSWORD, {
    algorithm: 2,
    memoryCost: env.argon2MemoryKib,
    timeCost: env.argon2TimeCost,
    parallelism: 1,
  });
  const accounts = [];
  for (let i = 0; i < ROUNDS * CONCURRENCY; i++) {
    const secret = generateSecret();
    const email = `bench${i}@club.example`;
    await pool.query(
      "INSERT INTO staff_accounts (email, name, roles, password_hash, totp_secret) VALUES ($1, $2, '{editor}', $3, $4)",
      [email, `Bench ${i}`, hashed, secret],
    );
    accounts.push({ email, secret });
  }
  const post = async (p, body) => {
    const res = await fetch(url + "/api/v1/staff" + p, {
      method: "POST",
      headers: { "content-type": "application/json", origin: url },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  };
  const steps = { password: [], code: [], total: [] };
  // Warm-up: one sign-in outside the figures (first hash, connections).
  await post("/auth/login", { email: "nobody@club.example", password: PASSWORD });
  for (let r = 0; r < ROUNDS; r++) {
    await Promise.all(
      accounts.slice(r * CONCURRENCY, (r + 1) * CONCURRENCY).map(async (a) => {
        const t0 = performance.now();
        const login = await post("/auth/login", { email: a.email, password: PASSWORD });
        const t1 = performance.now();
        const verify = await post("/auth/verify", {
          challenge: login.body.results.challenge,
          code: generateSync({ secret: a.secret }),
        });
        const t2 = performance.now();
        if (login.status !== 200 || verify.status !== 200) {
          failed = true;
          console.error("sign-in failed", login.status, verify.status, JSON.stringify(verify.body));
        }
        steps.password.push(t1 - t0);
        steps.code.push(t2 - t1);
        steps.total.push(t2 - t0);
      }),
    );
  }
  for (const k of Object.keys(steps)) steps[k].sort((x, y) => x - y);
  const f = (ms) => `${ms.toFixed(0)} ms`;
  const p99 = percentile(steps.total, 99);
  report(`staff sign-in, ${CONCURRENCY} at once, ${steps.total.length} sign-ins`, {
    "machine load (1 min, 2 cores)": os.loadavg()[0].toFixed(1),
    "argon2id parameters": `m=${env.argon2MemoryKib} KiB, t=${env.argon2TimeCost}, p=1`,
    "password step p50 / p99": `${f(percentile(steps.password, 50))} / ${f(percentile(steps.password, 99))}`,
    "code step p50 / p99": `${f(percentile(steps.code, 50))} / ${f(percentile(steps.code, 99))}`,
    "whole sign-in p50": f(percentile(steps.total, 50)),
    "whole sign-in p99": `${f(p99)}   (aim < ${AIM_P99_MS} ms: ${p99 < AIM_P99_MS ? "met" : "MISSED"})`,
  });
  if (p99 >= AIM_P99_MS) failed = true;
} finally {
  await bench.stop();
}
process.exit(failed ? 1 : 0);
