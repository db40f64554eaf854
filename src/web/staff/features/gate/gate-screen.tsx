import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { formatClock, formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { linkButton, primaryButton, secondaryButton } from "../../components/buttons";
import { CameraScanner } from "./camera-scanner";
import { signal, unlockSound } from "./feedback";
import { GateSetupForm, type GateEvent } from "./gate-setup";
import { rememberedSetup, rememberSetup, type RememberedSetup } from "./gate-settings";
import { useGate, type GateVerdict } from "./use-gate";
import { isAdmitted, VerdictScreen } from "./verdict-screen";

/** The gate phone: set up once, then scan (camera or typed) and read the verdict. */
export function GateScreen({ events }: { events: GateEvent[] }) {
  const t = useT();
  const [setup, setSetup] = useState<RememberedSetup | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [ready, setReady] = useState(false);

  // The scanner page and its decoder open without network once loaded (ADR 0037).
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker
      .register("/staff-gate-sw.js", { scope: "/staff/gate" })
      .then(() => navigator.serviceWorker.ready)
      .then((reg) => {
        // What this page loaded before the worker existed: kept for the next offline start.
        const assets = performance
          .getEntriesByType("resource")
          .map((e) => e.name)
          .filter((u) => new URL(u).pathname.startsWith("/assets/"));
        reg.active?.postMessage({ type: "keep", urls: [window.location.pathname, ...assets] });
      })
      .catch(() => undefined);
  }, []);

  // The device's last choice (browser storage: known only after hydration).
  useEffect(() => {
    const saved = rememberedSetup();
    if (saved && events.some((e) => e.id === saved.eventId)) setSetup(saved);
    setReady(true);
  }, [events]);

  if (!ready)
    return (
      <p role="status" className="animate-pulse">
        {t("staff.ui.loading")}
      </p>
    );

  if (!setup || choosing)
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-brand-900">{t("gate.title")}</h1>
        <p>{t("gate.setupIntro")}</p>
        <GateSetupForm
          events={events}
          initial={setup ?? rememberedSetup()}
          onStart={(s) => {
            unlockSound();
            rememberSetup(s);
            setSetup(s);
            setChoosing(false);
          }}
        />
      </div>
    );

  const event = events.find((e) => e.id === setup.eventId);
  return (
    <Scanning
      key={`${setup.eventId}:${setup.attendOn}:${setup.gate}`}
      setup={setup}
      eventTitle={event?.title ?? `#${setup.eventId}`}
      titleOf={(id) => events.find((e) => e.id === id)?.title ?? null}
      onChange={() => setChoosing(true)}
    />
  );
}

type ScanningProps = {
  setup: RememberedSetup;
  eventTitle: string;
  titleOf: (id: number) => string | null;
  onChange: () => void;
};

