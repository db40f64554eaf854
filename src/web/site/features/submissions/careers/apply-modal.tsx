import { useEffect } from "react";
import {
  EDUCATION_LEVELS,
  GENDERS,
  jobApplicationBody,
} from "../../../../../shared/submissions/careers";
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_TYPES,
  IMAGE_ACCEPT,
} from "../../../../../shared/platform/uploads";
import type { JobDto } from "../../../../../shared/submissions/dtos";
import {
  choices,
  NumberField,
  SelectField,
  TextField,
} from "../../../../components/ui/form-controls";
import { FileField } from "../../../../components/ui/file-field";
import { IMAGE_EXTENSIONS, type FormResult, type Upload } from "../../../../lib/form";
import { useT } from "../../../../lib/i18n";
import { useSiteForm } from "../../../../lib/use-site-form";
import { SenderFields } from "../../../components/sender-fields";
import { SubmissionModal } from "../submission-form";

const empty = {
  fullname: "",
  email: "",
  phone: "",
  gender: "",
  nationality: "",
  address: "",
  education_level: "",
  experience_years: "",
  expected_salary: "",
  specialist_in: "",
  cv: null as Upload | null,
  photo: null as Upload | null,
};
type Values = typeof empty;
const DETAILS = [
  "gender",
  "nationality",
  "address",
  "education_level",
  "experience_years",
  "expected_salary",
  "specialist_in",
] as const;

/** The form field of an API path: `details.gender` → gender, `document_base64.file` → cv. */
const fieldOf = (p: string) =>
  p.startsWith("details.")
    ? p.slice("details.".length)
    : p.startsWith("document_base64")
      ? "cv"
      : p.startsWith("avatar_base64")
        ? "photo"
        : p;

/**
 * The apply modal: the job application of spec section 5 with upload guidance, every error of
 * the shared schema in place, and 'Sending Data...' while sending. The server checks the files
 * by content; here the size and the kind of file are checked as soon as one is chosen.
 */
export function ApplyModal({
  job,
  onClose,
  onDone,
}: {
  job: JobDto | null;
  onClose: () => void;
  onDone: (result: FormResult) => void;
}) {
  const t = useT();
  const f = useSiteForm({
    schema: jobApplicationBody,
    defaultValues: empty,
    toBody: (v: Values) => ({
      job_id: job?.id,
      fullname: v.fullname,
      email: v.email,
      phone: v.phone,
      document_base64: v.cv ? { ext: v.cv.ext, file: v.cv.file } : undefined,
      avatar_base64: v.photo ? { ext: v.photo.ext, file: v.photo.file } : undefined,
      details: Object.fromEntries(
        DETAILS.map((k) => [
          k,
          v[k] === "" && (k === "gender" || k === "education_level") ? undefined : v[k],
        ]),
      ),
    }),
    fieldOf,
  });
  const { result, setResult } = f;

  // Errors that are not about one field (a closed job, the rate limit) go to the page's alert.
  useEffect(() => {
    if (!result) return;
    onDone(result);
    setResult(null);
  }, [result, setResult, onDone]);

  const onSubmit = f.handleSubmit(async (body) => {
    if (!job) return;
    const res = await f.send("/website/jobs/applications/create", body);
    if (!res) return;
    f.form.reset(empty);
    onDone({
      kind: "thanks",
      message: t("submissions.careers.applicationReceived", { reference: res.reference }),
      reference: res.reference,
    });
  });

  return (
    <>
      <SubmissionModal
        open={job !== null}
        onClose={onClose}
        title={job ? t("submissions.careers.applyTitle", { title: job.title }) : ""}
        form={f}
        onSubmit={onSubmit}
        testId="apply-form"
      >
        <p className="rounded-xl bg-surface-muted shadow-flat p-3 text-sm sm:col-span-2">
          {t("submissions.careers.uploadGuidance")}
        </p>
        <SenderFields
          name={f.field("fullname")}
          email={f.field("email")}
          phone={f.field("phone")}
          labels={{ name: t("submissions.fields.fullname") }}
        />
        <SelectField
          label={t("submissions.fields.gender")}
          {...f.field("gender")}
          options={choices(GENDERS, (g) => t(`submissions.genders.${g}`))}
        />
        <TextField label={t("submissions.fields.nationality")} {...f.field("nationality")} />
        <TextField
          label={t("submissions.fields.address")}
          {...f.field("address")}
          autoComplete="street-address"
          className="sm:col-span-2"
        />
        <SelectField
          label={t("submissions.fields.education")}
          {...f.field("education_level")}
          options={choices(EDUCATION_LEVELS, (l) => t(`submissions.education.${l}`))}
        />
        <TextField label={t("submissions.fields.specialist")} {...f.field("specialist_in")} />
        <NumberField
          label={t("submissions.fields.experience")}
          min={0}
          max={60}
          {...f.field("experience_years")}
        />
        <NumberField
          label={t("submissions.fields.salary")}
          min={0}
          {...f.field("expected_salary")}
        />
        <FileField
          label={t("submissions.fields.cv")}
          accept={DOCUMENT_ACCEPT}
          {...f.upload("cv", DOCUMENT_TYPES, "submissions.fileUnsupported")}
        />
        <FileField
          label={t("submissions.fields.photo")}
          optional
          accept={IMAGE_ACCEPT}
          {...f.upload("photo", IMAGE_EXTENSIONS, "submissions.imageUnsupported")}
        />
      </SubmissionModal>
    </>
  );
}
