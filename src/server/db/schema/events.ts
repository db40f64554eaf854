import {
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";

/** Mirrors migrations/0006_events.sql; the SQL file is the source of truth for constraints. */
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  title: jsonb("title").$type<Localized>().notNull(),
  description: jsonb("description").$type<Localized>().notNull(),
  imageUrl: text("image_url"),
  venue: jsonb("venue").$type<Localized>(),
  availabilityFrom: ts("availability_from").notNull(),
  availabilityTo: ts("availability_to").notNull(),
  allowReservation: boolean("allow_reservation").notNull().default(true),
  maxSeats: integer("max_seats").notNull().default(1),
  status: smallint("status").notNull().default(1),
  ord: integer("ord").notNull().default(0),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const eventDates = pgTable(
  "event_dates",
  {
    eventId: integer("event_id").notNull(),
    attendOn: date("attend_on").notNull(),
    startsAt: ts("starts_at").notNull(),
    status: smallint("status").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.attendOn] })],
);

export const eventContainers = pgTable("event_containers", {
  id: serial("id").primaryKey(),
  eventId: integer("event_id").notNull(),
  parentId: integer("parent_id"),
  title: jsonb("title").$type<Localized>().notNull(),
  gate: jsonb("gate").$type<Localized>(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export const eventBlocks = pgTable("event_blocks", {
  id: serial("id").primaryKey(),
  eventId: integer("event_id").notNull(),
  containerId: integer("container_id").notNull(),
  rowLabel: text("row_label").notNull(),
  number: integer("number").notNull(),
  ord: integer("ord").notNull().default(0),
  status: smallint("status").notNull().default(1),
});

export const reservations = pgTable("reservations", {
  id: serial("id").primaryKey(),
  eventId: integer("event_id").notNull(),
  attendOn: date("attend_on").notNull(),
  memberId: integer("member_id"),
  guestPhone: text("guest_phone"),
  guestName: text("guest_name"),
  guestEmail: text("guest_email"),
  /** The booker's phone (member's or guest's), set by a trigger: one per event day (0008). */
  phone: text("phone"),
  reference: text("reference").notNull().unique(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const reservationSeats = pgTable("reservation_seats", {
  reservationId: integer("reservation_id").notNull(),
  eventId: integer("event_id").notNull(),
  blockId: integer("block_id").notNull(),
  attendOn: date("attend_on").notNull(),
});

export const guestVerifications = pgTable("guest_verifications", {
  id: uuid("id").primaryKey(),
  phone: text("phone").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
  verifiedAt: ts("verified_at"),
  tokenHash: text("token_hash").unique(),
  tokenExpiresAt: ts("token_expires_at"),
});
