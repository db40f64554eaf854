import { describe, expect, it } from "vitest";
import {
  computeStandings,
  FIFA_FAIR_PLAY,
  type MatchResult,
  type StandingRow,
  type StandingsRules,
  type TeamId,
  type TieBreaker,
} from "../../src/shared/sports/standings";

const played = (home: TeamId, homeGoals: number, awayGoals: number, away: TeamId): MatchResult => ({
  home,
  away,
  homeGoals,
  awayGoals,
  status: "finished",
});

const rules = (tieBreakers: TieBreaker[], extra: Partial<StandingsRules> = {}): StandingsRules => ({
  points: { win: 3, draw: 1, loss: 0 },
  tieBreakers,
  ...extra,
});

const order = (rows: StandingRow[]) => rows.map((r) => r.team);
const row = (rows: StandingRow[], team: TeamId) => rows.find((r) => r.team === team)!;

describe("points rules", () => {
  // X draws three times; Y wins once and loses twice; they never meet.
  const teams = ["X", "Y", "P", "Q", "R"];
  const matches = [
    played("X", 1, 1, "P"),
    played("X", 0, 0, "Q"),
    played("R", 2, 2, "X"),
    played("Y", 1, 0, "P"),
    played("Q", 1, 0, "Y"),
    played("Y", 0, 2, "R"),
  ];

  it("counts played, won, drawn, lost, goals and points with 3/1/0", () => {
    const { rows } = computeStandings({ rules: rules(["goal_difference"]), teams, matches });
    expect(row(rows, "X")).toMatchObject({
      played: 3,
      won: 0,
      drawn: 3,
      lost: 0,
      goalsFor: 3,
      goalsAgainst: 3,
      goalDifference: 0,
      points: 3,
    });
    expect(row(rows, "Y")).toMatchObject({
      played: 3,
      won: 1,
      drawn: 0,
      lost: 2,
      goalsFor: 1,
      goalsAgainst: 3,
      goalDifference: -2,
      points: 3,
      awayGoalsFor: 0,
    });
    expect(row(rows, "R")).toMatchObject({ won: 1, drawn: 1, points: 4, awayGoalsFor: 2 });
    // Level on points: goal difference puts X above Y.
    const x = rows.findIndex((r) => r.team === "X");
    expect(rows[x + 1]).toMatchObject({ team: "Y", decidedBy: { criterion: "goal_difference" } });
  });

  it("uses the championship's own points: with 2/1/0 three draws beat one win", () => {
    const { rows } = computeStandings({
      rules: { points: { win: 2, draw: 1, loss: 0 }, tieBreakers: [] },
      teams,
      matches,
    });
    expect(row(rows, "X").points).toBe(3);
    expect(row(rows, "Y").points).toBe(2);
    expect(order(rows).indexOf("X")).toBeLessThan(order(rows).indexOf("Y"));
    expect(row(rows, "Y").decidedBy).toEqual({ criterion: "points" });
  });

  it("ranks by points first even when the list leaves points out", () => {
    const { rows } = computeStandings({
      rules: rules(["goals_for"]),
      teams: ["A", "B"],
      matches: [played("A", 5, 6, "B")],
    });
    expect(order(rows)).toEqual(["B", "A"]);
    expect(rows[1]!.decidedBy).toEqual({ criterion: "points" });
  });
});

