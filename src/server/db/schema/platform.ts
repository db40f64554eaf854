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

/** Mirrors migrations/0001_platform.sql; the SQL file is the source of truth for constraints. */
const localized = (name: string) => jsonb(name).$type<Localized>();

export type SlideTarget = {
  type: "None" | "URL" | "Page";
  target?: string;
  button?: Localized;
};

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

export const labels = pgTable("labels", {
  id: serial("id").primaryKey(),
  type: text("type").notNull(),
  title: localized("title").notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

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

export const clubs = pgTable("clubs", {
  id: serial("id").primaryKey(),
  name: localized("name").notNull(),
  imageUrl: text("image_url").notNull(),
  isOwn: boolean("is_own").notNull().default(false),
  status: smallint("status").notNull().default(1),
});

export const stadiums = pgTable("stadiums", {
  id: serial("id").primaryKey(),
  name: localized("name").notNull(),
});

export const championshipTypes = pgTable("championship_types", {
  id: serial("id").primaryKey(),
  ord: integer("ord").notNull().default(0),
  title: localized("title").notNull(),
  logoUrl: text("logo_url"),
  status: smallint("status").notNull().default(1),
});

export const championships = pgTable("championships", {
  id: serial("id").primaryKey(),
  typeId: integer("type_id")
    .notNull()
    .references(() => championshipTypes.id),
  title: localized("title").notNull(),
  logoUrl: text("logo_url"),
  season: text("season").notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export const matches = pgTable("matches", {
  id: serial("id").primaryKey(),
  championshipId: integer("championship_id")
    .notNull()
    .references(() => championships.id),
  competitorClubId: integer("competitor_club_id")
    .notNull()
    .references(() => clubs.id),
  stadiumId: integer("stadium_id").references(() => stadiums.id),
  kickoffAt: timestamp("kickoff_at", { withTimezone: true }).notNull(),
  season: text("season").notNull(),
  teamGoals: smallint("team_goals"),
  competitorTeamGoals: smallint("competitor_team_goals"),
  ourStadium: boolean("our_stadium").notNull().default(true),
  matchOver: boolean("match_over").notNull().default(false),
  enableExpectation: boolean("enable_expectation").notNull().default(false),
  otherInfo: jsonb("other_info").$type<Record<string, unknown>>().notNull().default({}),
  status: smallint("status").notNull().default(1),
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

export const rateCounters = pgTable("rate_counters", {
  key: text("key").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  count: integer("count").notNull().default(0),
  /** Two windows after window_start: pruned after that (0009). */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
