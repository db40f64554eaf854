import { z } from "zod";
import { idField as id } from "../platform/common";
import { paging, search } from "./accounts";
import { ticketDto } from "../events/dtos";
import { attendDay } from "./checkin";

/** Staff reservation calls (`reservations.view` / `.manage` / `.export`, issue 17). */

export const reservationFilters = z.object({
  event_id: id.optional(),
  attend_at: attendDay.optional(),
  /** Name, phone (any part of the number), seat (`B7`, row and number), ticket or code. */
  search,
  checked_in: z.boolean().optional(),
  kind: z.enum(["guest", "member"]).optional(),
  status: z.enum(["active", "cancelled", "all"]).default("active"),
});

export const staffReservationsListBody = reservationFilters.extend(paging);
export const staffReservationIdBody = z.object({ id });
export const staffReservationCancelBody = z.object({
  id,
  reason: z.string().trim().max(300, "events.cancelReasonTooLong").optional(),
});
export const staffReservationMoveBody = z.object({
  id,
  /** The seat to move to (`event_blocks` id of the same event). */
  seat_id: id,
  /** Which ticket of a several-seat reservation; the first when absent. */
  ticket_id: id.optional(),
});
export const staffReservationsExportBody = reservationFilters.extend({
  event_id: id,
  format: z.enum(["csv", "xlsx"]).default("csv"),
});

/** A reservation as staff see it: the fan's ticket plus who booked and how to reach them. */
export const staffReservationDto = ticketDto.extend({
  /** In full for roles that may read personal data (`members.view`), masked otherwise. */
  phone: z.string(),
  email: z.string().nullable(),
  member_id: z.number().nullable(),
  cancelled_by: z.enum(["holder", "staff"]).nullable(),
  cancel_reason: z.string().nullable(),
});
export type StaffReservationDto = z.infer<typeof staffReservationDto>;
