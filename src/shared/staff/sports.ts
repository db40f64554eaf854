import { z } from "zod";
import {
  MATCH_EVENT_TYPES,
  MATCH_PERIODS,
  MATCH_SIDES,
  MATCH_STATUSES,
} from "../sports/match-status";
import { page, perPage } from "./accounts";

/** Staff sports calls (`sports.manage`, issue 16): matches and their events. */

const id = z.coerce.number().int().positive().max(2_147_483_647);
const goals = z.number().int().min(0).max(99).nullable();
const url = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "sports.staff.badUrl");

/** Kick-off as the wall clock in Riyadh (UTC+3 all year): `2026-11-23T19:30`. */
export const riyadhLocal = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "sports.staff.badKickoff")
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00+03:00`)), "sports.staff.badKickoff");

export const staffMatchesListBody = z.object({
  /** The opponent's name in any language, or the championship's title. */
  search: z.string().trim().max(120).optional(),
  championship_id: id.optional(),
  status: z.enum(MATCH_STATUSES).optional(),
  season: z.string().trim().max(20).optional(),
  /** Upcoming: from now on, soonest first; past: before now, latest first; all: by date. */
  when: z.enum(["upcoming", "past", "all"]).default("all"),
  page,
  per_page: perPage,
});

export const staffIdBody = z.object({ id });

export const staffMatchSaveBody = z.object({
  id: id.optional(),
  championship_id: id,
  competitor_club_id: id,
  stadium_id: id.nullable().default(null),
  kickoff_at: riyadhLocal,
  season: z.string().trim().min(4, "sports.staff.seasonRequired").max(20),
  our_stadium: z.boolean().default(true),
  status: z.enum(MATCH_STATUSES).default("scheduled"),
  /** Only for a match recorded without events: once it has events, they decide the score. */
  team_goals: goals.default(null),
  competitor_team_goals: goals.default(null),
  enable_expectation: z.boolean().default(false),
  published: z.boolean().default(true),
  broadcast_url: url.default(""),
  tickets_url: url.default(""),
});
export type StaffMatchSave = z.infer<typeof staffMatchSaveBody>;

export const matchEventSaveBody = z
  .object({
    match_id: id,
    type: z.enum(MATCH_EVENT_TYPES),
    side: z.enum(MATCH_SIDES).optional(),
    /** For `period` events: the period that starts. */
    period: z.enum(MATCH_PERIODS).optional(),
    minute: z.number().int().min(0).max(150),
    player_id: id.nullable().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "period" && !v.period)
      ctx.addIssue({ code: "custom", path: ["period"], message: "sports.staff.periodRequired" });
    if (v.type !== "period" && !v.side)
      ctx.addIssue({ code: "custom", path: ["side"], message: "sports.staff.sideRequired" });
  });
export type MatchEventSave = z.infer<typeof matchEventSaveBody>;
