import { useState } from "react";
import { MAX_VISITORS, VISITOR_TYPES, visitBody } from "../../../../shared/submissions/contact";
import { riyadhToday } from "../../../../shared/platform/form-fields";
import { BotCheck } from "../../../components/ui/bot-check";
import {
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

const empty = {
  visitor_type: "",
  organization: "",
  visitors: "",
  preferred_date: "",
  name: "",
  phone: "",
  email: "",
  notes: "",
};
type Key = keyof typeof empty;

/** The visit request: who is coming, how many, the preferred day (not in the past) and a contact. */
export function VisitForm() {
  const t = useT();
  const f = useFormSubmit();
  const [v, setV] = useState(empty);
  const set =
    (key: Key) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setV((s) => ({ ...s, [key]: value }));
      f.clearError(key);
    };
  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const res = await f.submit("/website/visits/create", visitBody, {
      ...v,
      visitor_type: v.visitor_type || undefined,
    });
    if (!res) return;
    setV(empty);
    f.setResult({ kind: "thanks", message: res.message, reference: res.reference });
  };
  const e = f.errors;
  const group =
    v.visitor_type === "school" || v.visitor_type === "company" || v.visitor_type === "other";
  return (
    <>
      <form
        ref={f.formRef}
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4 sm:grid-cols-2"
        data-testid="visit-form"
      >
        <SelectField
          label={t("submissions.fields.visitorType")}
          name="visitor_type"
          value={v.visitor_type}
          onChange={set("visitor_type")}
          error={e.visitor_type}
          options={VISITOR_TYPES.map((k) => ({
            value: k,
            label: t(`submissions.visitorTypes.${k}`),
          }))}
        />
        <TextField
          label={t("submissions.fields.organization")}
          name="organization"
          optional
          value={v.organization}
          onChange={set("organization")}
          error={e.organization}
          hidden={!group}
          className={group ? "" : "hidden"}
        />
        <TextField
          label={t("submissions.fields.visitors")}
          name="visitors"
          type="number"
          min={1}
          max={MAX_VISITORS}
          inputMode="numeric"
          value={v.visitors}
          onChange={set("visitors")}
          error={e.visitors}
        />
        <TextField
          label={t("submissions.fields.visitDate")}
          name="preferred_date"
          type="date"
          min={riyadhToday()}
          value={v.preferred_date}
          onChange={set("preferred_date")}
          error={e.preferred_date}
        />
        <TextField
          label={t("submissions.fields.name")}
          name="name"
          value={v.name}
          onChange={set("name")}
          error={e.name}
          autoComplete="name"
        />
        <TelField
          label={t("submissions.fields.phone")}
          name="phone"
          value={v.phone}
          onChange={set("phone")}
          error={e.phone}
        />
        <EmailField
          label={t("submissions.fields.email")}
          name="email"
          value={v.email}
          onChange={set("email")}
          error={e.email}
          className="sm:col-span-2"
        />
        <TextAreaField
          label={t("submissions.fields.notes")}
          name="notes"
          optional
          value={v.notes}
          onChange={set("notes")}
          error={e.notes}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <BotCheck onChange={f.setToken} resetKey={f.botKey} />
        </div>
        <div className="sm:col-span-2">
          <SubmitButton busy={f.busy} disabled={!f.token}>
            {t("submissions.contact.sendVisit")}
          </SubmitButton>
        </div>
      </form>
      <ResultModal result={f.result} onClose={() => f.setResult(null)} />
    </>
  );
}
