import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notFound } from "../../lib/app-error";
import { uploadsDir } from "../../lib/files/storage";
import { audit, type AuditActor } from "../staff/audit";

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

/**
 * A job application's CV for hr (issue 18): read from the uploads folder, which no static route
 * serves, only after the permission check, and audited (`inbox.cv`, the application's id, no
 * personal data). The file name is the application's reference, never the sender's own name.
 */
export async function openApplicationCv({
  db,
  dataDir,
  actor,
  id,
}: {
  db: Db;
  dataDir: string;
  actor: AuditActor;
  id: number;
}) {
  const { rows } = await db.execute<{ reference: string; cv_file: string; cv_type: string }>(
    sql`SELECT reference, cv_file, cv_type FROM job_applications WHERE id = ${id}`,
  );
  const row = rows[0];
  const type = row ? CONTENT_TYPES[row.cv_type] : undefined;
  if (!row || !type) throw notFound();
  const root = uploadsDir(dataDir);
  const file = path.join(root, row.cv_file);
  // Stored names are generated (area/yyyy-mm/uuid.ext); anything else never leaves the folder.
  if (!file.startsWith(root + path.sep)) throw notFound();
  const size = await stat(file).then(
    (s) => s.size,
    () => null,
  );
  if (size === null) throw notFound();
  await audit(db, {
    actor,
    action: "inbox.cv",
    recordType: "job_application",
    recordId: id,
  });
  return {
    stream: createReadStream(file),
    size,
    contentType: type,
    filename: `cv-${row.reference}.${row.cv_type}`,
  };
}
