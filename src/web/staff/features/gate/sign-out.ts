// What a gate phone forgets when its staff member's session ends (ADR 0037, 0038): a shared phone
// must not keep an event's ticket list, nor the scanner's cached pages (which carry the staff
// member's name), for whoever picks it up next. Check-ins not yet uploaded are never forgotten:
// they record people already let in.

import { Dexie } from "dexie";
import type { Lang } from "../../../../shared/i18n";
import { signInPath } from "../../lib/staff-api";
import { GATE_DB_NAME, gateDb } from "./gate-db";
import { uploadPendingScans, withTimeout } from "./gate-network";
import { rememberSetup } from "./gate-settings";

/** The service worker's scope and its caches' prefix (public/staff-gate-sw.js). */
const SW_SCOPE = "/staff/gate";
const CACHE_PREFIX = "gate-";

export type ForgetOptions = {
  /**
   * Send the waiting scans first (an explicit sign-out: the session still works). A session that
   * has ended cannot send them: they stay on the phone for the next signed-in gate screen.
   */
  upload?: boolean;
  uploadMs?: number;
};

/**
 * Deletes the device's gate data: the ticket lists, the scans already sent, the service worker
 * and its caches, and at a sign-out the remembered event and gate. Scans the server has not
 * taken (the network is down, or the session ended) are kept and go out at the next sync of a
 * signed-in gate screen; the answer is how many were kept. Never throws: whatever fails here,
 * the sign-out or the way to the sign-in page goes on.
 */
export async function forgetGateDevice(lang: Lang, options: ForgetOptions = {}): Promise<number> {
  const { upload = true, uploadMs = 5_000 } = options;
  let kept = 0;
  try {
    if (typeof indexedDB !== "undefined" && (await Dexie.exists(GATE_DB_NAME))) {
      const db = gateDb();
      if (upload) {
        const pending = await db.scans.filter((s) => s.state === "pending").toArray();
        for (const day of new Set(pending.map((s) => s.day)))
          await withTimeout(uploadPendingScans(day, lang), uploadMs).catch(() => undefined);
      }
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
    // After a sign-out the phone starts afresh; after a session ended by itself it opens on the
    // same event day, so the same steward signing in again sends the kept scans at once.
    if (upload || kept === 0) rememberSetup(null);
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
    // As above.
  }
  return kept;
}

/**
 * The server answered that the session is over (401) during a gate call: forget what a session
 * end forgets, keep the waiting scans, and go to the sign-in page, which says how many wait.
 */
export async function gateSessionEnded(lang: Lang): Promise<void> {
  await forgetGateDevice(lang, { upload: false });
  window.location.assign(signInPath(new URL(window.location.href), "expired"));
}
