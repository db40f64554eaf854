import {
  complaintBody,
  MAX_EVIDENCE_FILES,
  SENDER_RELATIONS,
} from "../../../../shared/submissions/contact";
import { riyadhToday } from "../../../../shared/platform/form-fields";
import { DOCUMENT_TYPES, EVIDENCE_ACCEPT } from "../../../../shared/platform/uploads";
import {
  choices,
  DateField,
  SelectField,
  TextAreaField,
  EmailField,
  TelField,
  TextField,
} from "../../../components/ui/form-controls";
import { FileField } from "../../../components/ui/file-field";
import { IMAGE_EXTENSIONS, readUpload, uploadProblem, type Upload } from "../../../lib/form";
import { useT } from "../../../lib/i18n";
import { useSiteForm } from "../../../lib/use-site-form";
import { SubmissionForm } from "./submission-form";
import type { MessageKey } from "../../../../shared/i18n";

const EVIDENCE_EXTENSIONS = [...DOCUMENT_TYPES, ...IMAGE_EXTENSIONS];

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

function Section({
  title,
  error,
  children,
}: {
  title: string;
  /** The section's own message above its fields (spec: sender, violator, witness first). */
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="card p-5">
      <legend className="px-2 text-lg font-bold text-brand-800">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        {error ? (
          <p className="font-bold text-red-700 sm:col-span-2" role="alert">
            {error}
          </p>
        ) : null}
        {children}
      </div>
    </fieldset>
  );
}

/** The three parties whose data comes first, each with its "fill in ... first" message. */
const PARTIES = {
  sender: "submissions.senderRequired",
  violator: "submissions.violatorRequired",
  witness: "submissions.witnessRequired",
} as const satisfies Record<string, MessageKey>;

/**
 * The complaint and violation report: sender, violator and witness first, then what happened,
 * who, when, where, evidence files, other parties and details. The reporter gets a reference code.
 */
export function ComplaintForm() {
  const t = useT();
  const f = useSiteForm({
    schema: complaintBody,
    defaultValues: { ...empty, evidence: [] as Upload[] },
    toBody: (v) => ({
      ...v,
      sender: { ...v.sender, relation: v.sender.relation || undefined },
      evidence: v.evidence.map(({ ext, file }) => ({ ext, file })),
    }),
    // Every evidence file's error shows on the one file picker.
    fieldOf: (p) => (p.startsWith("evidence") ? "evidence" : p),
  });
  const evidence = f.control("evidence");

  const pick = async (files: File[]) => {
    const fail = (message: MessageKey) => f.form.setError("evidence", { type: "pick", message });
    if (files.length > MAX_EVIDENCE_FILES - evidence.value.length)
      return fail("submissions.tooManyFiles");
    for (const file of files) {
      const problem = uploadProblem(file, EVIDENCE_EXTENSIONS, "submissions.evidenceUnsupported");
      if (problem) return fail(problem);
    }
    f.form.clearErrors("evidence");
    const read = await Promise.all(files.map(readUpload));
    evidence.onChange([...f.form.getValues("evidence"), ...read]);
  };

  const onSubmit = f.handleSubmit(async (body) => {
    const res = await f.send("/website/complaints/create", body);
    if (!res) return;
    f.form.reset();
    f.setResult({
      kind: "thanks",
      title: t("submissions.reporting.receivedTitle"),
      message: res.message,
      reference: res.reference,
      note: t("submissions.reporting.keepReference"),
    });
  });

  // A party's error is either its own (the object itself refused) or the errors of its fields,
  // which carry no message of their own: the section then says to fill that party in first.
  const partyError = (party: keyof typeof PARTIES) => {
    const error = f.form.getFieldState(party, f.form.formState).error;
    if (!error) return undefined;
    return error.message ? f.errorOf(party) : t(PARTIES[party]);
  };
  return (
    <SubmissionForm
      form={f}
      onSubmit={onSubmit}
      testId="complaint-form"
      className="space-y-6"
      send={{ label: t("submissions.reporting.submit") }}
    >
      <Section title={t("submissions.reporting.senderSection")} error={partyError("sender")}>
        <TextField
          label={t("submissions.fields.senderName")}
          {...f.field("sender.name")}
          autoComplete="name"
        />
        <SelectField
          label={t("submissions.fields.relation")}
          {...f.field("sender.relation")}
          options={choices(SENDER_RELATIONS, (r) => t(`submissions.relations.${r}`))}
        />
        <TelField label={t("submissions.fields.phone")} {...f.field("sender.phone")} />
        <EmailField label={t("submissions.fields.email")} {...f.field("sender.email")} />
      </Section>
      <Section title={t("submissions.reporting.violatorSection")} error={partyError("violator")}>
        <TextField label={t("submissions.fields.violatorName")} {...f.field("violator.name")} />
        <TextField label={t("submissions.fields.violatorRole")} {...f.field("violator.role")} />
      </Section>
      <Section title={t("submissions.reporting.witnessSection")} error={partyError("witness")}>
        <TextField label={t("submissions.fields.witnessName")} {...f.field("witness.name")} />
        <TelField label={t("submissions.fields.witnessPhone")} {...f.field("witness.phone")} />
      </Section>
      <Section title={t("submissions.reporting.incidentSection")}>
        <TextAreaField
          label={t("submissions.fields.what")}
          {...f.field("what_happened")}
          className="sm:col-span-2"
        />
        <TextField label={t("submissions.fields.who")} {...f.field("who")} />
        <DateField label={t("submissions.fields.when")} max={riyadhToday()} {...f.field("when")} />
        <TextField
          label={t("submissions.fields.where")}
          {...f.field("where")}
          className="sm:col-span-2"
        />
        <FileField
          label={t("submissions.fields.evidence")}
          name="evidence"
          optional
          multiple
          accept={EVIDENCE_ACCEPT}
          hint={t("submissions.reporting.evidenceHelp")}
          files={evidence.value}
          onPick={(files) => void pick(files)}
          onRemove={(i) => evidence.onChange(evidence.value.filter((_, k) => k !== i))}
          error={evidence.error}
          className="sm:col-span-2"
        />
        <TextAreaField
          label={t("submissions.fields.otherParties")}
          optional
          rows={3}
          {...f.field("other_parties")}
        />
        <TextAreaField
          label={t("submissions.fields.otherDetails")}
          optional
          rows={3}
          {...f.field("other_details")}
        />
      </Section>
    </SubmissionForm>
  );
}
