import type { StaffProfile } from "../../../shared/staff/auth";
import { permissionsOf, type StaffRole } from "../../../shared/staff/permissions";

/** A `staff_accounts` row as the sign-in and my-account statements read it (`SELECT *`). */
export type AccountRow = {
  id: number;
  email: string;
  name: string;
  lang: "ar" | "en" | "es";
  roles: StaffRole[];
  event_ids: number[] | null;
  active: boolean;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: string | null;
};

export function profileOf(
  a: Pick<AccountRow, "id" | "email" | "name" | "lang" | "roles" | "event_ids">,
): StaffProfile {
  return {
    id: a.id,
    email: a.email,
    name: a.name,
    lang: a.lang,
    roles: a.roles,
    permissions: permissionsOf(a.roles),
    event_ids: a.event_ids,
  };
}
