import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { translate, type Lang } from "../../../shared/i18n";
import type { complaintBody } from "../../../shared/submissions/contact";
import { acceptUpload, type AcceptedFile } from "../../lib/files/accept";
import { removeFiles, storeFile } from "../../lib/files/storage";
import { humanSize, inboxAddress, insertWithReference, notifyDepartment } from "./submission-inbox";
import { complaints, type StoredFileRef } from "../../db/schema/submissions";

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
      subjectKey: "submissions.mail.complaintSubject",
      replyTo: s.email,
      lines: [
        ["submissions.fields.senderName", s.name],
        ["submissions.fields.phone", s.phone],
        ["submissions.fields.email", s.email],
        ["submissions.fields.relation", translate("ar", `submissions.relations.${s.relation}`)],
        ["submissions.fields.violatorName", input.violator.name],
        ["submissions.fields.violatorRole", input.violator.role],
        ["submissions.fields.witnessName", input.witness.name],
        ["submissions.fields.witnessPhone", input.witness.phone],
        ["submissions.fields.what", input.what_happened],
        ["submissions.fields.who", input.who],
        ["submissions.fields.when", input.when],
        ["submissions.fields.where", input.where],
        ["submissions.fields.otherParties", input.other_parties],
        ["submissions.fields.otherDetails", input.other_details],
        [
          "submissions.mail.evidence",
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
      message: translate(lang, "submissions.complaintSent", { reference: row.reference }),
    };
  } catch (error) {
    await removeFiles(app.env.dataDir, written);
    throw error;
  }
}
