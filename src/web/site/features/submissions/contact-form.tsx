import { useState } from "react";
import { contactBody } from "../../../../shared/submissions/contact";
import type { SettingsDto } from "../../../../shared/platform/settings";
import { BotCheck } from "../../../components/ui/bot-check";
import {
  CheckboxField,
  SelectField,
  SubmitButton,
  TextAreaField,
  EmailField,
  TelField,
  TextField,
} from "../../../components/ui/form-controls";
import { ResultModal } from "../../../components/ui/result-modal";
import { useT } from "../../../lib/i18n";
import { useFormSubmit } from "../../../lib/use-form-submit";

/** While the settings enable the terms checkbox, the form asks for it like the server does. */
const withTerms = contactBody.superRefine(
  (b, ctx) => {
    if ((b as { terms?: boolean }).terms !== true)
      ctx.addIssue({ code: "custom", path: ["terms"], message: "submissions.termsRequired" });
  },
  { when: () => true },
);

const empty = { department: "", name: "", email: "", phone: "", message: "", terms: false };

/** Contact us: the department first, then name, e-mail, phone and message; the terms when enabled. */
export function ContactForm({ settings }: { settings: SettingsDto | null }) {
  const t = useT();
  const f = useFormSubmit();
  const [v, setV] = useState(empty);
  const departments = settings?.departments ?? [];
  const termsEnabled = settings?.contact_terms_enabled ?? false;

  const set =
    (key: "department" | "name" | "email" | "phone" | "message", field: string = key) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setV((s) => ({ ...s, [key]: value }));
      f.clearError(field);
      if (key === "department") f.clearError("details.department");
    };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      details: v.department ? { department: Number(v.department) } : undefined,
      name: v.name,
      email: v.email,
      phone: v.phone,
      // The original client sends the phone as the subject; the staff inbox keeps that habit.
      subject: v.phone,
      message: v.message,
      ...(termsEnabled ? { terms: v.terms } : {}),
    };
    const res = await f.submit(
      "/website/contactus/create",
      termsEnabled ? withTerms : contactBody,
      body,
    );
    if (!res) return;
    setV(empty);
    f.setResult({ kind: "thanks", message: res.message, reference: res.reference });
  };

  if (departments.length === 0) {
    return (
      <p role="alert" className="rounded-2xl bg-gold-400/20 p-4">
        {t("submissions.contact.noDepartments")}{" "}
        {settings?.email ? (
          <a href={`mailto:${settings.email}`} dir="ltr" className="font-bold underline">
            {settings.email}
          </a>
        ) : null}
      </p>
    );
  }

  const e = f.errors;
  return (
    <>
      <form
        ref={f.formRef}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid="contact-form"
      >
        <SelectField
          label={t("submissions.fields.department")}
          name="details"
          value={v.department}
          onChange={set("department", "details")}
          error={e.details ?? e["details.department"]}
          options={departments.map((d) => ({ value: String(d.id), label: d.title }))}
          className="sm:col-span-2"
        />
        <TextField
          label={t("submissions.fields.name")}
          name="name"
          value={v.name}
          onChange={set("name")}
          error={e.name}
          autoComplete="name"
        />
        <EmailField
          label={t("submissions.fields.email")}
          name="email"
          value={v.email}
          onChange={set("email")}
          error={e.email}
        />
        <TelField
          label={t("submissions.fields.phone")}
          name="phone"
          optional
          value={v.phone}
          onChange={set("phone")}
          error={e.phone}
        />
        <TextAreaField
          label={t("submissions.fields.message")}
          name="message"
          value={v.message}
          onChange={set("message")}
          error={e.message}
          rows={6}
          className="sm:col-span-2"
        />
        {termsEnabled ? (
          <div className="sm:col-span-2">
            <CheckboxField
              label={t("submissions.fields.terms")}
              name="terms"
              checked={v.terms}
              onChange={(checked) => {
                setV((s) => ({ ...s, terms: checked }));
                f.clearError("terms");
              }}
              error={e.terms}
            />
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <BotCheck onChange={f.setToken} resetKey={f.botKey} />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton busy={f.busy} disabled={!f.token}>
            {t("submissions.contact.sendMessage")}
          </SubmitButton>
        </div>
      </form>
      <ResultModal result={f.result} onClose={() => f.setResult(null)} />
    </>
  );
}
