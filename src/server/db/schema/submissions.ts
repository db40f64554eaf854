import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from "drizzle-orm/pg-core";
import { createdAt, localized, notifiedAt } from "./columns";
import { departments } from "./platform";
import { sportCategories } from "./sports";

/** Mirrors migrations/0004_forms.sql; the SQL files are the source of truth for constraints. */
export type StoredFileRef = { file: string; type: string; size: number };

export const jobs = pgTable("jobs", {
  id: serial("id").primaryKey(),
  title: localized("title").notNull(),
  description: localized("description").notNull(),
  summery: localized("summery").notNull().default({ ar: "" }),
  requirement: localized("requirement").notNull().default({ ar: "" }),
  type: text("type").$type<"full_time" | "part_time">().notNull(),
  status: boolean("status").notNull().default(true),
  published: smallint("published").notNull().default(1),
  createdAt: createdAt(),
});

export const jobApplications = pgTable("job_applications", {
  id: serial("id").primaryKey(),
  reference: text("reference").notNull().unique(),
  jobId: integer("job_id")
    .notNull()
    .references(() => jobs.id),
  fullname: text("fullname").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  details: jsonb("details").$type<Record<string, string | number>>().notNull(),
  cvFile: text("cv_file").notNull(),
  cvType: text("cv_type").notNull(),
  cvSize: integer("cv_size").notNull(),
  photoFile: text("photo_file"),
  photoType: text("photo_type"),
  lang: text("lang").notNull().default("ar"),
  notifiedAt: notifiedAt(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  reference: text("reference").notNull().unique(),
  departmentId: integer("department_id")
    .notNull()
    .references(() => departments.id),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull().default(""),
  subject: text("subject").notNull().default(""),
  message: text("message").notNull(),
  termsAccepted: boolean("terms_accepted").notNull().default(false),
  lang: text("lang").notNull().default("ar"),
  notifiedAt: notifiedAt(),
  createdAt: createdAt(),
});

export const complaints = pgTable("complaints", {
  id: serial("id").primaryKey(),
  reference: text("reference").notNull().unique(),
  sender: jsonb("sender").$type<Record<string, string>>().notNull(),
  violator: jsonb("violator").$type<Record<string, string>>().notNull(),
  witness: jsonb("witness").$type<Record<string, string>>().notNull(),
  whatHappened: text("what_happened").notNull(),
  who: text("who").notNull(),
  occurredOn: date("occurred_on").notNull(),
  place: text("place").notNull(),
  otherParties: text("other_parties").notNull().default(""),
  otherDetails: text("other_details").notNull().default(""),
  evidence: jsonb("evidence").$type<StoredFileRef[]>().notNull().default([]),
  lang: text("lang").notNull().default("ar"),
  notifiedAt: notifiedAt(),
  createdAt: createdAt(),
});

export const visitRequests = pgTable("visit_requests", {
  id: serial("id").primaryKey(),
  reference: text("reference").notNull().unique(),
  visitorType: text("visitor_type").notNull(),
  organization: text("organization").notNull().default(""),
  visitors: integer("visitors").notNull(),
  preferredDate: date("preferred_date").notNull(),
  name: text("name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  notes: text("notes").notNull().default(""),
  lang: text("lang").notNull().default("ar"),
  notifiedAt: notifiedAt(),
  createdAt: createdAt(),
});

export const sportJoinApplications = pgTable("sport_join_applications", {
  id: serial("id").primaryKey(),
  reference: text("reference").notNull().unique(),
  categoryId: integer("category_id")
    .notNull()
    .references(() => sportCategories.id),
  fullName: text("full_name").notNull(),
  phone: text("phone").notNull(),
  birthdate: date("birthdate").notNull(),
  practice: boolean("practice").notNull(),
  practiceYears: integer("practice_years"),
  practicePlace: text("practice_place"),
  competition: boolean("competition"),
  competitionType: text("competition_type"),
  level: text("level").notNull(),
  photoFile: text("photo_file"),
  photoType: text("photo_type"),
  info: jsonb("info").$type<Record<string, string>>().notNull().default({}),
  lang: text("lang").notNull().default("ar"),
  notifiedAt: notifiedAt(),
  createdAt: createdAt(),
});
