import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { UserDto } from "../../../../shared/identity/dtos";
import { loginBody, verifyBody } from "../../../../shared/identity/schemas";
import { nationalDigits } from "../../../../shared/platform/phone";
import { BotCheck } from "../../../components/ui/bot-check";
import { Modal } from "../../../components/ui/modal";
import { browserApi } from "../../../lib/api-client";
import { localePath, useLang, useT } from "../../../lib/i18n";
import { useSiteData } from "../../lib/site-data";
import { useSession } from "../../lib/session";
import { CodeInputs } from "../../components/code-inputs";

type Step = "phone" | "code";
type ResendState = "idle" | "sending" | "sent" | "failed";

const SIGN_IN_ERROR_MS = 10_000;
const RESEND_LABEL_MS = 1_000;

/** Where a normal login lands: Profile when the member has a name, else Update. */
export function afterLoginPath(user: UserDto): string {
  return user.name ? "/fursanalealami/profile/profile-info" : "/fursanalealami/update";
}

/**
 * The join and getTickit modals: phone entry, then the four-box SMS code. States: sending,
 * verifying, invalid, resent. Registration is closed, so the modal says so and only members
 * already registered get a code.
 */
export function JoinModal() {
  const { join, closeJoin, setUser } = useSession();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const root = useSiteData();
  const registrationOpen = root?.settings?.registration_open === true;
  const codeLabelId = useId();
  const phoneId = useId();
  const phoneErrorId = useId();

  const [step, setStep] = useState<Step>("phone");
  const [phone, setPhone] = useState("");
  const [sentTo, setSentTo] = useState("");
  const [digits, setDigits] = useState(["", "", "", ""]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const [resend, setResend] = useState<ResendState>("idle");
  const codeRef = useRef<HTMLDivElement>(null);

  const open = join !== null;
  useEffect(() => {
    if (!open) return;
    setStep("phone");
    setDigits(["", "", "", ""]);
    setError(null);
    setCodeError(null);
    setResend("idle");
  }, [open]);

  // The sign-in error clears after 10 s (spec section 9).
  useEffect(() => {
    if (!error) return;
    const id = setTimeout(() => setError(null), SIGN_IN_ERROR_MS);
    return () => clearTimeout(id);
  }, [error]);

  useEffect(() => {
    if (resend !== "sent" && resend !== "failed") return;
    const id = setTimeout(() => setResend("idle"), RESEND_LABEL_MS);
    return () => clearTimeout(id);
  }, [resend]);

  const sendCode = async (): Promise<boolean> => {
    const parsed = loginBody.safeParse({ phone, "g-recaptcha-response": botToken ?? undefined });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]!.message as never));
      return false;
    }
    if (!botToken) {
      setError(t("identity.botCheckWait"));
      return false;
    }
    const res = await browserApi(
      "/website/user/login",
      { phone: parsed.data.phone, "g-recaptcha-response": botToken },
      { lang },
    );
    // A bot-check token is good for one submission.
    setBotKey((k) => k + 1);
    if (!res.ok) {
      setError(res.status === 0 ? t("identity.networkError") : res.error.message);
      return false;
    }
    setSentTo(parsed.data.phone);
    return true;
  };

  const onPhoneSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const ok = await sendCode();
    setBusy(false);
    if (ok) {
      setStep("code");
      setDigits(["", "", "", ""]);
      setCodeError(null);
      requestAnimationFrame(() => codeRef.current?.querySelector("input")?.focus());
    }
  };

  const onResend = async () => {
    setResend("sending");
    setCodeError(null);
    setError(null);
    const ok = await sendCode();
    setResend(ok ? "sent" : "failed");
  };

  const code = digits.join("");
  const complete = digits.every((d) => d.length === 1);

  const onCodeSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = verifyBody.safeParse({ phone: sentTo, code });
    if (!parsed.success || !complete) return;
    setBusy(true);
    setCodeError(null);
    const res = await browserApi("/website/user/verify", parsed.data, { lang });
    setBusy(false);
    if (!res.ok) {
      setCodeError(res.status === 0 ? t("identity.networkError") : res.error.message);
      setDigits(["", "", "", ""]);
      codeRef.current?.querySelector("input")?.focus();
      return;
    }
    const user = res.results.user;
    setUser(user);
    const onSuccess = join?.onSuccess;
    closeJoin();
    if (onSuccess) onSuccess(user);
    else navigate(localePath(lang, afterLoginPath(user)));
  };

  const title =
    join?.variant === "getTickit" ? t("identity.getTickitTitle") : t("identity.joinTitle");
  const resendLabel =
    resend === "sending"
      ? t("identity.sending")
      : resend === "sent"
        ? t("identity.codeResent")
        : resend === "failed"
          ? t("identity.codeNotSent")
          : t("identity.resend");

  return (
    <Modal open={open} onClose={closeJoin} title={title} size="sm">
      {!registrationOpen ? (
        <p
          className="mb-4 rounded-lg bg-gold-400/20 px-3 py-2 text-sm"
          data-testid="knights-closed"
        >
          <strong className="block">{t("identity.knightsClosed")}</strong>
          {t("identity.registerClosedHint")}
        </p>
      ) : null}

      {step === "phone" ? (
        <form onSubmit={onPhoneSubmit} noValidate className="space-y-4">
          <div>
            <label htmlFor={phoneId} className="mb-1 block font-bold">
              {t("identity.phoneLabel")}
            </label>
            <div
              className="flex items-stretch overflow-hidden rounded-xl border border-black/15 focus-within:border-brand-600"
              dir="ltr"
            >
              <span className="flex items-center bg-black/5 px-3 font-bold" aria-hidden="true">
                +966
              </span>
              <input
                id={phoneId}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                dir="ltr"
                placeholder="5XXXXXXXX"
                value={phone}
                maxLength={16}
                onChange={(e) => setPhone(e.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={phoneErrorId}
                className="min-h-12 w-full px-3 text-lg focus:outline-none"
              />
            </div>
            <p className="mt-1 text-sm text-ink/70">{t("identity.phoneHint")}</p>
            <p id={phoneErrorId} role="alert" className="mt-1 text-sm font-bold text-red-700">
              {error ?? ""}
            </p>
          </div>
          <BotCheck onChange={setBotToken} resetKey={botKey} />
          <button
            type="submit"
            disabled={busy || nationalDigits(phone).length === 0}
            className="min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
          >
            {busy ? t("identity.sending") : t("identity.sendCode")}
          </button>
        </form>
      ) : (
        <form onSubmit={onCodeSubmit} noValidate className="space-y-4">
          <h3 id={codeLabelId} className="font-bold">
            {t("identity.codeTitle")}
          </h3>
          <p className="text-sm text-ink/80">
            {t("identity.codeSentTo", { phone: "" })}
            <bdi dir="ltr" className="font-bold">
              +{sentTo}
            </bdi>
          </p>
          <div ref={codeRef}>
            <CodeInputs
              digits={digits}
              onChange={(d) => (setCodeError(null), setDigits(d))}
              disabled={busy}
              invalid={!!codeError}
              labelledBy={codeLabelId}
            />
          </div>
          <p
            role="alert"
            className="min-h-5 text-center text-sm font-bold text-red-700"
            data-testid="code-error"
          >
            {codeError ?? error ?? ""}
          </p>
          <button
            type="submit"
            disabled={!complete || busy}
            className="min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
          >
            {busy ? t("identity.verifying") : t("identity.confirm")}
          </button>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <button
              type="button"
              onClick={onResend}
              disabled={resend === "sending" || !botToken}
              className="min-h-10 font-bold text-brand-700 underline disabled:opacity-50"
            >
              {resendLabel}
            </button>
            <button
              type="button"
              onClick={() => setStep("phone")}
              className="min-h-10 text-ink/70 underline"
            >
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
          <div className="sr-only">
            <BotCheck onChange={setBotToken} resetKey={botKey} />
          </div>
        </form>
      )}
    </Modal>
  );
}
