import { z } from "zod";
import { idField } from "../platform/common";
import { stripBidiControls } from "../platform/text";
import { otpCode, saudiPhone } from "../platform/phone";

/** Business constants of events and seat reservations (spec sections 4 and 9). */
export const TICKET_VISIBLE_HOURS = 8;
/** How long the seat-step error and the reservation error stay on screen (spec section 9). */
export const SEAT_ERROR_MS = 4_000;
export const RESERVATION_ERROR_MS = 10_000;
/** The event description excerpt on the event screen. */
export const EVENT_EXCERPT_CHARS = 300;
/** How long a verified guest may take to pick a seat and confirm. */
export const GUEST_TOKEN_MINUTES = 30;

const dbId = (
  message: "events.eventRequired" | "events.chooseAreaFirst" | "errors.invalid_value",
) => z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * A day of the event's calendar: "YYYY-MM-DD", optionally followed by a time
 * ("YYYY-MM-DD HH:mm[:ss]" or ISO "T..."), as the original client sends it. Parsed to the day.
 */
export const attendAt = z
  .string({ error: "events.chooseDateFirst" })
  .trim()
  .max(40, "events.attendAtInvalid")
  .transform((value, ctx) => {
    const m =
      /^(\d{4})-(\d{2})-(\d{2})(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(
        value,
      );
    const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
    const date = new Date(Date.UTC(y, mo - 1, d));
    if (
      !m ||
      date.getUTCFullYear() !== y ||
      date.getUTCMonth() !== mo - 1 ||
      date.getUTCDate() !== d
    ) {
      ctx.issues.push({ code: "custom", message: "events.attendAtInvalid", input: value });
      return z.NEVER;
    }
    return `${m[1]}-${m[2]}-${m[3]}`;
  });

/** `with` may arrive as `with` or, from query-string habits, `with[]`. */
const withList = z.array(z.string().max(40)).max(10).optional();

function mergeWith<T extends Record<string, unknown>>(body: T) {
  const raw = body as Record<string, unknown>;
  if (raw && typeof raw === "object" && Array.isArray(raw["with[]"]) && !raw.with) {
    return { ...raw, with: raw["with[]"] };
  }
  return body;
}

/** `/reservations/events`: the list, or one event by id; `with: ["containers"]` adds the layout. */
export const eventsBody = z.preprocess(
  (v) => (v && typeof v === "object" ? mergeWith(v as Record<string, unknown>) : v),
  z
    .object({
      id: dbId("events.eventRequired").optional(),
      with: withList,
      attend_at: attendAt.optional(),
      /** The list only: events still to come or under way (the events screen). */
      current: z.boolean().optional(),
    })
    .loose(),
);

/** `/reservations/containers`: the areas (no parent_id) or the blocks of one area. */
export const containersBody = z.preprocess(
  (v) => (v && typeof v === "object" ? mergeWith(v as Record<string, unknown>) : v),
  z
    .object({
      event_id: dbId("events.eventRequired"),
      parent_id: dbId("errors.invalid_value").nullish(),
      attend_at: attendAt.optional(),
      childs: z.coerce.boolean().optional(),
      with: withList,
    })
    .loose(),
);

/** `/reservations/blocks`: the seats of one block (parent_id) and their availability that day. */
export const blocksBody = z
  .object({
    event_id: dbId("events.eventRequired"),
    parent_id: dbId("events.chooseAreaFirst"),
    attend_at: attendAt.optional(),
  })
  .loose();

/** The seat reservation payload (spec section 3), plus `guest_token` for a verified guest. */
export const createReservationBody = z.object({
  containers_blocks_ids: z
    .array(dbId("errors.invalid_value"), { error: "events.chooseSeatFirst" })
    .min(1, "events.chooseSeatFirst")
    .max(50, "events.multiReservations"),
  event_id: dbId("events.eventRequired"),
  attend_at: attendAt,
  guest_name: z
    .string()
    .overwrite(stripBidiControls)
    .trim()
    .max(100, "events.guestNameTooLong")
    .nullish(),
  guest_phone: saudiPhone.nullish(),
  guest_email: z.string().trim().max(200).pipe(z.email("events.guestEmailInvalid")).nullish(),
  attended_at: z.string().max(40).nullish(),
  guests: z.array(z.unknown()).max(0, "events.multiReservations").optional(),
  guest_token: z.string().max(200).optional(),
});
export type CreateReservationInput = z.input<typeof createReservationBody>;

/** `/reservations`: the member's reservations, or one ticket by id (or by event). */
export const reservationsBody = z
  .object({
    id: dbId("errors.invalid_value").optional(),
    event_id: dbId("events.eventRequired").optional(),
    with: withList,
    guest_token: z.string().max(200).optional(),
  })
  .loose()
  .optional();

/** `/reservations/cancel`: the holder's own cancellation (member session or guest token). */
export const cancelOwnReservationBody = z.object({
  id: idField,
  guest_token: z.string().max(200).optional(),
});

/** A guest's name as the guest form asks for it. */
export const guestName = z
  .string({ error: "events.guestNameRequired" })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, "events.guestNameRequired")
  .min(2, "events.guestNameTooShort")
  .max(100, "events.guestNameTooLong");

/** `/guest/otp`: a code by SMS to the guest's phone, behind the bot check. */
export const guestOtpBody = z.object({
  phone: saudiPhone,
  "g-recaptcha-response": z.string().max(20_000).optional(),
});

/** `/guest/otp/verify`: the id `/guest/otp` returned and the four-digit code. */
export const guestVerifyBody = z.object({
  id: z.uuid({ error: "events.guestCodeExpired" }),
  otp: otpCode,
});
