import { z } from "zod";
import { lifecycleListBody, lifecycleRow, lifecycleSaveFields } from "../content/lifecycle";
import { riyadhDateTimeInput, riyadhInstant } from "../content/lifecycle";
import { localizedAnswer, localizedText, optionalLocalizedText } from "../content/localized";
import { JOB_TYPES } from "./careers";

/**
 * Job postings in the console (issue 15): what `/api/v1/staff/jobs/*` take and answer. A job is
 * a title, a summary, a description and requirements per language (plain text: the careers page
 * shows them as written, line breaks kept), its type (full or part time) and whether it is open
 * for applications (a closed job stays listed as timed out and refuses applications). It lives
 * on the content lifecycle (draft, scheduled, published, unpublished).
 */

export type JobType = (typeof JOB_TYPES)[number];
const jobType = z.enum(JOB_TYPES, { error: "cms.job.typeInvalid" });

export const jobSaveBody = z
  .object({
    ...lifecycleSaveFields,
    title: localizedText({ max: 200 }),
    summery: optionalLocalizedText(500),
    description: localizedText({ max: 5000 }),
    requirement: optionalLocalizedText(3000),
    type: jobType.default("full_time"),
    /** Open for applications. */
    open: z.boolean().default(true),
    /**
     * When a closed job closed (a Riyadh date-time; its applications are kept counted from it).
     * Empty: the moment it is saved closed, or the time it already has. Ignored while open.
     */
    closed_at: riyadhDateTimeInput.or(z.literal("")).nullable().default(""),
  })
  .superRefine((v, ctx) => {
    if (!v.open && v.closed_at && riyadhInstant(v.closed_at).getTime() > Date.now() + 60_000)
      ctx.addIssue({ code: "custom", path: ["closed_at"], message: "cms.job.closedAtFuture" });
  });
export type JobSave = z.output<typeof jobSaveBody>;

export const jobRecord = z.object({
  id: z.number(),
  title: localizedAnswer,
  summery: localizedAnswer,
  description: localizedAnswer,
  requirement: localizedAnswer,
  type: jobType,
  open: z.boolean(),
  /** When a closed job closed (a Riyadh date-time `2026-12-01T18:30`); null while open. */
  closed_at: z.string().nullable(),
  /** When the job was posted (the careers page shows it). */
  created_at: z.string(),
});
export type JobRecord = z.infer<typeof jobRecord>;

export const jobsStaffListBody = lifecycleListBody({
  type: jobType.optional(),
  /** "1": open for applications only, "0": closed only. */
  open: z.enum(["0", "1"]).optional(),
});
export type JobsStaffListFilter = z.infer<typeof jobsStaffListBody>;

export const jobRow = lifecycleRow({
  title: z.string(),
  type: jobType,
  open: z.boolean(),
  /** When a closed job closed (ISO, Riyadh offset); null while open. */
  closed_at: z.string().nullable(),
  /** Applications received for the job. */
  applications: z.number(),
  /** When the job was posted (ISO, Riyadh offset). */
  date: z.string(),
});
export type JobRow = z.infer<typeof jobRow>;
