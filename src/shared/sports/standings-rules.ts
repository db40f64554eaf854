// The rules of a championship's table as data (ADR 0026): points per result, the ordered
// tie-breakers, fair-play weights and the drawing of lots. Pure, shared by server and browser.

export type TeamId = string | number;

/** Every criterion a championship may list, in the order it chooses. */
export const TIE_BREAKERS = [
  "points",
  "goal_difference",
  "goals_for",
  "goals_against",
  "wins",
  "h2h_points",
  "h2h_goal_difference",
  "h2h_goals_for",
  "away_goals_for",
  "fair_play",
  "lots",
] as const;
export type TieBreaker = (typeof TIE_BREAKERS)[number];

const HEAD_TO_HEAD: ReadonlySet<TieBreaker> = new Set([
  "h2h_points",
  "h2h_goal_difference",
  "h2h_goals_for",
]);
export const isHeadToHead = (c: TieBreaker): boolean => HEAD_TO_HEAD.has(c);

/**
 * Fair-play points per player and match. Each sanctioned player counts in one category only
 * (a second yellow is one `secondYellow`, not two yellows).
 */
export interface FairPlayWeights {
  yellow: number;
  secondYellow: number;
  red: number;
  yellowRed: number;
}
/** FIFA and UEFA: yellow -1, indirect red -3, direct red -4, yellow then direct red -5. */
export const FIFA_FAIR_PLAY: Readonly<FairPlayWeights> = {
  yellow: -1,
  secondYellow: -3,
  red: -4,
  yellowRed: -5,
};

export type CardCounts = Partial<Record<keyof FairPlayWeights, number>>;

export interface StandingsRules {
  points: { win: number; draw: number; loss: number };
  /** Ordered; `points` always comes first whether it is listed or not. */
  tieBreakers: readonly TieBreaker[];
  fairPlay?: FairPlayWeights;
  /**
   * The result of the drawing of lots: `order` lists teams best first (the real draw); teams
   * it does not list follow, ordered by a hash of `seed` and their id. Without either, lots
   * separates nobody and the teams share a position.
   */
  lots?: { order?: readonly TeamId[]; seed?: string };
  /** Use head-to-head only once every match among the tied teams is played (La Liga). */
  headToHeadRequiresAllPlayed?: boolean;
}

/** FNV-1a, 32 bits: a stable, seeded order for the drawing of lots. */
function lotsHash(seed: string, team: TeamId): number {
  let h = 0x811c9dc5;
  const s = `${seed}\u0000${String(team)}`;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Each team's lots score, larger is better (as for every criterion). */
export function lotsScores(ids: readonly TeamId[], lots: StandingsRules["lots"]): number[] {
  if (!lots || (!lots.order?.length && lots.seed === undefined)) return ids.map(() => 0);
  const order = new Map((lots.order ?? []).map((t, i) => [t, i] as const));
  const unlisted = ids
    .filter((t) => !order.has(t))
    .map((t) => ({ t, h: lots.seed === undefined ? null : lotsHash(lots.seed, t) }));
  // Unlisted teams without a seed stay level with each other, after the listed ones.
  unlisted.sort((a, b) => (a.h ?? 0) - (b.h ?? 0) || (String(a.t) < String(b.t) ? -1 : 1));
  const base = order.size;
  const rank = new Map<TeamId, number>(order);
  let next = base;
  unlisted.forEach((u, i) => {
    if (u.h !== null && (i === 0 || u.h !== unlisted[i - 1]!.h)) next = base + i;
    rank.set(u.t, u.h === null ? base : next);
  });
  return ids.map((t) => -(rank.get(t) ?? base));
}
