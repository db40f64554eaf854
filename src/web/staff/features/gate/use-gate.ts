// The gate's engine: one scan in, one verdict out. Online, the server decides (`/checkin/redeem`,
// first valid scan wins); without the network, or when the steward switches to offline mode, the
// device decides from the event day's ticket list and its own scans (ADR 0027), keeps the scans
// that let someone in, and uploads them with `force` when the network returns (ADR 0036).

import { useCallback } from "react";
import type { Lang } from "../../../../shared/i18n";
import type { CheckinScanInput } from "../../../../shared/staff/checkin";
import { noteStaffContact, StaffApiError, staffCall } from "../../lib/staff-api";
import { gateDb, type StoredScan } from "./gate-db";
import { sessionOver, unreachable, withTimeout } from "./gate-network";
import { deviceId } from "./gate-settings";
import { gateSessionEnded } from "./sign-out";
import { offlineVerdict, onlineVerdict, type GateSetup, type GateVerdict } from "./gate-verdict";
import { useGateList } from "./use-gate-list";

export type { GateSetup, GateVerdict, VerdictKind } from "./gate-verdict";
export type { GateState } from "./use-gate-list";

const ONLINE_TIMEOUT_MS = 2500;

/** The gate screen's engine for one event day and gate. */
export function useGate(setup: GateSetup, lang: Lang) {
  const { day, state, setState, patch, validator, stored, manualOffline, sync, setManualOffline } =
    useGateList(setup, lang);

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
          // The session is over: the phone keeps its waiting scans and goes to sign in.
          if (sessionOver(e)) void gateSessionEnded(lang);
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
      // A steward scanning offline is at the phone: the console's idle clock (which stands for
      // the server's) does not end the shift during an outage. The server, which heard nothing,
      // answers 401 when the network returns if the session lapsed; the scans are kept.
      noteStaffContact();
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
    [day, lang, patch, setup, manualOffline, setState, stored, validator],
  );

  return { state, submit, sync, setManualOffline };
}
