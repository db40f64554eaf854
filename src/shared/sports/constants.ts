/** The first team (spec section 9: the home page's players block reads team_id 12). */
export const FIRST_TEAM_ID = 12;

/** A player's position; 'Manegar' is the spec's spelling for the team manager (no number). */
export const PLAYER_POSITIONS = [
  "Goalkeeper",
  "Defender",
  "Midfielder",
  "Forward",
  "Manegar",
] as const;
export type PlayerPosition = (typeof PLAYER_POSITIONS)[number];

/**
 * Home leads with the next match when it kicks off within this many days (or is in play);
 * otherwise the main slider leads (issue 20, ADR 0057).
 */
export const MATCH_WEEK_DAYS = 7;
