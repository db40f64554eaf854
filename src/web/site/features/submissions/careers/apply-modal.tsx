import { useEffect, useState } from "react";
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
import { BotCheck } from "../../../../components/ui/bot-check";
import {
  SelectField,
  SubmitButton,
  EmailField,
  TelField,
  TextField,
} from "../../../../components/ui/form-controls";
import { FileField } from "../../../../components/ui/file-field";
import { Modal } from "../../../../components/ui/modal";
import type { FormResult } from "../../../../lib/form";
import { fileExtension, readFileAsDataUrl } from "../../../../lib/form";
import { useT } from "../../../../lib/i18n";
import { useFormSubmit } from "../../../../lib/use-form-submit";

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
};

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
  const f = useFormSubmit();
  const [values, setValues] = useState(empty);
  const [cv, setCv] = useState<Upload | null>(null);
  const [photo, setPhoto] = useState<Upload | null>(null);
  const { result, setResult } = f;

  // Errors that are not about one field (a closed job, the rate limit) go to the page's alert.
  useEffect(() => {
    if (!result) return;
    onDone(result);
    setResult(null);
  }, [result, setResult, onDone]);

  const set =
    (
      key: keyof typeof empty,
      field = key.startsWith("full") || ["email", "phone"].includes(key) ? key : `details.${key}`,
    ) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [key]: value }));
      f.clearError(field);
    };

  const pick = async (files: File[], kind: "cv" | "photo") => {
    const file = files[0]!;
    const field = kind === "cv" ? "document_base64" : "avatar_base64";
    const ext = fileExtension(file.name);
    const allowed: readonly string[] = kind === "cv" ? DOCUMENT_TYPES : IMAGE_EXTENSIONS;
    if (file.size > MAX_UPLOAD_BYTES)
      return f.setErrors((e) => ({ ...e, [field]: t("submissions.fileTooLarge") }));
    if (!allowed.includes(ext)) {
      return f.setErrors((e) => ({
        ...e,
        [field]: t(kind === "cv" ? "submissions.fileUnsupported" : "submissions.imageUnsupported"),
      }));
    }
    f.clearError(field);
    const upload = { ext, file: await readFileAsDataUrl(file), name: file.name, size: file.size };
    if (kind === "cv") setCv(upload);
    else setPhoto(upload);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!job) return;
    const body = {
      job_id: job.id,
      fullname: values.fullname,
      email: values.email,
      phone: values.phone,
      document_base64: cv ? { ext: cv.ext, file: cv.file } : undefined,
      avatar_base64: photo ? { ext: photo.ext, file: photo.file } : undefined,
      details: {
        gender: values.gender || undefined,
        nationality: values.nationality,
        address: values.address,
        education_level: values.education_level || undefined,
        experience_years: values.experience_years,
        expected_salary: values.expected_salary,
        specialist_in: values.specialist_in,
      },
    };
    const res = await f.submit("/website/jobs/applications/create", jobApplicationBody, body);
    if (!res) return;
    setValues(empty);
    setCv(null);
    setPhoto(null);
    onDone({
      kind: "thanks",
      message: t("submissions.careers.applicationReceived", { reference: res.reference }),
      reference: res.reference,
    });
  };

  const e = f.errors;
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
          <p className="rounded-xl bg-brand-50 p-3 text-sm sm:col-span-2">
            {t("submissions.careers.uploadGuidance")}
          </p>
          <TextField
            label={t("submissions.fields.fullname")}
            name="fullname"
            value={values.fullname}
            onChange={set("fullname")}
            error={e.fullname}
            autoComplete="name"
            className="sm:col-span-2"
          />
          <EmailField
            label={t("submissions.fields.email")}
            name="email"
            value={values.email}
            onChange={set("email")}
            error={e.email}
          />
          <TelField
            label={t("submissions.fields.phone")}
            name="phone"
            value={values.phone}
            onChange={set("phone")}
            error={e.phone}
          />
          <SelectField
            label={t("submissions.fields.gender")}
            name="details.gender"
            value={values.gender}
            onChange={set("gender")}
            error={e["details.gender"]}
            options={GENDERS.map((g) => ({ value: g, label: t(`submissions.genders.${g}`) }))}
          />
          <TextField
            label={t("submissions.fields.nationality")}
            name="details.nationality"
            value={values.nationality}
            onChange={set("nationality")}
            error={e["details.nationality"]}
          />
          <TextField
            label={t("submissions.fields.address")}
            name="details.address"
            value={values.address}
            onChange={set("address")}
            error={e["details.address"]}
            autoComplete="street-address"
            className="sm:col-span-2"
          />
          <SelectField
            label={t("submissions.fields.education")}
            name="details.education_level"
            value={values.education_level}
            onChange={set("education_level")}
            error={e["details.education_level"]}
            options={EDUCATION_LEVELS.map((l) => ({
              value: l,
              label: t(`submissions.education.${l}`),
            }))}
          />
          <TextField
            label={t("submissions.fields.specialist")}
            name="details.specialist_in"
            value={values.specialist_in}
            onChange={set("specialist_in")}
            error={e["details.specialist_in"]}
          />
          <TextField
            label={t("submissions.fields.experience")}
            name="details.experience_years"
            type="number"
            min={0}
            max={60}
            inputMode="numeric"
            value={values.experience_years}
            onChange={set("experience_years")}
            error={e["details.experience_years"]}
          />
          <TextField
            label={t("submissions.fields.salary")}
            name="details.expected_salary"
            type="number"
            min={0}
            inputMode="numeric"
            value={values.expected_salary}
            onChange={set("expected_salary")}
            error={e["details.expected_salary"]}
          />
          <FileField
            label={t("submissions.fields.cv")}
            name="document_base64"
            accept={DOCUMENT_ACCEPT}
            files={cv ? [cv] : []}
            onPick={(files) => void pick(files, "cv")}
            onRemove={() => setCv(null)}
            error={e.document_base64 ?? e["document_base64.file"]}
          />
          <FileField
            label={t("submissions.fields.photo")}
            name="avatar_base64"
            optional
            accept={IMAGE_ACCEPT}
            files={photo ? [photo] : []}
            onPick={(files) => void pick(files, "photo")}
            onRemove={() => setPhoto(null)}
            error={e.avatar_base64 ?? e["avatar_base64.file"]}
          />
          <div className="sm:col-span-2">
            <BotCheck onChange={f.setToken} resetKey={f.botKey} />
            {e["g-recaptcha-response"] ? (
              <p className="mt-1 text-sm font-bold text-red-700">{e["g-recaptcha-response"]}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3 sm:col-span-2">
            <SubmitButton busy={f.busy} disabled={!f.token}>
              {t("submissions.submit")}
            </SubmitButton>
            <button
              type="button"
              onClick={onClose}
              className="min-h-12 rounded-xl px-6 font-bold ring-1 ring-black/20 hover:bg-black/5"
            >
              {t("submissions.cancel")}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