describe("each tie-breaker", () => {
  // Two teams level on points that differ on the one criterion under test.
  const cases: { criterion: TieBreaker; matches: MatchResult[]; first: string }[] = [
    {
      criterion: "goal_difference",
      matches: [played("B", 1, 0, "x"), played("A", 3, 0, "y")],
      first: "A",
    },
    {
      criterion: "goals_for",
      matches: [played("B", 2, 0, "x"), played("A", 3, 1, "y")],
      first: "A",
    },
    // Fewer conceded wins, although B scored more.
    {
      criterion: "goals_against",
      matches: [played("B", 3, 2, "x"), played("A", 1, 0, "y")],
      first: "A",
    },
    {
      criterion: "wins",
      matches: [
        played("B", 0, 0, "x"),
        played("B", 1, 1, "y"),
        played("B", 2, 2, "x"),
        played("A", 4, 0, "x"),
        played("A", 0, 4, "y"),
      ],
      first: "A",
    },
    // Same score; A won it away.
    {
      criterion: "away_goals_for",
      matches: [played("B", 2, 1, "x"), played("y", 1, 2, "A")],
      first: "A",
    },
  ];
  for (const c of cases) {
    it(`${c.criterion} separates two teams level on points`, () => {
      const teams = ["B", "A", "x", "y"];
      const { rows } = computeStandings({ rules: rules([c.criterion]), teams, matches: c.matches });
      const top = rows.filter((r) => r.team === "A" || r.team === "B");
      expect(top.map((r) => r.team)).toEqual([c.first, c.first === "A" ? "B" : "A"]);
      expect(top[1]!.decidedBy).toEqual({ criterion: c.criterion });
      expect(top[1]!.position).toBe(top[0]!.position + 1);
    });
  }

  // A beat B; A and B end level on points, goal difference and goals scored.
  const h2hTeams = ["B", "A", "C", "D"];
  const h2hMatches = [
    played("A", 1, 0, "B"),
    played("B", 1, 0, "D"),
    played("A", 0, 1, "C"),
    played("C", 0, 0, "D"),
  ];

  it("h2h_points: the match between the two decides", () => {
    const { rows } = computeStandings({
      rules: rules(["h2h_points", "goal_difference"]),
      teams: h2hTeams,
      matches: h2hMatches,
    });
    expect(order(rows)).toEqual(["C", "A", "B", "D"]);
    expect(row(rows, "B").decidedBy).toEqual({ criterion: "h2h_points", among: ["B", "A"] });
    // Without head-to-head nothing separates them: they share third place, in input order.
    const plain = computeStandings({
      rules: rules(["goal_difference", "goals_for"]),
      teams: h2hTeams,
      matches: h2hMatches,
    }).rows;
    expect(order(plain)).toEqual(["C", "B", "A", "D"]);
    expect(plain.map((r) => r.position)).toEqual([1, 2, 2, 4]);
    expect(row(plain, "A").decidedBy).toBeNull();
  });

  // Two legs, one win each (level on head-to-head points): A won by more, and scored more.
  for (const [criterion, legs] of [
    ["h2h_goal_difference", [played("A", 2, 0, "B"), played("B", 1, 0, "A")]],
    ["h2h_goals_for", [played("A", 4, 0, "B"), played("B", 2, 1, "A")]],
  ] as const) {
    it(`${criterion}: decides between two teams level on head-to-head points`, () => {
      const { rows } = computeStandings({
        rules: rules(["h2h_points", criterion]),
        teams: ["B", "A"],
        matches: [...legs],
      });
      expect(order(rows)).toEqual(["A", "B"]);
      expect(rows[1]!.decidedBy).toEqual({ criterion, among: ["B", "A"] });
    });
  }

  it("lots: a real draw's order, or a stable seeded order that never changes", () => {
    const teams = ["A", "B", "C", "D"];
    const matches = [played("A", 1, 1, "B"), played("C", 1, 1, "D")];
    const drawn = computeStandings({
      rules: rules(["goal_difference", "lots"], { lots: { order: ["C", "A", "D", "B"] } }),
      teams,
      matches,
    }).rows;
    expect(order(drawn)).toEqual(["C", "A", "D", "B"]);
    expect(drawn.map((r) => r.decidedBy?.criterion ?? null)).toEqual([
      null,
      "lots",
      "lots",
      "lots",
    ]);
    expect(drawn.map((r) => r.position)).toEqual([1, 2, 3, 4]);

    const seeded = (seed: string, list: string[]) =>
      order(
        computeStandings({ rules: rules(["lots"], { lots: { seed } }), teams: list, matches }).rows,
      );
    const first = seeded("2025-26 league", teams);
    expect(seeded("2025-26 league", teams)).toEqual(first);
    // The input order does not matter to a seeded draw.
    expect(seeded("2025-26 league", [...teams].reverse())).toEqual(first);
    const others = ["s1", "s2", "s3", "s4", "s5"].map((s) => seeded(s, teams).join());
    expect(new Set([first.join(), ...others]).size).toBeGreaterThan(1);
    // Without the draw's result, lots separates nobody.
    const undrawn = computeStandings({ rules: rules(["lots"]), teams, matches }).rows;
    expect(undrawn.map((r) => r.position)).toEqual([1, 1, 1, 1]);
  });
});

