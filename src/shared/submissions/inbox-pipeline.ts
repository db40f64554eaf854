import { z } from "zod";
import type { CallSpec } from "../contract-kit";
import { id } from "../sports/staff-data-fields";
import { inboxRow, statusesOf } from "./inbox";

/**
 * hr's rating of job applications and the per-job pipeline (issue 18, ADR 0045): one column per
 * status of `statusesOf("applications")`, so a status added to the workflow gets its column.
 */

export const APPLICATION_STATUSES = statusesOf("applications");

/** 1 to 5 stars; null takes the rating away. */
export const inboxRateBody = z.object({
  id,
  rating: z
    .number({ error: "inbox.ratingInvalid" })
    .int("inbox.ratingInvalid")
    .min(1, "inbox.ratingInvalid")
    .max(5, "inbox.ratingInvalid")
    .nullable(),
});

/** The rated application's id and its rating, as its inbox row shows them. */
export const inboxRated = inboxRow.pick({ id: true, rating: true });

export const pipelineBody = z.object({ job: id });

/** An applicant's card: some columns of the application's inbox row. */
export const pipelineCard = inboxRow.pick({
  id: true,
  reference: true,
  name: true,
  rating: true,
  unread: true,
  created_at: true,
});
export type PipelineCard = z.infer<typeof pipelineCard>;

/** How many cards a column shows at most (its count is the full count). */
export const PIPELINE_COLUMN_LIMIT = 200;

export const pipeline = z.object({
  job: z.object({ id: z.number(), title: z.string(), open: z.boolean() }),
  columns: z.array(
    z.object({
      status: z.enum(APPLICATION_STATUSES as [string, ...string[]]),
      count: z.number(),
      items: z.array(pipelineCard),
    }),
  ),
});
export type Pipeline = z.infer<typeof pipeline>;

export const pipelineCalls = {
  "/staff/inbox/rate": { body: inboxRateBody, response: inboxRated },
  "/staff/inbox/pipeline": { body: pipelineBody, response: pipeline },
} as const satisfies Record<string, CallSpec>;
