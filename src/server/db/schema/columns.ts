import { integer, jsonb, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentStatus } from "../../../shared/content/lifecycle";
import type { Localized } from "../../../shared/i18n";

/** Column helpers every domain's tables use. */
export const localized = (name: string) => jsonb(name).$type<Localized>();
/** A point in time (`timestamptz`). */
export const ts = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const updatedAt = () => ts("updated_at").notNull().defaultNow();
export const notifiedAt = () => ts("notified_at");
/** When a row was created and last changed. */
export const timestampColumns = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A record staff create in the console: who created it, when, and when it last changed. */
export const authorColumns = () => ({
  createdBy: integer("created_by"),
  ...timestampColumns(),
});

/**
 * The content lifecycle's columns (`content_lifecycle_enable`, migration 0016; ADR 0041): the
 * public site shows only `published`; saves carry `version`; a hold names who edits and since.
 */
export const lifecycleColumns = () => ({
  status: text("status").$type<ContentStatus>().notNull().default("draft"),
  publishAt: ts("publish_at"),
  version: integer("version").notNull().default(1),
  updatedBy: integer("updated_by"),
  lockedBy: integer("locked_by"),
  lockedAt: ts("locked_at"),
});
