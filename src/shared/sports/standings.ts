// League tables from results: each championship's own points rules and ordered tie-breakers,
// kept as data (ADR 0026). Pure: no I/O, no clock, no randomness; runs on the server and in
// the browser alike.

import {
  FIFA_FAIR_PLAY,
  isHeadToHead,
  lotsScores,
  type CardCounts,
  type FairPlayWeights,
  type StandingsRules,
  type TeamId,
  type TieBreaker,
} from "./standings-rules";

export * from "./standings-rules";

export type MatchStatus =
  "scheduled" | "live" | "half_time" | "finished" | "postponed" | "cancelled";

export interface MatchResult {
  id?: string | number;
  home: TeamId;
  away: TeamId;
  status: MatchStatus;
  homeGoals?: number | null;
  awayGoals?: number | null;
  homeCards?: CardCounts;
  awayCards?: CardCounts;
}

export interface PointAdjustment {
  team: TeamId;
  /** Negative for a deduction. */
  points: number;
  reason: string;
}

export interface StandingsInput {
  rules: StandingsRules;
  /** Teams still level after every criterion keep this order (and share a position). */
  teams: readonly TeamId[];
  matches: readonly MatchResult[];
  adjustments?: readonly PointAdjustment[];
}

/** What put a row below the row above it; `among` names the mini-league for head-to-head. */
export interface Decision {
  criterion: TieBreaker;
  among?: TeamId[];
}

export interface StandingRow {
  /** Competition ranking: rows level on every criterion share a position (1, 2, 2, 4). */
  position: number;
  team: TeamId;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  /** Adjustments included. */
  points: number;
  pointsAdjustment: number;
  adjustments: { points: number; reason: string }[];
  awayGoalsFor: number;
  fairPlay: number;
  /** Null on the first row and on a row level with the one above. */
  decidedBy: Decision | null;
}

export interface IgnoredInput {
  kind: "match" | "adjustment";
  index: number;
  reason: "unknown_team" | "same_team" | "bad_score" | "bad_points";
}

export interface StandingsTable {
  rows: StandingRow[];
  /** Input that names teams outside the table or carries impossible figures. */
  ignored: IgnoredInput[];
}

interface Totals {
  played: number;
  won: number;
  drawn: number;
  lost: number;
  gf: number;
  ga: number;
  awayGf: number;
  fairPlay: number;
  adjustment: number;
  adjustments: { points: number; reason: string }[];
}

interface Played {
  home: number;
  away: number;
  hg: number;
  ag: number;
}

type Ranked = { team: number; decidedBy: Decision | null };

function tally(s: Totals, goalsFor: number, goalsAgainst: number) {
  s.played++;
  s.gf += goalsFor;
  s.ga += goalsAgainst;
  if (goalsFor > goalsAgainst) s.won++;
  else if (goalsFor < goalsAgainst) s.lost++;
  else s.drawn++;
}

const isCount = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

function fairPlayOf(cards: CardCounts | undefined, w: FairPlayWeights): number {
  if (!cards) return 0;
  let sum = 0;
  for (const k of ["yellow", "secondYellow", "red", "yellowRed"] as const) {
    const n = cards[k];
    if (isCount(n)) sum += n * w[k];
  }
  return sum;
}

/** Splits `group` into runs of equal key, best run first; the sort is stable. */
function partition<K>(group: number[], key: (t: number) => K, compare: (a: K, b: K) => number) {
  const keyed = group.map((t) => ({ t, k: key(t) }));
  keyed.sort((a, b) => compare(b.k, a.k));
  const runs: { teams: number[]; key: K }[] = [];
  for (const { t, k } of keyed) {
    const last = runs[runs.length - 1];
    if (last && compare(last.key, k) === 0) last.teams.push(t);
    else runs.push({ teams: [t], key: k });
  }
  return runs;
}

const compareVectors = (a: number[], b: number[]) => {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
};

