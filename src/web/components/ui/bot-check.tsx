import { useCallback, useEffect, useRef, useState } from "react";
import type { AltchaWidgetElement } from "altcha/types/generic";
import type {} from "altcha/types/react";
import { useLang, useT } from "../../lib/i18n";
import { browserApi } from "../../lib/api-client";

type State = "waiting" | "verifying" | "verified" | "failed";

/** What the visitor's first use of starts the check: the dialog the badge is in, else its form. */
function startArea(badge: HTMLElement): HTMLElement | null {
  return badge.closest("dialog") ?? badge.closest("form") ?? badge.parentElement;
}

const START_EVENTS = ["focusin", "pointerdown", "keydown"] as const;

/** The widget's texts, from the site's catalogs (ar, en, es), never its own downloads. */
function widgetStrings(t: ReturnType<typeof useT>): Record<string, string> {
  return {
    ariaLinkLabel: t("botCheck.ariaLinkLabel"),
    enterCode: t("botCheck.enterCode"),
    enterCodeAria: t("botCheck.enterCodeAria"),
    error: t("botCheck.failed"),
    expired: t("botCheck.expired"),
    footer: t("botCheck.footer"),
    getAudioChallenge: t("botCheck.getAudioChallenge"),
    label: t("botCheck.checkbox"),
    loading: t("botCheck.loading"),
    reload: t("botCheck.reload"),
    verify: t("botCheck.verify"),
    verificationRequired: t("botCheck.verificationRequired"),
    verified: t("botCheck.verified"),
    verifying: t("botCheck.verifying"),
    waitAlert: t("botCheck.waitAlert"),
  };
}

/**
 * The bot check of a form: the maintained ALTCHA widget (`altcha`, all its code and workers
 * bundled: nothing comes from another site). It takes a fresh challenge from
 * /bot-check/challenge, solves it in the background and hands the form the payload for the
 * spec's `g-recaptcha-response` field. A payload is good for one submission: the form changes
 * `resetKey` after each one and the badge solves a new challenge.
 *
 * The widget's code is loaded and the challenge solved when the visitor starts using the form
 * (the first focus, pointer press or key inside the dialog or form that holds the badge, or
 * focus already there), so a visitor who only reads the page pays for none of it; until then
 * the form's send button stays disabled as it does while the check runs. `eager` starts at
 * once, for a form with nothing to fill in before its button.
 */
export function BotCheck({
  onChange,
  resetKey = 0,
  eager = false,
}: {
  onChange: (token: string | null) => void;
  resetKey?: number;
  eager?: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const badge = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const [started, setStarted] = useState(eager);
  const [state, setState] = useState<State>(eager ? "verifying" : "waiting");
  const [off, setOff] = useState(false);
  // Until the widget has drawn itself (and before hydration), the badge says what is going on.
  const [loaded, setLoaded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const tRef = useRef(t);
  tRef.current = t;

  const run = useCallback(() => {
    const signal = { cancelled: false };
    setState("verifying");
    onChangeRef.current(null);
    (async () => {
      const res = await browserApi("/bot-check/challenge", {}, { lang });
      if (signal.cancelled) return;
      if (!res.ok) return setState("failed");
      if (res.results.mode === "off") {
        setOff(true);
        setState("verified");
        return onChangeRef.current("off");
      }
      if (res.results.mode !== "altcha") return setState("failed");
      await import("altcha");
      const el = widget.current;
      if (signal.cancelled || !el) return;
      const $altcha = (
        globalThis as { $altcha?: { i18n: { set: (l: string, s: object) => void } } }
      ).$altcha;
      $altcha?.i18n.set(lang, widgetStrings(tRef.current));
      await el.configure({
        challenge: res.results.challenge,
        language: lang,
        auto: "off",
        hideFooter: true,
        humanInteractionSignature: false,
        minDuration: 0,
      });
      el.reset();
      setLoaded(true);
      const solved = await el.verify();
      if (signal.cancelled) return;
      if (!solved?.payload) return setState("failed");
      setState("verified");
      onChangeRef.current(solved.payload);
    })().catch(() => !signal.cancelled && setState("failed"));
    return () => {
      signal.cancelled = true;
    };
  }, [lang]);

  useEffect(() => {
    if (started) return;
    const area = badge.current && startArea(badge.current);
    if (!area) return;
    const start = () => setStarted(true);
    for (const type of START_EVENTS) area.addEventListener(type, start, { passive: true });
    if (area.contains(document.activeElement)) start();
    return () => {
      for (const type of START_EVENTS) area.removeEventListener(type, start);
    };
  }, [started]);

  useEffect(() => (started ? run() : undefined), [run, resetKey, attempt, started]);

  // An unused solution expires with its challenge: solve a fresh one.
  useEffect(() => {
    const el = widget.current;
    if (!el) return;
    const onState = (e: Event) => {
      const next = (e as CustomEvent<{ state: string }>).detail?.state;
      if (next === "expired") setAttempt((a) => a + 1);
    };
    el.addEventListener("statechange", onState);
    return () => el.removeEventListener("statechange", onState);
  }, []);

  return (
    <div
      ref={badge}
      className="rounded-lg border border-black/10 bg-black/[0.02] px-3 py-2 text-sm"
      aria-label={t("botCheck.label")}
      role="group"
      data-testid="bot-check"
      data-state={state}
    >
      {off ? null : (
        <altcha-widget
          ref={widget as React.Ref<HTMLElement>}
          style={
            { "--altcha-max-width": "100%", "--altcha-border-width": "0" } as React.CSSProperties
          }
        />
      )}
      <div className="flex items-center gap-2">
        {loaded || off ? null : (
          <span
            aria-hidden="true"
            className={`inline-block size-3 rounded-full ${state === "failed" ? "bg-red-600" : state === "waiting" ? "bg-black/20" : "animate-pulse bg-gold-500"}`}
          />
        )}
        <span className={loaded ? "sr-only" : ""} role="status" aria-live="polite">
          {t(
            state === "verified"
              ? "botCheck.verified"
              : state === "failed"
                ? "botCheck.failed"
                : state === "waiting"
                  ? "botCheck.label"
                  : "botCheck.verifying",
          )}
        </span>
        {state === "failed" ? (
          <button
            type="button"
            className="ms-auto min-h-10 font-bold text-brand-700 underline"
            onClick={() => setAttempt((a) => a + 1)}
          >
            {t("botCheck.retry")}
          </button>
        ) : null}
      </div>
      <noscript>
        <p className="font-bold text-red-800">{t("botCheck.needsScript")}</p>
      </noscript>
    </div>
  );
}
