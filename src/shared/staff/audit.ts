import { z } from "zod";
import { idField } from "../platform/common";
import { clientFields, paging } from "./accounts";

/** The audit log filters (admins, `audit.view`). */
const isoDate = z.iso
  .datetime({ offset: true, message: "staff.dateInvalid" })
  .or(z.iso.date({ message: "staff.dateInvalid" }));

export const auditListBody = z.object({
  actor_id: idField.optional(),
  action: z.string().trim().max(80).optional(),
  record_type: z.string().trim().max(60).optional(),
  record_id: z.string().trim().max(80).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...paging,
});

export const auditRow = z.object({
  id: z.number(),
  at: z.string(),
  actor_id: z.number().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  record_type: z.string().nullable(),
  record_id: z.string().nullable(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
  ...clientFields,
});
export type AuditRow = z.infer<typeof auditRow>;

export const surveyResultsBody = z.object({
  id: idField,
});

/** Jobs that used every attempt (the failed notifications list). */
export const failedJobsBody = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Calls without fields (the session says who): an empty object, or no body at all. */
export const staffEmptyBody = z.object({});
