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
} from "./form-fields";
import { base64File } from "./uploads";

/** Contact us (spec section 5): department first, then name, e-mail and message. */
export const contactBody = z.object({
  details: z.object(
    {
      department: z.coerce
        .number({ error: "forms.departmentRequired" })
        .int("forms.departmentRequired")
        .positive("forms.departmentRequired"),
    },
    { error: "forms.departmentRequired" },
  ),
  name: requiredName("forms.nameRequired", 120),
  email: requiredEmail,
  phone: z
    .union([z.literal(""), loosePhone])
    .optional()
    .default(""),
  /** The original client sets the subject to the phone value; kept as sent. */
  subject: z.string().trim().max(200).optional().default(""),
  message: requiredText("forms.messageRequired", 5000),
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
      name: requiredName("forms.senderNameRequired", 120),
      phone: loosePhone,
      email: requiredEmail,
      relation: z.enum(SENDER_RELATIONS, { error: "forms.relationRequired" }),
    },
    { error: "forms.senderRequired" },
  ),
  violator: z.object(
    {
      name: requiredName("forms.violatorNameRequired", 120),
      role: requiredText("forms.violatorRoleRequired", 120),
    },
    { error: "forms.violatorRequired" },
  ),
  witness: z.object(
    {
      name: requiredName("forms.witnessNameRequired", 120),
      phone: loosePhone,
    },
    { error: "forms.witnessRequired" },
  ),
  what_happened: requiredText("forms.whatRequired", 5000),
  who: requiredText("forms.whoRequired", 1000),
  when: requiredDate("forms.whenRequired", "forms.dateInvalid").refine(
    (d) => !isCalendarDate(d) || d <= riyadhToday(),
    "forms.dateInFuture",
  ),
  where: requiredText("forms.whereRequired", 300),
  evidence: z
    .array(base64File("forms.fileRequired"))
    .max(MAX_EVIDENCE_FILES, "forms.tooManyFiles")
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
  visitor_type: z.enum(VISITOR_TYPES, { error: "forms.visitorTypeRequired" }),
  organization: optionalText(160),
  visitors: requiredInt("forms.visitorsInvalid", 1, MAX_VISITORS),
  preferred_date: requiredDate("forms.visitDateRequired", "forms.dateInvalid").refine(
    (d) => !isCalendarDate(d) || d >= riyadhToday(),
    "forms.visitDatePast",
  ),
  name: requiredName("forms.nameRequired", 120),
  phone: loosePhone,
  email: requiredEmail,
  notes: optionalText(2000),
  "g-recaptcha-response": botToken,
});
export type VisitInput = z.input<typeof visitBody>;
