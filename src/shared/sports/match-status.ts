/** Where a match stands and what can happen on the pitch (migration 0020, issue 16). */

export const MATCH_STATUSES = [
  "scheduled",
  "live",
  "half_time",
  "finished",
  "postponed",
  "cancelled",
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const MATCH_EVENT_TYPES = [
  "goal",
  "own_goal",
  "penalty_goal",
  "yellow_card",
  "red_card",
  "substitution",
  "period",
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];

/** The team of the player concerned (an own goal counts for the other side). */
export const MATCH_SIDES = ["club", "opponent"] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

/** The period a `period` event starts. */
export const MATCH_PERIODS = ["first_half", "half_time", "second_half", "full_time"] as const;
export type MatchPeriod = (typeof MATCH_PERIODS)[number];

/** Statuses in which the score can still change: pages keep a live stream open. */
export const IN_PLAY: readonly MatchStatus[] = ["live", "half_time"];

/** Which side a goal event counts for, or null for an event that is not a goal. */
export function goalFor(type: MatchEventType, side: MatchSide | null): MatchSide | null {
  if (!side) return null;
  if (type === "goal" || type === "penalty_goal") return side;
  if (type === "own_goal") return side === "club" ? "opponent" : "club";
  return null;
}

/**
 * The minute shown on the control screen and the match page: counted from the start of the
 * current half (45 added in the second), null when the ball is not rolling.
 */
export function currentMinute(
  status: MatchStatus,
  period: { name: MatchPeriod; started_at: string } | null,
  now: number,
): number | null {
  if (status !== "live" || !period) return null;
  const elapsed = Math.max(0, Math.floor((now - Date.parse(period.started_at)) / 60_000)) + 1;
  if (period.name === "first_half") return elapsed;
  if (period.name === "second_half") return 45 + elapsed;
  return null;
}
