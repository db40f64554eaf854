import * as pg from "drizzle-orm/pg-core";
import type { MediaAlt, MediaVariant } from "../../../shared/media/media-ref";
import { timestampColumns } from "./columns";

/** Mirrors migrations/0015_media.sql (the SQL file is the source of truth for constraints). */
export const media = pg.pgTable("media", {
  id: pg.integer("id").primaryKey().generatedAlwaysAsIdentity(),
  kind: pg.text("kind").$type<"image">().notNull().default("image"),
  originalName: pg.text("original_name").notNull(),
  mime: pg.text("mime").notNull(),
  bytes: pg.integer("bytes").notNull(),
  width: pg.integer("width").notNull(),
  height: pg.integer("height").notNull(),
  alt: pg.jsonb("alt").$type<MediaAlt>().notNull().default({ ar: "", en: "", es: "" }),
  storageKey: pg.text("storage_key").notNull().unique(),
  variants: pg.jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  uploadedBy: pg.integer("uploaded_by"),
  ...timestampColumns(),
});
export type MediaRow = typeof media.$inferSelect;
