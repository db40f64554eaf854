// What a gate phone forgets when its staff member signs out (ADR 0038): a shared phone must not
// keep the fans' names and seats of a ticket list, nor the scanner's cached pages, for whoever
// picks it up next.

import { Dexie } from "dexie";
import type { Lang } from "../../../../shared/i18n";
import { GATE_DB_NAME, gateDb } from "./gate-db";
import { uploadPendingScans, withTimeout } from "./gate-network";
import { rememberSetup } from "./gate-settings";

/** The service worker's scope and its caches' prefix (public/staff-gate-sw.js). */
const SW_SCOPE = "/staff/gate";
const CACHE_PREFIX = "gate-";

/**
 * Sends the scans still waiting (while the session lasts), then deletes the device's gate data:
 * the ticket lists, the scans already sent, the remembered event and gate, the service worker
 * and its caches. Scans the server could not take (the network is down) are kept: they record
 * people already let in, so they go out at the next sync instead of being lost. Answers how
 * many were kept. Never throws: signing out goes on whatever fails here.
 */
export async function forgetGateDevice(lang: Lang, uploadMs = 5_000): Promise<number> {
  let kept = 0;
  try {
    if (typeof indexedDB !== "undefined" && (await Dexie.exists(GATE_DB_NAME))) {
      const db = gateDb();
      const pending = await db.scans.filter((s) => s.state === "pending").toArray();
      for (const day of new Set(pending.map((s) => s.day)))
        await withTimeout(uploadPendingScans(day, lang), uploadMs).catch(() => undefined);
      await db.lists.clear();
      await db.scans.filter((s) => s.state === "sent").delete();
      kept = await db.scans.count();
      if (kept === 0) {
        db.close();
        await Dexie.delete(GATE_DB_NAME);
      }
    }
  } catch {
    // Storage refused (private mode, quota): nothing more to forget there.
  }
  try {
    rememberSetup(null);
    if (typeof navigator !== "undefined" && navigator.serviceWorker) {
      const regs = await navigator.serviceWorker.getRegistrations();
      await Promise.all(
        regs
          .filter((r) => new URL(r.scope).pathname.startsWith(SW_SCOPE))
          .map((r) => r.unregister()),
      );
    }
    if (typeof caches !== "undefined") {
      const keys = await caches.keys();
      await Promise.all(
        keys.filter((k) => k.startsWith(CACHE_PREFIX)).map((k) => caches.delete(k)),
      );
    }
  } catch {
    // As above: the sign-out itself must not fail.
  }
  return kept;
}
