import { z } from "zod";
import { bit, localizedDto, pagedOf } from "../contract-kit";
import { MATCH_EVENT_TYPES, MATCH_PERIODS, MATCH_SIDES, MATCH_STATUSES } from "./match-status";

/** Answers of the sports calls: matches, championships and tables, clubs, teams, players, sports. */

export const clubDto = z.object({
  id: z.number(),
  Name: z.string(),
  image_url: z.string(),
  is_own: z.boolean(),
});
export type ClubDto = z.infer<typeof clubDto>;

export const championshipDto = z.object({
  id: z.number(),
  type_id: z.number(),
  title: z.string(),
  logo_url: z.string().nullable(),
  season: z.string(),
  ord: z.number(),
  type: z.object({ id: z.number(), title: z.string(), logo_url: z.string().nullable() }).nullable(),
});
export type ChampionshipDto = z.infer<typeof championshipDto>;

export const championshipTypeDto = z.object({
  id: z.number(),
  ord: z.number(),
  title: z.string(),
  titles: localizedDto,
  logo_url: z.string().nullable(),
  championships: z.array(championshipDto).optional(),
});
export type ChampionshipTypeDto = z.infer<typeof championshipTypeDto>;

/** A table row's figures: played, won, drawn, lost, goals for and against. */
export const tableFigureFields = {
  p: z.number(),
  w: z.number(),
  d: z.number(),
  l: z.number(),
  gf: z.number(),
  ga: z.number(),
};

export const standingRowDto = z.object({
  id: z.number(),
  championship_id: z.number(),
  pos: z.number(),
  club: clubDto,
  ...tableFigureFields,
  gd: z.number(),
  pts: z.number(),
  other_info: z.looseObject({ pts: z.number() }),
});
export type StandingRowDto = z.infer<typeof standingRowDto>;

export const standingsDto = z.object({
  data: z.array(standingRowDto),
  championship: championshipDto.nullable(),
});
export type StandingsDto = z.infer<typeof standingsDto>;

const figure = z.number().optional();
export const playerStatisticsDto = z.object({
  appearances: figure,
  goals: figure,
  assists: figure,
  minutes_played: figure,
  red_cards: figure,
  yellow_cards: figure,
  tackles: figure,
  interceptions: figure,
  aerial_duels: figure,
  clean_sheets: figure,
  /** A goalkeeper's figures (issue 20). */
  saves: figure,
  goals_conceded: figure,
  passes: figure,
  successful_passes: figure,
  failed_passes: figure,
  shots: figure,
  shots_on_target: figure,
  shots_off_target: figure,
  shooting_accuracy: figure,
});
export type PlayerStatisticsDto = z.infer<typeof playerStatisticsDto>;

export const TEAM_KINDS = ["first", "junior", "other"] as const;

export const playerDto = z.object({
  id: z.number(),
  Name: z.string(),
  number: z.number().nullable(),
  position: z.enum(["Goalkeeper", "Defender", "Midfielder", "Forward", "Manegar"]),
  image_url: z.string(),
  team: z.object({ id: z.number(), name: z.string(), kind: z.enum(TEAM_KINDS) }).nullable(),
  nationality: z.string().nullable(),
  dob: z.string().nullable(),
  age: z.number().nullable(),
  preferred_leg: z.enum(["left", "right", "both"]).nullable(),
  preferred_position: z.string().nullable(),
  bio: z.string().optional(),
  statistics: playerStatisticsDto.optional(),
});
export type PlayerDto = z.infer<typeof playerDto>;

export const playerPageDto = pagedOf(playerDto);
export type PlayerPageDto = z.infer<typeof playerPageDto>;

export const teamDto = z.object({
  id: z.number(),
  category_id: z.number().nullable(),
  name: z.string(),
  kind: z.enum(TEAM_KINDS),
  image_url: z.string().nullable(),
  ord: z.number(),
  players: z.array(playerDto).optional(),
});
export type TeamDto = z.infer<typeof teamDto>;

/** A match's score: our team's goals and the competitor's, null until they are known. */
export const matchScoreFields = {
  team_goals: z.number().nullable(),
  competitor_team_goals: z.number().nullable(),
};

export const matchDto = z.object({
  id: z.number(),
  date: z.string(),
  time: z.string(),
  kickoff_at: z.string(),
  season: z.string(),
  competitor_club: z.object({ id: z.number(), image_url: z.string(), Name: z.string() }).nullable(),
  /** Where the match stands (migration 0020). */
  status: z.enum(MATCH_STATUSES),
  ...matchScoreFields,
  stadium: z.object({ id: z.number(), Name: z.string() }).nullable(),
  championship: championshipDto.pick({ id: true, title: true, logo_url: true }).nullable(),
  other_info: z.object({
    our_staduim: bit,
    match_over: bit,
    type_id: z.number().nullable(),
    enable_expectation: bit,
    /** The club's points from the match (3 win, 1 draw, 0 loss); null until it is over. */
    pts: z.number().nullable(),
  }),
});
export type MatchDto = z.infer<typeof matchDto>;

export const matchPageDto = pagedOf(matchDto);
export type MatchPageDto = z.infer<typeof matchPageDto>;

/** One thing that happened on the pitch, as the match page and the live stream show it. */
export const matchEventDto = z.object({
  id: z.number(),
  type: z.enum(MATCH_EVENT_TYPES),
  side: z.enum(MATCH_SIDES).nullable(),
  period: z.enum(MATCH_PERIODS).nullable(),
  minute: z.number(),
  created_at: z.string(),
  player: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type MatchEventDto = z.infer<typeof matchEventDto>;

/** `/website/matches/show/:id` and each message of `/live/matches/:id`. */
export const matchDetailDto = matchDto.extend({
  period: z.object({ name: z.enum(MATCH_PERIODS), started_at: z.string() }).nullable(),
  events: z.array(matchEventDto),
});
export type MatchDetailDto = z.infer<typeof matchDetailDto>;

/** A club sport or a group of sports, from /website/teams/categories. */
export type SportCategoryDto = {
  id: number;
  parent_id: number | null;
  ord: number;
  name: string;
  description: string;
  image_url: string;
  can_join: boolean;
  name_locale?: z.infer<typeof localizedDto>;
  description_locale?: z.infer<typeof localizedDto>;
  childs_count?: number;
  childs?: SportCategoryDto[];
  parent?: { id: number; name: string } | null;
};
export const sportCategoryDto: z.ZodType<SportCategoryDto> = z.lazy(() =>
  z.object({
    id: z.number(),
    parent_id: z.number().nullable(),
    ord: z.number(),
    name: z.string(),
    description: z.string(),
    image_url: z.string(),
    can_join: z.boolean(),
    name_locale: localizedDto.optional(),
    description_locale: localizedDto.optional(),
    childs_count: z.number().optional(),
    childs: z.array(sportCategoryDto).optional(),
    parent: z.object({ id: z.number(), name: z.string() }).nullable().optional(),
  }),
);
