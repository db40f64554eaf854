// Public news list and article throughput with the content lifecycle (issue 15, ADR 0041):
// the public calls show only `status = 'published'`. Measured in one run, on one server:
//   1. with the demo news only (all published),
//   2. after 5,000 drafts, scheduled and unpublished items are added beside them (what the
//      filter must skip; a partial index on published items keeps the list's cost flat),
// and next to a bare Fastify route that returns the same JSON as a constant (the ceiling of
// this machine). Aims: after/before >= 0.90 for each call, and each call >= 0.30 of the
// constant route (the news list joins categories and covers and pages with a count).
import autocannon from "autocannon";
import Fastify from "fastify";
import { report, startBenchDbServer } from "./lib.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const headers = { "content-type": "application/json", "content-language": "ar" };
const CALLS = {
  list: {
    path: "/api/v1/website/news",
    body: JSON.stringify({ page: 1, per_page: 12, clear: true }),
  },
  article: { path: "/api/v1/website/news/show/2", body: "{}" },
};

const run = (url, body) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url, method: "POST", headers, body, connections: CONNECTIONS, duration: DURATION },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });

const { server, connectDb } = await startBenchDbServer();
const constant = Fastify({ logger: false });
const db = await connectDb();
try {
  const samples = {};
  for (const [name, c] of Object.entries(CALLS)) {
    samples[name] = await (
      await fetch(server.url + c.path, { method: "POST", headers, body: c.body })
    ).text();
    constant.post(c.path, async (_req, reply) =>
      reply.type("application/json").send(samples[name]),
    );
  }
  await constant.listen({ port: 0, host: "127.0.0.1" });
  const constantUrl = `http://127.0.0.1:${constant.server.address().port}`;

  const measure = async () => {
    const out = {};
    for (const [name, c] of Object.entries(CALLS)) {
      await run(server.url + c.path, c.body); // warm-up
      out[name] = await run(server.url + c.path, c.body);
    }
    return out;
  };
  const before = await measure();
  await db.query(`
    INSERT INTO news (title, description, image_url, status, publish_at, created_at)
    SELECT jsonb_build_object('ar', 'مسودة ' || g, 'en', 'Draft ' || g),
           jsonb_build_object('ar', '<p>نص</p>'),
           '/media/news-1.svg',
           (ARRAY['draft', 'scheduled', 'unpublished'])[1 + g % 3],
           CASE WHEN g % 3 = 1 THEN now() + interval '30 days' END,
           now() - (g || ' minutes')::interval
      FROM generate_series(1, 5000) g`);
  await db.query("ANALYZE news");
  const after = await measure();
  const fixed = {};
  for (const [name, c] of Object.entries(CALLS))
    fixed[name] = await run(constantUrl + c.path, c.body);

  const rows = {};
  for (const name of Object.keys(CALLS)) {
    const b = before[name].requests.average;
    const a = after[name].requests.average;
    const k = fixed[name].requests.average;
    rows[`${name}: requests/s, published only`] = b.toFixed(0);
    rows[`${name}: requests/s, +5,000 unpublished`] = a.toFixed(0);
    rows[`${name}: latency p99 after`] = `${after[name].latency.p99} ms`;
    rows[`${name}: after / before`] = `${(a / b).toFixed(2)} (aim >= 0.90)`;
    rows[`${name}: constant JSON requests/s`] = k.toFixed(0);
    rows[`${name}: after / constant`] = `${(a / k).toFixed(2)} (aim >= 0.30)`;
    rows[`${name}: non-2xx`] = String(before[name].non2xx + after[name].non2xx);
  }
  report(
    `public news with the lifecycle filter (${CONNECTIONS} connections, ${DURATION} s each)`,
    rows,
  );
} finally {
  await db.end();
  await constant.close();
  await server.stop();
}
