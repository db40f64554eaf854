import { integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { localized } from "./columns";

/** Mirrors migrations/0001_platform.sql; the SQL files are the source of truth for constraints. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const departments = pgTable("departments", {
  id: serial("id").primaryKey(),
  title: localized("title").notNull(),
  email: text("email").notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
  /** Added by 0004_forms.sql: the inbox this department handles (careers, complaints, sports, visits). */
  inbox: text("inbox"),
});

export const rateCounters = pgTable("rate_counters", {
  key: text("key").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
});
