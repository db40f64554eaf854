import { useEffect, useState } from "react";
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
import { codeFailure, SmsCodeFlow, type CodeOutcome } from "../../components/sms-code-flow";
import { PhoneField } from "../../../components/ui/form-controls";
import { useTimedMessage } from "../../../components/ui/use-timeout";

type Step = "phone" | "code";

const SIGN_IN_ERROR_MS = 10_000;

/** Where a normal login lands: Profile when the member has a name, else Update. */
export function afterLoginPath(user: UserDto): string {
  return user.name ? "/fursanalealami/profile/profile-info" : "/fursanalealami/update";
}

/**
 * The join and getTickit modals: the shared phone field, then the shared SMS-code step.
 * Registration is closed, so the modal says so and only members already registered get a code.
 */
export function JoinModal() {
  const { join, closeJoin, setUser } = useSession();
  const t = useT();
  const lang = useLang();
  const navigate = useNavigate();
  const root = useSiteData();
  const registrationOpen = root?.settings?.registration_open === true;

  const [step, setStep] = useState<Step>("phone");
  const [phone, setPhone] = useState("");
  const [sent, setSent] = useState({ to: "", expiresIn: 300 });
  const [busy, setBusy] = useState(false);
  // The sign-in error clears after 10 s (spec section 9).
  const [error, setError] = useTimedMessage(SIGN_IN_ERROR_MS);
  const [botToken, setBotToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);

  const open = join !== null;
  useEffect(() => {
    if (!open) return;
    setStep("phone");
    setError(null);
  }, [open, setError]);

  /** Asks for a code for the typed number; the answer says how long the code works. */
  const sendCode = async (token: string | null): Promise<CodeOutcome & { phone?: string }> => {
    const parsed = loginBody.safeParse({ phone, "g-recaptcha-response": token ?? undefined });
    if (!parsed.success) return { ok: false, message: t(parsed.error.issues[0]!.message as never) };
    if (!token) return { ok: false, message: t("identity.botCheckWait") };
    const res = await browserApi(
      "/website/user/login",
      { phone: parsed.data.phone, "g-recaptcha-response": token },
      { lang },
    );
    if (!res.ok) return codeFailure(res, t);
    return { ok: true, expiresIn: res.results.expires_in, phone: parsed.data.phone };
  };

  const onPhoneSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const outcome = await sendCode(botToken);
    // A bot-check payload is good for one submission.
    setBotKey((k) => k + 1);
    setBusy(false);
    if (!outcome.ok) return setError(outcome.message);
    setSent({ to: outcome.phone!, expiresIn: outcome.expiresIn ?? 300 });
    setStep("code");
  };

  const verify = async (code: string): Promise<CodeOutcome> => {
    const parsed = verifyBody.safeParse({ phone: sent.to, code });
    if (!parsed.success) return { ok: false, message: t("identity.codeFourDigits") };
    const res = await browserApi("/website/user/verify", parsed.data, { lang });
    if (!res.ok) return codeFailure(res, t);
    const user = res.results.user;
    setUser(user);
    const onSuccess = join?.onSuccess;
    closeJoin();
    if (onSuccess) onSuccess(user);
    else navigate(localePath(lang, afterLoginPath(user)));
    return { ok: true };
  };

  const title =
    join?.variant === "getTickit" ? t("identity.getTickitTitle") : t("identity.joinTitle");

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
          <PhoneField
            label={t("identity.phoneLabel")}
            name="phone"
            hint={t("identity.phoneHint")}
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            error={error ?? undefined}
            announce
          />
          <BotCheck onChange={setBotToken} resetKey={botKey} />
          <button
            type="submit"
            disabled={busy || nationalDigits(phone).length === 0 || !botToken}
            className="min-h-12 w-full rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
          >
            {busy ? t("identity.sending") : t("identity.sendCode")}
          </button>
        </form>
      ) : (
        <SmsCodeFlow
          sentTo={sent.to}
          expiresIn={sent.expiresIn}
          onVerify={verify}
          onResend={(token) => sendCode(token)}
          onChangePhone={() => setStep("phone")}
        />
      )}
    </Modal>
  );
}
