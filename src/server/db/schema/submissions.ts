import * as pg from "drizzle-orm/pg-core";
import {
  createdAt,
  localized,
  notifiedAt,
  ts,
  updatedAt,
  lifecycleColumns,
  authorColumns,
  timestampColumns,
} from "./columns";
import { departments } from "./platform";
import { sportCategories } from "./sports";

/** Mirrors migrations/0004_forms.sql; the SQL files are the source of truth for constraints. */
export type StoredFileRef = { file: string; type: string; size: number };

/**
 * What every submission table carries after its form's fields: the sender's language, when staff
 * were told (notified_at) and the inbox workflow (migrations/0032_submissions_inbox.sql).
 */
const inboxColumns = () => ({
  lang: pg.text("lang").notNull().default("ar"),
  notifiedAt: notifiedAt(),
  status: pg.text("status").notNull().default("new"),
  assigneeId: pg.integer("assignee_id"),
  firstReadAt: ts("first_read_at"),
  firstReadBy: pg.integer("first_read_by"),
  updatedAt: updatedAt(),
});

export const jobs = pg.pgTable("jobs", {
  id: pg.serial("id").primaryKey(),
  title: localized("title").notNull(),
  description: localized("description").notNull(),
  summery: localized("summery").notNull().default({ ar: "" }),
  requirement: localized("requirement").notNull().default({ ar: "" }),
  type: pg.text("type").$type<"full_time" | "part_time">().notNull(),
  /** Open for applications; a closed job stays listed as timed out and refuses applications. */
  open: pg.boolean("open").notNull().default(true),
  /** When the job last closed (0035): kept by a trigger, null while open; retention counts from it. */
  closedAt: ts("closed_at"),
  /** The content lifecycle (0030; ADR 0041): the careers page shows only `published`. */
  ...lifecycleColumns(),
  ...authorColumns(),
});

export const jobApplications = pg.pgTable("job_applications", {
  id: pg.serial("id").primaryKey(),
  reference: pg.text("reference").notNull().unique(),
  jobId: pg
    .integer("job_id")
    .notNull()
    .references(() => jobs.id),
  fullname: pg.text("fullname").notNull(),
  email: pg.text("email").notNull(),
  phone: pg.text("phone").notNull(),
  details: pg.jsonb("details").$type<Record<string, string | number>>().notNull(),
  cvFile: pg.text("cv_file").notNull(),
  cvType: pg.text("cv_type").notNull(),
  cvSize: pg.integer("cv_size").notNull(),
  photoFile: pg.text("photo_file"),
  photoType: pg.text("photo_type"),
  /** hr's rating, 1 to 5 stars, null until rated (0038). */
  rating: pg.smallint("rating"),
  ...inboxColumns(),
  createdAt: createdAt(),
});

export const contactMessages = pg.pgTable("contact_messages", {
  id: pg.serial("id").primaryKey(),
  reference: pg.text("reference").notNull().unique(),
  departmentId: pg
    .integer("department_id")
    .notNull()
    .references(() => departments.id),
  name: pg.text("name").notNull(),
  email: pg.text("email").notNull(),
  phone: pg.text("phone").notNull().default(""),
  subject: pg.text("subject").notNull().default(""),
  message: pg.text("message").notNull(),
  termsAccepted: pg.boolean("terms_accepted").notNull().default(false),
  ...inboxColumns(),
  createdAt: createdAt(),
});

export const complaints = pg.pgTable("complaints", {
  id: pg.serial("id").primaryKey(),
  reference: pg.text("reference").notNull().unique(),
  sender: pg.jsonb("sender").$type<Record<string, string>>().notNull(),
  violator: pg.jsonb("violator").$type<Record<string, string>>().notNull(),
  witness: pg.jsonb("witness").$type<Record<string, string>>().notNull(),
  whatHappened: pg.text("what_happened").notNull(),
  who: pg.text("who").notNull(),
  occurredOn: pg.date("occurred_on").notNull(),
  place: pg.text("place").notNull(),
  otherParties: pg.text("other_parties").notNull().default(""),
  otherDetails: pg.text("other_details").notNull().default(""),
  evidence: pg.jsonb("evidence").$type<StoredFileRef[]>().notNull().default([]),
  ...inboxColumns(),
  createdAt: createdAt(),
});

export const visitRequests = pg.pgTable("visit_requests", {
  id: pg.serial("id").primaryKey(),
  reference: pg.text("reference").notNull().unique(),
  visitorType: pg.text("visitor_type").notNull(),
  organization: pg.text("organization").notNull().default(""),
  visitors: pg.integer("visitors").notNull(),
  preferredDate: pg.date("preferred_date").notNull(),
  name: pg.text("name").notNull(),
  phone: pg.text("phone").notNull(),
  email: pg.text("email").notNull(),
  notes: pg.text("notes").notNull().default(""),
  ...inboxColumns(),
  visitAt: ts("visit_at"),
  createdAt: createdAt(),
});

export const sportJoinApplications = pg.pgTable("sport_join_applications", {
  id: pg.serial("id").primaryKey(),
  reference: pg.text("reference").notNull().unique(),
  categoryId: pg
    .integer("category_id")
    .notNull()
    .references(() => sportCategories.id),
  fullName: pg.text("full_name").notNull(),
  phone: pg.text("phone").notNull(),
  birthdate: pg.date("birthdate").notNull(),
  practice: pg.boolean("practice").notNull(),
  practiceYears: pg.integer("practice_years"),
  practicePlace: pg.text("practice_place"),
  competition: pg.boolean("competition"),
  competitionType: pg.text("competition_type"),
  level: pg.text("level").notNull(),
  photoFile: pg.text("photo_file"),
  photoType: pg.text("photo_type"),
  info: pg.jsonb("info").$type<Record<string, string>>().notNull().default({}),
  ...inboxColumns(),
  createdAt: createdAt(),
});

/** Staff notes on any submission (`kind` + `item_id`); `shared` ones the sender may read. */
export const submissionNotes = pg.pgTable("submission_notes", {
  id: pg.serial("id").primaryKey(),
  kind: pg.text("kind").notNull(),
  itemId: pg.integer("item_id").notNull(),
  staffId: pg.integer("staff_id"),
  body: pg.text("body").notNull(),
  shared: pg.boolean("shared").notNull().default(false),
  createdAt: createdAt(),
});

/** Reply templates staff edit (migrations/0037_inbox_replies.sql): per kind (or any) and purpose. */
export const replyTemplates = pg.pgTable("reply_templates", {
  id: pg.serial("id").primaryKey(),
  kind: pg.text("kind"),
  purpose: pg.text("purpose").notNull().default("reply"),
  name: pg.text("name").notNull(),
  subject: localized("subject").notNull(),
  body: localized("body").notNull(),
  version: pg.integer("version").notNull().default(1),
  updatedBy: pg.integer("updated_by"),
  ...timestampColumns(),
});

/** Replies sent to a submission's sender (`kind` + `item_id`), as sent, with their delivery. */
export const submissionReplies = pg.pgTable("submission_replies", {
  id: pg.serial("id").primaryKey(),
  kind: pg.text("kind").notNull(),
  itemId: pg.integer("item_id").notNull(),
  staffId: pg.integer("staff_id"),
  channel: pg.text("channel").notNull(),
  lang: pg.text("lang").notNull(),
  subject: pg.text("subject"),
  body: pg.text("body").notNull(),
  templateId: pg.integer("template_id"),
  status: pg.text("status").notNull().default("queued"),
  sentAt: ts("sent_at"),
  createdAt: createdAt(),
});
