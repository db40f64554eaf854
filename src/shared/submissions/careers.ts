import { z } from "zod";
import { pageField } from "../platform/common";
import {
  botToken,
  loosePhone,
  requiredEmail,
  requiredInt,
  requiredText,
} from "../platform/form-fields";
import { base64File } from "../platform/uploads";

export const JOB_TYPES = ["full_time", "part_time"] as const;
export const GENDERS = ["male", "female"] as const;
export const EDUCATION_LEVELS = [
  "high_school",
  "diploma",
  "bachelor",
  "master",
  "doctorate",
] as const;
export const JOBS_PER_PAGE = 6;

export const jobsBody = z
  .object({
    keywords: z.string().trim().max(100).optional(),
    page: pageField,
    /** 1: open jobs only, 0: closed only, absent: both. */
    status: z.coerce.number().int().min(0).max(1).optional(),
    per_page: z.coerce.number().int().min(1).max(50).optional(),
  })
  .optional();

/** The job application payload (spec sections 3 and 5). */
export const jobApplicationBody = z.object({
  job_id: z.coerce
    .number({ error: "submissions.jobRequired" })
    .int("submissions.jobRequired")
    .positive("submissions.jobRequired"),
  fullname: requiredText("submissions.nameRequired", 120),
  email: requiredEmail,
  phone: loosePhone,
  document_base64: base64File("submissions.cvRequired"),
  avatar_base64: base64File("submissions.photoRequired").nullish(),
  details: z.object(
    {
      gender: z.enum(GENDERS, { error: "submissions.genderRequired" }),
      nationality: requiredText("submissions.nationalityRequired", 80),
      address: requiredText("submissions.addressRequired", 300),
      education_level: z.enum(EDUCATION_LEVELS, { error: "submissions.educationRequired" }),
      experience_years: requiredInt("submissions.experienceRequired", 0, 60),
      expected_salary: requiredInt("submissions.salaryRequired", 0, 10_000_000),
      specialist_in: requiredText("submissions.specialistRequired", 120),
    },
    { error: "submissions.detailsRequired" },
  ),
  "g-recaptcha-response": botToken,
});

export type JobApplicationInput = z.input<typeof jobApplicationBody>;
export type JobApplication = z.output<typeof jobApplicationBody>;
