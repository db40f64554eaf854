import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";

/** Mirrors migrations/0007_engagement.sql; the SQL file is the source of truth for constraints and the stats trigger. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const predictions = pgTable("predictions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  matchId: integer("match_id").notNull(),
  phone: text("phone").notNull(),
  fullName: text("full_name").notNull(),
  teamGoals: smallint("team_goals").notNull(),
  competitorTeamGoals: smallint("competitor_team_goals").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const predictionStats = pgTable("prediction_stats", {
  matchId: integer("match_id").primaryKey(),
  team: integer("team").notNull().default(0),
  competitor: integer("competitor").notNull().default(0),
  equal: integer("equal").notNull().default(0),
});

export const surveys = pgTable("surveys", {
  id: serial("id").primaryKey(),
  key: text("key").notNull(),
  title: jsonb("title").$type<Localized>().notNull(),
  description: jsonb("description").$type<Partial<Localized>>().notNull().default({}),
  status: smallint("status").notNull().default(1),
  membersOnly: boolean("members_only").notNull().default(false),
  passwordHash: text("password_hash"),
  ord: integer("ord").notNull().default(0),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const surveyQuestions = pgTable("survey_questions", {
  id: serial("id").primaryKey(),
  surveyId: integer("survey_id").notNull(),
  type: text("type").$type<"single" | "multiple" | "rating" | "text">().notNull(),
  title: jsonb("title").$type<Localized>().notNull(),
  required: boolean("required").notNull().default(true),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export const surveyOptions = pgTable("survey_options", {
  id: serial("id").primaryKey(),
  questionId: integer("question_id").notNull(),
  title: jsonb("title").$type<Localized>().notNull(),
  ord: integer("ord").notNull().default(0),
});

export const surveyResponses = pgTable("survey_responses", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  surveyId: integer("survey_id").notNull(),
  memberId: integer("member_id"),
  visitorHash: text("visitor_hash"),
  agent: text("agent"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const surveyAnswers = pgTable("survey_answers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  responseId: bigint("response_id", { mode: "number" }).notNull(),
  questionId: integer("question_id").notNull(),
  optionId: integer("option_id"),
  rating: smallint("rating"),
  textValue: text("text_value"),
});
