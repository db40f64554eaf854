import { MAX_VISITORS, VISITOR_TYPES, visitBody } from "../../../../shared/submissions/contact";
import { riyadhToday } from "../../../../shared/platform/form-fields";
import {
  choices,
  DateField,
  NumberField,
  SelectField,
  TextAreaField,
  TextField,
} from "../../../components/ui/form-controls";
import { useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";
import { SubmissionForm } from "./submission-form";
import { SenderFields } from "../../components/sender-fields";

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
type Values = typeof empty;

/** The visit request: who is coming, how many, the preferred day (not in the past) and a contact. */
export function VisitForm() {
  const t = useT();
  const f = useSiteForm({
    schema: visitBody,
    defaultValues: empty,
    toBody: (v: Values) => ({ ...v, visitor_type: v.visitor_type || undefined }),
  });
  const onSubmit = f.handleSubmit(async (body) => {
    const res = await f.send("/website/visits/create", body);
    if (!res) return;
    f.form.reset(empty);
    f.setResult({ kind: "thanks", message: res.message, reference: res.reference });
  });
  const type = f.form.watch("visitor_type");
  const group = type === "school" || type === "company" || type === "other";
  return (
    <SubmissionForm
      form={f}
      onSubmit={onSubmit}
      testId="visit-form"
      send={{ label: t("submissions.contact.sendVisit"), wide: true }}
    >
      <SelectField
        label={t("submissions.fields.visitorType")}
        options={choices(VISITOR_TYPES, (k) => t(`submissions.visitorTypes.${k}`))}
        {...f.field("visitor_type")}
      />
      <TextField
        label={t("submissions.fields.organization")}
        optional
        hidden={!group}
        className={group ? "" : "hidden"}
        {...f.field("organization")}
      />
      <NumberField
        label={t("submissions.fields.visitors")}
        min={1}
        max={MAX_VISITORS}
        {...f.field("visitors")}
      />
      <DateField
        label={t("submissions.fields.visitDate")}
        min={riyadhToday()}
        {...f.field("preferred_date")}
      />
      <SenderFields
        name={f.field("name")}
        email={f.field("email")}
        phone={f.field("phone")}
        order={["name", "phone", "email"]}
        wide="email"
      />
      <TextAreaField
        label={t("submissions.fields.notes")}
        optional
        className="sm:col-span-2"
        {...f.field("notes")}
      />
    </SubmissionForm>
  );
}
