import { z } from "zod";
import { recordId } from "./record-fields";
import { listOf, pagedOf, staffTypeCalls } from "../contract-kit";
import { page, search } from "../staff/accounts";

/**
 * The content lifecycle every editable content type shares (issue 15, ADR 0041): its status,
 * the staff calls' bodies and answers, and `lifecycleCalls`, which produces the eight calls
 * `/api/v1/staff/<type>/list|get|save|publish|unpublish|delete|revisions|restore` of a type
 * from its own schemas: what its list takes and answers a row of, and the record `get` answers
 * and `save` takes. A type adds its part of the contract with one line:
 *   ...lifecycleCalls("news", [newsListBody, newsRow], [newsRecord, newsSaveBody])
 */

export const CONTENT_STATUSES = ["draft", "scheduled", "published", "unpublished"] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** A Riyadh wall time as a date-time input gives it: `2026-12-01T18:30`. */
export const riyadhDateTimeInput = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "editorial.errors.badDateTime")
  .refine((v) => !Number.isNaN(riyadhInstant(v).getTime()), "editorial.errors.badDateTime");

/** The instant of a Riyadh wall time (the kingdom keeps +03:00 all year). */
export const riyadhInstant = (v: string) => new Date(`${v.length === 16 ? `${v}:00` : v}+03:00`);

/** What every save body carries besides the type's own fields. */
export const lifecycleSaveFields = {
  /** Without an id the record is created (as a draft). */
  id: recordId.optional(),
  /** The version the editor started from; a save over a newer one is refused (`stale_version`). */
  version: z.number().int().min(1).optional(),
};

/** A day a list is filtered on (YYYY-MM-DD, Riyadh). */
export const listDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "editorial.errors.badDate");

/** What every list body accepts besides the type's own filters. */
export const lifecycleListFields = {
  search,
  status: z.enum(CONTENT_STATUSES).optional(),
  /** Only records whose text is missing in this language. */
  missing: z.enum(["en", "es"]).optional(),
  /** Only records this staff member created. */
  author: recordId.optional(),
  /** Records dated from / to these days (YYYY-MM-DD, Riyadh). */
  from: listDay.optional(),
  to: listDay.optional(),
  sort: z.enum(["updated", "date", "title", "status"]).default("updated"),
  order: z.enum(["asc", "desc"]).default("desc"),
  page,
  per_page: z.coerce.number().int().min(1).max(100).default(20),
};

/** The filters, sort and page every lifecycle list reads (a type's list body extends them). */
export type LifecycleListFilter = z.infer<z.ZodObject<typeof lifecycleListFields>>;

/** A type's list body: the lifecycle filters, sort and page plus the type's own filters. */
export function lifecycleListBody<F extends z.ZodRawShape = Record<never, never>>(filters?: F) {
  return z.object({ ...lifecycleListFields, ...(filters as F) });
}

/** One record or several (the list's bulk actions). */
export const contentTargetBody = z
  .object({ id: recordId.optional(), ids: z.array(recordId).min(1).max(100).optional() })
  .refine((b) => (b.id === undefined) !== (b.ids === undefined), {
    path: ["ids"],
    message: "editorial.errors.pickRecords",
  });
export const contentPublishBody = z
  .object({
    id: recordId.optional(),
    ids: z.array(recordId).min(1).max(100).optional(),
    /** Riyadh wall time to publish at; absent: now. A time in the future schedules. */
    publish_at: riyadhDateTimeInput.optional(),
  })
  .refine((b) => (b.id === undefined) !== (b.ids === undefined), {
    path: ["ids"],
    message: "editorial.errors.pickRecords",
  });
export const contentIdBody = z.object({
  id: recordId,
  /** Take the record over from the staff member who holds it (after the console asked). */
  take_over: z.boolean().default(false),
});
export const contentRevisionsBody = z.object({ id: recordId });
export const contentRestoreBody = z.object({
  id: recordId,
  /** The revision to bring back. */
  revision: z.number().int().min(1),
  /** The version on screen when restoring (stale: refused like a save). */
  version: z.number().int().min(1),
});

export const staffPerson = z.object({ id: z.number(), name: z.string() });
export type StaffPerson = z.infer<typeof staffPerson>;

/** The lifecycle fields of a record as `get` answers them. */
export const lifecycleState = z.object({
  status: z.enum(CONTENT_STATUSES),
  /** When a scheduled record goes live (ISO, Riyadh offset). */
  publish_at: z.string().nullable(),
  version: z.number(),
  updated_by: staffPerson.nullable(),
  /** Who holds the record open; null when free. */
  locked_by: staffPerson.nullable(),
  locked_at: z.string().nullable(),
  /** Whether the caller holds it (a `get` takes a free record). */
  lock_mine: z.boolean(),
  /** The private, staff-only preview of the record as the public site renders it. */
  preview_path: z.string().nullable(),
});
export type LifecycleState = z.infer<typeof lifecycleState>;

/** A list row's lifecycle columns. */
export const lifecycleRowFields = {
  status: z.enum(CONTENT_STATUSES),
  publish_at: z.string().nullable(),
  version: z.number(),
  updated_at: z.string(),
  updated_by: staffPerson.nullable(),
  locked_by: staffPerson.nullable(),
  missing: z.array(z.enum(["ar", "en", "es"])),
};

/** A type's list row: the record's id, the type's own columns, then the lifecycle columns. */
export function lifecycleRow<C extends z.ZodRawShape>(columns: C) {
  return z.object({ id: z.number(), ...columns, ...lifecycleRowFields });
}

/** A kept version of a record (ADR 0055): who saved it, when, and the record as `get` answered it. */
export const revisionsOf = <R extends z.ZodType>(record: R) =>
  listOf(
    z.object({
      version: z.number(),
      saved_at: z.string(),
      saved_by: staffPerson.nullable(),
      data: record,
    }),
  );

export const savedAnswer = z.object({ id: z.number(), version: z.number() });
export const changedAnswer = z.object({ ids: z.array(z.number()), status: z.string() });

export function lifecycleCalls<
  T extends string,
  L extends z.ZodType,
  Row extends z.ZodType,
  R extends z.ZodType,
  S extends z.ZodType,
>(type: T, [list, row]: readonly [L, Row], [record, save]: readonly [R, S]) {
  const calls = {
    list: { body: list, response: pagedOf(row) },
    get: { body: contentIdBody, response: z.intersection(record, lifecycleState) },
    save: { body: save, response: savedAnswer },
    publish: { body: contentPublishBody, response: changedAnswer },
    unpublish: { body: contentTargetBody, response: changedAnswer },
    delete: { body: contentTargetBody, response: changedAnswer },
    revisions: { body: contentRevisionsBody, response: revisionsOf(record) },
    restore: { body: contentRestoreBody, response: savedAnswer },
  };
  return staffTypeCalls(type, calls);
}
