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
  MAX_UPLOAD_BYTES,
} from "../../../../../shared/platform/uploads";
import type { JobDto } from "../../../../../shared/submissions/dtos";
import { FormSend } from "../../../../components/ui/form-send";
import { SelectField, TextField } from "../../../../components/ui/form-controls";
import { FileField } from "../../../../components/ui/file-field";
import { Modal } from "../../../../components/ui/modal";
import type { FormResult } from "../../../../lib/form";
import { fileExtension, readFileAsDataUrl } from "../../../../lib/form";
import { useT } from "../../../../lib/i18n";
import { useSiteForm } from "../../../../lib/use-site-form";
import { SenderFields } from "../../../components/sender-fields";

type Upload = { ext: string; file: string; name: string; size: number };
const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "webp"];

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

  const pick = async (files: File[], kind: "cv" | "photo") => {
    const file = files[0]!;
    const ext = fileExtension(file.name);
    const allowed: readonly string[] = kind === "cv" ? DOCUMENT_TYPES : IMAGE_EXTENSIONS;
    if (file.size > MAX_UPLOAD_BYTES)
      return f.form.setError(kind, { type: "pick", message: "submissions.fileTooLarge" });
    if (!allowed.includes(ext)) {
      return f.form.setError(kind, {
        type: "pick",
        message: kind === "cv" ? "submissions.fileUnsupported" : "submissions.imageUnsupported",
      });
    }
    f.form.clearErrors(kind);
    f.control(kind).onChange({
      ext,
      file: await readFileAsDataUrl(file),
      name: file.name,
      size: file.size,
    });
  };

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

  const cv = f.control("cv");
  const photo = f.control("photo");
  return (
    <>
      <Modal
        open={job !== null}
        onClose={onClose}
        title={job ? t("submissions.careers.applyTitle", { title: job.title }) : ""}
        size="lg"
      >
        <form
          ref={f.formRef}
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4 sm:grid-cols-2"
          data-testid="apply-form"
        >
          <p className="rounded-xl bg-surface-muted shadow-flat p-3 text-sm sm:col-span-2">
            {t("submissions.careers.uploadGuidance")}
          </p>
          <SenderFields
            name={f.field("fullname")}
            email={f.field("email")}
            phone={f.field("phone")}
            nameLabel={t("submissions.fields.fullname")}
          />
          <SelectField
            label={t("submissions.fields.gender")}
            {...f.field("gender")}
            options={GENDERS.map((g) => ({ value: g, label: t(`submissions.genders.${g}`) }))}
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
            options={EDUCATION_LEVELS.map((l) => ({
              value: l,
              label: t(`submissions.education.${l}`),
            }))}
          />
          <TextField label={t("submissions.fields.specialist")} {...f.field("specialist_in")} />
          <TextField
            label={t("submissions.fields.experience")}
            type="number"
            min={0}
            max={60}
            inputMode="numeric"
            {...f.field("experience_years")}
          />
          <TextField
            label={t("submissions.fields.salary")}
            type="number"
            min={0}
            inputMode="numeric"
            {...f.field("expected_salary")}
          />
          <FileField
            label={t("submissions.fields.cv")}
            name="cv"
            accept={DOCUMENT_ACCEPT}
            files={cv.value ? [cv.value] : []}
            onPick={(files) => void pick(files, "cv")}
            onRemove={() => cv.onChange(null)}
            error={cv.error}
          />
          <FileField
            label={t("submissions.fields.photo")}
            name="photo"
            optional
            accept={IMAGE_ACCEPT}
            files={photo.value ? [photo.value] : []}
            onPick={(files) => void pick(files, "photo")}
            onRemove={() => photo.onChange(null)}
            error={photo.error}
          />
          <FormSend
            form={f}
            label={t("submissions.submit")}
            cancel={{ label: t("submissions.cancel"), onClick: onClose }}
            wide
          />
        </form>
      </Modal>
    </>
  );
}
