import { TICKET_VISIBLE_HOURS } from "../../../shared/events/schemas";
import type { EventState } from "../../../shared/events/dtos";
import { AppError } from "../../lib/app-error";

/**
 * The server is the clock (design section 2). Tests replace `clock.now` to stand on either side
 * of a window edge; nothing else reads the time.
 */
export const clock = { now: (): Date => new Date() };

/** The reservation window of an event, as read from the database. */
export type EventWindow = {
  allow_reservation: boolean;
  availability_from: Date;
  availability_to: Date;
};

/**
 * Whether an event takes reservations at `now`: the flag first (closed), then the window,
 * both ends included (availability_from <= now <= availability_to).
 */
export function eventState(event: EventWindow, now: Date): EventState {
  if (!event.allow_reservation) return "closed";
  if (now.getTime() < event.availability_from.getTime()) return "not_started";
  if (now.getTime() > event.availability_to.getTime()) return "time_over";
  return "open";
}

/**
 * The moment a ticket (and its QR code) is shown: the event's `ticket_visible_hours` before the
 * day starts (8 unless staff set another rule).
 */
export function ticketVisibleFrom(startsAt: Date, hours = TICKET_VISIBLE_HOURS): Date {
  return new Date(startsAt.getTime() - hours * 3600_000);
}

export const stateError: Record<Exclude<EventState, "open">, () => AppError> = {
  closed: () => new AppError(422, "reservation_closed", "events.reservationClosed"),
  not_started: () => new AppError(422, "reservation_not_started", "events.reservationNotStarted"),
  time_over: () => new AppError(422, "reservation_time_over", "events.reservationTimeOver"),
};

export const eventNotFound = () => new AppError(404, "event_not_found", "events.eventNotFound");
