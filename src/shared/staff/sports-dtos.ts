import { z } from "zod";
import { predictionSplitFields } from "../engagement/dtos";
import { matchEventDto, matchScoreFields, tableFigureFields } from "../sports/dtos";
import { MATCH_STATUSES } from "../sports/match-status";
import { TIE_BREAKERS } from "../sports/standings-rules";

/** Answers of the staff sports calls (`/staff/matches`, `/match-events`, `/standings`, `/predictions`). */

/** A match as `/staff/matches/get` answers it and `/staff/matches/save` takes it back. */
export const staffMatchRecordDto = z.object({
  id: z.number(),
  championship_id: z.number(),
  competitor_club_id: z.number(),
  stadium_id: z.number().nullable(),
  /** Riyadh wall clock, `2026-11-23T19:30`. */
  kickoff_at: z.string(),
  season: z.string(),
  our_stadium: z.boolean(),
  status: z.enum(MATCH_STATUSES),
  ...matchScoreFields,
  enable_expectation: z.boolean(),
  published: z.boolean(),
  broadcast_url: z.string(),
  tickets_url: z.string(),
  /** Moves with every change of the match (its events too); `save` sends it back. */
  version: z.number(),
});
export type StaffMatchRecord = z.infer<typeof staffMatchRecordDto>;

/** `/staff/matches/get`: the record and its events. */
export const staffMatchDto = staffMatchRecordDto.extend({ events: z.array(matchEventDto) });
export type StaffMatch = z.infer<typeof staffMatchDto>;

/** A row of `/staff/matches/list`. */
export const staffMatchRowDto = staffMatchRecordDto.extend({
  competitor_name: z.string(),
  competitor_image_url: z.string().nullable(),
  championship_title: z.string(),
});
export type StaffMatchRow = z.infer<typeof staffMatchRowDto>;

/** What the match form chooses from (`/staff/matches/options`). */
export const matchOptionsDto = z.object({
  championships: z.array(z.object({ id: z.number(), title: z.string(), season: z.string() })),
  clubs: z.array(z.object({ id: z.number(), name: z.string(), image_url: z.string() })),
  stadiums: z.array(z.object({ id: z.number(), name: z.string() })),
  players: z.array(z.object({ id: z.number(), name: z.string(), number: z.number().nullable() })),
});
export type MatchOptions = z.infer<typeof matchOptionsDto>;

/** `/staff/match-events/save|delete`: the event's id and the match as it stands after it. */
export const matchEventChangeDto = z.object({ id: z.number(), match: staffMatchRecordDto });

/** A championship's table rules as stored (ADR 0026). */
const storedRulesDto = z.object({
  points: z.object({ win: z.number(), draw: z.number(), loss: z.number() }),
  tieBreakers: z.array(z.enum(TIE_BREAKERS)).readonly(),
  fairPlay: z
    .object({
      yellow: z.number(),
      secondYellow: z.number(),
      red: z.number(),
      yellowRed: z.number(),
    })
    .optional(),
  lots: z
    .object({
      order: z
        .array(z.union([z.string(), z.number()]))
        .readonly()
        .optional(),
      seed: z.string().optional(),
    })
    .optional(),
  headToHeadRequiresAllPlayed: z.boolean().optional(),
});

/** `/staff/standings/get` (and the saves that answer the table again). */
export const staffStandingsDto = z.object({
  championship_id: z.number(),
  title: z.string(),
  mode: z.enum(["manual", "computed"]),
  rules: storedRulesDto,
  rows: z.array(
    z.object({
      club_id: z.number(),
      club_name: z.string(),
      pos: z.number(),
      ...tableFigureFields,
      pts: z.number(),
      /** Which tie-breaker separated this row from the next, when one did. */
      decided_by: z
        .object({ criterion: z.enum(TIE_BREAKERS), among: z.array(z.number()).optional() })
        .nullable(),
    }),
  ),
  adjustments: z.array(
    z.object({
      id: z.number(),
      club_id: z.number(),
      points: z.number(),
      reason: z.string(),
      created_at: z.string(),
    }),
  ),
  fixtures: z.array(
    z.object({
      id: z.number(),
      home_club_id: z.number(),
      away_club_id: z.number(),
      home_goals: z.number().nullable(),
      away_goals: z.number().nullable(),
      status: z.enum(MATCH_STATUSES),
      played_on: z.string().nullable(),
    }),
  ),
});
export type StaffStandings = z.infer<typeof staffStandingsDto>;

/** A match's prediction window: `closes_at` is the kick-off unless staff set it. */
export const predictionWindowDto = z.object({
  match_id: z.number(),
  enabled: z.boolean(),
  opens_at: z.string().nullable(),
  closes_at: z.string(),
  closes_at_kickoff: z.boolean(),
});
export type PredictionWindow = z.infer<typeof predictionWindowDto>;

/** `/staff/predictions/results`: counts, split and, once the match is settled, the winners. */
export const predictionResultsDto = z.object({
  match_id: z.number(),
  competitor_name: z.string(),
  /** Kick-off on Riyadh's clock, `2026-11-23T19:30`. */
  kickoff_at: z.string(),
  our_stadium: z.boolean(),
  status: z.enum(MATCH_STATUSES),
  settled: z.boolean(),
  final_score: z.object(matchScoreFields).nullable(),
  window: predictionWindowDto,
  total: z.number(),
  split: z.object(predictionSplitFields),
  exact: z.number(),
  outcome: z.number(),
  winners: z.array(
    z.object({
      id: z.number(),
      /** In full for `members.view`, masked otherwise. */
      name: z.string(),
      phone: z.string(),
      team_goals: z.number(),
      competitor_team_goals: z.number(),
      created_at: z.string(),
      exact: z.boolean(),
    }),
  ),
  winners_total: z.number(),
  page: z.number(),
  per_page: z.number(),
});
export type PredictionResults = z.infer<typeof predictionResultsDto>;
