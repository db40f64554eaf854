import { z } from "zod";
import type { CallSpec } from "../contract-kit";
import { asciiDigits } from "../platform/phone";

/**
 * The data-subject requests of the PDPL (issue 18, "Personal data"): an administrator finds
 * everything the site holds on one person by phone and/or e-mail, exports it as one document,
 * or erases it. Export and erasure ask for a fresh authenticator code; every call is audited.
 */

/** The kinds of records a person can have on the site, in the order the console lists them. */
export const PRIVACY_KINDS = [
  "member",
  "reservations",
  "predictions",
  "poll_answers",
  "survey_responses",
  "job_applications",
  "contact_messages",
  "complaints",
  "visit_requests",
  "sport_join_applications",
  "inbox_notes",
  "inbox_replies",
  "sms_codes",
] as const;
export type PrivacyKind = (typeof PRIVACY_KINDS)[number];

/** A phone in any spelling (a Saudi mobile's last nine digits identify it in every form). */
const subjectPhone = z
  .string()
  .trim()
  .max(30, "privacy.phoneInvalid")
  .default("")
  .transform((v) => asciiDigits(v).replace(/\D/g, ""))
  .refine((v) => v === "" || v.length >= 9, "privacy.phoneInvalid");

const subjectEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(200, "privacy.emailInvalid")
  .default("")
  .refine((v) => v === "" || z.email().safeParse(v).success, "privacy.emailInvalid");

export const privacySubjectBody = z
  .object({ phone: subjectPhone, email: subjectEmail })
  .refine((v) => v.phone !== "" || v.email !== "", {
    path: ["phone"],
    message: "privacy.subjectRequired",
  });
export type PrivacySubject = z.output<typeof privacySubjectBody>;

export const privacyEraseBody = z
  .object({
    phone: subjectPhone,
    email: subjectEmail,
    confirm: z.literal(true, { error: "privacy.confirmRequired" }),
  })
  .refine((v) => v.phone !== "" || v.email !== "", {
    path: ["phone"],
    message: "privacy.subjectRequired",
  });

const holding = z.object({ kind: z.enum(PRIVACY_KINDS), count: z.number() });

export const privacySearchDto = z.object({
  holdings: z.array(holding),
  total: z.number(),
});
export type PrivacySearchDto = z.infer<typeof privacySearchDto>;

export const privacyExportDto = z.object({
  exported_at: z.string(),
  subject: z.object({ phone: z.string(), email: z.string() }),
  records: z.record(z.enum(PRIVACY_KINDS), z.array(z.record(z.string(), z.unknown()))),
});

export const privacyEraseDto = z.object({
  erased: z.array(holding),
  total: z.number(),
  files: z.number(),
});

/** The staff calls on personal data, under /api/v1/staff/privacy. */
export const privacyCalls = {
  "/staff/privacy/search": { body: privacySubjectBody, response: privacySearchDto },
  "/staff/privacy/export": { body: privacySubjectBody, response: privacyExportDto },
  "/staff/privacy/erase": { body: privacyEraseBody, response: privacyEraseDto },
} as const satisfies Record<string, CallSpec>;
