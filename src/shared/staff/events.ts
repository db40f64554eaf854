import { z } from "zod";
import { idField as id } from "../platform/common";
import { paging, search } from "./accounts";
import { localizedAnswer, localizedInput, optionalLocalized } from "../sports/staff-data-fields";
import {
  MAX_GRID,
  MAX_SEATS_PER_MAP,
  SEAT_FLAGS_ALL,
  STAND_POSITIONS,
  seatProblems,
  type SeatTuple,
} from "../events/seat-map";

/**
 * Events and seat maps for staff (`events.manage`, issue 17, ADR 0038). The same schemas
 * validate the console's forms and the routes. Times are Riyadh wall-clock times
 * (`YYYY-MM-DDTHH:mm`, what a `datetime-local` input holds); the server reads them at +03:00.
 */

const intIn = (min: number, max: number, message: string) =>
  z.coerce.number({ message }).int(message).min(min, message).max(max, message);

/** A Riyadh wall-clock moment, `YYYY-MM-DDTHH:mm`. */
export const riyadhLocal = z
  .string({ message: "events.editor.badMoment" })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "events.editor.badMoment")
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00+03:00`)), "events.editor.badMoment");

/** The instant a Riyadh wall-clock moment names. */
export const riyadhInstant = (local: string) => new Date(`${local}:00+03:00`);

export const eventDayInput = z.object({
  date: z.iso.date({ message: "events.editor.badDate" }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "events.editor.badTime"),
});

export const eventSaveBody = z
  .object({
    id: id.optional(),
    title: localizedInput(200),
    description: optionalLocalized(5000),
    /** Pictures from the media library; the first is the cover. */
    media_ids: z.array(id).max(12, "events.editor.tooManyPictures").default([]),
    /** The match this event is for, if any. */
    match_id: id.nullable().default(null),
    /** The attend dates: one or several days, each with its start time (Riyadh). */
    dates: z
      .array(eventDayInput)
      .min(1, "events.editor.datesRequired")
      .max(60, "events.editor.tooManyDates")
      .refine((d) => new Set(d.map((x) => x.date)).size === d.length, "events.editor.dateTwice"),
    availability_from: riyadhLocal,
    availability_to: riyadhLocal,
    allow_reservation: z.boolean().default(true),
    /** Who may book: members only (false), or guests too with a code sent to their phone. */
    guests_allowed: z.boolean().default(true),
    /** Seats one member (or guest) may hold per day. */
    max_seats: intIn(1, 10, "events.editor.badMaxSeats").default(1),
    /** The ticket (and its QR code) shows this many hours before the day's start. */
    ticket_visible_hours: intIn(0, 168, "events.editor.badVisibleHours").default(8),
    /** The gates open this many minutes before the day's start. */
    gates_open_minutes: intIn(0, 1440, "events.editor.badGatesOpen").default(180),
    /** Fans may cancel their own booking until this many minutes before the start. */
    cancel_cutoff_minutes: intIn(0, 43200, "events.editor.badCancelCutoff").default(180),
    published: z.boolean().default(true),
    /**
     * The `version` that `get` answered, required on an update (a create has none): an update
     * from an older one (someone saved the event since it was read) is refused with 409
     * `stale_version`.
     */
    version: z.number().int().nonnegative().optional(),
  })
  .refine((e) => riyadhInstant(e.availability_to) > riyadhInstant(e.availability_from), {
    path: ["availability_to"],
    message: "events.editor.windowOrder",
  })
  .refine((e) => e.id === undefined || e.version !== undefined, {
    path: ["version"],
    message: "cms.versionRequired",
  });
export type EventSaveInput = z.infer<typeof eventSaveBody>;

export const eventRecord = z.object({
  id: z.number(),
  title: localizedAnswer,
  description: localizedAnswer,
  media_ids: z.array(z.number()),
  image_url: z.string().nullable(),
  match_id: z.number().nullable(),
  dates: z.array(z.object({ date: z.string(), time: z.string(), booked: z.number() })),
  availability_from: z.string(),
  availability_to: z.string(),
  allow_reservation: z.boolean(),
  guests_allowed: z.boolean(),
  max_seats: z.number(),
  ticket_visible_hours: z.number(),
  gates_open_minutes: z.number(),
  cancel_cutoff_minutes: z.number(),
  published: z.boolean(),
  /** Reservations that stand (not cancelled), all days. */
  reservations: z.number(),
  seats_total: z.number(),
  /** Moves with every save of the event; `save` sends it back. */
  version: z.number(),
});
export type EventRecord = z.infer<typeof eventRecord>;

export const eventsListBody = z.object({
  search,
  /** `upcoming`: a day still to come; `past`: every day gone. */
  when: z.enum(["upcoming", "past"]).optional(),
  published: z.enum(["yes", "no"]).optional(),
  ...paging,
});
export const eventRow = z.object({
  id: z.number(),
  label: z.string(),
  first_day: z.string().nullable(),
  last_day: z.string().nullable(),
  days: z.number(),
  published: z.boolean(),
  allow_reservation: z.boolean(),
  seats_total: z.number(),
  /** Seats held by reservations that stand, all days together. */
  seats_sold: z.number(),
  reservations: z.number(),
});
export type EventRow = z.infer<typeof eventRow>;

export const eventIdBody = z.object({ id });
export const eventOptions = z.object({
  matches: z.array(z.object({ id: z.number(), label: z.string(), date: z.string() })),
});

// ---------------------------------------------------------------- seat maps

const seatTuple = z.tuple([
  id.nullable(),
  z.string().trim().min(1, "events.editor.badRowLabel").max(8, "events.editor.badRowLabel"),
  z.number().int().min(1, "events.editor.badSeatNumber").max(9999, "events.editor.badSeatNumber"),
  z.number().int().min(0).max(MAX_GRID),
  z.number().int().min(0).max(MAX_GRID),
  z.number().int().min(0).max(SEAT_FLAGS_ALL),
]);

export const seatBlockInput = z
  .object({
    id: id.optional(),
    title: localizedInput(80),
    seats: z.array(seatTuple).max(20_000, "events.editor.tooManySeats"),
  })
  .superRefine((b, ctx) => {
    for (const p of seatProblems(b.seats as SeatTuple[])) {
      ctx.addIssue({
        code: "custom",
        path: ["seats", p.index],
        message:
          p.kind === "duplicate_label"
            ? "events.editor.seatLabelTwice"
            : "events.editor.seatPlaceTwice",
      });
    }
  });
export const seatAreaInput = z.object({
  id: id.optional(),
  title: localizedInput(80),
  gate: optionalLocalized(40),
  /** Where the stand stands round the ground; null (or absent): placed by its order. */
  position: z.enum(STAND_POSITIONS, "events.editor.badPosition").nullable().optional(),
  blocks: z.array(seatBlockInput).max(100, "events.editor.tooManyBlocks"),
});

export const seatMapSaveBody = z
  .object({
    event_id: id,
    /**
     * The map's `version` as `get` answered it (required): a save from an older one (someone
     * saved the map since it was read) is refused with 409 `stale_version`, nothing changed.
     */
    version: z
      .number({ message: "cms.versionRequired" })
      .int("cms.versionRequired")
      .positive("cms.versionRequired"),
    areas: z.array(seatAreaInput).max(60, "events.editor.tooManyAreas"),
  })
  .refine(
    (m) =>
      m.areas.reduce((n, a) => n + a.blocks.reduce((k, b) => k + b.seats.length, 0), 0) <=
      MAX_SEATS_PER_MAP,
    { path: ["areas"], message: "events.editor.tooManySeats" },
  );
export type SeatMapSaveInput = z.infer<typeof seatMapSaveBody>;

export const seatMapGetBody = z.object({
  event_id: id,
  /** The day whose sales the map shows; the next day still to come when absent. */
  attend_at: z.iso.date().optional(),
});

const answerSeat = z.tuple([
  z.number(),
  z.string(),
  z.number(),
  z.number(),
  z.number(),
  z.number(),
]);
const occupancy = z.object({ total: z.number(), sold: z.number(), free: z.number() });
export const seatMapDto = z.object({
  event_id: z.number(),
  /** Moves with every save of the map; `save` sends it back. */
  version: z.number(),
  days: z.array(z.string()),
  attend_at: z.string().nullable(),
  areas: z.array(
    z.object({
      id: z.number(),
      title: localizedAnswer,
      gate: localizedAnswer,
      position: z.enum(STAND_POSITIONS).nullable(),
      occupancy,
      blocks: z.array(
        z.object({
          id: z.number(),
          title: localizedAnswer,
          seats: z.array(answerSeat),
          /** Ids of this block's seats sold on `attend_at`. */
          sold: z.array(z.number()),
          /** Ids of this block's seats booked on any day (they cannot be dropped or changed). */
          booked: z.array(z.number()),
          occupancy,
        }),
      ),
    }),
  ),
  occupancy,
});
export type SeatMapDto = z.infer<typeof seatMapDto>;

/** A booked seat a save would drop or change (409 `seat_booked`). */
export const seatConflict = z.object({
  seat_id: z.number(),
  label: z.string(),
  block: z.string(),
  change: z.enum(["removed", "relabelled", "moved", "disabled", "held"]),
  reservations: z.array(z.object({ id: z.number(), attend_at: z.string() })),
});
export type SeatConflict = z.infer<typeof seatConflict>;
