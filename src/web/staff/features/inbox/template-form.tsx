import { INBOX_KINDS, type InboxKind } from "../../../../shared/submissions/inbox";
import {
  REPLY_PURPOSES,
  templateSaveBody,
  type TemplateRecord,
} from "../../../../shared/submissions/replies";
import { useT } from "../../../lib/i18n";
import { ChoiceField, TextField } from "../../components/form-fields";
import { LocalizedFields } from "../../components/localized-fields";
import { RecordEditForm, type RecordFormProps } from "../../components/record-edit-form";
import type { RecordEditSpec } from "../../components/record-form";
import { choices } from "../../../components/ui/form-controls";

/** The template form's save call, schema and a new record's values. */
const TEMPLATE_FORM: RecordEditSpec = {
  base: "/inbox/templates",
  schema: templateSaveBody,
  defaults: {
    name: "",
    kind: null,
    purpose: "reply",
    subject: { ar: "", en: "", es: "" },
    body: { ar: "", en: "", es: "" },
  },
};

/**
 * Creates or edits a reply template: its name, the kind of submission and use it is for, and
 * the subject and message in the three languages side by side (each input in its own
 * language and direction). Unknown placeholders are refused by the shared schema. `kinds`: the
 * kinds offered (those the staff member reads; the server refuses the others).
 */
export function TemplateForm({
  record,
  onSaved,
  kinds = INBOX_KINDS,
}: RecordFormProps<TemplateRecord> & { kinds?: readonly InboxKind[] }) {
  const t = useT();
  return (
    <RecordEditForm spec={TEMPLATE_FORM} record={record} onSaved={onSaved}>
      <p className="text-sm text-gray-700">{t("inbox.templates.intro")}</p>
      <TextField name="name" label={t("inbox.templates.name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          name="kind"
          label={t("inbox.templates.kind")}
          placeholder={t("inbox.templates.anyKind")}
          emptyIsNull
          choices={choices(kinds, (k) => t(`inbox.kinds.${k}`))}
        />
        <ChoiceField
          name="purpose"
          label={t("inbox.templates.purpose")}
          choices={choices(REPLY_PURPOSES, (p) => t(`inbox.templates.purposes.${p}`))}
        />
      </div>
      <LocalizedFields name="subject" label={t("inbox.templates.subject")} />
      <LocalizedFields name="body" label={t("inbox.templates.body")} multiline />
    </RecordEditForm>
  );
}
