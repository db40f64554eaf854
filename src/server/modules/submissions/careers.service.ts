import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import { JOBS_PER_PAGE, type JobApplication } from "../../../shared/submissions/careers";
import { notFound } from "../../lib/app-error";
import { publishedRow } from "../content/lifecycle/published";
import { acceptUpload, type AcceptedFile } from "../../lib/files/accept";
import { removeFiles, storeFile } from "../../lib/files/storage";
import { applicationTarget, storeSubmission, type FormSubmission } from "./submission-inbox";
import { isStorableText } from "../../../shared/platform/text";
import type { Db } from "../../db/client";
import { jobApplications, jobs } from "../../db/schema/submissions";
import { likePattern } from "../../lib/records";

type JobRow = typeof jobs.$inferSelect;

export function presentJob(j: JobRow, lang: Lang) {
  return {
    id: j.id,
    title: localize(j.title, lang),
    description: localize(j.description, lang),
    summery: localize(j.summery, lang),
    requirement: localize(j.requirement, lang),
    type: j.type,
    status: j.open,
    created_at: j.createdAt.toISOString(),
  };
}

/** Escapes LIKE wildcards so a keyword is matched literally. */

/** Published jobs, newest first, optionally filtered by keywords (any language) and open/closed. */
export async function listJobs({
  db,
  lang,
  keywords,
  page = 1,
  perPage = JOBS_PER_PAGE,
  status,
}: {
  db: Db;
  lang: Lang;
  keywords?: string;
  page?: number;
  perPage?: number;
  status?: number;
}) {
  // Text that can never be stored can never match (ADR 0013).
  if (keywords !== undefined && !isStorableText(keywords))
    return { data: [], page, perPage, total: 0 };
  const where: SQL[] = [eq(jobs.status, "published")];
  if (status !== undefined) where.push(eq(jobs.open, status === 1));
  for (const word of (keywords ?? "").split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = likePattern(word);
    const text = sql`concat_ws(' ', ${jobs.title}->>'ar', ${jobs.title}->>'en', ${jobs.title}->>'es',
      ${jobs.summery}->>'ar', ${jobs.summery}->>'en', ${jobs.summery}->>'es',
      ${jobs.description}->>'ar', ${jobs.description}->>'en', ${jobs.description}->>'es')`;
    where.push(sql`${text} ILIKE ${pattern}`);
  }
  const condition = and(...where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(condition)
      .orderBy(desc(jobs.open), desc(jobs.createdAt), desc(jobs.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(jobs)
      .where(condition),
  ]);
  return { data: rows.map((j) => presentJob(j, lang)), page, perPage, total };
}

/** One published job, open or closed (a shared link to a closed job shows it as timed out). */
export async function showJob({ db, lang, id }: { db: Db; lang: Lang; id: number }) {
  const row = await publishedRow(db, jobs, id);
  if (!row) throw notFound();
  return presentJob(row, lang);
}

/**
 * Stores a job application: the job must be published and open; the CV must be a PDF, DOC or
 * DOCX by content and at most 5 MB; the optional photo an image. Files get generated names;
 * HR receives an e-mail with the answers and the reference, never the files.
 */
export async function createApplication({ app, lang, input }: FormSubmission<JobApplication>) {
  const job = await applicationTarget(
    app.db,
    jobs,
    { id: input.job_id, field: "job_id", open: (j) => j.open },
    ["job_not_found", "submissions.jobNotFound"],
    ["job_closed", "submissions.jobClosed"],
  );

  const cv = await acceptUpload({
    upload: input.document_base64,
    field: "document_base64",
    kind: "document",
  });
  let photo: AcceptedFile | null = null;
  if (input.avatar_base64?.file) {
    photo = await acceptUpload({
      upload: input.avatar_base64,
      field: "avatar_base64",
      kind: "image",
    });
  }

  const dataDir = app.env.dataDir;
  const written: string[] = [];
  try {
    const cvFile = await storeFile({ dataDir, area: "careers", buffer: cv.buffer, type: cv.type });
    written.push(cvFile);
    const photoFile = photo
      ? await storeFile({ dataDir, area: "careers", buffer: photo.buffer, type: photo.type })
      : null;
    if (photoFile) written.push(photoFile);

    return await storeSubmission(
      { app, lang },
      "JOB",
      jobApplications,
      "submissions.applicationSent",
      {
        jobId: job.id,
        fullname: input.fullname,
        email: input.email,
        phone: input.phone,
        details: input.details,
        cvFile,
        cvType: cv.type,
        cvSize: cv.size,
        photoFile,
        photoType: photo?.type ?? null,
      },
    );
  } catch (error) {
    await removeFiles(dataDir, written);
    throw error;
  }
}