describe("head-to-head from a real table", () => {
  // La Liga 2006-07, final table: Real Madrid 38 23 7 8 66:40 (+26) 76 pts, Barcelona 38 22 10
  // 6 78:33 (+45) 76 pts. Real Madrid were champions on head-to-head: Real Madrid 2-0 Barcelona
  // (Bernabéu, 22 Oct 2006) and Barcelona 3-3 Real Madrid (Camp Nou, 10 Mar 2007), although
  // Barcelona had the better goal difference (Primera División 2006/07 final table; Público,
  // 31 Dec 2022). La Liga ranks teams level on points by head-to-head points, then
  // head-to-head goal difference, then overall goal difference and goals scored.
  // The other 36 matches of each are rebuilt against placeholder opponents so that each
  // club's totals are the real ones; only the two matches between them are the real scores.
  function rest(team: string, won: number, drawn: number, lost: number, gf: number, ga: number) {
    const results: [number, number][] = [
      ...Array.from({ length: won }, () => [1, 0] as [number, number]),
      ...Array.from({ length: drawn }, () => [0, 0] as [number, number]),
      ...Array.from({ length: lost }, () => [0, 1] as [number, number]),
    ];
    for (let extra = gf - won, i = 0; extra > 0; extra--, i = (i + 1) % won) results[i]![0]++;
    for (let extra = ga - lost, i = 0; extra > 0; extra--, i = (i + 1) % lost) {
      results[won + drawn + i]![1]++;
    }
    return results.map(([f, a], i) => {
      const opponent = `${team} opponent ${(i % 18) + 1}`;
      return i < 18 ? played(team, f, a, opponent) : played(opponent, a, f, team);
    });
  }
  const rm = "Real Madrid";
  const fcb = "Barcelona";
  const opponents = [rm, fcb].flatMap((t) =>
    Array.from({ length: 18 }, (_, i) => `${t} opponent ${i + 1}`),
  );
  const matches = [
    played(rm, 2, 0, fcb),
    played(fcb, 3, 3, rm),
    ...rest(rm, 22, 6, 8, 61, 37),
    ...rest(fcb, 22, 9, 5, 75, 28),
  ];
  const laLiga = rules(["h2h_points", "h2h_goal_difference", "goal_difference", "goals_for"]);

  it("puts Real Madrid first on head-to-head points despite Barcelona's goal difference", () => {
    const { rows, ignored } = computeStandings({
      rules: laLiga,
      teams: [fcb, rm, ...opponents],
      matches,
    });
    expect(ignored).toEqual([]);
    expect(rows[0]).toMatchObject({
      position: 1,
      team: rm,
      played: 38,
      won: 23,
      drawn: 7,
      lost: 8,
      goalsFor: 66,
      goalsAgainst: 40,
      goalDifference: 26,
      points: 76,
      decidedBy: null,
    });
    expect(rows[1]).toMatchObject({
      position: 2,
      team: fcb,
      played: 38,
      won: 22,
      drawn: 10,
      lost: 6,
      goalsFor: 78,
      goalsAgainst: 33,
      goalDifference: 45,
      points: 76,
      decidedBy: { criterion: "h2h_points", among: [fcb, rm] },
    });
  });

  it("would have given Barcelona the title under goal-difference-first rules", () => {
    const { rows } = computeStandings({
      rules: rules(["goal_difference", "goals_for", "h2h_points"]),
      teams: [rm, fcb, ...opponents],
      matches,
    });
    expect(order(rows).slice(0, 2)).toEqual([fcb, rm]);
    expect(rows[1]!.decidedBy).toEqual({ criterion: "goal_difference" });
  });

  it("waits for both matches between them when the championship says so", () => {
    // Before the Camp Nou match (10 Mar 2007) with it still to play, the La Liga option
    // skips head-to-head and the next criterion decides.
    const early = matches.map((m) =>
      m.home === fcb && m.away === rm
        ? { ...m, status: "scheduled" as const, homeGoals: null, awayGoals: null }
        : m,
    );
    const base = { teams: [rm, fcb, ...opponents], matches: early };
    const strict = computeStandings({
      ...base,
      rules: { ...laLiga, headToHeadRequiresAllPlayed: true },
    });
    const loose = computeStandings({ ...base, rules: laLiga });
    expect(row(strict.rows, rm).points).toBe(75);
    // Level on 75 points: with one match of two played, strict rules go on to goal difference.
    expect(row(strict.rows, fcb).points).toBe(75);
    expect(order(strict.rows).slice(0, 2)).toEqual([fcb, rm]);
    expect(strict.rows[1]!.decidedBy).toEqual({ criterion: "goal_difference" });
    expect(order(loose.rows).slice(0, 2)).toEqual([rm, fcb]);
  });
});

