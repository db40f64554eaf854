import { z } from "zod";
import { listOf, type CallSpec } from "../contract-kit";
import {
  blockDto,
  containerDto,
  eventDto,
  guestOtpResults,
  guestVerifyResults,
  ticketDto,
} from "./dtos";
import {
  blocksBody,
  cancelOwnReservationBody,
  containersBody,
  createReservationBody,
  eventsBody,
  guestOtpBody,
  guestVerifyBody,
  reservationsBody,
} from "./schemas";

/** Events and seat reservations, with the guest's one-time code. */
export const eventsCalls = {
  // With `id`: that event; otherwise the list.
  "/reservations/events": { body: eventsBody, response: z.union([listOf(eventDto), eventDto]) },
  "/reservations/containers": { body: containersBody, response: listOf(containerDto) },
  "/reservations/blocks": { body: blocksBody, response: listOf(blockDto) },
  "/reservations/create": { body: createReservationBody, response: ticketDto },
  // With `id`: that ticket; otherwise the holder's tickets.
  "/reservations": { body: reservationsBody, response: z.union([listOf(ticketDto), ticketDto]) },
  "/reservations/cancel": { body: cancelOwnReservationBody, response: ticketDto },
  "/guest/otp": { body: guestOtpBody, response: guestOtpResults },
  "/guest/otp/verify": { body: guestVerifyBody, response: guestVerifyResults },
} as const satisfies Record<string, CallSpec>;
