import { useState } from "react";
import {
  complaintBody,
  MAX_EVIDENCE_FILES,
  SENDER_RELATIONS,
} from "../../../../shared/submissions/contact";
import { riyadhToday } from "../../../../shared/platform/form-fields";
import {
  DOCUMENT_TYPES,
  EVIDENCE_ACCEPT,
  MAX_UPLOAD_BYTES,
} from "../../../../shared/platform/uploads";
import { BotCheck } from "../../../components/ui/bot-check";
import {
  SelectField,
  SubmitButton,
  TextAreaField,
  EmailField,
  TelField,
  TextField,
} from "../../../components/ui/form-controls";
import { FileField } from "../../../components/ui/file-field";
import { ResultModal } from "../../../components/ui/result-modal";
import { fileExtension, readFileAsDataUrl } from "../../../lib/form";
import { useT } from "../../../lib/i18n";
import { useFormSubmit } from "../../../lib/use-form-submit";

const EVIDENCE_EXTENSIONS = [...DOCUMENT_TYPES, "jpg", "jpeg", "png", "webp"];
type Evidence = { ext: string; file: string; name: string; size: number };

const empty = {
  sender: { name: "", phone: "", email: "", relation: "" },
  violator: { name: "", role: "" },
  witness: { name: "", phone: "" },
  what_happened: "",
  who: "",
  when: "",
  where: "",
  other_parties: "",
  other_details: "",
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-black/10">
      <legend className="px-2 text-lg font-bold text-brand-800">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The complaint and violation report: sender, violator and witness first, then what happened,
 * who, when, where, evidence files, other parties and details. The reporter gets a reference code.
 */
export function ComplaintForm() {
  const t = useT();
  const f = useFormSubmit();
  const [v, setV] = useState(empty);
  const [evidence, setEvidence] = useState<Evidence[]>([]);

  const setIn =
    <S extends "sender" | "violator" | "witness">(
      section: S,
      key: keyof (typeof empty)[S] & string,
    ) =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const value = e.currentTarget.value;
      setV((s) => ({ ...s, [section]: { ...s[section], [key]: value } }));
      f.clearError(`${section}.${key}`);
      f.clearError(section);
    };
  const set =
    (key: "what_happened" | "who" | "when" | "where" | "other_parties" | "other_details") =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.currentTarget.value;
      setV((s) => ({ ...s, [key]: value }));
      f.clearError(key);
    };

  const pick = async (files: File[]) => {
    const room = MAX_EVIDENCE_FILES - evidence.length;
    if (files.length > room)
      return f.setErrors((e) => ({ ...e, evidence: t("submissions.tooManyFiles") }));
    for (const file of files) {
      if (file.size > MAX_UPLOAD_BYTES)
        return f.setErrors((e) => ({ ...e, evidence: t("submissions.fileTooLarge") }));
      if (!EVIDENCE_EXTENSIONS.includes(fileExtension(file.name))) {
        return f.setErrors((e) => ({ ...e, evidence: t("submissions.evidenceUnsupported") }));
      }
    }
    f.clearError("evidence");
    const read = await Promise.all(
      files.map(async (file) => ({
        ext: fileExtension(file.name),
        file: await readFileAsDataUrl(file),
        name: file.name,
        size: file.size,
      })),
    );
    setEvidence((list) => [...list, ...read]);
  };

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    const body = {
      ...v,
      sender: { ...v.sender, relation: v.sender.relation || undefined },
      evidence: evidence.map(({ ext, file }) => ({ ext, file })),
    };
    const res = await f.submit("/website/complaints/create", complaintBody, body);
    if (!res) return;
    setV(empty);
    setEvidence([]);
    f.setResult({
      kind: "thanks",
      title: t("submissions.reporting.receivedTitle"),
      message: res.message,
      reference: res.reference,
      note: t("submissions.reporting.keepReference"),
    });
  };

  const e = f.errors;
  const evidenceError =
    e.evidence ?? Object.entries(e).find(([k]) => k.startsWith("evidence."))?.[1];
  return (
    <>
      <form
        ref={f.formRef}
        onSubmit={onSubmit}
        noValidate
        className="space-y-6"
        data-testid="complaint-form"
      >
        <Section title={t("submissions.reporting.senderSection")}>
          {e.sender ? (
            <p className="font-bold text-red-700 sm:col-span-2" role="alert">
              {e.sender}
            </p>
          ) : null}
          <TextField
            label={t("submissions.fields.senderName")}
            name="sender.name"
            value={v.sender.name}
            onChange={setIn("sender", "name")}
            error={e["sender.name"]}
            autoComplete="name"
          />
          <SelectField
            label={t("submissions.fields.relation")}
            name="sender.relation"
            value={v.sender.relation}
            onChange={setIn("sender", "relation")}
            error={e["sender.relation"]}
            options={SENDER_RELATIONS.map((r) => ({
              value: r,
              label: t(`submissions.relations.${r}`),
            }))}
          />
          <TelField
            label={t("submissions.fields.phone")}
            name="sender.phone"
            value={v.sender.phone}
            onChange={setIn("sender", "phone")}
            error={e["sender.phone"]}
          />
          <EmailField
            label={t("submissions.fields.email")}
            name="sender.email"
            value={v.sender.email}
            onChange={setIn("sender", "email")}
            error={e["sender.email"]}
          />
        </Section>
        <Section title={t("submissions.reporting.violatorSection")}>
          <TextField
            label={t("submissions.fields.violatorName")}
            name="violator.name"
            value={v.violator.name}
            onChange={setIn("violator", "name")}
            error={e["violator.name"] ?? e.violator}
          />
          <TextField
            label={t("submissions.fields.violatorRole")}
            name="violator.role"
            value={v.violator.role}
            onChange={setIn("violator", "role")}
            error={e["violator.role"]}
          />
        </Section>
        <Section title={t("submissions.reporting.witnessSection")}>
          <TextField
            label={t("submissions.fields.witnessName")}
            name="witness.name"
            value={v.witness.name}
            onChange={setIn("witness", "name")}
            error={e["witness.name"] ?? e.witness}
          />
          <TelField
            label={t("submissions.fields.witnessPhone")}
            name="witness.phone"
            value={v.witness.phone}
            onChange={setIn("witness", "phone")}
            error={e["witness.phone"]}
          />
        </Section>
        <Section title={t("submissions.reporting.incidentSection")}>
          <TextAreaField
            label={t("submissions.fields.what")}
            name="what_happened"
            value={v.what_happened}
            onChange={set("what_happened")}
            error={e.what_happened}
            className="sm:col-span-2"
          />
          <TextField
            label={t("submissions.fields.who")}
            name="who"
            value={v.who}
            onChange={set("who")}
            error={e.who}
          />
          <TextField
            label={t("submissions.fields.when")}
            name="when"
            type="date"
            max={riyadhToday()}
            value={v.when}
            onChange={set("when")}
            error={e.when}
          />
          <TextField
            label={t("submissions.fields.where")}
            name="where"
            value={v.where}
            onChange={set("where")}
            error={e.where}
            className="sm:col-span-2"
          />
          <FileField
            label={t("submissions.fields.evidence")}
            name="evidence"
            optional
            multiple
            accept={EVIDENCE_ACCEPT}
            hint={t("submissions.reporting.evidenceHelp")}
            files={evidence}
            onPick={(files) => void pick(files)}
            onRemove={(i) => setEvidence((list) => list.filter((_, k) => k !== i))}
            error={evidenceError}
            className="sm:col-span-2"
          />
          <TextAreaField
            label={t("submissions.fields.otherParties")}
            name="other_parties"
            optional
            rows={3}
            value={v.other_parties}
            onChange={set("other_parties")}
            error={e.other_parties}
          />
          <TextAreaField
            label={t("submissions.fields.otherDetails")}
            name="other_details"
            optional
            rows={3}
            value={v.other_details}
            onChange={set("other_details")}
            error={e.other_details}
          />
        </Section>
        <BotCheck onChange={f.setToken} resetKey={f.botKey} />
        <SubmitButton busy={f.busy} disabled={!f.token}>
          {t("submissions.reporting.submit")}
        </SubmitButton>
      </form>
      <ResultModal result={f.result} onClose={() => f.setResult(null)} />
    </>
  );
}