function Scanning({ setup, eventTitle, titleOf, onChange }: ScanningProps) {
  const t = useT();
  const lang = useLang();
  const { state, submit, setManualOffline, sync } = useGate(setup, lang);
  const [verdict, setVerdict] = useState<GateVerdict | null>(null);
  const [typed, setTyped] = useState("");
  const deciding = useRef(false);
  // A typed code's verdict gives the focus back to the field, ready for the next code (the
  // verdict took it); a scanned one leaves it alone, so no phone keyboard pops up.
  const manualField = useRef<HTMLInputElement>(null);
  const fromTyped = useRef(false);
  const offline = state.manualOffline || state.networkDown;

  // Sound needs a gesture once per page: the first tap anywhere unlocks it.
  useEffect(() => {
    const once = () => unlockSound();
    window.addEventListener("pointerdown", once, { once: true });
    window.addEventListener("keydown", once, { once: true });
    return () => {
      window.removeEventListener("pointerdown", once);
      window.removeEventListener("keydown", once);
    };
  }, []);

  const decide = useCallback(
    async (text: string) => {
      if (deciding.current || !text.trim()) return false;
      deciding.current = true;
      try {
        const v = await submit(text);
        signal(isAdmitted(v));
        setVerdict(v);
        return true;
      } finally {
        deciding.current = false;
      }
    },
    [submit],
  );

  const done = useCallback(() => {
    setVerdict(null);
    if (fromTyped.current) manualField.current?.focus();
  }, []);
  const time = (ms: number) => formatClock(new Date(ms).toISOString(), lang);

  return (
    <div className="mx-auto max-w-xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold text-brand-900">{eventTitle}</h1>
          <p className="text-sm">
            {formatDate(`${setup.attendOn}T12:00:00+03:00`, lang, { weekday: "long" })} ·{" "}
            {t("gate.seatGate", { gate: setup.gate })}
          </p>
        </div>
        <button type="button" className={secondaryButton} onClick={onChange}>
          {t("gate.change")}
        </button>
      </div>

      {offline ? (
        <div
          role="status"
          data-testid="gate-offline-banner"
          className="rounded-md border-2 border-amber-600 bg-amber-100 p-3 text-amber-950"
        >
          <p className="font-bold">
            {state.manualOffline ? t("gate.offlineManual") : t("gate.offlineNetwork")}
          </p>
          <p className="text-sm">
            {state.hasList && state.lastSync
              ? t("gate.listFrom", { time: time(state.lastSync) })
              : state.hasList
                ? t("gate.listStored")
                : t("gate.noListYet")}
          </p>
        </div>
      ) : null}
      {state.listFailed ? (
        <p role="alert" className="font-bold text-red-800">
          {t("gate.listFailed")}
        </p>
      ) : null}

      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-md bg-brand-50 p-2">
          <dt className="text-sm">{t("gate.peopleIn")}</dt>
          <dd className="text-3xl font-black" data-testid="gate-people-in">
            {state.peopleIn ?? "—"}
          </dd>
        </div>
        <div className="rounded-md bg-brand-50 p-2">
          <dt className="text-sm">{t("gate.waiting")}</dt>
          <dd className="text-3xl font-black" data-testid="gate-pending">
            {state.pending}
          </dd>
        </div>
        <div className={`rounded-md p-2 ${state.conflicts ? "bg-red-100" : "bg-brand-50"}`}>
          <dt className="text-sm">{t("gate.conflicts")}</dt>
          <dd className="text-3xl font-black" data-testid="gate-conflicts">
            {state.conflicts}
          </dd>
        </div>
      </dl>

      {state.mine.length ? (
        <section
          role="alert"
          data-testid="gate-device-conflicts"
          className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-950"
        >
          <p className="font-bold">{t("gate.deviceConflicts", { count: state.mine.length })}</p>
          <ul className="mt-2 space-y-1 text-sm">
            {state.mine.map((c) => (
              <li key={`${c.ticketId}:${c.at}`}>
                <span className="font-bold">{t(`gate.board.kinds.${c.kind}`)}</span> ·{" "}
                {t("gate.deviceConflictLine", { id: String(c.ticketId), time: time(c.at) })}
                {c.first
                  ? ` · ${t("gate.firstEntry", { time: formatClock(c.first.at, lang), gate: c.first.gate })}`
                  : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <CameraScanner
        paused={verdict !== null}
        onCode={(code) => {
          fromTyped.current = false;
          void decide(code);
        }}
      />

      <form
        className="flex items-end gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          fromTyped.current = true;
          if (await decide(typed)) setTyped("");
        }}
      >
        <label className="block min-w-0 flex-1">
          <span className="mb-1 block font-bold">{t("gate.manualLabel")}</span>
          <input
            ref={manualField}
            className="block min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 font-mono"
            dir="ltr"
            value={typed}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={300}
            placeholder="7KQ4-M2XD"
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
        <button type="submit" className={primaryButton} disabled={!typed.trim()}>
          {t("gate.check")}
        </button>
      </form>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-gray-200 pt-3">
        <label className="flex min-h-11 items-center gap-2 font-bold">
          <input
            type="checkbox"
            className="size-5"
            checked={state.manualOffline}
            onChange={(e) => setManualOffline(e.target.checked)}
          />
          {t("gate.workOffline")}
        </label>
        <div className="flex flex-wrap gap-3">
          {!offline ? (
            <button type="button" className={linkButton} onClick={() => void sync()}>
              {t("gate.syncNow")}
            </button>
          ) : null}
          <Link to="/staff/gate/board" className={linkButton}>
            {t("gate.boardLink")}
          </Link>
        </div>
      </div>
      <p className="text-sm text-gray-700">
        {state.loading
          ? t("gate.listLoading")
          : state.hasList
            ? t("gate.listInfo", {
                count: state.tickets,
                time: state.lastSync ? time(state.lastSync) : "—",
              })
            : t("gate.noListYet")}
      </p>

      {verdict ? <VerdictScreen verdict={verdict} eventTitle={titleOf} onDone={done} /> : null}
    </div>
  );
}
