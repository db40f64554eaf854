import type { MatchEventType, MatchPeriod, MatchSide, MatchStatus } from "./match-status";
import type { PagedResults } from "../api";
import type { Localized } from "../i18n";

export type MatchPageDto = PagedResults<MatchDto>;

export type ClubDto = { id: number; Name: string; image_url: string; is_own: boolean };

export type ChampionshipDto = {
  id: number;
  type_id: number;
  title: string;
  logo_url: string | null;
  season: string;
  ord: number;
  type: { id: number; title: string; logo_url: string | null } | null;
};

export type ChampionshipTypeDto = {
  id: number;
  ord: number;
  title: string;
  titles: { ar: string; en?: string; es?: string };
  logo_url: string | null;
  championships?: ChampionshipDto[];
};

export type StandingRowDto = {
  id: number;
  championship_id: number;
  pos: number;
  club: { id: number; Name: string; image_url: string; is_own: boolean };
  p: number;
  w: number;
  d: number;
  l: number;
  gf: number;
  ga: number;
  gd: number;
  pts: number;
  other_info: { pts: number; [key: string]: unknown };
};

export type StandingsDto = { data: StandingRowDto[]; championship: ChampionshipDto | null };

export type PlayerStatisticsDto = {
  appearances?: number;
  goals?: number;
  assists?: number;
  minutes_played?: number;
  red_cards?: number;
  yellow_cards?: number;
  tackles?: number;
  interceptions?: number;
  aerial_duels?: number;
  clean_sheets?: number;
  passes?: number;
  successful_passes?: number;
  failed_passes?: number;
  shots?: number;
  shots_on_target?: number;
  shots_off_target?: number;
  shooting_accuracy?: number;
};

export type PlayerDto = {
  id: number;
  Name: string;
  number: number | null;
  position: "Goalkeeper" | "Defender" | "Midfielder" | "Forward" | "Manegar";
  image_url: string;
  team: { id: number; name: string; kind: "first" | "junior" | "other" } | null;
  nationality: string | null;
  dob: string | null;
  age: number | null;
  preferred_leg: "left" | "right" | "both" | null;
  preferred_position: string | null;
  bio?: string;
  statistics?: PlayerStatisticsDto;
};

export type PlayerPageDto = PagedResults<PlayerDto>;

export type TeamDto = {
  id: number;
  category_id: number | null;
  name: string;
  kind: "first" | "junior" | "other";
  image_url: string | null;
  ord: number;
  players?: PlayerDto[];
};

export type MatchDto = {
  id: number;
  date: string;
  time: string;
  kickoff_at: string;
  season: string;
  competitor_club: { id: number; image_url: string; Name: string } | null;
  /** Where the match stands (migration 0020). */
  status: MatchStatus;
  team_goals: number | null;
  competitor_team_goals: number | null;
  stadium: { id: number; Name: string } | null;
  championship: { id: number; title: string; logo_url: string | null } | null;
  other_info: {
    our_staduim: 0 | 1;
    match_over: 0 | 1;
    type_id: number | null;
    enable_expectation: 0 | 1;
    pts?: number;
  };
};

/** One thing that happened on the pitch, as the match page and the live stream show it. */
export type MatchEventDto = {
  id: number;
  type: MatchEventType;
  side: MatchSide | null;
  period: MatchPeriod | null;
  minute: number;
  created_at: string;
  player: { id: number; name: string } | null;
};

/** `/website/matches/show/:id` and each message of `/live/matches/:id`. */
export type MatchDetailDto = MatchDto & {
  period: { name: MatchPeriod; started_at: string } | null;
  events: MatchEventDto[];
};

/** A club sport or a group of sports, from /website/teams/categories. */
export type SportCategoryDto = {
  id: number;
  parent_id: number | null;
  ord: number;
  name: string;
  description: string;
  image_url: string;
  can_join: boolean;
  name_locale?: Localized;
  description_locale?: Localized;
  childs_count?: number;
  childs?: SportCategoryDto[];
  parent?: { id: number; name: string } | null;
};
