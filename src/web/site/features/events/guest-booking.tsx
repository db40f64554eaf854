import { useState } from "react";
import { z } from "zod";
import { guestName, guestVerifyBody } from "../../../../shared/events/schemas";
import { saudiPhone } from "../../../../shared/platform/phone";
import { SiteForm } from "../../../components/ui/form-send";
import { ResultModal } from "../../../components/ui/result-modal";
import { browserApi } from "../../../lib/api-client";
import { useLang, useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";
import { SenderFields } from "../../components/sender-fields";
import { codeFailure, SmsCodeFlow, type CodeOutcome } from "../../components/sms-code-flow";
import type { GuestPass } from "./seat-selection";

/** The guest's details: the name and phone rules the server applies, an optional e-mail. */
const guestForm = z.object({
  name: guestName,
  phone: saudiPhone,
  email: z.string().trim().max(200),
});
type Values = z.input<typeof guestForm>;

/**
 * A guest books without an account: name and phone (the shared phone field), the bot check,
 * then the shared SMS-code step (/guest/otp, /guest/otp/verify). The verified pass goes to the
 * seat selection. What was typed stays after any error.
 */
export function GuestBooking({
  onVerified,
  onCancel,
}: {
  onVerified: (pass: GuestPass) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const lang = useLang();
  const [sent, setSent] = useState<{ id: string; to: string; expiresIn: number } | null>(null);
  const f = useSiteForm({
    schema: guestForm,
    defaultValues: { name: "", phone: "", email: "" } satisfies Values,
    toBody: (v: Values) => v,
  });

  const onSubmit = f.handleSubmit(async (guest) => {
    const res = await f.send("/guest/otp", { phone: guest.phone });
    if (res) setSent({ id: res.id, to: guest.phone, expiresIn: res.expires_in });
  });

  /** A new code for the same phone: a new request id, a fresh bot-check payload. */
  const resend = async (token: string): Promise<CodeOutcome> => {
    const res = await browserApi(
      "/guest/otp",
      { phone: sent!.to, "g-recaptcha-response": token },
      { lang },
    );
    if (!res.ok) return codeFailure(res, t);
    setSent({ id: res.results.id, to: sent!.to, expiresIn: res.results.expires_in });
    return { ok: true, expiresIn: res.results.expires_in };
  };

  const verify = async (code: string): Promise<CodeOutcome> => {
    const parsed = guestVerifyBody.safeParse({ id: sent!.id, otp: code });
    if (!parsed.success) return { ok: false, message: t("identity.codeFourDigits") };
    const res = await browserApi("/guest/otp/verify", parsed.data, { lang });
    if (!res.ok) return codeFailure(res, t);
    const { name, email } = f.form.getValues();
    onVerified({
      token: res.results.guest_token,
      phone: res.results.phone,
      name: name.trim(),
      email: email.trim() || null,
    });
    return { ok: true };
  };

  return (
    <section className="card p-6" aria-labelledby="guest-booking-title" data-testid="guest-booking">
      <h2 id="guest-booking-title" className="mb-4 text-title font-bold">
        {t("events.guestTitle")}
      </h2>
      {sent === null ? (
        <SiteForm
          form={f}
          onSubmit={onSubmit}
          className="space-y-4"
          send={{
            label: t("events.sendCode"),
            cancel: { label: t("events.cancel"), onClick: onCancel },
          }}
        >
          <SenderFields
            name={{ ...f.field("name"), maxLength: 100 }}
            phone={f.field("phone")}
            email={{ ...f.field("email"), maxLength: 200 }}
            labels={{
              name: t("events.guestNameLabel"),
              phone: t("events.guestPhoneLabel"),
              email: t("events.guestEmailLabel"),
            }}
            saudiPhone
            order={["name", "phone", "email"]}
            wide={null}
          />
        </SiteForm>
      ) : (
        <SmsCodeFlow
          sentTo={sent.to}
          expiresIn={sent.expiresIn}
          onVerify={verify}
          onResend={resend}
          onChangePhone={() => setSent(null)}
          confirmLabel={t("events.verify")}
          testId="guest-code"
        />
      )}
      <ResultModal result={f.result} onClose={() => f.setResult(null)} />
    </section>
  );
}
