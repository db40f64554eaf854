import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { PlayerStatisticsDto } from "../../../shared/sports/types";
import { localized } from "./columns";

/**
 * Mirrors migrations/0001_platform.sql, 0002_content.sql and 0004_forms.sql; the SQL files are
 * the source of truth for constraints.
 */
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

export const PLAYER_POSITIONS = [
  "Goalkeeper",
  "Defender",
  "Midfielder",
  "Forward",
  "Manegar",
] as const;

export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

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
  statistics: jsonb("statistics").$type<PlayerStatisticsDto>().notNull().default({}),
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

export const sportCategories = pgTable("sport_categories", {
  id: serial("id").primaryKey(),
  parentId: integer("parent_id"),
  name: localized("name").notNull(),
  description: localized("description").notNull().default({ ar: "" }),
  imageUrl: text("image_url").notNull(),
  ord: integer("ord").notNull().default(0),
  canJoin: boolean("can_join").notNull().default(true),
  status: smallint("status").notNull().default(1),
});
