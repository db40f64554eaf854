// The gate's engine: one scan in, one verdict out. Online, the server decides (`/checkin/redeem`,
// first valid scan wins); without the network, or when the steward switches to offline mode, the
// device decides from the event day's ticket list and its own scans (ADR 0027), keeps the scans
// that let someone in, and uploads them with `force` when the network returns (ADR 0036).

import { useCallback, useEffect, useRef, useState } from "react";
import {
  createOfflineValidator,
  type OfflineValidator,
  type Verdict,
} from "../../../../shared/events/offline-validator";
import type { Lang } from "../../../../shared/i18n";
import type { CheckinResult, CheckinScanInput } from "../../../../shared/staff/checkin";
import { browserApi } from "../../../lib/api-client";
import { StaffApiError, staffCall } from "../../lib/staff-api";
import {
  dayKey,
  gateDb,
  pruneOld,
  requestPersistence,
  type SeatLabel,
  type StoredList,
  type StoredScan,
} from "./gate-db";
import { deviceId } from "./gate-settings";

export type GateSetup = { eventId: number; attendOn: string; gate: string };

export type VerdictKind =
  | "valid"
  | "already_redeemed"
  | "wrong_event"
  | "wrong_date"
  | "cancelled"
  | "not_yet_open"
  | "forged"
  | "unreadable"
  | "unknown_ticket"
  | "bad_check"
  | "needs_network"
  | "no_list"
  | "error";

export type GateVerdict = {
  id: string;
  kind: VerdictKind;
  offline: boolean;
  name: string | null;
  seat: SeatLabel | null;
  /** When and where the ticket went in first (`already_redeemed`). */
  redeemed: { at: string; gate: string | null; byThisDevice: boolean } | null;
  /** The event day the ticket is for (`wrong_event`, `wrong_date`). */
  ticketDay: { eventId: number; attendOn: string } | null;
  opensAt: string | null;
  /** The server's message for `error`. */
  message: string | null;
  /** Milliseconds from the scan to the verdict. */
  ms: number;
};

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
};

const ONLINE_TIMEOUT_MS = 2500;
const REFRESH_MS = 60_000;

class Timeout extends Error {}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Timeout()), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

const unreachable = (e: unknown) =>
  e instanceof Timeout || (e instanceof StaffApiError && e.code === "network_error");

