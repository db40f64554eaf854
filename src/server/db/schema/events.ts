import * as pg from "drizzle-orm/pg-core";
import type { Localized } from "../../../shared/i18n";
import type { StandPosition } from "../../../shared/events/seat-map";
import { createdAt, ts, timestampColumns } from "./columns";

/** Mirrors migrations/0006_events.sql; the SQL file is the source of truth for constraints. */

/**
 * The event day a row belongs to: `event_dates`' key (event_id, attend_on), which reservations
 * and the gate's records carry.
 */
const eventDayColumns = () => ({
  eventId: pg.integer("event_id").notNull(),
  attendOn: pg.date("attend_on").notNull(),
});

export const events = pg.pgTable("events", {
  id: pg.serial("id").primaryKey(),
  title: pg.jsonb("title").$type<Localized>().notNull(),
  description: pg.jsonb("description").$type<Localized>().notNull(),
  imageUrl: pg.text("image_url"),
  venue: pg.jsonb("venue").$type<Localized>(),
  availabilityFrom: ts("availability_from").notNull(),
  availabilityTo: ts("availability_to").notNull(),
  allowReservation: pg.boolean("allow_reservation").notNull().default(true),
  maxSeats: pg.integer("max_seats").notNull().default(1),
  status: pg.smallint("status").notNull().default(1),
  ord: pg.integer("ord").notNull().default(0),
  /** Gates open this many minutes before a day's start (0025). */
  gatesOpenMinutes: pg.integer("gates_open_minutes").notNull().default(180),
  /** Members may cancel their own reservation until this many minutes before the start (0025). */
  cancelCutoffMinutes: pg.integer("cancel_cutoff_minutes").notNull().default(180),
  /** The match the event is for; its pictures from the media library; who may book (0026). */
  matchId: pg.integer("match_id"),
  mediaIds: pg.integer("media_ids").array().notNull().default([]),
  guestsAllowed: pg.boolean("guests_allowed").notNull().default(true),
  /** The ticket shows this many hours before a day's start (0026). */
  ticketVisibleHours: pg.integer("ticket_visible_hours").notNull().default(8),
  /** The seat map's version, moved on by every seat map save (0059). */
  seatMapVersion: pg.integer("seat_map_version").notNull().default(1),
  /** The event form's version, checked and moved on by every save of the form (0060). */
  version: pg.integer("version").notNull().default(1),
  ...timestampColumns(),
});

export const eventDates = pg.pgTable(
  "event_dates",
  {
    ...eventDayColumns(),
    startsAt: ts("starts_at").notNull(),
    status: pg.smallint("status").notNull().default(1),
  },
  (t) => [pg.primaryKey({ columns: [t.eventId, t.attendOn] })],
);

export const eventContainers = pg.pgTable("event_containers", {
  id: pg.serial("id").primaryKey(),
  eventId: pg.integer("event_id").notNull(),
  parentId: pg.integer("parent_id"),
  title: pg.jsonb("title").$type<Localized>().notNull(),
  gate: pg.jsonb("gate").$type<Localized>(),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
  /** An area's side of the pitch or corner (0052); NULL: placed by its order. */
  standPosition: pg.text("stand_position").$type<StandPosition>(),
});

export const eventBlocks = pg.pgTable("event_blocks", {
  id: pg.serial("id").primaryKey(),
  eventId: pg.integer("event_id").notNull(),
  containerId: pg.integer("container_id").notNull(),
  rowLabel: pg.text("row_label").notNull(),
  number: pg.integer("number").notNull(),
  ord: pg.integer("ord").notNull().default(0),
  status: pg.smallint("status").notNull().default(1),
  /** The seat's place in its block, and what the editor marked on it (0026). */
  gridRow: pg.integer("grid_row").notNull().default(0),
  gridCol: pg.integer("grid_col").notNull().default(0),
  accessible: pg.boolean("accessible").notNull().default(false),
  companion: pg.boolean("companion").notNull().default(false),
  restrictedView: pg.boolean("restricted_view").notNull().default(false),
  staffHeld: pg.boolean("staff_held").notNull().default(false),
});

export const reservations = pg.pgTable("reservations", {
  id: pg.serial("id").primaryKey(),
  ...eventDayColumns(),
  memberId: pg.integer("member_id"),
  guestPhone: pg.text("guest_phone"),
  guestName: pg.text("guest_name"),
  guestEmail: pg.text("guest_email"),
  /** The booker's phone (member's or guest's), set by a trigger: one per event day (0008). */
  phone: pg.text("phone"),
  reference: pg.text("reference").notNull().unique(),
  createdAt: createdAt(),
  cancelledAt: ts("cancelled_at"),
  cancelledBy: pg.text("cancelled_by").$type<"holder" | "staff">(),
  cancelReason: pg.text("cancel_reason"),
});

/** One row per seat held: a ticket (its id is the ticket id a signed QR code carries, 0025). */
export const reservationSeats = pg.pgTable("reservation_seats", {
  id: pg.serial("id").primaryKey(),
  reservationId: pg.integer("reservation_id").notNull(),
  eventId: pg.integer("event_id").notNull(),
  blockId: pg.integer("block_id").notNull(),
  attendOn: pg.date("attend_on").notNull(),
  createdAt: createdAt(),
  cancelledAt: ts("cancelled_at"),
});

/** Every gate scan with its verdict (0025). */
export const checkinScans = pg.pgTable("checkin_scans", {
  id: pg.bigserial("id", { mode: "number" }).primaryKey(),
  nonce: pg.text("nonce").notNull().unique(),
  staffId: pg.integer("staff_id"),
  ...eventDayColumns(),
  gate: pg.text("gate").notNull(),
  device: pg.text("device").notNull(),
  code: pg.text("code").notNull(),
  ticketId: pg.integer("ticket_id"),
  status: pg.text("status").notNull(),
  reason: pg.text("reason"),
  forced: pg.boolean("forced").notNull().default(false),
  scannedAt: ts("scanned_at").notNull(),
  receivedAt: ts("received_at").notNull().defaultNow(),
  answer: pg.jsonb("answer").notNull(),
});

/** The first valid scan of each ticket (primary key: one entry per ticket, 0025). */
export const ticketRedemptions = pg.pgTable("ticket_redemptions", {
  ticketId: pg.integer("ticket_id").primaryKey(),
  scanId: pg.bigint("scan_id", { mode: "number" }).notNull(),
  ...eventDayColumns(),
  redeemedAt: ts("redeemed_at").notNull(),
  gate: pg.text("gate").notNull(),
  device: pg.text("device").notNull(),
  staffId: pg.integer("staff_id"),
});

/** Offline scans that admitted a ticket already used elsewhere, or cancelled (0025). */
export const checkinConflicts = pg.pgTable("checkin_conflicts", {
  id: pg.serial("id").primaryKey(),
  ticketId: pg.integer("ticket_id").notNull(),
  ...eventDayColumns(),
  kind: pg.text("kind").$type<"double_entry" | "cancelled_entry">().notNull(),
  firstScanId: pg.bigint("first_scan_id", { mode: "number" }),
  scanId: pg.bigint("scan_id", { mode: "number" }).notNull().unique(),
  createdAt: createdAt(),
});

export const guestVerifications = pg.pgTable("guest_verifications", {
  id: pg.uuid("id").primaryKey(),
  phone: pg.text("phone").notNull(),
  createdAt: createdAt(),
  expiresAt: ts("expires_at").notNull(),
  verifiedAt: ts("verified_at"),
  tokenHash: pg.text("token_hash").unique(),
  tokenExpiresAt: ts("token_expires_at"),
});
