import { z } from "zod";
import { idField as id } from "../platform/common";
import {
  MATCH_EVENT_TYPES,
  MATCH_PERIODS,
  MATCH_SIDES,
  MATCH_STATUSES,
} from "../sports/match-status";
import { TIE_BREAKERS } from "../sports/standings-rules";
import { paging, search } from "./accounts";

/** Staff sports calls (`sports.manage`, issue 16): matches and their events. */

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
  search,
  championship_id: id.optional(),
  status: z.enum(MATCH_STATUSES).optional(),
  season: z.string().trim().max(20).optional(),
  /** Upcoming: from now on, soonest first; past: before now, latest first; all: by date. */
  when: z.enum(["upcoming", "past", "all"]).default("all"),
  ...paging,
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
  /**
   * The `version` that `get` answered; an update from an older one (someone saved the match, or
   * an event was recorded, since it was read) is refused with 409 `stale_version`.
   */
  version: z.number().int().nonnegative().optional(),
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
    /**
     * Kick-off more than two hours before the match's date, as meant: without it the call is
     * refused (409 `kickoff_early`) with the scheduled date and time.
     */
    confirm_early: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.type === "period" && !v.period)
      ctx.addIssue({ code: "custom", path: ["period"], message: "sports.staff.periodRequired" });
    if (v.type !== "period" && !v.side)
      ctx.addIssue({ code: "custom", path: ["side"], message: "sports.staff.sideRequired" });
  });
export type MatchEventSave = z.infer<typeof matchEventSaveBody>;

/** A championship's table rules as staff edit them (ADR 0026); points come first anyway. */
export const standingsRulesSchema = z.object({
  points: z.object({
    win: z.number().int().min(0).max(10),
    draw: z.number().int().min(0).max(10),
    loss: z.number().int().min(-10).max(10),
  }),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)).max(TIE_BREAKERS.length),
  headToHeadRequiresAllPlayed: z.boolean().optional(),
  lots: z
    .object({
      order: z.array(z.number().int().positive()).max(100).optional(),
      seed: z.string().max(100).optional(),
    })
    .optional(),
});

export const DEFAULT_STANDINGS_RULES: z.infer<typeof standingsRulesSchema> = {
  points: { win: 3, draw: 1, loss: 0 },
  tieBreakers: ["points", "goal_difference", "goals_for"],
};

export const standingsGetBody = z.object({ championship_id: id });
export const standingsSaveBody = z.object({
  championship_id: id,
  mode: z.enum(["manual", "computed"]),
  rules: standingsRulesSchema.nullable().default(null),
});
export const adjustmentSaveBody = z.object({
  championship_id: id,
  club_id: id,
  points: z
    .number()
    .int()
    .min(-99)
    .max(99)
    .refine((v) => v !== 0, "sports.staff.adjustmentZero"),
  reason: z.string().trim().min(3, "sports.staff.reasonRequired").max(300),
});
export const fixtureSaveBody = z.object({
  id: id.optional(),
  championship_id: id,
  home_club_id: id,
  away_club_id: id,
  home_goals: goals.default(null),
  away_goals: goals.default(null),
  status: z.enum(MATCH_STATUSES).default("finished"),
  played_on: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
});
/** A table entered by hand, best first. */
export const manualTableBody = z.object({
  championship_id: id,
  rows: z
    .array(
      z.object({
        club_id: id,
        p: z.number().int().min(0).max(999),
        w: z.number().int().min(0).max(999),
        d: z.number().int().min(0).max(999),
        l: z.number().int().min(0).max(999),
        gf: z.number().int().min(0).max(9999),
        ga: z.number().int().min(0).max(9999),
        pts: z.number().int().min(-999).max(9999),
      }),
    )
    .max(60),
});

/** A match's prediction window; instants in ISO 8601 with their offset, or null. */
const instant = z
  .string()
  .datetime({ offset: true, message: "sports.staff.badInstant" })
  .nullable()
  .default(null);
export const predictionWindowBody = z
  .object({ match_id: id, enabled: z.boolean(), opens_at: instant, closes_at: instant })
  .refine((v) => !v.opens_at || !v.closes_at || Date.parse(v.opens_at) < Date.parse(v.closes_at), {
    path: ["closes_at"],
    message: "sports.staff.closesBeforeOpens",
  });
export const predictionResultsBody = z.object({ match_id: id, ...paging });
