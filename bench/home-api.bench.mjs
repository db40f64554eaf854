// Throughput and p99 of POST /api/v1/website/home on loopback, next to a bare Fastify route that
// returns the same JSON as a constant, measured in the same run: the ratio shows what the data
// path costs. Aim: at least half of the constant route.
// The same call is also measured on a second server with the API limit off (RATE_LIMIT_MAX=0):
// the difference is what counting every call in PostgreSQL costs (ADR 0014). All the load comes
// from one address, so every call updates the same counter row: the worst case.
import autocannon from "autocannon";
import Fastify from "fastify";
import { report, startBenchServer } from "./lib.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const body = JSON.stringify({
  sliders_keys: ["main_slider", "cups_slider"],
  limit: 10,
  data_type: "all",
});
const headers = { "content-type": "application/json", "content-language": "ar" };

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, method: "POST", headers, body, connections: CONNECTIONS, duration: DURATION },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

const server = await startBenchServer();
const unlimited = await startBenchServer({ RATE_LIMIT_MAX: "0" });
const constant = Fastify({ logger: false });
try {
  const sample = await (
    await fetch(`${server.url}/api/v1/website/home`, { method: "POST", headers, body })
  ).text();
  constant.post("/api/v1/website/home", async (_req, reply) =>
    reply.type("application/json").send(sample),
  );
  await constant.listen({ port: 0, host: "127.0.0.1" });
  const constantUrl = `http://127.0.0.1:${constant.server.address().port}/api/v1/website/home`;

  await run(`${server.url}/api/v1/website/home`); // warm-up
  await run(`${unlimited.url}/api/v1/website/home`);
  const real = await run(`${server.url}/api/v1/website/home`);
  const free = await run(`${unlimited.url}/api/v1/website/home`);
  const fixed = await run(constantUrl);
  const ratio = real.requests.average / fixed.requests.average;
  report(
    `/api/v1/website/home vs constant JSON (${(sample.length / 1024).toFixed(1)} KB, ${CONNECTIONS} connections, ${DURATION} s)`,
    {
      "home: requests/s (mean)": real.requests.average.toFixed(0),
      "home: latency p99": `${real.latency.p99} ms`,
      "home, API limit off: requests/s (mean)": free.requests.average.toFixed(0),
      "home, API limit off: latency p99": `${free.latency.p99} ms`,
      "cost of the shared limit": `${((1 - real.requests.average / free.requests.average) * 100).toFixed(1)} % of throughput (aim <= 25 %)`,
      "constant: requests/s (mean)": fixed.requests.average.toFixed(0),
      "constant: latency p99": `${fixed.latency.p99} ms`,
      "ratio home / constant": `${ratio.toFixed(2)} (aim >= 0.50)`,
      "non-2xx responses (home)": String(real.non2xx),
    },
  );
} finally {
  await constant.close();
  await server.stop();
  await unlimited.stop();
}
