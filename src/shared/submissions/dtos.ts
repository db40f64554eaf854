import { z } from "zod";
import { JOB_TYPES } from "./careers";

/** A job of /website/jobs and /website/jobs/show/{id}; status false means closed (timed out). */
export const jobDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  summery: z.string(),
  requirement: z.string(),
  type: z.enum(JOB_TYPES),
  status: z.boolean(),
  created_at: z.string(),
});
export type JobDto = z.infer<typeof jobDto>;

/** What every accepted form submission answers. */
export const submissionDto = z.object({ reference: z.string(), message: z.string() });
export type SubmissionDto = z.infer<typeof submissionDto>;
