import { eq, sql } from "drizzle-orm";
import { allLanguages, storedLanguages } from "../../../shared/content/localized";
import { jobSaveBody, type JobsStaffListFilter } from "../../../shared/submissions/jobs-staff";
import { jobs } from "../../db/schema/submissions";
import { riyadhInstant } from "../../../shared/content/lifecycle";
import { riyadhDateTime, riyadhIso } from "../../lib/time";
import { defineSiteRecord } from "../content/lifecycle/site-record";

/**
 * Job postings on the content lifecycle (issue 15, ADR 0041, 0050). The careers page reads the
 * same columns (`status = 'published'`, `open`), so a published job shows there as the console
 * saved it.
 */
const riyadhLocal = (d: Date) => {
  const { date, time } = riyadhDateTime(d);
  return `${date}T${time}`;
};

export const jobsRecord = defineSiteRecord({
  table: jobs,
  saveSchema: jobSaveBody,
  // A job that received applications keeps them: unpublish or close it instead.
  inUseMessage: "cms.job.inUse",
  record: (j) => ({
    id: j.id,
    title: allLanguages(j.title),
    summery: allLanguages(j.summery),
    description: allLanguages(j.description),
    requirement: allLanguages(j.requirement),
    type: j.type,
    open: j.open,
    closed_at: j.closedAt ? riyadhLocal(j.closedAt) : null,
    created_at: riyadhIso(j.createdAt),
  }),
  values: async (_tx, input) => ({
    title: storedLanguages(input.title),
    summery: storedLanguages(input.summery),
    description: storedLanguages(input.description),
    requirement: storedLanguages(input.requirement),
    type: input.type,
    open: input.open,
    // A closed job's closing time as given; none keeps the one it has (the trigger of 0035
    // sets it when the job closes and clears it when it opens again).
    ...(!input.open && input.closed_at ? { closedAt: riyadhInstant(input.closed_at) } : {}),
  }),
  list: {
    dated: jobs.createdAt,
    dateSort: jobs.createdAt,
    searched: [jobs.title, jobs.summery, jobs.description],
    translated: ["title", "description"],
    filters: (f: JobsStaffListFilter) => [
      f.type === undefined ? undefined : eq(jobs.type, f.type),
      f.open === undefined ? undefined : eq(jobs.open, f.open === "1"),
    ],
    // Written out: a one-table select leaves its columns unqualified, which the subquery would misread.
    select: {
      applications: sql<number>`(SELECT count(*)::int FROM job_applications a WHERE a.job_id = jobs.id)`,
    },
    row: (j, lang, { applications }) => ({
      id: j.id,
      title: j.title[lang] || j.title.ar || "",
      type: j.type,
      open: j.open,
      closed_at: j.closedAt ? riyadhIso(j.closedAt) : null,
      applications,
      date: riyadhIso(j.createdAt),
    }),
  },
});
export const jobsContent = jobsRecord.content;
