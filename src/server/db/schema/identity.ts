import * as pg from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";
import { createdAt, ts, updatedAt, lifecycleColumns, timestampColumns } from "./columns";

/** Mirrors migrations/0003_identity.sql; the SQL file is the source of truth for constraints. */

export const areas = pg.pgTable("areas", {
  id: pg.serial("id").primaryKey(),
  type: pg.smallint("type").notNull(),
  countryId: pg.integer("country_id"),
  code: pg.text("code").notNull(),
  name: pg.jsonb("name").$type<Localized>().notNull(),
  mobileCode: pg.text("mobile_code"),
  emoji: pg.text("emoji"),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
});

export const members = pg.pgTable("members", {
  id: pg.serial("id").primaryKey(),
  phone: pg.text("phone").notNull().unique(),
  name: pg.text("name"),
  email: pg.text("email"),
  birthDate: pg.date("birth_date"),
  gender: pg.text("gender").$type<"male" | "female">().notNull().default("male"),
  tShirtSize: pg.text("t_shirt_size").$type<"S" | "M" | "L" | "XL">().notNull().default("XL"),
  countryId: pg.integer("country_id"),
  cityId: pg.integer("city_id"),
  avatarFile: pg.text("avatar_file"),
  qrCode: pg.text("qr_code").notNull().unique(),
  status: pg.smallint("status").notNull().default(1),
  ...timestampColumns(),
  /** Migration 0034: bumped by every console save (stale saves are refused). */
  version: pg.integer("version").notNull().default(1),
  createdBy: pg.integer("created_by"),
});

export const otpCodes = pg.pgTable(
  "otp_codes",
  {
    purpose: pg.text("purpose").notNull(),
    phone: pg.text("phone").notNull(),
    codeHash: pg.text("code_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    failedAttempts: pg.integer("failed_attempts").notNull().default(0),
    firstFailedAt: ts("first_failed_at"),
    sentAt: ts("sent_at").notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.purpose, t.phone] })],
);

export const memberSessions = pg.pgTable("member_sessions", {
  id: pg.bigserial("id", { mode: "number" }).primaryKey(),
  memberId: pg.integer("member_id").notNull(),
  tokenHash: pg.text("token_hash").notNull().unique(),
  createdAt: createdAt(),
  expiresAt: ts("expires_at").notNull(),
  revokedAt: ts("revoked_at"),
});

export const polls = pg.pgTable("polls", {
  key: pg.text("key").primaryKey(),
  /** The console's number for the poll (0045); members' answers keep pointing at the key. */
  id: pg.integer("id").generatedByDefaultAsIdentity().notNull().unique(),
  title: pg.jsonb("title").$type<Localized>().notNull(),
  ord: pg.integer("ord").notNull().default(0),
  createdAt: createdAt(),
  /** The content lifecycle (0045; ADR 0041, 0054): the site shows only `published`, inside its window. */
  ...lifecycleColumns(),
  matchId: pg.integer("match_id"),
  opensAt: ts("opens_at"),
  closesAt: ts("closes_at"),
  createdBy: pg.integer("created_by"),
  updatedAt: updatedAt(),
});

export const pollAnswers = pg.pgTable(
  "poll_answers",
  {
    pollKey: pg.text("poll_key").notNull(),
    memberId: pg.integer("member_id").notNull(),
    value: pg.text("value").$type<"yes" | "no">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.pollKey, t.memberId] })],
);

export const memberAudit = pg.pgTable("member_audit", {
  id: pg.bigserial("id", { mode: "number" }).primaryKey(),
  memberId: pg.integer("member_id").notNull(),
  action: pg.text("action").notNull(),
  at: ts("at").notNull().defaultNow(),
});
