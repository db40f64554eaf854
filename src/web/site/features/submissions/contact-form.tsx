import { contactBody } from "../../../../shared/submissions/contact";
import type { SettingsDto } from "../../../../shared/platform/settings";
import { CheckboxField, SelectField, TextAreaField } from "../../../components/ui/form-controls";
import { useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";
import { SubmissionForm } from "./submission-form";
import { SenderFields } from "../../components/sender-fields";

/** While the settings enable the terms checkbox, the form asks for it like the server does. */
const withTerms = contactBody.superRefine(
  (b, ctx) => {
    if ((b as { terms?: boolean }).terms !== true)
      ctx.addIssue({ code: "custom", path: ["terms"], message: "submissions.termsRequired" });
  },
  { when: () => true },
);

type Values = {
  department: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  terms: boolean;
};
const empty: Values = { department: "", name: "", email: "", phone: "", message: "", terms: false };

/** Contact us: the department first, then name, e-mail, phone and message; the terms when enabled. */
export function ContactForm({ settings }: { settings: SettingsDto | null }) {
  const t = useT();
  const departments = settings?.departments ?? [];
  const termsEnabled = settings?.contact_terms_enabled ?? false;
  const f = useSiteForm({
    schema: termsEnabled ? withTerms : contactBody,
    defaultValues: empty,
    toBody: (v: Values) => ({
      details: v.department ? { department: Number(v.department) } : undefined,
      name: v.name,
      email: v.email,
      phone: v.phone,
      // The original client sends the phone as the subject; the staff inbox keeps that habit.
      subject: v.phone,
      message: v.message,
      ...(termsEnabled ? { terms: v.terms } : {}),
    }),
    fieldOf: (p) => (p.startsWith("details") ? "department" : p),
  });

  const onSubmit = f.handleSubmit(async (body) => {
    const res = await f.send("/website/contactus/create", body);
    if (!res) return;
    f.form.reset(empty);
    f.setResult({ kind: "thanks", message: res.message, reference: res.reference });
  });

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

  const terms = f.control("terms");
  return (
    <SubmissionForm
      form={f}
      onSubmit={onSubmit}
      testId="contact-form"
      send={{ label: t("submissions.contact.sendMessage"), wide: true }}
    >
      <SelectField
        label={t("submissions.fields.department")}
        options={departments.map((d) => ({ value: String(d.id), label: d.title }))}
        className="sm:col-span-2"
        {...f.field("department")}
      />
      <SenderFields
        name={f.field("name")}
        email={f.field("email")}
        phone={f.field("phone")}
        phoneOptional
        wide={null}
      />
      <TextAreaField
        label={t("submissions.fields.message")}
        rows={6}
        className="sm:col-span-2"
        {...f.field("message")}
      />
      {termsEnabled ? (
        <div className="sm:col-span-2">
          <CheckboxField
            label={t("submissions.fields.terms")}
            name="terms"
            checked={terms.value}
            onChange={terms.onChange}
            error={terms.error}
          />
        </div>
      ) : null}
    </SubmissionForm>
  );
}
