import * as pg from "drizzle-orm/pg-core";
import { localized, ts, updatedAt } from "./columns";

/** Mirrors migrations/0001_platform.sql; the SQL files are the source of truth for constraints. */
export const settings = pg.pgTable("settings", {
  key: pg.text("key").primaryKey(),
  value: pg.jsonb("value").notNull(),
  updatedAt: updatedAt(),
  /** Added by 0018: the version of the save that wrote this key (the record's is the highest). */
  version: pg.integer("version").notNull().default(1),
});

export const departments = pg.pgTable("departments", {
  id: pg.serial("id").primaryKey(),
  title: localized("title").notNull(),
  email: pg.text("email").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
  /** Added by 0004_forms.sql: the inbox this department handles (careers, complaints, sports, visits). */
  inbox: pg.text("inbox"),
  /** Added by 0018: bumped by every save; a save from an older version is refused. */
  version: pg.integer("version").notNull().default(1),
});

export const rateCounters = pg.pgTable("rate_counters", {
  key: pg.text("key").notNull(),
  windowStart: ts("window_start").notNull(),
  count: pg.integer("count").notNull().default(0),
  /** Two windows after window_start: pruned after that (0009). */
  expiresAt: ts("expires_at").notNull(),
});

/** Added by 0048: one-time tasks that have nothing left to do (read at start-up, ADR 0062). */
export const completedTasks = pg.pgTable("completed_tasks", {
  name: pg.text("name").primaryKey(),
  completedAt: ts("completed_at").notNull().defaultNow(),
});
