// Offline gate check-in for an event of 60,000 tickets.
//   npm run bench -- ticket-offline [--tickets 60000] [--scans 10000]
// Bundles the shared ticket modules (the code the scanner page runs) and the server's signer,
// builds the event day's ticket-list snapshot as the server would send it, and prints its size
// raw, gzip and brotli, at gate opening and halfway through entry (when 40% of the tickets carry
// a redemption time and gate). Then times the verdict of --scans scans on one device, each with
// its Ed25519 verification through WebCrypto (the browser's API): first entries, repeats,
// other days' tickets and forgeries, and typed short references. Exits non-zero when an aim is
// missed or a verdict is wrong.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { importTs, percentiles, seeded } from "./bundle.mjs";
import { numberArg, report } from "./lib.mjs";

const TICKETS = numberArg("tickets", 60_000);
const SCANS = numberArg("scans", 10_000);
const AIM_BYTES = 2 * 1024 * 1024;
const AIM_MS = 5;

const m = await importTs(
  "src/shared/events/offline-validator.ts",
  "src/shared/events/ticket-snapshot.ts",
  "src/shared/events/short-reference.ts",
  "src/server/lib/ticket-signing.ts",
);
const rand = seeded(60_000);
const EVENT = 31;
const DAY = "2026-05-01";
const generatedAt = "2026-05-01T16:00:00.000Z";
const key = m.ticketKeyFromSeed(1, m.newTicketKeySeed());
const forger = m.ticketKeyFromSeed(1, m.newTicketKeySeed());
const refRaw = m.referenceKeyFor(m.newTicketKeySeed(), EVENT);
const gates = Array.from({ length: 12 }, (_, i) => `Gate ${i + 1}`);

// Ticket ids interleave with other events' reservations; seats are booked in no useful order.
const seats = Array.from({ length: TICKETS }, (_, i) => 200_000 + i);
for (let i = seats.length - 1; i > 0; i--) {
  const j = Math.floor(rand() * (i + 1));
  [seats[i], seats[j]] = [seats[j], seats[i]];
}
let id = 500_000;
const tickets = seats.map((seatId) => ({
  ticketId: (id += 1 + Math.floor(rand() * 3)),
  seatId,
  state: rand() < 0.02 ? "cancelled" : "valid",
}));
const midEntry = tickets.map((t) =>
  t.state === "valid" && rand() < 0.4
    ? {
        ...t,
        state: "redeemed",
        redeemedAt: Date.parse(generatedAt) - Math.floor(rand() * 7_200_000),
        gate: gates[Math.floor(rand() * gates.length)],
      }
    : t,
);
const meta = {
  eventId: EVENT,
  attendOn: DAY,
  generatedAt,
  completeThrough: id,
  keys: [key.publicKey],
  referenceKey: Buffer.from(refRaw).toString("base64url"),
};

const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const failures = [];
const sizes = {};
for (const [label, list] of [
  ["at gate opening", tickets],
  ["40% already in", midEntry],
]) {
  const json = Buffer.from(JSON.stringify(m.packSnapshot(meta, list)));
  const gz = gzipSync(json).length;
  const br4 = brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }).length;
  const br11 = brotliCompressSync(json).length;
  sizes[`${label}: raw JSON`] = kb(json.length);
  sizes[`${label}: gzip (aim < 2 MB)`] = `${kb(gz)}  ${gz < AIM_BYTES ? "ok" : "MISSED"}`;
  sizes[`${label}: brotli q4 / q11 (aim < 2 MB)`] =
    `${kb(br4)} / ${kb(br11)}  ${br4 < AIM_BYTES ? "ok" : "MISSED"}`;
  if (gz >= AIM_BYTES || br4 >= AIM_BYTES) failures.push(`${label}: snapshot too large`);
}
report(`Ticket-list snapshot, ${TICKETS} tickets`, sizes);

// The device starts from the mid-entry list: the slower case (more to unpack).
const snapshot = m.packSnapshot(meta, midEntry);
const t0 = performance.now();
const validator = await m.createOfflineValidator(snapshot);
const loadMs = performance.now() - t0;

// The scans: mostly first entries, then repeats, other days' tickets and forgeries.
const open = midEntry.filter((t) => t.state === "valid");
const plan = [];
for (let i = 0; i < SCANS; i++) {
  const r = rand();
  const t = open[Math.floor(rand() * open.length)];
  const fields = { eventId: EVENT, attendOn: DAY, ticketId: t.ticketId, seatId: t.seatId };
  if (r < 0.05)
    plan.push({
      code: m.signTicketCode({ ...fields, attendOn: "2026-05-02" }, key),
      want: "wrong_event",
    });
  else if (r < 0.1) plan.push({ code: m.signTicketCode(fields, forger), want: "invalid" });
  else plan.push({ code: m.signTicketCode(fields, key), ticketId: t.ticketId });
}
const admitted = new Set();
const samples = [];
let wrong = 0;
for (const [i, s] of plan.entries()) {
  const start = performance.now();
  const v = await validator.scan(s.code, 1_700_000_000_000 + i, "Gate 1");
  samples.push(performance.now() - start);
  const want = s.want ?? (admitted.has(s.ticketId) ? "already_redeemed" : "valid");
  if (v.status !== want) wrong++;
  if (v.status === "valid") admitted.add(v.ticketId);
}
if (wrong) failures.push(`${wrong} scans got a wrong verdict`);

const refKey = await m.importReferenceKey(refRaw);
const refs = await Promise.all(
  open.slice(0, 1000).map((t) => m.shortReference(t.ticketId, refKey)),
);
const refSamples = [];
for (const ref of refs) {
  const start = performance.now();
  await validator.checkReference(ref.toLowerCase());
  refSamples.push(performance.now() - start);
}

const scan = percentiles(samples);
const typed = percentiles(refSamples);
const mark = (ms) => `${ms.toFixed(3)} ms  ${ms < AIM_MS ? "ok" : "MISSED"}`;
report(`Offline verdicts, ${SCANS} scans (Ed25519 through WebCrypto)`, {
  "load the snapshot on the device": `${loadMs.toFixed(1)} ms`,
  "scan verdict p50 (aim < 5 ms)": mark(scan.p50),
  "scan verdict p99 (aim < 5 ms)": mark(scan.p99),
  "scan verdict max": `${scan.max.toFixed(3)} ms`,
  "typed reference p50 / p99 (aim < 5 ms)": `${typed.p50.toFixed(3)} / ${mark(typed.p99)}`,
  "verdicts as expected": `${SCANS - wrong} of ${SCANS}`,
});
if (scan.p99 >= AIM_MS || typed.p99 >= AIM_MS) failures.push("verdict time over the aim");
for (const f of failures) console.error(`FAILED: ${f}`);
process.exit(failures.length ? 1 : 0);
