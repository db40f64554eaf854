import { z } from "zod";
import { emailField } from "../platform/form-fields";
import { stripBidiControls } from "../platform/text";
import { otpCode, saudiPhone } from "../platform/phone";

/** Business constants of the member profile (spec section 9). */
export const T_SHIRT_SIZES = ["S", "M", "L", "XL"] as const;
export const GENDERS = ["male", "female"] as const;
export const DEFAULT_T_SHIRT_SIZE = "XL";
export const DEFAULT_GENDER = "male";
export const BIRTH_YEAR_MIN = 1900;
export const BIRTH_YEAR_MAX = 2022;
export const POLL_VALUES = ["yes", "no"] as const;
/** Largest avatar accepted, in bytes once decoded. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** The bot-check token travels in the spec's reCAPTCHA field name. */
const botToken = z.string().max(20_000).optional();

export const loginBody = z.object({
  phone: saudiPhone,
  "g-recaptcha-response": botToken,
});

export const verifyBody = z.object({
  phone: saudiPhone,
  code: otpCode,
});

/** True when day, month and year name a real calendar day (no 31 February). */
export function isRealDate(day: number, month: number, year: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

const intIn = (min: number, max: number) =>
  z.coerce
    .number({ error: "identity.birthDateInvalid" })
    .int("identity.birthDateInvalid")
    .min(min, "identity.birthDateInvalid")
    .max(max, "identity.birthDateInvalid");

export const birthDateSchema = z
  .object(
    { day: intIn(1, 31), month: intIn(1, 12), year: intIn(BIRTH_YEAR_MIN, BIRTH_YEAR_MAX) },
    { error: "identity.birthDateRequired" },
  )
  .refine((b) => isRealDate(b.day, b.month, b.year), { message: "identity.birthDateInvalid" });

/** Country and city arrive as integers, from an object's id or a raw value (spec section 5). */
const areaId = (required: "identity.countryRequired" | "identity.cityRequired") =>
  z.preprocess(
    (v) => (v && typeof v === "object" && "id" in v ? (v as { id: unknown }).id : v),
    z.coerce
      .number({ error: required })
      .int(required)
      .positive(required)
      .max(2_147_483_647, required),
  );

export const profileInfoSchema = z.object({
  birthDate: birthDateSchema,
  gender: z.enum(GENDERS, { error: "identity.genderInvalid" }).default(DEFAULT_GENDER),
  country: areaId("identity.countryRequired"),
  city: areaId("identity.cityRequired"),
  t_shirt_size: z
    .enum(T_SHIRT_SIZES, { error: "identity.sizeRequired" })
    .default(DEFAULT_T_SHIRT_SIZE),
});

/** The profile form and `/website/user/save`: everything a complete profile needs (spec section 6). */
export const profileSaveBody = z.object({
  name: z
    .string({ error: "identity.nameRequired" })
    .overwrite(stripBidiControls)
    .trim()
    .min(2, "identity.nameRequired")
    .max(100, "identity.nameTooLong"),
  email: emailField("identity.emailRequired", "identity.emailInvalid"),
  info: profileInfoSchema,
  /** A data URL or bare base64 of a JPEG, PNG or WebP picture; absent keeps the current one. */
  avatar_base64: z
    .string()
    .max(Math.ceil((AVATAR_MAX_BYTES * 4) / 3) + 100, "identity.avatarTooLarge")
    .nullish(),
});
export type ProfileSaveInput = z.input<typeof profileSaveBody>;

/** A poll answer: the continuing-membership key or a match poll key, yes or no. */
export const pollAnswerValue = z.enum(POLL_VALUES, { error: "identity.pollChooseOne" });

/** `/website/user/save` with `info_update`: how the continuing-membership poll is answered. */
export const infoUpdateBody = z.object({
  info_update: z
    .record(z.string().min(1).max(60), pollAnswerValue)
    .refine((r) => Object.keys(r).length === 1, { message: "identity.pollChooseOne" }),
});

/** A poll's key as staff define it: letters, digits, "-" and "_" (it appears in addresses). */
export const POLL_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;

/** `/website/polls/show`: one poll by its key (the setCustomUpdateKey screen). */
export const pollShowBody = z.object({
  key: z.string({ error: "identity.pollUnknown" }).regex(POLL_KEY_PATTERN, "identity.pollUnknown"),
});

/** `/website/user/poll`: the match polls (attending the next match, {club}-vs-alfeiha). */
export const pollBody = z.object({
  key: z
    .string({ error: "identity.pollUnknown" })
    .min(1, "identity.pollUnknown")
    .max(60, "identity.pollUnknown"),
  value: pollAnswerValue,
});

/** `/website/areas`: type 0 countries, 1 cities (of `country_id` when given), filtered by keywords. */
export const areasBody = z
  .object({
    type: z.coerce.number().int().min(0).max(1).default(0),
    keywords: z.string().max(100).optional(),
    country_id: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(300).optional(),
  })
  .optional();

/** `/website/user/save`: the profile, or (with `info_update`) the continuing-membership poll. */
export const userSaveBody = z.union([infoUpdateBody, profileSaveBody]);

/** `/website/user/delete`: the member confirms in so many words. */
export const deleteAccountBody = z.object({
  confirm: z.literal(true, { error: "identity.deleteConfirmRequired" }),
});
