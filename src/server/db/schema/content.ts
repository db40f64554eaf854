import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";
import { localized } from "./columns";

/**
 * Mirrors migrations/0001_platform.sql and 0002_content.sql; the SQL files are the source of
 * truth for constraints.
 */
export const labels = pgTable("labels", {
  id: serial("id").primaryKey(),
  type: text("type").notNull(),
  title: localized("title").notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export type SlideTarget = {
  type: "None" | "URL" | "Page";
  target?: string;
  button?: Localized;
};

export const slides = pgTable(
  "slides",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"slider" | "banner">().notNull(),
    key: text("key").notNull(),
    title: localized("title").notNull(),
    description: localized("description").notNull().default({ ar: "" }),
    imageUrl: text("image_url").notNull(),
    ord: integer("ord").notNull().default(0),
    winsTimes: integer("wins_times"),
    target: jsonb("target").$type<SlideTarget>().notNull().default({ type: "None" }),
    status: smallint("status").notNull().default(1),
  },
  (t) => [index("slides_kind_key_idx").on(t.kind, t.key, t.ord)],
);

export const partners = pgTable("partners", {
  id: serial("id").primaryKey(),
  type: smallint("type").notNull(),
  ord: integer("ord").notNull().default(0),
  url: text("url"),
  imageUrl: text("image_url").notNull(),
  sponsorName: localized("sponsor_name").notNull(),
  title: localized("title").notNull(),
  status: smallint("status").notNull().default(1),
});

export const offers = pgTable("offers", {
  id: serial("id").primaryKey(),
  title: localized("title").notNull(),
  description: localized("description").notNull().default({ ar: "" }),
  imageUrl: text("image_url").notNull(),
  url: text("url").notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export type PageOtherInfo = {
  navigation?: { header?: boolean; footer?: boolean; footerColumn?: string };
  botCheck?: boolean;
};

export const pages = pgTable("pages", {
  id: serial("id").primaryKey(),
  path: text("path").notNull().unique(),
  titles: localized("titles").notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
  otherInfo: jsonb("other_info").$type<PageOtherInfo>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type SectionCustomFields = {
  section_image?: string;
  target_button?: string;
  button_link?: string;
  button_text?: Localized;
  slider_id?: number;
  [key: string]: unknown;
};

export const sections = pgTable("sections", {
  id: serial("id").primaryKey(),
  pageId: integer("page_id")
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" }),
  ord: integer("ord").notNull().default(0),
  title: localized("title").notNull().default({ ar: "" }),
  description: localized("description").notNull().default({ ar: "" }),
  mediaUrl: text("media_url"),
  status: smallint("status").notNull().default(1),
  style: jsonb("style").$type<{ type: string }>().notNull(),
  customFields: jsonb("custom_fields").$type<SectionCustomFields>().notNull().default({}),
});

export const news = pgTable("news", {
  id: serial("id").primaryKey(),
  title: localized("title").notNull(),
  description: localized("description").notNull().default({ ar: "" }),
  imageUrl: text("image_url").notNull(),
  categoryId: integer("category_id").references(() => labels.id),
  pinned: boolean("pinned").notNull().default(false),
  status: smallint("status").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One language's text of an initiative (spec section 3; field names as the spec spells them). */
export type InitiativeText = {
  title: string;
  idea: { title: string; list: string[] };
  golas: string[];
  targetd: string[];
  way: string;
  success: string;
};

export const initiatives = pgTable("initiatives", {
  id: serial("id").primaryKey(),
  season: text("season").notNull(),
  imageUrl: text("image_url").notNull(),
  images: jsonb("images").$type<string[]>().notNull().default([]),
  targetdCount: integer("targetd_count"),
  content: jsonb("content")
    .$type<{ ar: InitiativeText; en?: InitiativeText; es?: InitiativeText }>()
    .notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
