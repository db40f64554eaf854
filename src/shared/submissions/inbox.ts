import { z } from "zod";
import { botToken, requiredText } from "../platform/form-fields";
import type { StaffPermission } from "../staff/permissions";
import { id, search } from "../sports/staff-data-fields";
import { paging } from "../staff/accounts";

/**
 * The submissions inbox (issue 18, ADR 0045): one list per kind of submission, each behind its
 * own permission (hr reads job applications, care the other four). These schemas validate the
 * console's filters and forms and the staff routes alike.
 */

export const INBOX_KINDS = [
  "applications",
  "contact",
  "complaints",
  "visits",
  "sport_joins",
] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** The permission each kind's list, item and changes need (checked per request on the server). */
export const INBOX_PERMISSIONS: Record<InboxKind, StaffPermission> = {
  applications: "inbox.job_applications",
  contact: "inbox.contact_messages",
  complaints: "inbox.complaints",
  visits: "inbox.visit_requests",
  sport_joins: "inbox.sport_joins",
};

/** The workflow every kind shares; visit requests may also be approved (with a time) or declined. */
export const INBOX_STATUSES = ["new", "in_progress", "waiting", "resolved", "rejected"] as const;
export const VISIT_STATUSES = [...INBOX_STATUSES, "approved", "declined"] as const;
/** Job applications may also be shortlisted (ADR 0049). */
export const APPLICATION_STATUSES = [...INBOX_STATUSES, "shortlisted"] as const;
const ALL_STATUSES = [...VISIT_STATUSES, "shortlisted"] as const;
export type InboxStatus = (typeof ALL_STATUSES)[number];

/** The statuses a kind allows. */
export function statusesOf(kind: InboxKind): readonly InboxStatus[] {
  return kind === "visits"
    ? VISIT_STATUSES
    : kind === "applications"
      ? APPLICATION_STATUSES
      : INBOX_STATUSES;
}

export const inboxKind = z.enum(INBOX_KINDS, { error: "inbox.kindInvalid" });
const inboxStatus = z.enum(ALL_STATUSES, { error: "inbox.statusInvalid" });

/** A date filter, YYYY-MM-DD (a day in Riyadh). */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "inbox.dateInvalid")
  .optional()
  .or(z.literal("").transform(() => undefined));

export const inboxListBody = z.object({
  kind: inboxKind,
  status: inboxStatus.optional().or(z.literal("").transform(() => undefined)),
  /** Name, e-mail, phone or reference. */
  search,
  /** An account id, `me` or `none` (unassigned). */
  assignee: z
    .union([z.literal("me"), z.literal("none"), id])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** Applications: the job applied for. */
  job: id.optional().or(z.literal("").transform(() => undefined)),
  /** Contact messages: the department written to. */
  department: id.optional().or(z.literal("").transform(() => undefined)),
  unread: z
    .union([z.boolean(), z.enum(["1", "0", "true", "false", ""])])
    .optional()
    .transform((v) => (v === true || v === "1" || v === "true" ? true : undefined)),
  from: day,
  to: day,
  /** Applications: rated at least this many stars. */
  min_rating: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ...paging,
});
export type InboxListFilter = z.output<typeof inboxListBody>;

const staffRef = z.object({ id: z.number(), name: z.string() }).nullable();

/** One row of an inbox list: contact details masked (the item shows them in full). */
export const inboxRow = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  contact: z.string(),
  /** What the item is about: the job, the department, the sport, the visit's date. */
  about: z.string(),
  status: inboxStatus,
  assignee: staffRef,
  unread: z.boolean(),
  /** Applications: hr's rating (1-5), null when not rated (and for the other kinds). */
  rating: z.number().nullable(),
  created_at: z.string(),
});
export type InboxRow = z.infer<typeof inboxRow>;

export const inboxItemBody = z.object({ kind: inboxKind, id });

/** An ISO date-time the visit was agreed for (the console sends its local date and time). */
const visitAt = z
  .string()
  .trim()
  .min(1, "inbox.visitAtRequired")
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), "inbox.visitAtInvalid");

