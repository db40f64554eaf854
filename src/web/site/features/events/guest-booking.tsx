import { useEffect, useId, useState } from "react";
import { guestName, guestOtpBody, guestVerifyBody } from "../../../../shared/events/schemas";
import { nationalDigits } from "../../../../shared/platform/phone";
import { BotCheck } from "../../../components/ui/bot-check";
import { browserApi } from "../../../lib/api-client";
import { useLang, useT } from "../../../lib/i18n";
import type { GuestPass } from "./seat-selection";

/** The four code boxes of the site's sign-in, handed in by the screen that composes both. */
export type CodeInputsComponent = React.ComponentType<{
  digits: string[];
  onChange: (digits: string[]) => void;
  disabled?: boolean;
  invalid?: boolean;
  labelledBy: string;
}>;

const ERROR_MS = 10_000;

/**
 * A guest books without an account: name and phone, the bot check, then the SMS code
 * (/guest/otp, /guest/otp/verify). The verified pass goes to the seat selection.
 */
export function GuestBooking({
  CodeInputs,
  onVerified,
  onCancel,
}: {
  CodeInputs: CodeInputsComponent;
  onVerified: (pass: GuestPass) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const nameId = useId();
  const phoneId = useId();
  const emailId = useId();
  const errorId = useId();
  const codeLabelId = useId();
  const [step, setStep] = useState<"form" | "code">("form");
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [email, setEmail] = useState("");
  const [botToken, setBotToken] = useState<string | null>(null);
  const [botKey, setBotKey] = useState(0);
  const [requestId, setRequestId] = useState("");
  const [sentTo, setSentTo] = useState("");
  const [digits, setDigits] = useState(["", "", "", ""]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!error) return;
    const id = setTimeout(() => setError(null), ERROR_MS);
    return () => clearTimeout(id);
  }, [error]);

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    const n = guestName.safeParse(name);
    if (!n.success) return setError(t(n.error.issues[0]!.message as never));
    const parsed = guestOtpBody.safeParse({ phone });
    if (!parsed.success) return setError(t(parsed.error.issues[0]!.message as never));
    if (!botToken) return setError(t("events.botCheckWait"));
    setBusy(true);
    const res = await browserApi(
      "/guest/otp",
      { phone: parsed.data.phone, "g-recaptcha-response": botToken },
      { lang },
    );
    setBusy(false);
    setBotKey((k) => k + 1);
    if (!res.ok) return setError(res.status === 0 ? t("events.networkError") : res.error.message);
    setRequestId(res.results.id);
    setSentTo(parsed.data.phone);
    setDigits(["", "", "", ""]);
    setStep("code");
  };

  const verify = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = guestVerifyBody.safeParse({ id: requestId, otp: digits.join("") });
    if (!parsed.success) return;
    setBusy(true);
    setError(null);
    const res = await browserApi("/guest/otp/verify", parsed.data, { lang });
    setBusy(false);
    if (!res.ok) {
      setDigits(["", "", "", ""]);
      return setError(res.status === 0 ? t("events.networkError") : res.error.message);
    }
    onVerified({
      token: res.results.guest_token,
      phone: res.results.phone,
      name: name.trim(),
      email: email.trim() || null,
    });
  };

  const input =
    "min-h-12 w-full rounded-xl border border-black/15 px-3 focus:border-brand-600 focus:outline-none";

  return (
    <section
      className="rounded-2xl bg-white p-6 shadow ring-1 ring-black/5"
      aria-labelledby={`${nameId}-title`}
      data-testid="guest-booking"
    >
      <h2 id={`${nameId}-title`} className="mb-4 text-xl font-bold">
        {t("events.guestTitle")}
      </h2>
      {step === "form" ? (
        <form onSubmit={send} noValidate className="space-y-4">
          <div>
            <label htmlFor={nameId} className="mb-1 block font-bold">
              {t("events.guestNameLabel")}
            </label>
            <input
              id={nameId}
              className={input}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="name"
              maxLength={100}
              aria-describedby={errorId}
            />
          </div>
          <div>
            <label htmlFor={phoneId} className="mb-1 block font-bold">
              {t("events.guestPhoneLabel")}
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
                maxLength={16}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                aria-describedby={errorId}
                className="min-h-12 w-full px-3 text-lg focus:outline-none"
              />
            </div>
          </div>
          <div>
            <label htmlFor={emailId} className="mb-1 block font-bold">
              {t("events.guestEmailLabel")}
            </label>
            <input
              id={emailId}
              type="email"
              className={input}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="email"
              maxLength={200}
              dir="ltr"
            />
          </div>
          <BotCheck onChange={setBotToken} resetKey={botKey} />
          <p id={errorId} role="alert" className="text-sm font-bold text-red-700 empty:hidden">
            {error ?? ""}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={busy || nationalDigits(phone).length === 0}
              className="min-h-12 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
            >
              {busy ? t("events.sending") : t("events.sendCode")}
            </button>
            <button
              type="button"
              onClick={onCancel}
              className="min-h-12 rounded-xl px-4 font-bold text-ink/70"
            >
              {t("events.cancel")}
            </button>
          </div>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className="space-y-4">
          <h3 id={codeLabelId} className="font-bold">
            {t("events.codeTitle")}
          </h3>
          <p className="text-sm">
            {t("events.codeSentTo")}{" "}
            <bdi dir="ltr" className="font-bold">
              +{sentTo}
            </bdi>
          </p>
          <CodeInputs
            digits={digits}
            onChange={(d) => (setError(null), setDigits(d))}
            disabled={busy}
            invalid={!!error}
            labelledBy={codeLabelId}
          />
          <p
            role="alert"
            className="text-center text-sm font-bold text-red-700 empty:hidden"
            data-testid="guest-code-error"
          >
            {error ?? ""}
          </p>
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              disabled={busy || digits.some((d) => d.length !== 1)}
              className="min-h-12 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
            >
              {busy ? t("events.verifying") : t("events.verify")}
            </button>
            <button
              type="button"
              onClick={() => setStep("form")}
              className="min-h-12 rounded-xl px-4 font-bold text-ink/70 underline"
            >
              {t("events.changePhone")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
