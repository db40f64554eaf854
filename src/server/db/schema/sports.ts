import * as pg from "drizzle-orm/pg-core";
import type { PlayerStatisticsDto } from "../../../shared/sports/dtos";
import type {
  MatchEventType,
  MatchPeriod,
  MatchSide,
  MatchStatus,
} from "../../../shared/sports/match-status";
import type { StandingsRules } from "../../../shared/sports/standings-rules";
import type { PlayerPosition } from "../../../shared/sports/constants";
import { createdAt, localized, ts, updatedAt, lifecycleColumns, authorColumns } from "./columns";

/**
 * Mirrors migrations/0001_platform.sql, 0002_content.sql, 0004_forms.sql, 0020_match_live.sql, 0021_standings.sql, 0023_sports_data.sql, 0024_sports_pictures.sql, 0059_record_versions.sql and 0060_match_event_versions.sql; the SQL files are
 * the source of truth for constraints.
 */
export const clubs = pg.pgTable("clubs", {
  id: pg.serial("id").primaryKey(),
  name: localized("name").notNull(),
  imageUrl: pg.text("image_url").notNull(),
  isOwn: pg.boolean("is_own").notNull().default(false),
  status: pg.smallint("status").notNull().default(1),
  /** Migration 0024: the crest from the media library (image_url follows it). */
  crestMediaId: pg.integer("crest_media_id"),
  /** Migration 0059: moves with every staff save; a save names the one it started from. */
  version: pg.integer("version").notNull().default(1),
});

export const stadiums = pg.pgTable("stadiums", {
  id: pg.serial("id").primaryKey(),
  name: localized("name").notNull(),
  city: localized("city"),
  capacity: pg.integer("capacity"),
  /** Migration 0059: moves with every staff save; a save names the one it started from. */
  version: pg.integer("version").notNull().default(1),
});

export const championshipTypes = pg.pgTable("championship_types", {
  id: pg.serial("id").primaryKey(),
  ord: pg.integer("ord").notNull().default(0),
  title: localized("title").notNull(),
  logoUrl: pg.text("logo_url"),
  status: pg.smallint("status").notNull().default(1),
  /** Migration 0059: moves with every staff save; a save names the one it started from. */
  version: pg.integer("version").notNull().default(1),
});

export const championships = pg.pgTable("championships", {
  id: pg.serial("id").primaryKey(),
  typeId: pg
    .integer("type_id")
    .notNull()
    .references(() => championshipTypes.id),
  title: localized("title").notNull(),
  logoUrl: pg.text("logo_url"),
  season: pg.text("season").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
  standingsMode: pg
    .text("standings_mode")
    .$type<"manual" | "computed">()
    .notNull()
    .default("manual"),
  rules: pg.jsonb("rules").$type<StandingsRules>(),
  /** Migration 0059: moves with every staff save; a save names the one it started from. */
  version: pg.integer("version").notNull().default(1),
});

export const matches = pg.pgTable("matches", {
  id: pg.serial("id").primaryKey(),
  championshipId: pg
    .integer("championship_id")
    .notNull()
    .references(() => championships.id),
  competitorClubId: pg
    .integer("competitor_club_id")
    .notNull()
    .references(() => clubs.id),
  stadiumId: pg.integer("stadium_id").references(() => stadiums.id),
  kickoffAt: ts("kickoff_at").notNull(),
  season: pg.text("season").notNull(),
  teamGoals: pg.smallint("team_goals"),
  competitorTeamGoals: pg.smallint("competitor_team_goals"),
  ourStadium: pg.boolean("our_stadium").notNull().default(true),
  matchOver: pg.boolean("match_over").notNull().default(false),
  enableExpectation: pg.boolean("enable_expectation").notNull().default(false),
  otherInfo: pg.jsonb("other_info").$type<Record<string, unknown>>().notNull().default({}),
  status: pg.smallint("status").notNull().default(1),
  matchStatus: pg.text("match_status").$type<MatchStatus>().notNull().default("scheduled"),
  updatedAt: updatedAt(),
  predictionOpensAt: ts("prediction_opens_at"),
  predictionClosesAt: ts("prediction_closes_at"),
  /** Migration 0060: moved on by every write of the row (a trigger); a save names the one it read. */
  version: pg.integer("version").notNull().default(1),
});

/** Migration 0020: what happened on the pitch; the match's score is derived from these. */
export const matchEvents = pg.pgTable("match_events", {
  id: pg.bigserial("id", { mode: "number" }).primaryKey(),
  matchId: pg
    .integer("match_id")
    .notNull()
    .references(() => matches.id, { onDelete: "cascade" }),
  type: pg.text("type").$type<MatchEventType>().notNull(),
  side: pg.text("side").$type<MatchSide>(),
  period: pg.text("period").$type<MatchPeriod>(),
  minute: pg.smallint("minute").notNull(),
  playerId: pg.integer("player_id"),
  createdBy: pg.integer("created_by"),
  createdAt: createdAt(),
});

export const teams = pg.pgTable("teams", {
  id: pg.serial("id").primaryKey(),
  categoryId: pg.integer("category_id"),
  name: localized("name").notNull(),
  kind: pg.text("kind").$type<"first" | "junior" | "other">().notNull().default("first"),
  imageUrl: pg.text("image_url"),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
  /** Migration 0059: moves with every staff save; a save names the one it started from. */
  version: pg.integer("version").notNull().default(1),
});

