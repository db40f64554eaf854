import { z } from "zod";
import { STAFF_ROLES } from "./permissions";

/** Staff sign-in, enrolment, re-authentication and password links (ADR 0023). */

export const STAFF_LANGS = ["ar", "en", "es"] as const;

export const PASSWORD_MIN = 12;
/** Long passphrases are welcome; the cap only keeps hashing bounded. */
export const PASSWORD_MAX = 256;

export const staffEmail = z
  .string({ message: "staff.emailRequired" })
  .trim()
  .toLowerCase()
  .min(1, "staff.emailRequired")
  .max(254, "staff.emailInvalid")
  .pipe(z.email({ message: "staff.emailInvalid" }));

/** NIST 800-63B: length only (and, on the server, not a common password); no composition rules. */
export const newPassword = z
  .string({ message: "staff.passwordRequired" })
  .min(PASSWORD_MIN, "staff.passwordTooShort")
  .max(PASSWORD_MAX, "staff.passwordTooLong");

/** A 6-digit TOTP code or a recovery code (xxxxx-xxxxx); spaces are ignored. */
export const secondFactorCode = z
  .string({ message: "staff.codeRequired" })
  .transform((s) => s.replace(/\s+/g, "").toLowerCase())
  .pipe(
    z
      .string()
      .min(1, "staff.codeRequired")
      .regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/, "staff.codeInvalid"),
  );

export const totpCode = z
  .string({ message: "staff.codeRequired" })
  .transform((s) => s.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "staff.codeRequired")
      .regex(/^\d{6}$/, "staff.codeInvalid"),
  );

/** An opaque token (challenge, set-password link): 43 base64url characters. */
const opaque = (message: string) => z.string({ message }).regex(/^[A-Za-z0-9_-]{20,200}$/, message);

export const loginBody = z.object({
  email: staffEmail,
  password: z
    .string({ message: "staff.passwordRequired" })
    .min(1, "staff.passwordRequired")
    .max(PASSWORD_MAX),
});
export const loginResult = z.object({
  challenge: z.string(),
  next: z.enum(["totp", "enroll"]),
  expires_at: z.string(),
});

export const challengeBody = z.object({ challenge: opaque("staff.challengeInvalid") });
export const verifyBody = z.object({
  challenge: opaque("staff.challengeInvalid"),
  code: secondFactorCode,
});
export const reauthBody = z.object({ code: totpCode });

export const setPasswordBody = z.object({
  token: opaque("staff.linkInvalid"),
  password: newPassword,
});
export const linkBody = z.object({ token: opaque("staff.linkInvalid") });

export const staffProfile = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  lang: z.enum(STAFF_LANGS),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.string()),
  event_ids: z.array(z.number()).nullable(),
});
export type StaffProfile = z.infer<typeof staffProfile>;
