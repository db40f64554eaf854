import type { z } from "zod";
import type { complaintBody } from "../../../shared/submissions/contact";
import { acceptUpload, type AcceptedFile } from "../../lib/files/accept";
import { removeFiles, storeFile } from "../../lib/files/storage";
import { storeSubmission, type FormSubmission } from "./submission-inbox";
import { complaints, type StoredFileRef } from "../../db/schema/submissions";

type Complaint = z.output<typeof complaintBody>;

/**
 * Stores a complaint or violation report with its evidence files (documents or images, checked
 * by content) and e-mails the compliance department. The reporter receives the reference code.
 */
export async function createComplaint({ app, lang, input }: FormSubmission<Complaint>) {
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
    return await storeSubmission({ app, lang }, "CMP", complaints, "submissions.complaintSent", {
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
    });
  } catch (error) {
    await removeFiles(app.env.dataDir, written);
    throw error;
  }
}
