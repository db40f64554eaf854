// The seat-map editor's calls on a 60,000-seat stadium.
//   npm run bench -- seatmap [--areas 8] [--blocks 10] [--rows 25] [--seats 30]
// Runs the application in this process (embedded PostgreSQL, demo data, answers written as in
// production), creates an event through /api/v1/staff/events/save, then times:
//  1. the first save of the whole map (--areas x --blocks x --rows x --seats seats, generated as
//     the editor generates them), aim < 3 s;
//  2. the map's read with the day's sales (/seatmap/get) after 20,000 seats are booked, aim < 1 s,
//     and its size;
//  3. an edit save: 2,000 seats marked, one block of free seats removed, aim < 3 s;
//  4. a refused save that would remove a block with booked seats (409 seat_booked), aim < 3 s.
// Exits non-zero when an aim is missed or an answer is wrong.
import http from "node:http";
import os from "node:os";
import { importTs } from "./bundle.mjs";
import { numberArg, report } from "./lib.mjs";
import { loadStaffBenchApp } from "./staff-bench-lib.mjs";

const AREAS = numberArg("areas", 8);
const BLOCKS = numberArg("blocks", 10);
const ROWS = numberArg("rows", 25);
const SEATS = numberArg("seats", 30);
const BOOKED = 20_000;
const AIM_SAVE_MS = 3_000;
const AIM_READ_MS = 1_000;

