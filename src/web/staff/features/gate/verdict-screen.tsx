import { useEffect, useRef } from "react";
import { formatClock, formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { seatLine } from "../../components/seat-line";
import type { GateVerdict, VerdictKind } from "./use-gate";

/** How long a verdict stays when nobody taps it: a green one briefly, a red one long enough. */
const SHOW_MS = { ok: 4000, stop: 8000 };

const TONE: Record<VerdictKind, "ok" | "stop" | "warn"> = {
  valid: "ok",
  already_redeemed: "stop",
  wrong_event: "stop",
  wrong_date: "stop",
  cancelled: "stop",
  forged: "stop",
  unreadable: "stop",
  unknown_ticket: "stop",
  not_yet_open: "warn",
  bad_check: "warn",
  needs_network: "warn",
  no_list: "warn",
  error: "warn",
};

const COLORS = {
  ok: "bg-green-700 text-white",
  stop: "bg-red-700 text-white",
  warn: "bg-amber-300 text-black",
};

export const isAdmitted = (v: GateVerdict) => v.kind === "valid";

type VerdictScreenProps = {
  verdict: GateVerdict;
  eventTitle: (id: number) => string | null;
  onDone: () => void;
};

/** The whole screen says it, readable at arm's length: let in, or stop and why. */
export function VerdictScreen({ verdict, eventTitle, onDone }: VerdictScreenProps) {
  const t = useT();
  const lang = useLang();
  const tone = TONE[verdict.kind];
  const button = useRef<HTMLButtonElement>(null);
  const time = (iso: string) => formatClock(iso, lang, true);

  useEffect(() => {
    button.current?.focus();
    const timer = setTimeout(onDone, tone === "ok" ? SHOW_MS.ok : SHOW_MS.stop);
    return () => clearTimeout(timer);
  }, [verdict.id, tone, onDone]);

  const seat = verdict.seat;
  return (
    <div
      className={`fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-6 text-center ${COLORS[tone]}`}
      data-testid="gate-verdict"
      data-verdict={verdict.kind}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="gate-verdict-title"
      aria-describedby="gate-verdict-details"
    >
      {verdict.offline ? (
        <p className="rounded-full border-2 border-current px-4 py-1 text-sm font-bold uppercase">
          {t("gate.offlineVerdict")}
        </p>
      ) : null}
      <p aria-hidden="true" className="text-8xl leading-none font-black">
        {tone === "ok" ? "✓" : tone === "stop" ? "✕" : "!"}
      </p>
      <h2 id="gate-verdict-title" className="text-4xl font-black sm:text-6xl">
        {t(`gate.verdict.${verdict.kind}`)}
      </h2>
      <div id="gate-verdict-details" className="space-y-2 text-xl sm:text-2xl">
        {seat ? <p className="font-bold">{seatLine(t, seat)}</p> : null}
        {seat?.gate ? <p>{t("gate.seatGate", { gate: seat.gate })}</p> : null}
        {verdict.name ? <p className="font-bold">{verdict.name}</p> : null}
        {verdict.kind === "already_redeemed" && verdict.redeemed ? (
          <p>
            {verdict.redeemed.byThisDevice
              ? t("gate.firstEntryHere", { time: time(verdict.redeemed.at) })
              : t("gate.firstEntry", {
                  time: time(verdict.redeemed.at),
                  gate: verdict.redeemed.gate ?? "—",
                })}
          </p>
        ) : null}
        {(verdict.kind === "wrong_event" || verdict.kind === "wrong_date") && verdict.ticketDay ? (
          <p>
            {t("gate.ticketFor", {
              event: eventTitle(verdict.ticketDay.eventId) ?? `#${verdict.ticketDay.eventId}`,
              date: formatDate(`${verdict.ticketDay.attendOn}T12:00:00+03:00`, lang),
            })}
          </p>
        ) : null}
        {verdict.kind === "not_yet_open" && verdict.opensAt ? (
          <p>{t("gate.opensAt", { time: time(verdict.opensAt) })}</p>
        ) : null}
        {verdict.message ? <p>{verdict.message}</p> : null}
        <p className="text-base">{t(`gate.hint.${verdict.kind}`)}</p>
      </div>
      <button
        ref={button}
        type="button"
        onClick={onDone}
        className="mt-4 min-h-14 rounded-xl border-4 border-current px-8 text-2xl font-bold"
      >
        {t("gate.next")}
      </button>
    </div>
  );
}