export const players = pg.pgTable("players", {
  id: pg.serial("id").primaryKey(),
  teamId: pg
    .integer("team_id")
    .notNull()
    .references(() => teams.id, { onDelete: "cascade" }),
  name: localized("name").notNull(),
  number: pg.smallint("number"),
  position: pg.text("position").$type<PlayerPosition>().notNull(),
  imageUrl: pg.text("image_url").notNull(),
  nationality: localized("nationality"),
  birthDate: pg.date("birth_date"),
  bio: localized("bio").notNull().default({ ar: "" }),
  preferredLeg: pg.text("preferred_leg").$type<"left" | "right" | "both">(),
  preferredPosition: localized("preferred_position"),
  statistics: pg.jsonb("statistics").$type<PlayerStatisticsDto>().notNull().default({}),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
  /** Migration 0024: the photo from the media library (image_url follows it). */
  photoMediaId: pg.integer("photo_media_id"),
  /** Migration 0059: moves with every staff save; a save names the one it started from. */
  version: pg.integer("version").notNull().default(1),
});

export const championshipResults = pg.pgTable("championship_results", {
  id: pg.serial("id").primaryKey(),
  championshipId: pg
    .integer("championship_id")
    .notNull()
    .references(() => championships.id, { onDelete: "cascade" }),
  clubId: pg
    .integer("club_id")
    .notNull()
    .references(() => clubs.id),
  pos: pg.smallint("pos").notNull(),
  p: pg.smallint("p").notNull().default(0),
  w: pg.smallint("w").notNull().default(0),
  d: pg.smallint("d").notNull().default(0),
  l: pg.smallint("l").notNull().default(0),
  gf: pg.smallint("gf").notNull().default(0),
  ga: pg.smallint("ga").notNull().default(0),
  pts: pg.smallint("pts").notNull().default(0),
  otherInfo: pg
    .jsonb("other_info")
    .$type<{ pts?: number; [key: string]: unknown }>()
    .notNull()
    .default({}),
  status: pg.smallint("status").notNull().default(1),
});

export const sportCategories = pg.pgTable("sport_categories", {
  id: pg.serial("id").primaryKey(),
  parentId: pg.integer("parent_id"),
  name: localized("name").notNull(),
  description: localized("description").notNull().default({ ar: "" }),
  imageUrl: pg.text("image_url").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  canJoin: pg.boolean("can_join").notNull().default(true),
  /** The content lifecycle (0039; ADR 0041, 0050): the public site shows only `published`. */
  ...lifecycleColumns(),
  imageMediaId: pg.integer("image_media_id"),
  ...authorColumns(),
});

/** Migration 0021: results between other clubs of a championship, for computed tables. */
export const championshipFixtures = pg.pgTable("championship_fixtures", {
  id: pg.serial("id").primaryKey(),
  championshipId: pg.integer("championship_id").notNull(),
  homeClubId: pg.integer("home_club_id").notNull(),
  awayClubId: pg.integer("away_club_id").notNull(),
  homeGoals: pg.smallint("home_goals"),
  awayGoals: pg.smallint("away_goals"),
  status: pg.text("status").$type<MatchStatus>().notNull().default("finished"),
  playedOn: pg.date("played_on"),
});

/** Migration 0021: points added to (or deducted from) a club's total, with the reason. */
export const standingAdjustments = pg.pgTable("standing_adjustments", {
  id: pg.serial("id").primaryKey(),
  championshipId: pg.integer("championship_id").notNull(),
  clubId: pg.integer("club_id").notNull(),
  points: pg.smallint("points").notNull(),
  reason: pg.text("reason").notNull(),
  createdBy: pg.integer("created_by"),
  createdAt: createdAt(),
});

/** Migration 0023: a championship's stages, their groups and the clubs drawn into each. */
export const championshipStages = pg.pgTable("championship_stages", {
  id: pg.serial("id").primaryKey(),
  championshipId: pg.integer("championship_id").notNull(),
  name: localized("name").notNull(),
  kind: pg.text("kind").$type<"league" | "groups" | "knockout">().notNull(),
  ord: pg.integer("ord").notNull().default(0),
});

export const championshipGroups = pg.pgTable("championship_groups", {
  id: pg.serial("id").primaryKey(),
  stageId: pg.integer("stage_id").notNull(),
  name: localized("name").notNull(),
  ord: pg.integer("ord").notNull().default(0),
});

export const championshipGroupClubs = pg.pgTable(
  "championship_group_clubs",
  {
    groupId: pg.integer("group_id").notNull(),
    clubId: pg.integer("club_id").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.groupId, t.clubId] })],
);

/** Migration 0023: a player's statistics for one season. */
export const playerStatistics = pg.pgTable(
  "player_statistics",
  {
    playerId: pg.integer("player_id").notNull(),
    season: pg.text("season").notNull(),
    statistics: pg.jsonb("statistics").$type<PlayerStatisticsDto>().notNull().default({}),
  },
  (t) => [pg.primaryKey({ columns: [t.playerId, t.season] })],
);
