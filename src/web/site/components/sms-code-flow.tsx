import { useEffect, useId, useRef, useState } from "react";
import type { ClientErrorCode } from "../../../shared/api";
import { AlertLine } from "../../components/ui/alert-line";
import { BotCheck } from "../../components/ui/bot-check";
import { useT, type T } from "../../lib/i18n";
import { failureText } from "../../lib/use-site-form";
import { CodeInputs } from "./code-inputs";

/** What a send or a check of the code came to, as the flow needs it. */
export type CodeOutcome =
  { ok: true; expiresIn?: number } | { ok: false; message: string; code?: ClientErrorCode };

/** A send or a check the server refused, as the flow's outcome: its words and its code. */
export const codeFailure = (
  res: { status: number; error: { message: string; code: ClientErrorCode } },
  t: T,
): CodeOutcome => ({ ok: false, message: failureText(res, t), code: res.error.code });

/** The sign-in error clears after 10 s; the resend label resets after 1 s (spec section 9). */
export const CODE_ERROR_MS = 10_000;
export const RESEND_LABEL_MS = 1_000;
const EMPTY = ["", "", "", ""];

/** "4:05": minutes and seconds left, Western digits in every language like the rest of the site. */
const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/**
 * The one SMS-code step of the site (member sign-in, guest booking, prediction): the four code
 * boxes, how long the code still works (from the send's `expires_in`), confirm (enabled once
 * the four digits are in), resend (behind its own bot check; label "sent"/"not sent" for 1 s),
 * change number, and the errors: a wrong code (boxes cleared, message for 10 s), an expired
 * code (ask for a new one), and the lock after three wrong codes (entry and resend closed).
 */
export function SmsCodeFlow({
  sentTo,
  expiresIn,
  onVerify,
  onResend,
  onChangePhone,
  confirmLabel,
  testId = "sms-code",
}: {
  /** The number the code went to, 966XXXXXXXXX. */
  sentTo: string;
  /** Seconds the code works, from the send's answer. */
  expiresIn: number;
  onVerify: (code: string) => Promise<CodeOutcome>;
  /** Sends a new code with a fresh bot-check payload. */
  onResend: (botToken: string) => Promise<CodeOutcome>;
  onChangePhone: () => void;
  confirmLabel?: string;
  testId?: string;
}) {
  const t = useT();
  const titleId = useId();
  const boxes = useRef<HTMLDivElement>(null);
  const [digits, setDigits] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [expiresAt, setExpiresAt] = useState(() => Date.now() + expiresIn * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [resend, setResend] = useState<"idle" | "sending" | "sent" | "failed">("idle");
  const [botToken, setBotToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);

  const left = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  const expired = left === 0;

  useEffect(() => {
    if (expired || locked) return;
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, [expired, locked]);

  useEffect(() => {
    if (!error || locked) return;
    const id = setTimeout(() => setError(null), CODE_ERROR_MS);
    return () => clearTimeout(id);
  }, [error, locked]);

  useEffect(() => {
    if (resend !== "sent" && resend !== "failed") return;
    const id = setTimeout(() => setResend("idle"), RESEND_LABEL_MS);
    return () => clearTimeout(id);
  }, [resend]);

  // Focus goes to the first box once the boxes are enabled again: a request is answered after
  // the render that clears them commits (a frame callback could run before it, on a disabled box).
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirst = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    const first = () => boxes.current?.querySelector("input")?.focus();
    // On mount, after the modal around the step has placed its own focus.
    if (focusRequest === 0) {
      const id = requestAnimationFrame(first);
      return () => cancelAnimationFrame(id);
    }
    first();
  }, [focusRequest]);

  const complete = digits.every((d) => d.length === 1);

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!complete || busy || locked) return;
    setBusy(true);
    setError(null);
    const outcome = await onVerify(digits.join(""));
    setBusy(false);
    if (outcome.ok) return;
    setDigits(EMPTY);
    setError(outcome.message);
    if (outcome.code === "too_many_attempts") setLocked(true);
    else if (outcome.code === "code_expired") setExpiresAt(Date.now());
    else focusFirst();
  };

  const onResendClick = async () => {
    if (!botToken) return;
    setResend("sending");
    setError(null);
    const outcome = await onResend(botToken);
    setBotToken(null);
    setBotKey((k) => k + 1);
    if (outcome.ok) {
      setResend("sent");
      setDigits(EMPTY);
      setExpiresAt(Date.now() + (outcome.expiresIn ?? expiresIn) * 1000);
      setNow(Date.now());
      focusFirst();
    } else {
      setResend("failed");
      setError(outcome.message);
      if (outcome.code === "too_many_attempts") setLocked(true);
    }
  };

  const resendLabel =
    resend === "sending"
      ? t("identity.sending")
      : resend === "sent"
        ? t("identity.codeResent")
        : resend === "failed"
          ? t("identity.codeNotSent")
          : t("identity.resend");

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid={testId}>
      <h3 id={titleId} className="font-bold">
        {t("identity.codeTitle")}
      </h3>
      <p className="text-sm text-ink-muted">
        {t("identity.codeSentTo", { phone: "" })}
        <bdi dir="ltr" className="font-bold">
          +{sentTo}
        </bdi>
      </p>
      <div ref={boxes}>
        <CodeInputs
          digits={digits}
          onChange={(d) => (setError(null), setDigits(d))}
          disabled={busy || locked}
          invalid={!!error}
          labelledBy={titleId}
        />
      </div>
      <p
        className={`text-center text-sm ${expired ? "font-bold text-red-700" : "text-ink-muted"}`}
        data-testid="code-timer"
        aria-live={expired ? "polite" : "off"}
      >
        {locked
          ? ""
          : expired
            ? t("identity.codeExpiredAsk")
            : t("identity.codeValidFor", { time: clock(left) })}
      </p>
      <AlertLine
        message={error}
        testId="code-error"
        className="min-h-5 text-center text-sm font-bold text-red-700"
      />
      <button
        type="submit"
        disabled={!complete || busy || locked || expired}
        className="min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
      >
        {busy ? t("identity.verifying") : (confirmLabel ?? t("identity.confirm"))}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        {locked ? null : (
          <button
            type="button"
            onClick={onResendClick}
            disabled={resend === "sending" || !botToken}
            className="min-h-10 font-bold text-brand-700 underline disabled:opacity-50"
          >
            {resendLabel}
          </button>
        )}
        <button type="button" onClick={onChangePhone} className="min-h-10 text-ink-muted underline">
          {t("identity.changePhone")}
        </button>
      </div>
      <span className="sr-only" aria-live="polite">
        {resend === "sent"
          ? t("identity.codeResent")
          : resend === "failed"
            ? t("identity.codeNotSent")
            : ""}
      </span>
      {locked ? null : (
        <div className="sr-only">
          <BotCheck onChange={setBotToken} resetKey={botKey} />
        </div>
      )}
    </form>
  );
}
