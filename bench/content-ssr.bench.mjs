// Server rendering throughput of one article (/news/read/:id/:title) with autocannon, without
// and with the anonymous page cache (PAGE_CACHE_SECONDS), plus how soon a content change shows
// on the cached page. Aim: the cache at least triples throughput and a change shows within
// PAGE_CACHE_SECONDS + 1 s.
import autocannon from "autocannon";
import pg from "pg";
import { report, startBenchServer } from "./lib.mjs";

const DURATION = Number(process.env.BENCH_SECONDS || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 20);
const TTL = 5;
const PATH = "/news/read/2/افتتاح-أكاديمية-النور-للناشئين";

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: "GET",
        headers: { cookie: "cookies_agreed=1" },
        connections: CONNECTIONS,
        duration: DURATION,
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
  });
}

async function measure(ttl) {
  const pgPort = 40000 + Math.floor(Math.random() * 20000);
  const server = await startBenchServer({
    PAGE_CACHE_SECONDS: String(ttl),
    EMBEDDED_PG_PORT: String(pgPort),
  });
  try {
    const url = server.url + encodeURI(PATH);
    await run(url); // warm-up
    const res = await run(url);
    let freshness = "n/a";
    if (ttl > 0) {
      // Change the article in the database and time how long the page keeps the old title.
      const db = new pg.Client({
        connectionString: `postgres://postgres:${encodeURIComponent(process.env.EMBEDDED_PG_PASSWORD || "club-local")}@127.0.0.1:${pgPort}/club`,
      });
      await db.connect();
      const marker = `تحديث ${Date.now()}`;
      await db.query(
        `UPDATE news SET title = jsonb_set(title, '{ar}', to_jsonb($1::text)) WHERE id = 2`,
        [marker],
      );
      const changedAt = Date.now();
      while (Date.now() - changedAt < (ttl + 5) * 1000) {
        const html = await (await fetch(url, { headers: { cookie: "cookies_agreed=1" } })).text();
        if (html.includes(marker)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      freshness = `${((Date.now() - changedAt) / 1000).toFixed(1)} s (aim <= ${ttl + 1} s)`;
      await db.end();
    }
    return { res, freshness };
  } finally {
    // Let the renders still in flight when the load stopped finish before the database goes.
    await new Promise((r) => setTimeout(r, 3000));
    await server.stop();
  }
}

const off = await measure(0);
const on = await measure(TTL);
report(`GET ${PATH} (${CONNECTIONS} connections, ${DURATION} s)`, {
  "no cache: requests/s (mean)": off.res.requests.average.toFixed(0),
  "no cache: latency p50 / p99": `${off.res.latency.p50} / ${off.res.latency.p99} ms`,
  [`cache ${TTL} s: requests/s (mean)`]: on.res.requests.average.toFixed(0),
  [`cache ${TTL} s: latency p50 / p99`]: `${on.res.latency.p50} / ${on.res.latency.p99} ms`,
  "speed-up": `${(on.res.requests.average / off.res.requests.average).toFixed(1)}x (aim >= 3x)`,
  "content change visible after": on.freshness,
  "non-2xx responses": String(off.res.non2xx + on.res.non2xx),
});
