// Gate check-in on the real routes, for an event day of 60,000 tickets.
//   npm run bench -- checkin-redeem [--tickets 60000] [--scans 2000] [--gates 10]
// Runs the application in this process (embedded PostgreSQL, demo data), loads --tickets
// reservations of one seat each into a fresh event day, then:
//  1. downloads the gate list (/api/v1/staff/checkin/list) as a device does and prints its size
//     raw, gzip and brotli as sent (aim < 2 MB compressed);
//  2. times the offline validator (the scanner page's code) on that list: --scans verdicts,
//     each with its Ed25519 check through WebCrypto (aim < 5 ms per scan);
//  3. has --gates gates redeem --scans distinct tickets at once over HTTP, one scan in flight per
//     gate as a steward scans, and prints throughput and latency (aim p99 < 50 ms on loopback).
// Exits non-zero when an aim is missed or a verdict is wrong.
import http from "node:http";
import os from "node:os";
import { randomUUID } from "node:crypto";
import { importTs, percentiles } from "./bundle.mjs";
import { numberArg, report } from "./lib.mjs";
import { loadStaffBenchApp } from "./staff-bench-lib.mjs";

const TICKETS = numberArg("tickets", 60_000);
const SCANS = numberArg("scans", 2_000);
const GATES = numberArg("gates", 10);
const AIM_BYTES = 2 * 1024 * 1024;
const AIM_OFFLINE_MS = 5;
const AIM_P99_MS = 50;

