// The gate's calls that may not reach the server: a time limit on the online decision, the seat
// labels of the day for offline verdicts, and the upload of the device's waiting scans.

import type { Lang } from "../../../../shared/i18n";
import { browserApi } from "../../../lib/api-client";
import { withTimeout as timeLimit } from "../../../lib/with-timeout";
import { StaffApiError, staffCall } from "../../lib/staff-api";
import { gateDb, type SeatLabel } from "./gate-db";

export class Timeout extends Error {}

/** The online decision's time limit: a late answer counts as an unreachable server. */
export const withTimeout = <T>(p: Promise<T>, ms: number): Promise<T> =>
  timeLimit(p, ms, () => new Timeout());

/** The server could not be reached (or did not answer in time): the device decides. */
export const unreachable = (e: unknown) =>
  e instanceof Timeout || (e instanceof StaffApiError && e.code === "network_error");

/** The server says the staff session is over (idle timeout, expiry, revoked). */
export const sessionOver = (e: unknown) => e instanceof StaffApiError && e.status === 401;

/** The seat labels of an event day, from the public seat map (areas, blocks, seats). */
export async function seatLabels(eventId: number, attendOn: string, lang: Lang) {
  const res = await browserApi(
    "/reservations/containers",
    { event_id: eventId, attend_at: attendOn, with: ["childs", "childs.blocks"] },
    { lang },
  );
  const seats: Record<number, SeatLabel> = {};
  if (!res.ok) return seats;
  for (const area of res.results.data) {
    for (const block of area.childs ?? []) {
      for (const s of block.blocks ?? []) {
        seats[s.id] = {
          area: area.title,
          block: block.title,
          row: s.row,
          number: s.number,
          gate: block.gate ?? area.gate,
        };
      }
    }
  }
  return seats;
}

/**
 * Sends the device's waiting scans of an event day in batches, with `force` (ADR 0036), and
 * marks them sent; answers with the number of conflicts the server recorded.
 */
export async function uploadPendingScans(day: string, lang: Lang): Promise<number> {
  const db = gateDb();
  let conflicts = 0;
  for (;;) {
    const batch = await db.scans.where({ day, state: "pending" }).limit(500).toArray();
    if (batch.length === 0) break;
    const res = await staffCall("/checkin/upload", { scans: batch.map((s) => s.body) }, { lang });
    await db.transaction("rw", db.scans, async () => {
      for (const [i, scan] of batch.entries()) {
        const answer = res.data[i];
        const conflict = answer?.conflict?.kind ?? null;
        if (conflict) conflicts++;
        const first = answer?.redeemed
          ? { at: answer.redeemed.at, gate: answer.redeemed.gate }
          : null;
        await db.scans.update(scan.nonce, {
          state: "sent",
          conflict,
          first: conflict ? first : null,
        });
      }
    });
  }
  return conflicts;
}
