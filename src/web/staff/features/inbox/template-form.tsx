import { INBOX_KINDS } from "../../../../shared/submissions/inbox";
import {
  REPLY_PURPOSES,
  templateSaveBody,
  type TemplateRecord,
} from "../../../../shared/submissions/replies";
import { useT } from "../../../lib/i18n";
import { Field, SelectField } from "../../components/field";
import { LocalizedFields } from "../../components/localized-fields";
import {
  RecordForm,
  useFieldError,
  useRecordEdit,
  type OnSaved,
  type RecordEditSpec,
} from "../../components/record-form";
import { SelectOptions } from "../../components/select-options";

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
 * language and direction). Unknown placeholders are refused by the shared schema.
 */
export function TemplateForm({
  template,
  onSaved,
}: {
  template: TemplateRecord | null;
  onSaved: OnSaved;
}) {
  const t = useT();
  const r = useRecordEdit(TEMPLATE_FORM, template, onSaved);
  const err = useFieldError(r.form);
  return (
    <RecordForm {...r}>
      <p className="text-sm text-gray-700">{t("inbox.templates.intro")}</p>
      <Field label={t("inbox.templates.name")} error={err("name")} {...r.form.register("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t("inbox.templates.kind")}
          error={err("kind")}
          {...r.form.register("kind", { setValueAs: (v: string) => (v === "" ? null : v) })}
        >
          <option value="">{t("inbox.templates.anyKind")}</option>
          <SelectOptions
            choices={INBOX_KINDS.map((k) => ({ value: k, label: t(`inbox.kinds.${k}`) }))}
          />
        </SelectField>
        <SelectField
          label={t("inbox.templates.purpose")}
          error={err("purpose")}
          {...r.form.register("purpose")}
        >
          <SelectOptions
            choices={REPLY_PURPOSES.map((p) => ({
              value: p,
              label: t(`inbox.templates.purposes.${p}`),
            }))}
          />
        </SelectField>
      </div>
      <LocalizedFields name="subject" label={t("inbox.templates.subject")} />
      <LocalizedFields name="body" label={t("inbox.templates.body")} multiline />
    </RecordForm>
  );
}
