import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { translate, type Lang } from "../../../shared/i18n";
import type { complaintBody } from "../../../shared/schemas/contact";
import { acceptUpload, type AcceptedFile } from "../../lib/files/accept";
import { removeFiles, storeFile } from "../../lib/files/storage";
import {
  humanSize,
  inboxAddress,
  insertWithReference,
  notifyDepartment,
} from "../../lib/submissions";
import { complaints, type StoredFileRef } from "../../db/schema/forms";

type Complaint = z.output<typeof complaintBody>;

/**
 * Stores a complaint or violation report with its evidence files (documents or images, checked
 * by content) and e-mails the compliance department. The reporter receives the reference code.
 */
export async function createComplaint({
  app,
  lang,
  input,
}: {
  app: FastifyInstance;
  lang: Lang;
  input: Complaint;
}) {
  // Every file is checked before any is written, so a bad one leaves nothing behind.
  const files: AcceptedFile[] = [];
  for (const [i, upload] of input.evidence.entries())
    files.push(await acceptUpload({ upload, field: `evidence.${i}`, kind: "evidence" }));
  const written: string[] = [];
  try {
    const evidence: StoredFileRef[] = [];
    for (const f of files) {
      const file = await storeFile({
        dataDir: app.env.dataDir,
        area: "complaints",
        buffer: f.buffer,
        type: f.type,
      });
      written.push(file);
      evidence.push({ file, type: f.type, size: f.size });
    }
    const row = await insertWithReference("CMP", async (reference) => {
      const [inserted] = await app.db
        .insert(complaints)
        .values({
          reference,
          sender: input.sender,
          violator: input.violator,
          witness: input.witness,
          whatHappened: input.what_happened,
          who: input.who,
          occurredOn: input.when,
          place: input.where,
          otherParties: input.other_parties,
          otherDetails: input.other_details,
          evidence,
          lang,
        })
        .returning({ id: complaints.id, reference: complaints.reference });
      return inserted!;
    });

    const s = input.sender;
    await notifyDepartment({
      app,
      to: await inboxAddress(app, "complaints"),
      table: "complaints",
      id: row.id,
      reference: row.reference,
      subjectKey: "forms.mail.complaintSubject",
      replyTo: s.email,
      lines: [
        ["forms.fields.senderName", s.name],
        ["forms.fields.phone", s.phone],
        ["forms.fields.email", s.email],
        ["forms.fields.relation", translate("ar", `forms.relations.${s.relation}`)],
        ["forms.fields.violatorName", input.violator.name],
        ["forms.fields.violatorRole", input.violator.role],
        ["forms.fields.witnessName", input.witness.name],
        ["forms.fields.witnessPhone", input.witness.phone],
        ["forms.fields.what", input.what_happened],
        ["forms.fields.who", input.who],
        ["forms.fields.when", input.when],
        ["forms.fields.where", input.where],
        ["forms.fields.otherParties", input.other_parties],
        ["forms.fields.otherDetails", input.other_details],
        [
          "forms.mail.evidence",
          evidence.length
            ? evidence
                .map((e) => `${e.type.toUpperCase()} ${humanSize(e.size)} (${e.file})`)
                .join("; ")
            : null,
        ],
      ],
    });
    return {
      reference: row.reference,
      message: translate(lang, "forms.complaintSent", { reference: row.reference }),
    };
  } catch (error) {
    await removeFiles(app.env.dataDir, written);
    throw error;
  }
}
