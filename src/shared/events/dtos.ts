import { z } from "zod";
import { STAND_POSITIONS, type StandPosition } from "./seat-map";

/** Answers of the events calls: events, seats, tickets, the guest's one-time code. */

export const EVENT_STATES = ["open", "not_started", "time_over", "closed"] as const;
/** Whether an event takes reservations now (the server decides, in Asia/Riyadh time). */
export type EventState = (typeof EVENT_STATES)[number];

/** One day of an event's calendar. `date` and `time` are the Riyadh wall clock. */
export const eventDayDto = z.object({
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  /** Still bookable: the event that day has not started. */
  open: z.boolean(),
});
export type EventDayDto = z.infer<typeof eventDayDto>;

export const blockDto = z.object({
  id: z.number(),
  number: z.number(),
  row: z.string(),
  is_available: z.boolean(),
});
export type BlockDto = z.infer<typeof blockDto>;

export type ContainerDto = {
  id: number;
  title: string;
  gate: string | null;
  parent_id: number | null;
  parent: { id: number; title: string } | null;
  ord: number;
  /** An area's place round the ground (north, south_east, …); null: placed by its order. */
  position: StandPosition | null;
  seats_total: number;
  seats_free: number;
  childs?: ContainerDto[];
  blocks?: BlockDto[];
};
export const containerDto: z.ZodType<ContainerDto> = z.lazy(() =>
  z.object({
    id: z.number(),
    title: z.string(),
    gate: z.string().nullable(),
    parent_id: z.number().nullable(),
    parent: z.object({ id: z.number(), title: z.string() }).nullable(),
    ord: z.number(),
    position: z.enum(STAND_POSITIONS).nullable(),
    seats_total: z.number(),
    seats_free: z.number(),
    childs: z.array(containerDto).optional(),
    blocks: z.array(blockDto).optional(),
  }),
);

export const eventDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  venue: z.string().nullable(),
  calendar: z.array(eventDayDto),
  availability_from: z.string(),
  availability_to: z.string(),
  allow_reservation: z.boolean(),
  max_seats: z.number(),
  /** The match the event sells seats for (Home's match-day block offers it), or null. */
  match_id: z.number().nullable(),
  state: z.enum(EVENT_STATES),
  /** The server clock when this answer was made (ISO). */
  server_time: z.string(),
  /** The day availability counts refer to. */
  attend_at: z.string().nullable(),
  seats_total: z.number(),
  seats_free: z.number(),
  containers: z.array(containerDto).optional(),
});
export type EventDto = z.infer<typeof eventDto>;

export const ticketSeatDto = z.object({
  /** The seat (`containers_blocks_ids` of the booking). */
  id: z.number(),
  /** The ticket: one admission, the id its QR code carries. */
  ticket_id: z.number(),
  area: z.string(),
  gate: z.string().nullable(),
  block: z.string(),
  row: z.string(),
  number: z.number(),
  /** The exact text of this seat's QR code (signed, ADR 0027); null until visible or when cancelled. */
  qr: z.string().nullable(),
  /** What a steward types when the code will not scan (`7KQ4-M2XD`); null like `qr`. */
  short_reference: z.string().nullable(),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
});
export type TicketSeatDto = z.infer<typeof ticketSeatDto>;

export const ticketDto = z.object({
  id: z.number(),
  event: eventDto.pick({ id: true, title: true, image_url: true, venue: true }),
  attend_at: z.string(),
  time: z.string(),
  starts_at: z.string(),
  name: z.string(),
  /** Masked, for the printed ticket. */
  phone: z.string(),
  guest: z.boolean(),
  seats: z.array(ticketSeatDto),
  /** The ticket (QR code) shows from TICKET_VISIBLE_HOURS before the event starts. */
  visible: z.boolean(),
  visible_from: z.string(),
  /**
   * The reservation's first code (`TK-…`, before tickets were signed per seat): still accepted
   * at the gate; null until the ticket is visible.
   */
  reference: z.string().nullable(),
  /** The exact text of the QR code of the first seat (see `seats[].qr` for each seat). */
  qr: z.string().nullable(),
  /** Every seat of the reservation has been let in. */
  checked_in: z.boolean(),
  cancelled: z.boolean(),
  cancelled_at: z.string().nullable(),
  /** The holder may still cancel it (until `cancel_until`, a time the event sets). */
  cancellable: z.boolean(),
  cancel_until: z.string(),
  created_at: z.string(),
});
export type TicketDto = z.infer<typeof ticketDto>;

export const guestOtpResults = z.object({
  id: z.string(),
  sent: z.literal(true),
  expires_at: z.string(),
  expires_in: z.number(),
});
export type GuestOtpResults = z.infer<typeof guestOtpResults>;

export const guestVerifyResults = z.object({
  guest_token: z.string(),
  phone: z.string(),
  expires_at: z.string(),
});
export type GuestVerifyResults = z.infer<typeof guestVerifyResults>;
