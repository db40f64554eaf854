import { integer, jsonb, text, timestamp } from "drizzle-orm/pg-core";
import type { ContentStatus } from "../../../shared/content/lifecycle";
import type { Localized } from "../../../shared/i18n";

/** Column helpers every domain's tables use. */
export const localized = (name: string) => jsonb(name).$type<Localized>();
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const notifiedAt = () => timestamp("notified_at", { withTimezone: true });

/**
 * The content lifecycle's columns (`content_lifecycle_enable`, migration 0016; ADR 0041): the
 * public site shows only `published`; saves carry `version`; a hold names who edits and since.
 */
export const lifecycleColumns = () => ({
  status: text("status").$type<ContentStatus>().notNull().default("draft"),
  publishAt: timestamp("publish_at", { withTimezone: true }),
  version: integer("version").notNull().default(1),
  updatedBy: integer("updated_by"),
  lockedBy: integer("locked_by"),
  lockedAt: timestamp("locked_at", { withTimezone: true }),
});
