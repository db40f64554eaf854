import { useWatch } from "react-hook-form";
import {
  DEPARTMENT_INBOXES,
  departmentSaveBody,
  type DepartmentRecord,
} from "../../../../shared/staff/site-records";
import { useT } from "../../../lib/i18n";
import { secondaryButton } from "../../components/buttons";
import { ChoiceField, ListError, TextField } from "../../components/form-fields";
import { LocalizedFields } from "../../components/localized-fields";
import {
  CheckField,
  NumberField,
  RecordForm,
  useRecordEdit,
  type OnSaved,
  type RecordEditSpec,
} from "../../components/record-form";
import { choices } from "../../../components/ui/form-controls";

/** The department form's save call, schema and a new record's values. */
const DEPARTMENT_FORM: RecordEditSpec = {
  base: "/departments",
  schema: departmentSaveBody,
  defaults: {
    title: { ar: "", en: "", es: "" },
    emails: [""],
    inbox: null,
    ord: 0,
    published: true,
  },
};

/** Creates or edits a department: its name in three languages and where its messages go. */
export function DepartmentForm({
  department,
  onSaved,
}: {
  department: DepartmentRecord | null;
  onSaved: OnSaved;
}) {
  const t = useT();
  const r = useRecordEdit(DEPARTMENT_FORM, department, onSaved);
  // A list of plain strings: inputs by position, added and removed through the whole list.
  const emails =
    (useWatch({ control: r.form.control, name: "emails" }) as string[] | undefined) ?? [];
  const setEmails = (next: string[]) =>
    r.form.setValue("emails", next, {
      shouldDirty: true,
      shouldValidate: r.form.formState.isSubmitted,
    });
  return (
    <RecordForm {...r}>
      <LocalizedFields name="title" label={t("cms.department.title")} />
      <fieldset className="space-y-3">
        <legend className="font-bold">{t("cms.department.emails")}</legend>
        <p className="text-sm text-gray-700">{t("cms.department.emailsHint")}</p>
        <ListError name="emails" alert />
        {emails.map((_, i) => (
          <div key={i} className="flex items-end gap-3">
            <TextField
              name={`emails.${i}`}
              className="grow"
              type="email"
              dir="ltr"
              autoComplete="off"
              label={t("cms.department.email", { n: i + 1 })}
            />
            {emails.length > 1 ? (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setEmails(emails.filter((_, j) => j !== i))}
                aria-label={t("cms.department.removeEmail", { n: i + 1 })}
              >
                {t("cms.remove")}
              </button>
            ) : null}
          </div>
        ))}
        {emails.length < 5 ? (
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setEmails([...emails, ""])}
          >
            {t("cms.department.addEmail")}
          </button>
        ) : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceField
          name="inbox"
          label={t("cms.department.inbox")}
          placeholder={t("cms.department.inboxNone")}
          emptyIsNull
          choices={choices(DEPARTMENT_INBOXES, (i) => t(`cms.department.inboxes.${i}`))}
        />
        <NumberField name="ord" label={t("cms.order")} min={0} />
      </div>
      <CheckField name="published" label={t("cms.department.publishedHint")} />
    </RecordForm>
  );
}