export function computeStandings(input: StandingsInput): StandingsTable {
  const { rules, teams } = input;
  const fpWeights = rules.fairPlay ?? FIFA_FAIR_PLAY;
  const index = new Map<TeamId, number>();
  teams.forEach((t, i) => index.set(t, i));
  const n = teams.length;
  const totals: Totals[] = teams.map(() => ({
    played: 0,
    won: 0,
    drawn: 0,
    lost: 0,
    gf: 0,
    ga: 0,
    awayGf: 0,
    fairPlay: 0,
    adjustment: 0,
    adjustments: [],
  }));
  const ignored: IgnoredInput[] = [];
  /** Finished matches each team played at home; pending ones (for the La Liga rule). */
  const homeGames: Played[][] = teams.map(() => []);
  const pendingHome: number[][] = teams.map(() => []);
  const { win, draw, loss } = rules.points;
  const result = (f: number, a: number) => (f > a ? win : f < a ? loss : draw);

  const skip = (kind: IgnoredInput["kind"], i: number, reason: IgnoredInput["reason"]) => {
    ignored.push({ kind, index: i, reason });
  };
  input.matches.forEach((m, i) => {
    const h = index.get(m.home);
    const a = index.get(m.away);
    if (h === undefined || a === undefined) return skip("match", i, "unknown_team");
    if (h === a) return skip("match", i, "same_team");
    // Postponed and cancelled matches count for nothing; the others are still to play.
    if (m.status !== "finished") {
      if (m.status !== "cancelled") pendingHome[h]!.push(a);
      return;
    }
    const { homeGoals: hg, awayGoals: ag } = m;
    if (!isCount(hg) || !isCount(ag)) return skip("match", i, "bad_score");
    const H = totals[h]!;
    const A = totals[a]!;
    tally(H, hg, ag);
    tally(A, ag, hg);
    A.awayGf += ag;
    H.fairPlay += fairPlayOf(m.homeCards, fpWeights);
    A.fairPlay += fairPlayOf(m.awayCards, fpWeights);
    homeGames[h]!.push({ home: h, away: a, hg, ag });
  });

  (input.adjustments ?? []).forEach((adj, i) => {
    const t = index.get(adj.team);
    if (t === undefined) return skip("adjustment", i, "unknown_team");
    if (!Number.isInteger(adj.points)) return skip("adjustment", i, "bad_points");
    totals[t]!.adjustment += adj.points;
    totals[t]!.adjustments.push({ points: adj.points, reason: adj.reason });
  });

  const points = totals.map((s) => s.won * win + s.drawn * draw + s.lost * loss + s.adjustment);
  const lots = lotsScores(teams, rules.lots);
  const overall: Record<
    Exclude<TieBreaker, "h2h_points" | "h2h_goal_difference" | "h2h_goals_for">,
    (t: number) => number
  > = {
    points: (t) => points[t]!,
    goal_difference: (t) => totals[t]!.gf - totals[t]!.ga,
    goals_for: (t) => totals[t]!.gf,
    goals_against: (t) => -totals[t]!.ga,
    wins: (t) => totals[t]!.won,
    away_goals_for: (t) => totals[t]!.awayGf,
    fair_play: (t) => totals[t]!.fairPlay,
    lots: (t) => lots[t]!,
  };
  const criteria: TieBreaker[] = ["points"];
  for (const c of rules.tieBreakers) if (!criteria.includes(c)) criteria.push(c);

  /** The mini-league among `group`: [points, goal difference, goals for] per team. */
  function miniLeague(group: number[]): Map<number, number[]> | null {
    const inGroup = new Set(group);
    const table = new Map(group.map((t) => [t, [0, 0, 0]]));
    for (const t of group) {
      if (rules.headToHeadRequiresAllPlayed && pendingHome[t]!.some((o) => inGroup.has(o)))
        return null;
      for (const g of homeGames[t]!) {
        if (!inGroup.has(g.away)) continue;
        const H = table.get(g.home)!;
        const A = table.get(g.away)!;
        H[0]! += result(g.hg, g.ag);
        A[0]! += result(g.ag, g.hg);
        H[1]! += g.hg - g.ag;
        A[1]! += g.ag - g.hg;
        H[2]! += g.hg;
        A[2]! += g.ag;
      }
    }
    return table;
  }
  const H2H_COLUMN: Partial<Record<TieBreaker, number>> = {
    h2h_points: 0,
    h2h_goal_difference: 1,
    h2h_goals_for: 2,
  };

  function resolve(group: number[], k: number): Ranked[] {
    if (group.length === 1) return [{ team: group[0]!, decidedBy: null }];
    // Level on every criterion: input order, shared position.
    if (k >= criteria.length) return group.map((team) => ({ team, decidedBy: null }));
    const c = criteria[k]!;
    if (isHeadToHead(c)) {
      let end = k;
      while (end < criteria.length && isHeadToHead(criteria[end]!)) end++;
      return headToHead(group, criteria.slice(k, end), end);
    }
    const runs = partition(group, overall[c as keyof typeof overall], (a, b) => a - b);
    if (runs.length === 1) return resolve(group, k + 1);
    const out: Ranked[] = [];
    for (const [i, run] of runs.entries()) {
      const sub = resolve(run.teams, k + 1);
      if (i > 0) sub[0]!.decidedBy = { criterion: c };
      out.push(...sub);
    }
    return out;
  }

  /**
   * Head-to-head as UEFA applies it: the mini-league among exactly the teams level, its
   * criteria in order; a subset still level is ranked again on the matches among itself
   * alone; when the mini-league separates nobody, the criteria after the block decide.
   */
  function headToHead(group: number[], block: TieBreaker[], after: number): Ranked[] {
    const table = miniLeague(group);
    if (!table) return resolve(group, after);
    const cols = block.map((c) => H2H_COLUMN[c]!);
    const runs = partition(group, (t) => cols.map((col) => table.get(t)![col]!), compareVectors);
    if (runs.length === 1) return resolve(group, after);
    const among = [...group].sort((a, b) => a - b).map((t) => teams[t]!);
    const out: Ranked[] = [];
    runs.forEach((run, i) => {
      const sub =
        run.teams.length > 1
          ? headToHead(run.teams, block, after)
          : [{ team: run.teams[0]!, decidedBy: null }];
      if (i > 0) {
        const prev = runs[i - 1]!.key;
        const first = block.find((_, j) => prev[j] !== run.key[j])!;
        sub[0]!.decidedBy = { criterion: first, among };
      }
      out.push(...sub);
    });
    return out;
  }

  const ranked = resolve(
    Array.from({ length: n }, (_, i) => i),
    0,
  );
  const rows: StandingRow[] = [];
  ranked.forEach(({ team, decidedBy }, i) => {
    const s = totals[team]!;
    rows.push({
      position: i > 0 && decidedBy === null ? rows[i - 1]!.position : i + 1,
      team: teams[team]!,
      played: s.played,
      won: s.won,
      drawn: s.drawn,
      lost: s.lost,
      goalsFor: s.gf,
      goalsAgainst: s.ga,
      goalDifference: s.gf - s.ga,
      points: points[team]!,
      pointsAdjustment: s.adjustment,
      adjustments: s.adjustments,
      awayGoalsFor: s.awayGf,
      fairPlay: s.fairPlay,
      decidedBy,
    });
  });
  return { rows, ignored };
}
