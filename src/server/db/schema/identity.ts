import {
  bigserial,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";

/** Mirrors migrations/0003_identity.sql; the SQL file is the source of truth for constraints. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const areas = pgTable("areas", {
  id: serial("id").primaryKey(),
  type: smallint("type").notNull(),
  countryId: integer("country_id"),
  code: text("code").notNull(),
  name: jsonb("name").$type<Localized>().notNull(),
  mobileCode: text("mobile_code"),
  emoji: text("emoji"),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export const members = pgTable("members", {
  id: serial("id").primaryKey(),
  phone: text("phone").notNull().unique(),
  name: text("name"),
  email: text("email"),
  birthDate: date("birth_date"),
  gender: text("gender").$type<"male" | "female">().notNull().default("male"),
  tShirtSize: text("t_shirt_size").$type<"S" | "M" | "L" | "XL">().notNull().default("XL"),
  countryId: integer("country_id"),
  cityId: integer("city_id"),
  avatarFile: text("avatar_file"),
  qrCode: text("qr_code").notNull().unique(),
  status: smallint("status").notNull().default(1),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const otpCodes = pgTable(
  "otp_codes",
  {
    purpose: text("purpose").notNull(),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    firstFailedAt: ts("first_failed_at"),
    sentAt: ts("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.purpose, t.phone] })],
);

export const memberSessions = pgTable("member_sessions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  memberId: integer("member_id").notNull(),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: ts("created_at").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
  revokedAt: ts("revoked_at"),
});

export const polls = pgTable("polls", {
  key: text("key").primaryKey(),
  title: jsonb("title").$type<Localized>().notNull(),
  status: smallint("status").notNull().default(1),
  ord: integer("ord").notNull().default(0),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const pollAnswers = pgTable(
  "poll_answers",
  {
    pollKey: text("poll_key").notNull(),
    memberId: integer("member_id").notNull(),
    value: text("value").$type<"yes" | "no">().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pollKey, t.memberId] })],
);

export const memberAudit = pgTable("member_audit", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  memberId: integer("member_id").notNull(),
  action: text("action").notNull(),
  at: ts("at").notNull().defaultNow(),
});
