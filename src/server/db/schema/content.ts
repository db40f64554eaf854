import {
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";
import { championships, clubs } from "./platform";

/** Mirrors migrations/0002_content.sql; the SQL file is the source of truth for constraints. */
const localized = (name: string) => jsonb(name).$type<Localized>();

export const PLAYER_POSITIONS = [
  "Goalkeeper",
  "Defender",
  "Midfielder",
  "Forward",
  "Manegar",
] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

/** Season statistics of a player (spec section 3). */
export type PlayerStatistics = {
  minutes_played?: number;
  red_cards?: number;
  yellow_cards?: number;
  tackles?: number;
  interceptions?: number;
  aerial_duels?: number;
  clean_sheets?: number;
  passes?: number;
  successful_passes?: number;
  failed_passes?: number;
  shots?: number;
  shots_on_target?: number;
  shots_off_target?: number;
  shooting_accuracy?: number;
};

export const teams = pgTable("teams", {
  id: serial("id").primaryKey(),
  categoryId: integer("category_id"),
  name: localized("name").notNull(),
  kind: text("kind").$type<"first" | "junior" | "other">().notNull().default("first"),
  imageUrl: text("image_url"),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export const players = pgTable("players", {
  id: serial("id").primaryKey(),
  teamId: integer("team_id")
    .notNull()
    .references(() => teams.id, { onDelete: "cascade" }),
  name: localized("name").notNull(),
  number: smallint("number"),
  position: text("position").$type<PlayerPosition>().notNull(),
  imageUrl: text("image_url").notNull(),
  nationality: localized("nationality"),
  birthDate: date("birth_date"),
  bio: localized("bio").notNull().default({ ar: "" }),
  preferredLeg: text("preferred_leg").$type<"left" | "right" | "both">(),
  preferredPosition: localized("preferred_position"),
  statistics: jsonb("statistics").$type<PlayerStatistics>().notNull().default({}),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export const championshipResults = pgTable("championship_results", {
  id: serial("id").primaryKey(),
  championshipId: integer("championship_id")
    .notNull()
    .references(() => championships.id, { onDelete: "cascade" }),
  clubId: integer("club_id")
    .notNull()
    .references(() => clubs.id),
  pos: smallint("pos").notNull(),
  p: smallint("p").notNull().default(0),
  w: smallint("w").notNull().default(0),
  d: smallint("d").notNull().default(0),
  l: smallint("l").notNull().default(0),
  gf: smallint("gf").notNull().default(0),
  ga: smallint("ga").notNull().default(0),
  pts: smallint("pts").notNull().default(0),
  otherInfo: jsonb("other_info")
    .$type<{ pts?: number; [key: string]: unknown }>()
    .notNull()
    .default({}),
  status: smallint("status").notNull().default(1),
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
