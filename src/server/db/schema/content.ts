import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";
import type { RichDoc } from "../../../shared/content/rich-text";
import { localized, lifecycleColumns, authorColumns } from "./columns";

/**
 * Mirrors migrations/0001_platform.sql and 0002_content.sql; the SQL files are the source of
 * truth for constraints.
 */
export const labels = pg.pgTable("labels", {
  id: pg.serial("id").primaryKey(),
  type: pg.text("type").notNull(),
  title: localized("title").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
  /** Added by 0018: bumped by every save; a save from an older version is refused. */
  version: pg.integer("version").notNull().default(1),
});

export type SlideTarget = {
  type: "None" | "URL" | "Page";
  target?: string;
  button?: Localized;
};

export const slides = pg.pgTable(
  "slides",
  {
    id: pg.serial("id").primaryKey(),
    kind: pg.text("kind").$type<"slider" | "banner">().notNull(),
    key: pg.text("key").notNull(),
    title: localized("title").notNull(),
    description: localized("description").notNull().default({ ar: "" }),
    imageUrl: pg.text("image_url").notNull(),
    ord: pg.integer("ord").notNull().default(0),
    winsTimes: pg.integer("wins_times"),
    target: pg.jsonb("target").$type<SlideTarget>().notNull().default({ type: "None" }),
    /** The content lifecycle (0029; ADR 0041): the public site shows only `published`. */
    ...lifecycleColumns(),
    /** The picture from the media library; `imageUrl` follows it (and serves older slides). */
    imageMediaId: pg.integer("image_media_id"),
    ...authorColumns(),
  },
  (t) => [
    pg
      .index("slides_published_idx")
      .on(t.kind, t.key, t.ord, t.id)
      .where(sql`status = 'published'`),
  ],
);

export const partners = pg.pgTable("partners", {
  id: pg.serial("id").primaryKey(),
  type: pg.smallint("type").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  url: pg.text("url"),
  imageUrl: pg.text("image_url").notNull(),
  sponsorName: localized("sponsor_name").notNull(),
  title: localized("title").notNull(),
  /** The content lifecycle (0027; ADR 0041): the public site shows only `published`. */
  ...lifecycleColumns(),
  /** The logo from the media library; `imageUrl` follows it (and serves older sponsors). */
  imageMediaId: pg.integer("image_media_id"),
  ...authorColumns(),
});

export const offers = pg.pgTable("offers", {
  id: pg.serial("id").primaryKey(),
  title: localized("title").notNull(),
  description: localized("description").notNull().default({ ar: "" }),
  imageUrl: pg.text("image_url").notNull(),
  url: pg.text("url").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  /** The content lifecycle (0019; ADR 0041): the public site shows only `published`. */
  ...lifecycleColumns(),
  /** The picture from the media library; `imageUrl` follows it (and serves older offers). */
  imageMediaId: pg.integer("image_media_id"),
  ...authorColumns(),
});

export type PageOtherInfo = {
  navigation?: { header?: boolean; footer?: boolean; footerColumn?: string };
  botCheck?: boolean;
};

export const pages = pg.pgTable("pages", {
  id: pg.serial("id").primaryKey(),
  path: pg.text("path").notNull().unique(),
  titles: localized("titles").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  /** The content lifecycle (0041; ADR 0041, 0051): the public site shows only `published`. */
  ...lifecycleColumns(),
  otherInfo: pg.jsonb("other_info").$type<PageOtherInfo>().notNull().default({}),
  ...authorColumns(),
});

export type SectionCustomFields = {
  section_image?: string;
  target_button?: string;
  button_link?: string;
  button_text?: Localized;
  slider_id?: number;
  [key: string]: unknown;
};

export const sections = pg.pgTable("sections", {
  id: pg.serial("id").primaryKey(),
  pageId: pg
    .integer("page_id")
    .notNull()
    .references(() => pages.id, { onDelete: "cascade" }),
  ord: pg.integer("ord").notNull().default(0),
  title: localized("title").notNull().default({ ar: "" }),
  description: localized("description").notNull().default({ ar: "" }),
  mediaUrl: pg.text("media_url"),
  status: pg.smallint("status").notNull().default(1),
  style: pg.jsonb("style").$type<{ type: string }>().notNull(),
  customFields: pg.jsonb("custom_fields").$type<SectionCustomFields>().notNull().default({}),
  /** The section's picture from the media library (0041); `mediaUrl`/`section_image` follow it. */
  imageMediaId: pg.integer("image_media_id"),
});

export const news = pg.pgTable("news", {
  id: pg.serial("id").primaryKey(),
  title: localized("title").notNull(),
  description: localized("description").notNull().default({ ar: "" }),
  imageUrl: pg.text("image_url").notNull(),
  /** The cover from the media library (0015_media.sql); `imageUrl` serves items without one. */
  coverMediaId: pg.integer("cover_media_id"),
  categoryId: pg.integer("category_id").references(() => labels.id),
  pinned: pg.boolean("pinned").notNull().default(false),
  /** The content lifecycle (0016, 0017; ADR 0041): the public site shows only `published`. */
  ...lifecycleColumns(),
  /** The body the console edits, a Tiptap document per language; `description` holds its HTML. */
  body: pg.jsonb("body").$type<Partial<Record<"ar" | "en" | "es", RichDoc>>>(),
  excerpt: localized("excerpt").notNull().default({ ar: "" }),
  tags: pg.text("tags").array().notNull().default([]),
  showOnHome: pg.boolean("show_on_home").notNull().default(true),
  ...authorColumns(),
});

/** A news item's gallery (0017): library pictures in order. */
export const newsGallery = pg.pgTable(
  "news_gallery",
  {
    newsId: pg.integer("news_id").notNull(),
    mediaId: pg.integer("media_id").notNull(),
    ord: pg.smallint("ord").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.newsId, t.ord] })],
);

/** One language's text of an initiative (spec section 3; field names as the spec spells them). */
export type InitiativeText = {
  title: string;
  idea: { title: string; list: string[] };
  golas: string[];
  targetd: string[];
  way: string;
  success: string;
};

export const initiatives = pg.pgTable("initiatives", {
  id: pg.serial("id").primaryKey(),
  season: pg.text("season").notNull(),
  imageUrl: pg.text("image_url").notNull(),
  images: pg.jsonb("images").$type<string[]>().notNull().default([]),
  targetdCount: pg.integer("targetd_count"),
  content: pg
    .jsonb("content")
    .$type<{ ar: InitiativeText; en?: InitiativeText; es?: InitiativeText }>()
    .notNull(),
  ord: pg.integer("ord").notNull().default(0),
  /** The content lifecycle (0039; ADR 0041, 0050): the public site shows only `published`. */
  ...lifecycleColumns(),
  imageMediaId: pg.integer("image_media_id"),
  /** The gallery's library pictures in order (0047); `images` keeps their addresses. */
  galleryMediaIds: pg.integer("gallery_media_ids").array().notNull().default([]),
  ...authorColumns(),
});