export const inboxUpdateBody = z
  .object({
    kind: inboxKind,
    id,
    status: inboxStatus.optional(),
    /** Null clears the assignee. */
    assignee_id: id.nullable().optional(),
    /** Visits approved: when the visit takes place. */
    visit_at: visitAt.optional().or(z.literal("").transform(() => undefined)),
  })
  .refine((v) => v.status === undefined || statusesOf(v.kind).includes(v.status), {
    path: ["status"],
    message: "inbox.statusInvalid",
  })
  .refine((v) => v.status !== "approved" || v.visit_at !== undefined, {
    path: ["visit_at"],
    message: "inbox.visitAtRequired",
  });
export type InboxUpdateInput = z.output<typeof inboxUpdateBody>;

export const inboxAssignBody = z.object({ kind: inboxKind, id, assignee_id: id.nullable() });

export const inboxNoteBody = z.object({
  kind: inboxKind,
  id,
  text: z.string().trim().min(1, "inbox.noteRequired").max(4000, "errors.too_long"),
  /** Complaints: the sender sees a shared note through the public follow-up. */
  shared: z.boolean().default(false),
});

export const inboxNote = z.object({
  id: z.number(),
  text: z.string(),
  shared: z.boolean(),
  staff: staffRef,
  created_at: z.string(),
});

/** One change from the audit log: who, when, what (fields changed, before and after). */
export const inboxHistoryEntry = z.object({
  action: z.string(),
  actor: z.string().nullable(),
  at: z.string(),
  changes: z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() })).nullable(),
});

export const inboxItem = z.object({
  kind: inboxKind,
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  about: z.string(),
  status: inboxStatus,
  assignee: staffRef,
  visit_at: z.string().nullable(),
  lang: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  first_read_at: z.string().nullable(),
  /** The sender's answers, labelled in the reader's language. */
  answers: z.array(z.object({ label: z.string(), value: z.string() })),
  /** A job application's CV type (pdf, doc, docx), read through /staff/applications/cv. */
  cv_type: z.string().nullable(),
  /** A job application's rating (1-5), null when not rated or another kind. */
  rating: z.number().nullable(),
  notes: z.array(inboxNote),
  history: z.array(inboxHistoryEntry),
  /** Who may be assigned: the active accounts holding this kind's permission. */
  assignees: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type InboxItem = z.infer<typeof inboxItem>;

/** Per kind the user may read: items nobody has opened yet, and items still `new`. */
export const inboxCounts = z.object({
  kinds: z.array(z.object({ kind: inboxKind, unread: z.number(), new: z.number() })),
});

/** The filter choices of a kind: jobs (applications), departments (contact), assignees. */
export const inboxOptions = z.object({
  jobs: z.array(z.object({ id: z.number(), label: z.string() })),
  departments: z.array(z.object({ id: z.number(), label: z.string() })),
  assignees: z.array(z.object({ id: z.number(), name: z.string() })),
});

// ---------------------------------------------------------------- public follow-up

/** The complaint follow-up: both the reference and the sender's phone must match. */
export const complaintFollowUpBody = z.object({
  reference: z
    .string({ error: "inbox.followUp.referenceRequired" })
    .trim()
    .toUpperCase()
    .min(1, "inbox.followUp.referenceRequired")
    .max(40, "inbox.followUp.referenceRequired"),
  phone: requiredText("submissions.phoneRequired", 30, "submissions.phoneIncorrect"),
  "g-recaptcha-response": botToken,
});

export const complaintFollowUp = z.object({
  reference: z.string(),
  status: inboxStatus,
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The staff's replies, oldest first (no staff names): notes shared with the sender, and the
   * e-mails and SMS sent to them (`channel`, with the e-mail's subject).
   */
  replies: z.array(
    z.object({
      text: z.string(),
      at: z.string(),
      channel: z.enum(["note", "email", "sms"]).optional(),
      subject: z.string().nullable().optional(),
    }),
  ),
});
export type ComplaintFollowUp = z.infer<typeof complaintFollowUp>;
