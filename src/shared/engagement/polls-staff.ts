import { z } from "zod";
import {
  lifecycleCalls,
  lifecycleListFields,
  lifecycleRowFields,
  lifecycleSaveFields,
} from "../content/lifecycle";
import { localizedAnswer, localizedText } from "../content/localized";
import { recordId, siteOrder } from "../content/record-fields";
import { windowCheck, windowFields } from "./surveys-staff";

/**
 * Polls in the console (issue 15, ADR 0054): what `/api/v1/staff/polls/*` take and answer. A
 * poll is a yes/no question to members, known by its key (the site's address and the members'
 * answers use it), with a title in three languages, an answering window and, for a match poll,
 * the match it asks about. It lives on the content lifecycle.
 */

export const pollKey = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, "surveysStaff.errors.keyRequired")
  .max(60, "errors.too_long")
  .regex(/^[a-z0-9_-]+$/, "surveysStaff.errors.pollKeyInvalid");

export const pollSaveBody = z
  .object({
    ...lifecycleSaveFields,
    key: pollKey,
    title: localizedText({ max: 200 }),
    /** The match a match poll asks about (attending it), or null. */
    match_id: recordId.nullable().default(null),
    ...windowFields,
    ord: siteOrder,
  })
  .superRefine(windowCheck);
export type PollSave = z.output<typeof pollSaveBody>;
export type PollSaveInput = z.input<typeof pollSaveBody>;

export const pollRecord = z.object({
  id: z.number(),
  key: z.string(),
  title: localizedAnswer,
  match_id: z.number().nullable(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  ord: z.number(),
});
export type PollRecord = z.infer<typeof pollRecord>;

export const pollsListBody = z.object({
  ...lifecycleListFields,
  /** Only match polls / only the others. */
  kind: z.enum(["match", "other"]).optional(),
});
export type PollsListFilter = z.infer<typeof pollsListBody>;

export const pollRow = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  match_id: z.number().nullable(),
  yes: z.number(),
  no: z.number(),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  ...lifecycleRowFields,
});
export type PollRow = z.infer<typeof pollRow>;

export const pollsStaffCalls = lifecycleCalls("polls", {
  list: pollsListBody,
  row: pollRow,
  record: pollRecord,
  save: pollSaveBody,
});