describe("three teams level: the recursive mini-league", () => {
  // A, B and C each win one match among themselves: 3 head-to-head points and a goal
  // difference of 0 each. A scored 3 in those matches, B and C 2 each: A goes first on
  // head-to-head goals. B and C are still level, so the criteria start again on the match
  // between B and C alone, which B won. Overall, C has the better goal difference (it beat D
  // 5-0), so a table that fell back to overall criteria would put C above B.
  const teams = ["C", "B", "A", "D"];
  const matches = [
    played("B", 1, 0, "C"),
    played("A", 2, 1, "B"),
    played("C", 2, 1, "A"),
    played("A", 1, 0, "D"),
    played("B", 1, 0, "D"),
    played("C", 5, 0, "D"),
  ];
  const uefa = rules([
    "h2h_points",
    "h2h_goal_difference",
    "h2h_goals_for",
    "goal_difference",
    "goals_for",
    "fair_play",
    "lots",
  ]);

  it("separates A on head-to-head goals, then B and C on their own match", () => {
    const { rows } = computeStandings({ rules: uefa, teams, matches });
    expect(order(rows)).toEqual(["A", "B", "C", "D"]);
    expect(rows.map((r) => r.points)).toEqual([6, 6, 6, 0]);
    expect(row(rows, "C").goalDifference).toBe(5);
    expect(row(rows, "B").decidedBy).toEqual({
      criterion: "h2h_goals_for",
      among: ["C", "B", "A"],
    });
    expect(row(rows, "C").decidedBy).toEqual({ criterion: "h2h_points", among: ["C", "B"] });
    expect(row(rows, "D").decidedBy).toEqual({ criterion: "points" });
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it("goes on to the overall criteria when the mini-league separates nobody", () => {
    // All three matches among A, B and C drawn 1-1: the mini-league cannot decide.
    const draws = [
      played("B", 1, 1, "C"),
      played("A", 1, 1, "B"),
      played("C", 1, 1, "A"),
      played("A", 1, 0, "D"),
      played("B", 2, 0, "D"),
      played("C", 3, 0, "D"),
    ];
    const { rows } = computeStandings({ rules: uefa, teams, matches: draws });
    expect(order(rows)).toEqual(["C", "B", "A", "D"]);
    expect(row(rows, "B").decidedBy).toEqual({ criterion: "goal_difference" });
    expect(row(rows, "A").decidedBy).toEqual({ criterion: "goal_difference" });
  });
});

describe("manual adjustments", () => {
  it("deducts points with their reason and re-ranks the table", () => {
    const teams = ["A", "B", "C"];
    const matches = [played("A", 2, 0, "B"), played("B", 1, 0, "C"), played("A", 1, 1, "C")];
    const before = computeStandings({ rules: rules(["goal_difference"]), teams, matches }).rows;
    expect(order(before)).toEqual(["A", "B", "C"]);
    const { rows, ignored } = computeStandings({
      rules: rules(["goal_difference"]),
      teams,
      matches,
      adjustments: [
        { team: "A", points: -3, reason: "Fielded an ineligible player" },
        { team: "A", points: -1, reason: "Unpaid transfer fee" },
        { team: "Z", points: -6, reason: "Not in this championship" },
      ],
    });
    expect(row(rows, "A")).toMatchObject({
      points: 0,
      pointsAdjustment: -4,
      adjustments: [
        { points: -3, reason: "Fielded an ineligible player" },
        { points: -1, reason: "Unpaid transfer fee" },
      ],
      won: 1,
      drawn: 1,
    });
    expect(order(rows)).toEqual(["B", "C", "A"]);
    expect(row(rows, "A").decidedBy).toEqual({ criterion: "points" });
    expect(ignored).toEqual([{ kind: "adjustment", index: 2, reason: "unknown_team" }]);
  });
});

describe("matches that were not played", () => {
  const teams = ["A", "B", "C"];
  const finished = [played("A", 2, 0, "B"), played("B", 1, 0, "C")];

  it("leaves the table unchanged for postponed, cancelled and scheduled matches", () => {
    const base = computeStandings({ rules: rules(["goal_difference"]), teams, matches: finished });
    const withOthers = computeStandings({
      rules: rules(["goal_difference"]),
      teams,
      matches: [
        ...finished,
        { ...played("C", 3, 0, "A"), status: "postponed" },
        { ...played("C", 4, 0, "B"), status: "cancelled" },
        { home: "A", away: "C", status: "scheduled" },
        { ...played("B", 1, 0, "A"), status: "live" },
      ],
    });
    expect(withOthers.rows).toEqual(base.rows);
    expect(withOthers.ignored).toEqual([]);
  });

  it("ignores matches naming teams outside the table or without a valid score", () => {
    const { rows, ignored } = computeStandings({
      rules: rules([]),
      teams,
      matches: [
        ...finished,
        played("A", 9, 0, "Q"),
        played("A", 1, 0, "A"),
        { home: "C", away: "A", status: "finished", homeGoals: 1, awayGoals: null },
        played("C", -1, 2, "B"),
      ],
    });
    expect(rows.reduce((s, r) => s + r.played, 0)).toBe(4);
    expect(ignored.map((i) => i.reason)).toEqual([
      "unknown_team",
      "same_team",
      "bad_score",
      "bad_score",
    ]);
  });
});

describe("fair play", () => {
  it("applies the FIFA weights per sanctioned player and ranks the cleaner side first", () => {
    expect(FIFA_FAIR_PLAY).toEqual({ yellow: -1, secondYellow: -3, red: -4, yellowRed: -5 });
    const teams = ["B", "A", "x"];
    const matches: MatchResult[] = [
      { ...played("A", 1, 1, "x"), homeCards: { yellow: 3 } },
      { ...played("x", 0, 0, "A"), awayCards: { yellow: 1 } },
      { ...played("B", 1, 1, "x"), homeCards: { secondYellow: 1, yellow: 1 } },
      { ...played("x", 0, 0, "B"), awayCards: { yellowRed: 1 }, homeCards: { red: 1 } },
    ];
    const { rows } = computeStandings({
      rules: rules(["goal_difference", "goals_for", "fair_play"]),
      teams,
      matches,
    });
    expect(row(rows, "A").fairPlay).toBe(-4);
    expect(row(rows, "B").fairPlay).toBe(-9);
    expect(row(rows, "x").fairPlay).toBe(-4);
    // x leads on points; A and B are level on points and goals, A with fewer sanctions.
    expect(order(rows)).toEqual(["x", "A", "B"]);
    expect(row(rows, "B").decidedBy).toEqual({ criterion: "fair_play" });
  });

  it("takes a championship's own weights as data", () => {
    const matches: MatchResult[] = [
      { ...played("A", 0, 0, "B"), homeCards: { yellow: 2 }, awayCards: { red: 1 } },
    ];
    const lenient = { yellow: -1, secondYellow: -2, red: -1, yellowRed: -3 };
    const { rows } = computeStandings({
      rules: rules(["fair_play"], { fairPlay: lenient }),
      teams: ["A", "B"],
      matches,
    });
    expect(order(rows)).toEqual(["B", "A"]);
    expect(rows.map((r) => r.fairPlay)).toEqual([-1, -2]);
  });
});
