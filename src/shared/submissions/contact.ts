import { z } from "zod";
import {
  botToken,
  isCalendarDate,
  loosePhone,
  optionalText,
  requiredDate,
  requiredEmail,
  requiredInt,
  requiredName,
  requiredText,
  riyadhToday,
} from "../platform/form-fields";
import { base64File } from "../platform/uploads";

/** Contact us (spec section 5): department first, then name, e-mail and message. */
export const contactBody = z.object({
  details: z.object(
    {
      department: z.coerce
        .number({ error: "submissions.departmentRequired" })
        .int("submissions.departmentRequired")
        .positive("submissions.departmentRequired"),
    },
    { error: "submissions.departmentRequired" },
  ),
  name: requiredName("submissions.nameRequired", 120),
  email: requiredEmail,
  phone: z
    .union([z.literal(""), loosePhone])
    .optional()
    .default(""),
  /** The original client sets the subject to the phone value; kept as sent. */
  subject: z.string().trim().max(200).optional().default(""),
  message: requiredText("submissions.messageRequired", 5000),
  terms: z.boolean().optional(),
  "g-recaptcha-response": botToken,
});
export type ContactInput = z.input<typeof contactBody>;

export const SENDER_RELATIONS = ["fan", "member", "employee", "player", "other"] as const;
export const MAX_EVIDENCE_FILES = 3;

/** Complaint or violation report: sender, violator and witness first, then the incident. */
export const complaintBody = z.object({
  sender: z.object(
    {
      name: requiredName("submissions.senderNameRequired", 120),
      phone: loosePhone,
      email: requiredEmail,
      relation: z.enum(SENDER_RELATIONS, { error: "submissions.relationRequired" }),
    },
    { error: "submissions.senderRequired" },
  ),
  violator: z.object(
    {
      name: requiredName("submissions.violatorNameRequired", 120),
      role: requiredText("submissions.violatorRoleRequired", 120),
    },
    { error: "submissions.violatorRequired" },
  ),
  witness: z.object(
    {
      name: requiredName("submissions.witnessNameRequired", 120),
      phone: loosePhone,
    },
    { error: "submissions.witnessRequired" },
  ),
  what_happened: requiredText("submissions.whatRequired", 5000),
  who: requiredText("submissions.whoRequired", 1000),
  when: requiredDate("submissions.whenRequired", "submissions.dateInvalid").refine(
    (d) => !isCalendarDate(d) || d <= riyadhToday(),
    "submissions.dateInFuture",
  ),
  where: requiredText("submissions.whereRequired", 300),
  evidence: z
    .array(base64File("submissions.fileRequired"))
    .max(MAX_EVIDENCE_FILES, "submissions.tooManyFiles")
    .optional()
    .default([]),
  other_parties: optionalText(2000),
  other_details: optionalText(5000),
  "g-recaptcha-response": botToken,
});
export type ComplaintInput = z.input<typeof complaintBody>;

export const VISITOR_TYPES = ["individual", "family", "school", "company", "other"] as const;
export const MAX_VISITORS = 200;

/** Visit request: who, how many, preferred date (not in the past), contact. */
export const visitBody = z.object({
  visitor_type: z.enum(VISITOR_TYPES, { error: "submissions.visitorTypeRequired" }),
  organization: optionalText(160),
  visitors: requiredInt("submissions.visitorsInvalid", 1, MAX_VISITORS),
  preferred_date: requiredDate("submissions.visitDateRequired", "submissions.dateInvalid").refine(
    (d) => !isCalendarDate(d) || d >= riyadhToday(),
    "submissions.visitDatePast",
  ),
  name: requiredName("submissions.nameRequired", 120),
  phone: loosePhone,
  email: requiredEmail,
  notes: optionalText(2000),
  "g-recaptcha-response": botToken,
});
export type VisitInput = z.input<typeof visitBody>;
