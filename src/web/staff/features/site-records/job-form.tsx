import type { LifecycleState } from "../../../../shared/content/lifecycle";
import { JOB_TYPES } from "../../../../shared/submissions/careers";
import { jobSaveBody, type JobRecord } from "../../../../shared/submissions/jobs-staff";
import { useT } from "../../../lib/i18n";
import { SelectField } from "../../components/field";
import { LifecycleBar } from "../../components/lifecycle-bar";
import { LocalizedFields } from "../../components/localized-fields";
import { CheckField, RecordForm, useFieldError, useRecordForm } from "../../components/record-form";

/**
 * Creates or edits a job posting: its title, summary, description and requirements in three
 * languages (plain text, as the careers page shows them), its type and whether it is open for
 * applications; an existing posting has its publishing bar above.
 */
export function JobForm({
  job,
  onSaved,
  onChanged,
}: {
  job: (JobRecord & LifecycleState) | null;
  onSaved: (saved: { id: number }) => void;
  /** After publishing, unpublishing, a take-over or a restore. */
  onChanged: () => void;
}) {
  const t = useT();
  const r = useRecordForm({
    schema: jobSaveBody,
    savePath: "/jobs/save",
    id: job?.id,
    onSaved,
    defaults: job ?? {
      title: { ar: "", en: "", es: "" },
      summery: { ar: "", en: "", es: "" },
      description: { ar: "", en: "", es: "" },
      requirement: { ar: "", en: "", es: "" },
      type: "full_time",
      open: true,
    },
  });
  const err = useFieldError(r.form);
  const labels = {
    title: t("cms.job.title"),
    summery: t("cms.job.summery"),
    description: t("cms.job.description"),
    requirement: t("cms.job.requirement"),
    type: t("cms.job.type"),
    open: t("cms.job.open"),
  };
  return (
    <div className="space-y-6">
      {job ? (
        <LifecycleBar
          base="/jobs"
          id={job.id}
          state={job}
          dirty={r.form.formState.isDirty}
          current={r.form.getValues()}
          fieldLabels={labels}
          onChanged={onChanged}
        />
      ) : null}
      <RecordForm {...r}>
        <LocalizedFields name="title" label={labels.title} />
        <p className="text-sm text-ink/80">{t("cms.job.textHint")}</p>
        <LocalizedFields name="summery" label={labels.summery} required={false} multiline />
        <LocalizedFields name="description" label={labels.description} multiline />
        <LocalizedFields name="requirement" label={labels.requirement} required={false} multiline />
        <SelectField
          label={labels.type}
          error={err("type")}
          className="max-w-sm"
          {...r.form.register("type")}
        >
          {JOB_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`cms.job.types.${k}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <CheckField name="open" label={labels.open} />
          <p className="text-sm text-ink/80">{t("cms.job.openHint")}</p>
        </div>
      </RecordForm>
    </div>
  );
}
