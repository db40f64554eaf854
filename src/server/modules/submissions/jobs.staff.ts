import { eq, sql } from "drizzle-orm";
import { allLanguages, missingLanguages, storedLanguages } from "../../../shared/content/localized";
import type { Lang } from "../../../shared/i18n";
import {
  jobSaveBody,
  type JobRecord,
  type JobRow,
  type JobSave,
  type JobsStaffListFilter,
} from "../../../shared/submissions/jobs-staff";
import type { Db, DbOrTx, Tx } from "../../db/client";
import { jobs } from "../../db/schema/submissions";
import { riyadhIso } from "../../lib/time";
import type { AuditActor } from "../staff/audit";
import { defineContentType } from "../content/lifecycle/lifecycle";
import { lifecycleListQuery, lifecycleRowState } from "../content/lifecycle/staff-list";

/**
 * Job postings on the content lifecycle (issue 15, ADR 0041): how the console reads and writes
 * one. The careers page reads the same columns (`status = 'published'`, `open`), so a published
 * job shows there as the console saved it.
 */

async function readJob(tx: DbOrTx, id: number): Promise<JobRecord | null> {
  const [j] = await tx.select().from(jobs).where(eq(jobs.id, id));
  if (!j) return null;
  return {
    id: j.id,
    title: allLanguages(j.title),
    summery: allLanguages(j.summery),
    description: allLanguages(j.description),
    requirement: allLanguages(j.requirement),
    type: j.type,
    open: j.open,
    created_at: riyadhIso(j.createdAt),
  };
}

async function writeJob(
  tx: Tx,
  { id, input, actor }: { id: number | undefined; input: JobSave; actor: AuditActor },
): Promise<number> {
  const values = {
    title: storedLanguages(input.title),
    summery: storedLanguages(input.summery),
    description: storedLanguages(input.description),
    requirement: storedLanguages(input.requirement),
    type: input.type,
    open: input.open,
    updatedAt: new Date(),
  };
  const [row] = id
    ? await tx.update(jobs).set(values).where(eq(jobs.id, id)).returning({ id: jobs.id })
    : await tx
        .insert(jobs)
        .values({ ...values, status: "draft", createdBy: actor.id })
        .returning({ id: jobs.id });
  return row!.id;
}

export const jobsContent = defineContentType<JobRecord, JobSave>({
  type: "jobs",
  table: "jobs",
  read: readJob,
  write: writeJob,
  saveSchema: jobSaveBody,
  // A job that received applications keeps them: unpublish or close it instead.
  inUseMessage: "cms.job.inUse",
});

/** The console's job postings: search, type, open and lifecycle filters, sort and paging. */
export async function listStaffJobs({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: JobsStaffListFilter;
}): Promise<{ data: JobRow[]; total: number }> {
  const q = lifecycleListQuery(
    { ...jobs, dated: jobs.createdAt, dateSort: jobs.createdAt },
    filter,
    lang,
    {
      searched: [jobs.title, jobs.summery, jobs.description],
      translated: [jobs.title, jobs.description],
      extra: [
        filter.type === undefined ? undefined : eq(jobs.type, filter.type),
        filter.open === undefined ? undefined : eq(jobs.open, filter.open === "1"),
      ],
    },
  );
  const rows = await db
    .select({
      j: jobs,
      // Written out: a one-table select leaves its columns unqualified, which the subquery would misread.
      applications: sql<number>`(SELECT count(*)::int FROM job_applications a WHERE a.job_id = jobs.id)`,
      ...q.people,
    })
    .from(jobs)
    .where(q.where)
    .orderBy(...q.orderBy)
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(jobs)
    .where(q.where);
  return {
    total: count?.total ?? 0,
    data: rows.map(({ j, applications, ...people }) => ({
      id: j.id,
      title: j.title[lang] || j.title.ar || "",
      type: j.type,
      open: j.open,
      applications,
      date: riyadhIso(j.createdAt),
      ...lifecycleRowState(j, people),
      missing: [
        ...new Set([...missingLanguages(j.title), ...missingLanguages(j.description)]),
      ].sort(),
    })),
  };
}
