// Standings recomputation for an 18-team, 34-round season (306 finished matches).
//   npm run bench -- standings [--runs 2000]
// Bundles src/shared/sports/standings.ts (the code server and browser run), builds a double
// round robin with seeded scores and cards, and times computeStandings: median and p99 of
// --runs runs after a warm-up. Also the worst case, every match drawn 1-1, where all 18 teams
// are level and the head-to-head mini-league, fair play and lots all run. Exits non-zero when
// the median misses the aim.
import { importTs, percentiles, seeded } from "./bundle.mjs";
import { numberArg, report } from "./lib.mjs";

const RUNS = numberArg("runs", 2000);
const AIM_MS = 5;
const { computeStandings } = await importTs("src/shared/sports/standings.ts");

/** Circle-method double round robin: 2 * (teams - 1) rounds, each pair home and away. */
function season(teams, score) {
  const ids = [...teams];
  const matches = [];
  for (let round = 0; round < ids.length - 1; round++) {
    for (let i = 0; i < ids.length / 2; i++) {
      const [a, b] = [ids[i], ids[ids.length - 1 - i]];
      matches.push({ home: a, away: b, ...score() }, { home: b, away: a, ...score() });
    }
    ids.splice(1, 0, ids.pop());
  }
  return matches;
}

const teams = Array.from({ length: 18 }, (_, i) => 100 + i);
const rand = seeded(2026);
const goals = () => Math.floor(-Math.log(1 - rand()) * 1.4);
const cards = () => ({ yellow: Math.floor(rand() * 4), secondYellow: rand() < 0.05 ? 1 : 0 });
const typical = season(teams, () => ({
  status: "finished",
  homeGoals: goals(),
  awayGoals: goals(),
  homeCards: cards(),
  awayCards: cards(),
}));
const level = season(teams, () => ({ status: "finished", homeGoals: 1, awayGoals: 1 }));
const rules = {
  points: { win: 3, draw: 1, loss: 0 },
  tieBreakers: [
    "points",
    "h2h_points",
    "h2h_goal_difference",
    "h2h_goals_for",
    "goal_difference",
    "goals_for",
    "fair_play",
    "lots",
  ],
  lots: { seed: "bench" },
};
const adjustments = [{ team: 105, points: -3, reason: "bench" }];

function time(matches) {
  const input = { rules, teams, matches, adjustments };
  for (let i = 0; i < 200; i++) computeStandings(input);
  const samples = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    rows += computeStandings(input).rows.length;
    samples.push(performance.now() - t0);
  }
  if (rows !== RUNS * teams.length) throw new Error("a table lost rows");
  return percentiles(samples);
}

const fmt = (ms) => `${ms.toFixed(3)} ms`;
const allLevel = computeStandings({ rules, teams, matches: level, adjustments: [] }).rows;
if (allLevel[1].decidedBy?.criterion !== "lots")
  throw new Error("the level case did not reach lots");
const a = time(typical);
const b = time(level);
report(`Standings, 18 teams, ${typical.length} matches, ${RUNS} runs`, {
  "typical season: median (aim < 5 ms)": `${fmt(a.p50)}  ${a.p50 < AIM_MS ? "ok" : "MISSED"}`,
  "typical season: p99": fmt(a.p99),
  "all 1-1: median (aim < 5 ms)": `${fmt(b.p50)}  ${b.p50 < AIM_MS ? "ok" : "MISSED"}`,
  "all 1-1: p99": fmt(b.p99),
});
process.exit(a.p50 < AIM_MS && b.p50 < AIM_MS ? 0 : 1);
