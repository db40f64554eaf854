import { z } from "zod";
import { GENDERS, POLL_VALUES, T_SHIRT_SIZES } from "./schemas";

/** Answers of the identity calls: the member, login, polls, areas. */

const pollValue = z.enum(POLL_VALUES);
const yesNo = pollValue.nullable();

/** A member as every identity call returns it (spec section 3, User). */
export const userDto = z.object({
  id: z.number(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** 966XXXXXXXXX */
  phone: z.string(),
  /** The re-encoded picture as a data URL, or null. */
  avatar_base64: z.string().nullable(),
  info: z.object({
    birthDate: z.object({ day: z.number(), month: z.number(), year: z.number() }).nullable(),
    age: z.number().nullable(),
    t_shirt_size: z.enum(T_SHIRT_SIZES),
    country: z.number().nullable(),
    country_name: z.string().nullable(),
    city: z.number().nullable(),
    city_name: z.string().nullable(),
    gender: z.enum(GENDERS),
    attend_next_match: yesNo,
    continue_enrollment: yesNo,
    /** Every poll this member answered, by key. */
    polls: z.record(z.string(), pollValue),
  }),
  complete: z.boolean(),
  /** What the member's QR code encodes; null until the profile is complete. */
  qr_code: z.string().nullable(),
  created_at: z.string(),
});
export type UserDto = z.infer<typeof userDto>;

export const codeSentDto = z.object({
  sent: z.literal(true),
  expires_at: z.string(),
  expires_in: z.number(),
});

export const verifyResults = z.object({ user: userDto, token: z.string(), expires_at: z.string() });
export type VerifyResults = z.infer<typeof verifyResults>;

export const areaDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  en: z.string(),
  ar: z.string(),
  es: z.string(),
  mobileCode: z.string().nullable(),
  emoji: z.string().nullable(),
  country_id: z.number().nullable(),
});
export type AreaDto = z.infer<typeof areaDto>;

export const pollDto = z.object({
  key: z.string(),
  title: z.string(),
  status: z.number(),
  answer: yesNo,
});
export type PollDto = z.infer<typeof pollDto>;

const at = z.string().nullable();
/** Everything the club holds about a member (PDPL access right). */
export const memberExportDto = z.object({
  exported_at: z.string(),
  member: userDto,
  poll_answers: z.array(z.object({ poll_key: z.string(), value: z.string(), created_at: at })),
  sessions: z.array(z.object({ created_at: at, expires_at: at, revoked_at: at })),
  privacy_requests: z.array(z.object({ action: z.string(), at })),
});

/** `/website/polls/show`: a poll fans answer yes or no, by its key; `open` is false once staff closed it. */
export const pollShowDto = z.object({
  key: z.string(),
  title: z.string(),
  open: z.boolean(),
});
export type PollShowDto = z.infer<typeof pollShowDto>;
