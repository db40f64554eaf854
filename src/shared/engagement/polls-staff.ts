import { z } from "zod";
import {
  lifecycleCalls,
  lifecycleListBody,
  lifecycleRow,
  lifecycleSaveFields,
  listDay,
} from "../content/lifecycle";
import { localizedAnswer, localizedText } from "../content/localized";
import { pagedOf } from "../contract-kit";
import { page, search } from "../staff/accounts";
import { recordId, siteOrder } from "../content/record-fields";
import { addressKey, windowAnswerFields, windowCheck, windowFields } from "./surveys-staff";

/**
 * Polls in the console (issue 15, ADR 0054): what `/api/v1/staff/polls/*` take and answer. A
 * poll is a yes/no question to members, known by its key (the site's address and the members'
 * answers use it), with a title in three languages, an answering window and, for a match poll,
 * the match it asks about. It lives on the content lifecycle.
 */

/** The poll's key in the site's address and the members' answers (`_` allowed). */
export const pollKey = addressKey(/^[a-z0-9_-]+$/, "surveysStaff.errors.pollKeyInvalid");

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
  ...windowAnswerFields,
  ord: z.number(),
});
export type PollRecord = z.infer<typeof pollRecord>;

export const pollsListBody = lifecycleListBody({
  /** Only match polls / only the others. */
  kind: z.enum(["match", "other"]).optional(),
});
export type PollsListFilter = z.infer<typeof pollsListBody>;

export const pollRow = lifecycleRow({
  title: z.string(),
  yes: z.number(),
  no: z.number(),
  ...pollRecord.pick({ key: true, match_id: true, opens_at: true, closes_at: true }).shape,
});
export type PollRow = z.infer<typeof pollRow>;

/**
 * `/staff/polls/matches`: the matches a match poll may ask about, for the poll form's picker
 * (read-only, for whoever edits polls): search by either team's name, one Riyadh day, or the
 * one match a poll names (`id`); upcoming matches first (soonest first), then past ones.
 */
export const pollMatchesBody = z.object({
  search,
  /** Kick-off on this day (YYYY-MM-DD, Riyadh). */
  date: listDay.optional(),
  /** Only this match (the one a poll names, to show it). */
  id: recordId.optional(),
  page,
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});
export type PollMatchesFilter = z.infer<typeof pollMatchesBody>;

export const pollMatchChoice = z.object({
  id: z.number(),
  /** Both teams in the caller's language, the home side first. */
  home: z.string(),
  away: z.string(),
  /** Riyadh kick-off, `2026-12-01T18:30`. */
  kickoff_at: z.string(),
  championship: z.string(),
});
export type PollMatchChoice = z.infer<typeof pollMatchChoice>;

export const pollsStaffCalls = {
  ...lifecycleCalls("polls", [pollsListBody, pollRow], [pollRecord, pollSaveBody]),
  "/staff/polls/matches": { body: pollMatchesBody, response: pagedOf(pollMatchChoice) },
};
