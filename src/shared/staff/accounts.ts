import { z } from "zod";
import { idField as id } from "../platform/common";
import { newPassword, staffEmail, STAFF_LANGS, staffProfile } from "./auth";
import { STAFF_ROLES } from "./permissions";

/** Staff accounts (admins) and "my account" calls. */

export const page = z.coerce.number().int().min(1).max(100_000).default(1);
export const perPage = z.coerce.number().int().min(1).max(100).default(25);
/** The page a list call asks for, and its size. */
export const paging = { page, per_page: perPage };
/** The text a list call searches for. */
export const search = z.string().trim().max(120).optional();

/** Where a staff request came from (a session, an audit entry): its address and browser. */
export const clientFields = { ip: z.string().nullable(), user_agent: z.string().nullable() };

export const staffName = z
  .string({ message: "staff.nameRequired" })
  .trim()
  .min(1, "staff.nameRequired")
  .max(120, "staff.nameTooLong");

const roles = z
  .array(z.enum(STAFF_ROLES, { message: "staff.roleInvalid" }))
  .min(1, "staff.rolesRequired")
  .max(STAFF_ROLES.length)
  .transform((r) => [...new Set(r)]);

/** Events a gate account may check in; null or absent: every event. */
const eventIds = z.array(id).max(200).nullable();

export const accountsListBody = z.object({
  search,
  role: z.enum(STAFF_ROLES).optional(),
  active: z.boolean().optional(),
  ...paging,
});

export const accountIdBody = z.object({ id });

export const inviteBody = z.object({
  email: staffEmail,
  name: staffName,
  lang: z.enum(STAFF_LANGS).default("ar"),
  roles,
  event_ids: eventIds.optional(),
});

export const updateAccountBody = z.object({
  id,
  name: staffName.optional(),
  lang: z.enum(STAFF_LANGS).optional(),
});

/** Roles and gate event limits: a sensitive change (re-authentication). */
export const accountRolesBody = z.object({
  id,
  roles,
  event_ids: eventIds.optional(),
});

export const sessionsListBody = z.object({ id });
export const revokeSessionBody = z.object({ id, session_id: id });
export const mySessionRevokeBody = z.object({ session_id: id });

export const changePasswordBody = z.object({
  current_password: z
    .string({ message: "staff.passwordRequired" })
    .min(1, "staff.passwordRequired")
    .max(256),
  new_password: newPassword,
});

/** One's own name and language: the same fields as an account's update. */
export const updateMeBody = updateAccountBody.omit({ id: true });

/** No fields: the fresh code comes through /auth/reauth or the X-Staff-Reauth-Code header. */
export const recoveryCodesBody = z.object({});

/** A staff account in the accounts list: the member's profile without the permissions it grants. */
export const staffAccountRow = staffProfile.omit({ permissions: true }).extend({
  active: z.boolean(),
  enrolled: z.boolean(),
  password_set: z.boolean(),
  locked_until: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
});
export type StaffAccountRow = z.infer<typeof staffAccountRow>;

export const staffSessionRow = z.object({
  id: z.number(),
  current: z.boolean(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ...clientFields,
});
export type StaffSessionRow = z.infer<typeof staffSessionRow>;
