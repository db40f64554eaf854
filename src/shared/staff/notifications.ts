import { z } from "zod";
import { paging } from "./accounts";

/** How a message travels. */
export const NOTIFICATION_CHANNELS = ["email", "sms"] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** What a message is: the department e-mail of a submission, a staff link, a cancellation SMS. */
export const NOTIFICATION_PURPOSES = [
  "submission",
  "staff_link",
  "reservation_cancelled",
  "inbox_reply",
] as const;
export type NotificationPurpose = (typeof NOTIFICATION_PURPOSES)[number];

/** The dead-letter list (`notifications.view`): messages that used every attempt. */
export const notificationsListBody = z.object({
  kind: z.enum(NOTIFICATION_CHANNELS, { message: "staff.notifications.kindInvalid" }).optional(),
  purpose: z
    .enum(NOTIFICATION_PURPOSES, { message: "staff.notifications.purposeInvalid" })
    .optional(),
  /** Part of the reference the message is about (MSG-…, CMP-…, a reservation's). */
  search: z.string().trim().max(40).optional(),
  ...paging,
});
export type NotificationsListBody = z.infer<typeof notificationsListBody>;

/** A queue job's tries and times, as the failed-jobs and the dead-letter lists show them. */
export const jobTries = {
  attempts: z.number(),
  max_attempts: z.number(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

export const notificationRow = z.object({
  /** The queue's job id (a bigint, as text). */
  id: z.string(),
  kind: z.enum(NOTIFICATION_CHANNELS),
  purpose: z.enum(NOTIFICATION_PURPOSES),
  /** Masked: `m***@alnoor-club.example`, `966*****67`; null when the record is gone. */
  recipient: z.string().nullable(),
  /** The public reference of the submission (or the reservation number), when there is one. */
  reference: z.string().nullable(),
  ...jobTries,
});
export type NotificationRow = z.infer<typeof notificationRow>;

/** Retry or drop one dead letter (admin, `notifications.manage`). */
export const notificationIdBody = z.object({
  id: z
    .string({ message: "staff.notifications.notFound" })
    .trim()
    .regex(/^[1-9]\d{0,17}$/, { message: "staff.notifications.notFound" }),
});

export const notificationRetried = z.object({ id: z.string(), retried: z.literal(true) });
export const notificationDropped = z.object({ id: z.string(), dropped: z.literal(true) });
