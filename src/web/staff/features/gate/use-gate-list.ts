// The gate's offline list and upload queue (ADR 0027, ADR 0036): what the device needs to decide
// without the network, kept fresh while it has one.

import { useCallback, useEffect, useRef, useState } from "react";
import {
  createOfflineValidator,
  type OfflineValidator,
} from "../../../../shared/events/offline-validator";
import type { Lang } from "../../../../shared/i18n";
import { staffCall } from "../../lib/staff-api";
import { dayKey, gateDb, pruneOld, requestPersistence, type StoredList } from "./gate-db";
import { seatLabels, sessionOver, unreachable, uploadPendingScans } from "./gate-network";
import { gateSessionEnded } from "./sign-out";
import type { GateSetup } from "./gate-verdict";

export type GateState = {
  /** The list is loading for the first time on this device. */
  loading: boolean;
  /** The device has a ticket list for offline checking. */
  hasList: boolean;
  listFailed: boolean;
  /** The steward chose offline mode. */
  manualOffline: boolean;
  /** The last call could not reach the server. */
  networkDown: boolean;
  /** Scans that let someone in and have not reached the server yet. */
  pending: number;
  /** Conflicts recorded for this event day (as of the last sync). */
  conflicts: number;
  /** People in (the server's count at the last sync, plus this device's scans since). */
  peopleIn: number | null;
  lastSync: number | null;
  opensAt: string | null;
  tickets: number;
  gates: string[];
  /** This device's offline entries the server found in conflict, newest first. */
  mine: DeviceConflict[];
};

export type DeviceConflict = {
  ticketId: number;
  at: number;
  kind: "double_entry" | "cancelled_entry";
  first: { at: string; gate: string } | null;
};

const REFRESH_MS = 60_000;

const MANUAL_OFFLINE_KEY = "gate.offline";

/**
 * The offline side of the gate for one event day: the ticket list and the device's scans kept
 * in IndexedDB, the validator built from them, the upload queue, and the sync that runs at
 * start, every minute and when the network returns.
 */
export function useGateList(setup: GateSetup, lang: Lang) {
  const day = dayKey(setup.eventId, setup.attendOn);
  const validator = useRef<OfflineValidator | null>(null);
  const stored = useRef<StoredList | null>(null);
  const syncing = useRef(false);
  const [state, setState] = useState<GateState>({
    loading: true,
    hasList: false,
    listFailed: false,
    manualOffline: false,
    networkDown: false,
    pending: 0,
    conflicts: 0,
    peopleIn: null,
    lastSync: null,
    opensAt: null,
    tickets: 0,
    gates: [],
    mine: [],
  });
  const patch = useCallback((p: Partial<GateState>) => setState((s) => ({ ...s, ...p })), []);
  const manualOffline = useRef(false);

  /** Builds the validator from a list and every scan this device made that day. */
  const loadValidator = useCallback(
    async (list: StoredList) => {
      const scans = await gateDb().scans.where("day").equals(day).toArray();
      validator.current = await createOfflineValidator(
        list.list.snapshot,
        scans.map((s) => ({ ticketId: s.ticketId, at: s.at, gate: s.gate })),
      );
      stored.current = list;
      const pending = scans.filter((s) => s.state === "pending").length;
      const mine = scans
        .filter((s) => s.conflict !== null)
        .sort((a, b) => b.at - a.at)
        .map((s) => ({
          ticketId: s.ticketId,
          at: s.at,
          kind: s.conflict!,
          first: s.first ?? null,
        }));
      patch({
        mine,
        hasList: true,
        opensAt: list.list.opens_at,
        tickets: list.list.snapshot.count,
        gates: list.list.snapshot.gates,
        pending,
        conflicts: list.list.conflicts,
        lastSync: list.fetchedAt,
      });
    },
    [day, patch],
  );

  /** Uploads the queue, then downloads the list and the counts again. */
  const sync = useCallback(async () => {
    if (syncing.current || manualOffline.current) return;
    syncing.current = true;
    try {
      // Scans of other days kept on the phone (a session that ended before they went out) are
      // sent too, as far as this account may; they never stop this day's sync.
      const days = new Set(
        (
          await gateDb()
            .scans.filter((s) => s.state === "pending")
            .toArray()
        )
          .map((s) => s.day)
          .filter((d) => d !== day),
      );
      for (const other of days) await uploadPendingScans(other, lang).catch(() => undefined);
      await uploadPendingScans(day, lang);
      const [list, stats, seats] = await Promise.all([
        staffCall(
          "/checkin/list",
          { event_id: setup.eventId, attend_at: setup.attendOn },
          { lang },
        ),
        staffCall(
          "/checkin/stats",
          { event_id: setup.eventId, attend_at: setup.attendOn },
          { lang },
        ),
        stored.current && Object.keys(stored.current.seats).length
          ? Promise.resolve(stored.current.seats)
          : seatLabels(setup.eventId, setup.attendOn, lang),
      ]);
      const entry: StoredList = { key: day, list, seats, fetchedAt: Date.now() };
      await gateDb().lists.put(entry);
      await loadValidator(entry);
      const pending = await gateDb().scans.where({ day, state: "pending" }).count();
      patch({
        networkDown: false,
        listFailed: false,
        loading: false,
        peopleIn: stats.checked_in + pending,
        conflicts: Math.max(list.conflicts, stats.conflicts),
      });
    } catch (e) {
      if (sessionOver(e)) void gateSessionEnded(lang);
      else if (unreachable(e)) patch({ networkDown: true, loading: false });
      else patch({ listFailed: true, loading: false });
    } finally {
      syncing.current = false;
    }
  }, [day, setup.eventId, setup.attendOn, lang, loadValidator, patch]);

  // Start: the stored list first (works without network), then a sync; again every minute and
  // when the browser says the network is back.
  useEffect(() => {
    let live = true;
    validator.current = null;
    stored.current = null;
    manualOffline.current = localStorage.getItem(MANUAL_OFFLINE_KEY) === "1";
    patch({ manualOffline: manualOffline.current, hasList: false, loading: true });
    void requestPersistence();
    void pruneOld().catch(() => undefined);
    (async () => {
      const saved = await gateDb().lists.get(day);
      if (!live) return;
      if (saved) await loadValidator(saved);
      if (manualOffline.current || !navigator.onLine) {
        patch({ loading: false, networkDown: !navigator.onLine });
      } else await sync();
    })().catch(() => patch({ loading: false, listFailed: true }));
    const timer = setInterval(() => void sync(), REFRESH_MS);
    const back = () => void sync();
    const gone = () => patch({ networkDown: true });
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
    };
  }, [day, loadValidator, sync, patch]);

  const setManualOffline = useCallback(
    (on: boolean) => {
      manualOffline.current = on;
      localStorage.setItem(MANUAL_OFFLINE_KEY, on ? "1" : "0");
      patch({ manualOffline: on });
      if (!on) void sync();
    },
    [patch, sync],
  );

  return { day, state, setState, patch, validator, stored, manualOffline, sync, setManualOffline };
}
