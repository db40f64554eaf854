import { z } from "zod";
import { pagedOf, type CallSpec } from "../contract-kit";
import { saudiPhone } from "../platform/phone";
import { stripBidiControls } from "../platform/text";
import { id, search } from "../sports/staff-data-fields";
import { paging } from "../staff/accounts";
import { GENDERS, T_SHIRT_SIZES } from "./schemas";

/**
 * Fan members as the care role looks after them (issue 18, "Members"): find a member by phone,
 * name or member number, read the profile with what the member did on the site, correct it,
 * deactivate or reactivate the membership, lift the lock three wrong codes put on a phone, and
 * add a member while public registration is closed. The member number is the member's id.
 * These schemas validate the console's forms and the routes alike.
 */

export const MEMBER_STATES = ["active", "inactive", "locked"] as const;
export type MemberState = (typeof MEMBER_STATES)[number];

export const membersListBody = z.object({
  search,
  status: z.enum(MEMBER_STATES).optional(),
  ...paging,
});

const optionalText = (max: number, tooLong: "members.nameTooLong" | "members.emailInvalid") =>
  z.string().overwrite(stripBidiControls).trim().max(max, tooLong).default("");

/** A birth date typed as YYYY-MM-DD (a date input), or empty when the member has not given it. */
const birthDate = z
  .string()
  .trim()
  .default("")
  .refine((v) => {
    if (v === "") return true;
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    if (!m) return false;
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    const date = new Date(Date.UTC(y, mo - 1, d));
    return (
      y >= 1900 &&
      y <= 2022 &&
      date.getUTCFullYear() === y &&
      date.getUTCMonth() === mo - 1 &&
      date.getUTCDate() === d
    );
  }, "members.birthDateInvalid");

/**
 * Adds a member (no `id`) or corrects one (`id` with the `version` the form started from).
 * Only the phone is required: the member completes the rest of the profile on signing in.
 */
export const memberSaveBody = z
  .object({
    id: id.optional(),
    version: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    phone: saudiPhone,
    name: optionalText(100, "members.nameTooLong"),
    email: optionalText(200, "members.emailInvalid").refine(
      (v) => v === "" || z.email().safeParse(v).success,
      "members.emailInvalid",
    ),
    birth_date: birthDate,
    gender: z.enum(GENDERS, { error: "members.genderInvalid" }).default("male"),
    t_shirt_size: z.enum(T_SHIRT_SIZES, { error: "members.sizeInvalid" }).default("XL"),
  })
  .refine((v) => v.id === undefined || v.version !== undefined, {
    path: ["version"],
    message: "cms.versionRequired",
  });
export type MemberSaveInput = z.input<typeof memberSaveBody>;

export const memberIdBody = z.object({ id });

/** Deactivates (signs the member out everywhere) or reactivates a membership. */
export const memberStatusBody = z.object({
  id,
  active: z.boolean(),
  reason: z.string().trim().max(300, "members.reasonTooLong").default(""),
});

export const memberRow = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  active: z.boolean(),
  locked: z.boolean(),
  complete: z.boolean(),
  created_at: z.string(),
});
export type MemberRow = z.infer<typeof memberRow>;

export const memberRecord = memberRow.extend({
  version: z.number(),
  birth_date: z.string(),
  gender: z.enum(GENDERS),
  t_shirt_size: z.enum(T_SHIRT_SIZES),
  country: z.string(),
  city: z.string(),
  updated_at: z.string(),
  /** When the phone's lock ends (null: not locked). */
  locked_until: z.string().nullable(),
  reservations: z.array(
    z.object({
      id: z.number(),
      reference: z.string(),
      event: z.string(),
      attend_on: z.string(),
      seats: z.number(),
      cancelled: z.boolean(),
      checked_in: z.boolean(),
    }),
  ),
  predictions: z.array(
    z.object({
      id: z.number(),
      match: z.string(),
      kickoff: z.string().nullable(),
      team_goals: z.number(),
      competitor_team_goals: z.number(),
      created_at: z.string(),
    }),
  ),
  polls: z.array(
    z.object({ key: z.string(), title: z.string(), value: z.string(), created_at: z.string() }),
  ),
  surveys: z.array(z.object({ id: z.number(), title: z.string(), created_at: z.string() })),
});
export type MemberRecord = z.infer<typeof memberRecord>;

/** The staff calls on members, under /api/v1/staff/members. */
export const memberCalls = {
  "/staff/members/list": { body: membersListBody, response: pagedOf(memberRow) },
  "/staff/members/get": { body: memberIdBody, response: memberRecord },
  "/staff/members/save": { body: memberSaveBody, response: memberRecord },
  "/staff/members/status": { body: memberStatusBody, response: memberRecord },
  "/staff/members/unlock": { body: memberIdBody, response: memberRecord },
} as const satisfies Record<string, CallSpec>;