const { startStaffBenchApp } = await loadStaffBenchApp();
const { generateSeats } = await importTs("src/shared/events/seat-map.ts");
const bench = await startStaffBenchApp({ staffRateLimitMax: 0, nodeEnv: "production" });
let failed = false;
try {
  const token = await bench.session("events.demo@alnoor-club.example");
  const agent = new http.Agent({ keepAlive: true });
  const post = (path, body) =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const t0 = performance.now();
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
          },
        },
        (res) => {
          const chunks = [];
          res.on("data", (c) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            resolve({
              status: res.statusCode,
              ms: performance.now() - t0,
              sent: Buffer.byteLength(payload),
              bytes: Buffer.byteLength(text),
              json: JSON.parse(text).results,
            });
          });
        },
      );
      req.on("error", reject);
      req.end(payload);
    });

  const local = (h) => new Date(Date.now() + (h + 3) * 3600_000).toISOString().slice(0, 16);
  const day = local(48).slice(0, 10);
  const ev = await post("/events/save", {
    title: { ar: "ملعب كامل", en: "Full stadium", es: "" },
    dates: [{ date: day, time: "20:00" }],
    availability_from: local(-1),
    availability_to: local(40),
  });
  if (ev.status !== 200) throw new Error(`event save ${ev.status} ${JSON.stringify(ev.json)}`);
  const eventId = ev.json.id;
  const seats = generateSeats({
    rows: ROWS,
    seatsPerRow: SEATS,
    direction: "rtl",
    labels: "letters",
    firstRow: 1,
    firstSeat: 1,
  });
  const L = (ar, en) => ({ ar, en, es: "" });
  const areas = Array.from({ length: AREAS }, (_, a) => ({
    title: L(`مدرج ${a + 1}`, `Stand ${a + 1}`),
    gate: L(`${a + 1}`, `${a + 1}`),
    blocks: Array.from({ length: BLOCKS }, (_, b) => ({
      title: L(`مربع ${a + 1}-${b + 1}`, `Block ${a + 1}-${b + 1}`),
      seats,
    })),
  }));
  const total = AREAS * BLOCKS * ROWS * SEATS;

  // 1. The first save.
  const first = await post("/events/seatmap/save", { event_id: eventId, areas });
  if (first.status !== 200 || first.json.occupancy.total !== total) {
    failed = true;
    console.error("first save", first.status, JSON.stringify(first.json).slice(0, 300));
  }

  // 2. Sales on the day, then the read.
  await bench.pool.query(
    `INSERT INTO reservations (event_id, attend_on, guest_phone, guest_name, reference)
     SELECT $1, $2, '9665' || lpad(g::text, 8, '0'), 'Bench ' || g, 'TK-' || md5(random()::text || g)
       FROM generate_series(1, $3::int) g`,
    [eventId, day, BOOKED],
  );
  await bench.pool.query(
    `INSERT INTO reservation_seats (reservation_id, event_id, block_id, attend_on)
     SELECT r.id, $1, b.id, $2 FROM
       (SELECT id, row_number() OVER (ORDER BY id) AS n FROM reservations WHERE event_id = $1) r
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM event_blocks WHERE event_id = $1) b
         ON b.n = r.n`,
    [eventId, day],
  );
  await bench.pool.query("ANALYZE event_blocks, reservation_seats, event_containers");
  const reads = [];
  let map;
  for (let i = 0; i < 5; i++) {
    const r = await post("/events/seatmap/get", { event_id: eventId, attend_at: day });
    reads.push(r.ms);
    map = r;
  }
  reads.sort((a, b) => a - b);
  const readMs = reads[Math.floor(reads.length / 2)];
  if (map.json.occupancy.sold !== BOOKED) {
    failed = true;
    console.error("sold", map.json.occupancy);
  }

  // 3. An edit: 2,000 seats of the last area marked accessible, its last block (free) removed.
  const edited = map.json.areas.map((a) => ({
    id: a.id,
    title: a.title,
    gate: a.gate,
    blocks: a.blocks.map((b) => ({ id: b.id, title: b.title, seats: b.seats })),
  }));
  const lastArea = edited.at(-1);
  let marked = 0;
  for (const b of lastArea.blocks)
    b.seats = b.seats.map((s) => (marked++ < 2_000 ? [s[0], s[1], s[2], s[3], s[4], s[5] | 2] : s));
  lastArea.blocks.pop();
  const edit = await post("/events/seatmap/save", { event_id: eventId, areas: edited });
  if (edit.status !== 200 || edit.json.occupancy.total !== total - ROWS * SEATS) {
    failed = true;
    console.error("edit", edit.status, JSON.stringify(edit.json).slice(0, 300));
  }

  // 4. Refused: the first block (all booked) removed.
  const refusedBody = structuredClone(edited);
  refusedBody[0].blocks.shift();
  const refused = await post("/events/seatmap/save", { event_id: eventId, areas: refusedBody });
  if (refused.status !== 409 || refused.json.conflicts?.length !== ROWS * SEATS) {
    failed = true;
    console.error("refused", refused.status, JSON.stringify(refused.json).slice(0, 300));
  }

  const mb = (n) => `${(n / 1024 / 1024).toFixed(2)} MB`;
  const aim = (ms, max) =>
    `${ms.toFixed(0)} ms   (aim < ${max} ms: ${ms < max ? "met" : "MISSED"})`;
  report(`seat-map editor, ${total.toLocaleString("en")} seats in ${AREAS * BLOCKS} blocks`, {
    "machine load (1 min, 2 cores)": os.loadavg()[0].toFixed(1),
    [`first save (${mb(first.sent)} sent)`]: aim(first.ms, AIM_SAVE_MS),
    [`map read with ${BOOKED.toLocaleString("en")} seats sold, median of 5 (${mb(map.bytes)})`]:
      aim(readMs, AIM_READ_MS),
    "edit save (2,000 seats marked, one block removed)": aim(edit.ms, AIM_SAVE_MS),
    [`refused save (${refused.json.conflicts?.length ?? 0} booked seats listed)`]: aim(
      refused.ms,
      AIM_SAVE_MS,
    ),
  });
  if ([first.ms, edit.ms, refused.ms].some((ms) => ms >= AIM_SAVE_MS) || readMs >= AIM_READ_MS)
    failed = true;
  agent.destroy();
} finally {
  await bench.stop();
}
process.exit(failed ? 1 : 0);
