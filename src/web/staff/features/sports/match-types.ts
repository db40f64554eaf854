import type { MatchEventDto } from "../../../../shared/sports/dtos";
import type { MatchStatus } from "../../../../shared/sports/match-status";

/** A match as `/staff/matches/get` answers it. */
export type StaffMatch = {
  id: number;
  championship_id: number;
  competitor_club_id: number;
  stadium_id: number | null;
  kickoff_at: string;
  season: string;
  our_stadium: boolean;
  status: MatchStatus;
  team_goals: number | null;
  competitor_team_goals: number | null;
  enable_expectation: boolean;
  published: boolean;
  broadcast_url: string;
  tickets_url: string;
  events: MatchEventDto[];
};

/** A row of `/staff/matches/list`. */
export type StaffMatchRow = Omit<StaffMatch, "events"> & {
  competitor_name: string;
  competitor_image_url: string | null;
  championship_title: string;
};

/** What the match form chooses from (`/staff/matches/options`). */
export type MatchOptions = {
  championships: { id: number; title: string; season: string }[];
  clubs: { id: number; name: string; image_url: string }[];
  stadiums: { id: number; name: string }[];
  players: { id: number; name: string; number: number | null }[];
};
