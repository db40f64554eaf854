import * as pg from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";
import { createdAt, ts, lifecycleColumns, timestampColumns } from "./columns";

/** Mirrors migrations/0007_engagement.sql; the SQL file is the source of truth for constraints and the stats trigger. */

export const predictions = pg.pgTable("predictions", {
  id: pg.bigserial("id", { mode: "number" }).primaryKey(),
  matchId: pg.integer("match_id").notNull(),
  phone: pg.text("phone").notNull(),
  fullName: pg.text("full_name").notNull(),
  teamGoals: pg.smallint("team_goals").notNull(),
  competitorTeamGoals: pg.smallint("competitor_team_goals").notNull(),
  createdAt: createdAt(),
});

export const predictionStats = pg.pgTable("prediction_stats", {
  matchId: pg.integer("match_id").primaryKey(),
  team: pg.integer("team").notNull().default(0),
  competitor: pg.integer("competitor").notNull().default(0),
  equal: pg.integer("equal").notNull().default(0),
});

export const surveys = pg.pgTable("surveys", {
  id: pg.serial("id").primaryKey(),
  key: pg.text("key").notNull(),
  title: pg.jsonb("title").$type<Localized>().notNull(),
  description: pg.jsonb("description").$type<Partial<Localized>>().notNull().default({}),
  membersOnly: pg.boolean("members_only").notNull().default(false),
  passwordHash: pg.text("password_hash"),
  ord: pg.integer("ord").notNull().default(0),
  ...timestampColumns(),
  /** The content lifecycle (0045; ADR 0041, 0054): the site shows only `published`, inside its window. */
  ...lifecycleColumns(),
  createdBy: pg.integer("created_by"),
  opensAt: ts("opens_at"),
  closesAt: ts("closes_at"),
});

export const surveyQuestions = pg.pgTable("survey_questions", {
  id: pg.serial("id").primaryKey(),
  surveyId: pg.integer("survey_id").notNull(),
  type: pg.text("type").$type<"single" | "multiple" | "rating" | "text">().notNull(),
  title: pg.jsonb("title").$type<Localized>().notNull(),
  required: pg.boolean("required").notNull().default(true),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
});

export const surveyOptions = pg.pgTable("survey_options", {
  id: pg.serial("id").primaryKey(),
  questionId: pg.integer("question_id").notNull(),
  title: pg.jsonb("title").$type<Localized>().notNull(),
  ord: pg.integer("ord").notNull().default(0),
});

export const surveyResponses = pg.pgTable("survey_responses", {
  id: pg.bigserial("id", { mode: "number" }).primaryKey(),
  surveyId: pg.integer("survey_id").notNull(),
  memberId: pg.integer("member_id"),
  visitorHash: pg.text("visitor_hash"),
  agent: pg.text("agent"),
  createdAt: createdAt(),
});

export const surveyAnswers = pg.pgTable("survey_answers", {
  id: pg.bigserial("id", { mode: "number" }).primaryKey(),
  responseId: pg.bigint("response_id", { mode: "number" }).notNull(),
  questionId: pg.integer("question_id").notNull(),
  optionId: pg.integer("option_id"),
  rating: pg.smallint("rating"),
  textValue: pg.text("text_value"),
});