/** The seat labels of an event day, from the public seat map (areas, blocks, seats). */
async function seatLabels(eventId: number, attendOn: string, lang: Lang) {
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

function onlineVerdict(id: string, r: CheckinResult, ms: number): GateVerdict {
  const seat = r.ticket?.seat ?? null;
  const base: GateVerdict = {
    id,
    kind: "error",
    offline: false,
    name: r.ticket?.name ?? null,
    seat: seat
      ? { area: seat.area, block: seat.block, row: seat.row, number: seat.number, gate: seat.gate }
      : null,
    redeemed: r.redeemed ? { at: r.redeemed.at, gate: r.redeemed.gate, byThisDevice: false } : null,
    ticketDay: r.ticket ? { eventId: r.ticket.event_id, attendOn: r.ticket.attend_at } : null,
    opensAt: r.opens_at,
    message: null,
    ms,
  };
  switch (r.status) {
    case "valid":
    case "already_redeemed":
    case "cancelled":
      return { ...base, kind: r.status };
    case "wrong_event":
      return { ...base, kind: r.reason === "wrong_date" ? "wrong_date" : "wrong_event" };
    case "invalid":
      return { ...base, kind: invalidKind(r.reason) };
  }
}

function invalidKind(reason: string | null): VerdictKind {
  switch (reason) {
    case "bad_signature":
    case "unknown_key":
      return "forged";
    case "not_yet_open":
      return "not_yet_open";
    case "bad_check":
      return "bad_check";
    case "unknown_ticket":
      return "unknown_ticket";
    default:
      return "unreadable";
  }
}

function offlineVerdict(
  id: string,
  v: Verdict,
  setup: GateSetup,
  seats: Record<number, SeatLabel>,
  ms: number,
): GateVerdict {
  const base: GateVerdict = {
    id,
    kind: "error",
    offline: true,
    name: null,
    seat: null,
    redeemed: null,
    ticketDay: null,
    opensAt: null,
    message: null,
    ms,
  };
  switch (v.status) {
    case "valid":
    case "cancelled":
      return { ...base, kind: v.status, seat: v.seatId ? (seats[v.seatId] ?? null) : null };
    case "already_redeemed":
      return {
        ...base,
        kind: "already_redeemed",
        seat: v.seatId ? (seats[v.seatId] ?? null) : null,
        redeemed: { at: new Date(v.at).toISOString(), gate: v.gate, byThisDevice: v.byThisDevice },
      };
    case "wrong_event":
      return {
        ...base,
        kind: v.eventId === setup.eventId ? "wrong_date" : "wrong_event",
        ticketDay: { eventId: v.eventId, attendOn: v.attendOn },
      };
    case "invalid":
      return { ...base, kind: invalidKind(v.reason) };
  }
}

const MANUAL_OFFLINE_KEY = "gate.offline";

/** The gate screen's engine for one event day and gate. */
export function useGate(setup: GateSetup, lang: Lang) {
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
      patch({
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

  /** Sends the device's waiting scans; answers with the number of new conflicts. */
  const upload = useCallback(async (): Promise<number> => {
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
          await db.scans.update(scan.nonce, { state: "sent", conflict });
        }
      });
    }
    return conflicts;
  }, [day, lang]);

  /** Uploads the queue, then downloads the list and the counts again. */
  const sync = useCallback(async () => {
    if (syncing.current || manualOffline.current) return;
    syncing.current = true;
    try {
      await upload();
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
      if (unreachable(e)) patch({ networkDown: true, loading: false });
      else patch({ listFailed: true, loading: false });
    } finally {
      syncing.current = false;
    }
  }, [day, setup.eventId, setup.attendOn, lang, upload, loadValidator, patch]);

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

  /** Decides one scanned or typed code. */
  const submit = useCallback(
    async (raw: string): Promise<GateVerdict> => {
      const text = raw.trim();
      const started = performance.now();
      const id = crypto.randomUUID();
      const at = Date.now();
      const body: CheckinScanInput = {
        ticket: text,
        nonce: id,
        scanned_at: new Date(at).toISOString(),
        gate: setup.gate,
        device: deviceId(),
        event_id: setup.eventId,
        attend_at: setup.attendOn,
        force: false,
      };
      const db = gateDb();
      if (!manualOffline.current) {
        try {
          const r = await withTimeout(
            staffCall("/checkin/redeem", body, { lang }),
            ONLINE_TIMEOUT_MS,
          );
          const verdict = onlineVerdict(id, r, performance.now() - started);
          setState((s) => ({
            ...s,
            networkDown: false,
            peopleIn: r.status === "valid" && s.peopleIn !== null ? s.peopleIn + 1 : s.peopleIn,
          }));
          if (r.status === "valid" && r.ticket) {
            // Remembered so the same device refuses this ticket again if it goes offline.
            validator.current?.record({ ticketId: r.ticket.id, at, gate: setup.gate });
            await db.scans.put({
              nonce: id,
              day,
              ticketId: r.ticket.id,
              at,
              gate: setup.gate,
              body,
              state: "sent",
              conflict: null,
            });
          }
          return verdict;
        } catch (e) {
          if (!unreachable(e)) {
            return {
              ...offlineVerdict(id, { status: "invalid", reason: "malformed" }, setup, {}, 0),
              kind: "error",
              offline: false,
              message: e instanceof StaffApiError ? e.message : null,
              ms: performance.now() - started,
            };
          }
          patch({ networkDown: true });
        }
      }
      // Offline: the device decides, with the same nonce (an upload of a scan the server did
      // receive gets the same answer back and records nothing twice).
      const v = validator.current;
      const ms = () => performance.now() - started;
      const blank = offlineVerdict(id, { status: "invalid", reason: "malformed" }, setup, {}, 0);
      if (!v) return { ...blank, kind: "no_list", ms: ms() };
      if (/^TK-/i.test(text)) return { ...blank, kind: "needs_network", ms: ms() };
      const isCode = /^TK1:/i.test(text);
      const seats = stored.current?.seats ?? {};
      const opensAt = stored.current?.list.opens_at ?? null;
      const first = isCode ? await v.check(text) : await v.checkReference(text);
      if (first.status === "valid" && opensAt && at < Date.parse(opensAt)) {
        return { ...offlineVerdict(id, first, setup, seats, ms()), kind: "not_yet_open", opensAt };
      }
      const verdict = isCode
        ? await v.scan(text, at, setup.gate)
        : await v.scanReference(text, at, setup.gate);
      const out = offlineVerdict(id, verdict, setup, seats, ms());
      if (verdict.status === "valid") {
        const scan: StoredScan = {
          nonce: id,
          day,
          ticketId: verdict.ticketId,
          at,
          gate: setup.gate,
          body: { ...body, force: true },
          state: "pending",
          conflict: null,
        };
        await db.scans.put(scan);
        setState((s) => ({
          ...s,
          pending: s.pending + 1,
          peopleIn: s.peopleIn === null ? null : s.peopleIn + 1,
        }));
      }
      return out;
    },
    [day, lang, patch, setup],
  );

  return { state, submit, sync, setManualOffline };
}
