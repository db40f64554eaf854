import { useCallback, useEffect, useRef, useState } from "react";
import { useLang, useT } from "../../lib/i18n";
import type { BotCheckChallengeDto } from "../../../shared/platform/settings";
import { browserApi } from "../../lib/api-client";

type Challenge = Extract<BotCheckChallengeDto, { mode: "altcha" }>["challenge"];

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Finds the number the server hid in the challenge (ALTCHA proof of work). */
async function solve(c: Challenge, signal: { cancelled: boolean }): Promise<number | null> {
  for (let n = 0; n <= c.maxnumber; n++) {
    if (signal.cancelled) return null;
    if ((await sha256Hex(c.salt + n)) === c.challenge) return n;
  }
  return null;
}

type State = "verifying" | "verified" | "failed";

/**
 * The bot-check badge of a form. It fetches a challenge, solves it in the background and hands
 * the form a token for the spec's `g-recaptcha-response` field. Call `reset()` (through the
 * `resetKey` prop changing) after each submission: a token is good for one submission only.
 */
export function BotCheck({
  onChange,
  resetKey = 0,
}: {
  onChange: (token: string | null) => void;
  resetKey?: number;
}) {
  const t = useT();
  const lang = useLang();
  const [state, setState] = useState<State>("verifying");
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const run = useCallback(() => {
    const signal = { cancelled: false };
    setState("verifying");
    onChangeRef.current(null);
    (async () => {
      const res = await browserApi("/bot-check/challenge", {}, { lang });
      if (signal.cancelled) return;
      if (!res.ok) return setState("failed");
      if (res.results.mode === "off") {
        setState("verified");
        return onChangeRef.current("off");
      }
      if (res.results.mode !== "altcha") return setState("failed");
      const c = res.results.challenge;
      const number = await solve(c, signal);
      if (signal.cancelled) return;
      if (number === null) return setState("failed");
      const token = btoa(
        JSON.stringify({
          algorithm: c.algorithm,
          challenge: c.challenge,
          number,
          salt: c.salt,
          signature: c.signature,
        }),
      );
      setState("verified");
      onChangeRef.current(token);
    })().catch(() => !signal.cancelled && setState("failed"));
    return () => {
      signal.cancelled = true;
    };
  }, [lang]);

  useEffect(() => run(), [run, resetKey, attempt]);

  return (
    <div
      className="flex items-center gap-2 rounded-lg border border-black/10 bg-black/[0.02] px-3 py-2 text-sm"
      aria-label={t("botCheck.label")}
      role="group"
    >
      <span
        aria-hidden="true"
        className={`inline-block size-3 rounded-full ${state === "verified" ? "bg-brand-600" : state === "failed" ? "bg-red-600" : "animate-pulse bg-gold-500"}`}
      />
      <span role="status" aria-live="polite">
        {t(
          state === "verified"
            ? "botCheck.verified"
            : state === "failed"
              ? "botCheck.failed"
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
      ) : (
        <span className="ms-auto text-xs text-ink/75">ALTCHA</span>
      )}
    </div>
  );
}