const { startStaffBenchApp } = await loadStaffBenchApp();
const m = await importTs("src/shared/events/offline-validator.ts");
const bench = await startStaffBenchApp({ staffRateLimitMax: 0 });
let failed = false;
try {
  const pool = bench.pool;
  const startsAt = new Date(Date.now() + 3600_000);
  const day = new Date(startsAt.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
  const { rows: ev } = await pool.query(
    `INSERT INTO events (title, description, availability_from, availability_to)
     VALUES ('{"ar":"bench"}', '{"ar":""}', now() - interval '1 day', now() + interval '1 day') RETURNING id`,
  );
  const eventId = ev[0].id;
  await pool.query("INSERT INTO event_dates (event_id, attend_on, starts_at) VALUES ($1, $2, $3)", [
    eventId,
    day,
    startsAt,
  ]);
  const { rows: area } = await pool.query(
    `INSERT INTO event_containers (event_id, title, gate) VALUES ($1, '{"ar":"Stand"}', '{"ar":"1"}') RETURNING id`,
    [eventId],
  );
  const t0 = performance.now();
  await pool.query(
    `INSERT INTO event_blocks (event_id, container_id, row_label, number, ord)
     SELECT $1, $2, 'R' || (g / 100), g % 100 + 1, g FROM generate_series(0, $3::int - 1) g`,
    [eventId, area[0].id, TICKETS],
  );
  await pool.query(
    `INSERT INTO reservations (event_id, attend_on, guest_phone, guest_name, reference)
     SELECT $1, $2, '9665' || lpad(g::text, 8, '0'), 'Bench ' || g, 'TK-' || md5(random()::text || g)
       FROM generate_series(1, $3::int) g`,
    [eventId, day, TICKETS],
  );
  await pool.query(
    `INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on)
     SELECT r.id, $1, b.id, $2 FROM
       (SELECT id, row_number() OVER (ORDER BY id) AS n FROM reservations WHERE event_id = $1) r
       JOIN (SELECT id, row_number() OVER (ORDER BY random()) AS n FROM event_blocks WHERE event_id = $1) b
         ON b.n = r.n`,
    [eventId, day],
  );
  await pool.query("ANALYZE reservation_seats, reservations, ticket_redemptions, checkin_scans");
  const loadMs = performance.now() - t0;

  const admin = await bench.session("admin.demo@alnoor-club.example");
  const gate = await bench.session("gate.demo@alnoor-club.example");
  const agent = new http.Agent({ keepAlive: true, maxSockets: GATES * 2 });
  const post = (path, body, token, encoding) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(
        `${bench.url}/api/v1/staff${path}`,
        {
          method: "POST",
          agent,
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(payload),
            origin: bench.url,
            cookie: `staff_session=${token}`,
            ...(encoding ? { "accept-encoding": encoding } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on("error", reject);
      req.end(payload);
    });

  // 1. The list a device downloads, as sent.
  const sizes = {};
  for (const enc of ["identity", "gzip", "br"]) {
    const res = await post("/checkin/list", { event_id: eventId, attend_at: day }, gate, enc);
    if (res.status !== 200) throw new Error(`list ${res.status} ${res.body}`);
    sizes[enc] = { bytes: res.body.length, encoding: res.headers["content-encoding"] ?? "none" };
  }
  const list = JSON.parse(
    (await post("/checkin/list", { event_id: eventId, attend_at: day }, gate)).body,
  ).results;
  const compressed = Math.max(sizes.gzip.bytes, sizes.br.bytes);

  // The codes fans show: read through the staff list (signed when shown, as on the ticket page).
  const codes = [];
  for (let page = 1; codes.length < SCANS; page++) {
    const res = await post("/reservations/list", { event_id: eventId, page, per_page: 100 }, admin);
    const data = JSON.parse(res.body).results.data;
    if (!data.length) break;
    for (const r of data) codes.push(r.seats[0].qr);
  }

  // 2. The offline validator on the downloaded list.
  const tLoad = performance.now();
  const validator = await m.createOfflineValidator(list.snapshot);
  const validatorLoadMs = performance.now() - tLoad;
  const offline = [];
  for (let i = 0; i < SCANS; i++) {
    const code = codes[i % codes.length];
    const t = performance.now();
    const v = await validator.scan(code, Date.now(), "Gate 1");
    offline.push(performance.now() - t);
    const expected = i < codes.length ? "valid" : "already_redeemed";
    if (v.status !== expected) {
      failed = true;
      console.error(`offline verdict ${v.status}, expected ${expected}`);
      break;
    }
  }
  const off = percentiles(offline);

  // 3. GATES gates redeeming distinct tickets at once.
  const latencies = [];
  const statuses = {};
  let next = 0;
  const tRun = performance.now();
  await Promise.all(
    Array.from({ length: GATES }, async (_, g) => {
      while (next < codes.length) {
        const code = codes[next++];
        const t = performance.now();
        const res = await post(
          "/checkin/redeem",
          {
            ticket: code,
            nonce: randomUUID(),
            scanned_at: new Date().toISOString(),
            gate: `Gate ${g + 1}`,
            device: `bench-${g + 1}`,
            event_id: eventId,
            attend_at: day,
          },
          gate,
        );
        latencies.push(performance.now() - t);
        const status = res.status === 200 ? JSON.parse(res.body).results.status : res.status;
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const runMs = performance.now() - tRun;
  const on = percentiles(latencies);
  if (statuses.valid !== codes.length) {
    failed = true;
    console.error("unexpected verdicts", statuses);
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  report(`gate check-in, ${TICKETS.toLocaleString("en")} tickets on one event day`, {
    "machine load (1 min, 2 cores)": os.loadavg()[0].toFixed(1),
    "tickets loaded into the database": `${(loadMs / 1000).toFixed(1)} s`,
    "gate list raw": kb(sizes.identity.bytes),
    "gate list gzip / brotli as sent": `${kb(sizes.gzip.bytes)} (${sizes.gzip.encoding}) / ${kb(sizes.br.bytes)} (${sizes.br.encoding})   (aim < 2 MB: ${compressed < AIM_BYTES ? "met" : "MISSED"})`,
    "offline validator: list load": `${validatorLoadMs.toFixed(0)} ms`,
    [`offline verdict, ${SCANS} scans p50 / p99`]: `${off.p50.toFixed(2)} / ${off.p99.toFixed(2)} ms   (aim p99 < ${AIM_OFFLINE_MS} ms: ${off.p99 < AIM_OFFLINE_MS ? "met" : "MISSED"})`,
    [`redeem, ${GATES} gates, ${codes.length} distinct tickets`]: `${((codes.length / runMs) * 1000).toFixed(0)} scans/s`,
    "redeem latency p50 / p99": `${on.p50.toFixed(1)} / ${on.p99.toFixed(1)} ms   (aim p99 < ${AIM_P99_MS} ms: ${on.p99 < AIM_P99_MS ? "met" : "MISSED"})`,
  });
  if (compressed >= AIM_BYTES || off.p99 >= AIM_OFFLINE_MS || on.p99 >= AIM_P99_MS) failed = true;
  agent.destroy();
} finally {
  await bench.stop();
}
process.exit(failed ? 1 : 0);
