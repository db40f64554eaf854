// Standings through the database: an 18-team, 34-round season (306 finished matches), the time
// from a result change to the stored table being recomputed.
//   npm run bench -- standings-db [--runs 200]
// Runs the application in this process (embedded PostgreSQL, demo data), adds a computed
// championship of 18 clubs (the club's 34 matches in `matches`, the other 272 results in
// `championship_fixtures`, head-to-head rules), then times, --runs times each:
//   1. another clubs' result changed with /api/v1/staff/standings/results/save (HTTP, staff
//      session and permission, lock, audit, recompute, commit): the answer arrives once the
//      new table is stored;
//   2. a goal recorded and undone on one of the club's finished matches with
//      /api/v1/staff/match-events/save and /delete (the score trigger, then the recompute);
//   3. the recompute alone (read 306 results, rank, rewrite 18 rows) in a transaction;
// interleaved (one of each in turn) so that the three see the same load.
// After every change the stored table is read back and checked against the change. Exits
// non-zero when an aim is missed or a table is wrong.
import os from "node:os";
import { numberArg, report } from "./lib.mjs";
import { seeded } from "./bundle.mjs";
import { loadStaffBenchApp, percentile } from "./staff-bench-lib.mjs";

const RUNS = numberArg("runs", 200);
const AIM_CALL_MS = 200;
const AIM_RECOMPUTE_MS = 50;

const { startStaffBenchApp, recomputeStandings } = await loadStaffBenchApp();
const bench = await startStaffBenchApp({ staffRateLimitMax: 0 });
const q = (text, values) => bench.pool.query(text, values);
let failed = false;
try {
  // ---------------------------------------------------------------- the season
  const rand = seeded(2026);
  const goals = () => Math.floor(-Math.log(1 - rand()) * 1.4);
  const { rows: own } = await q("SELECT id FROM clubs WHERE is_own");
  const { rows: others } = await q(
    `INSERT INTO clubs (name, image_url, is_own)
     SELECT jsonb_build_object('ar', 'نادي ' || n, 'en', 'Bench club ' || n), '', false
       FROM generate_series(1, 17) n RETURNING id`,
  );
  const clubIds = [own[0].id, ...others.map((r) => r.id)];
  const { rows: type } = await q("SELECT id FROM championship_types ORDER BY id LIMIT 1");
  const rules = {
    points: { win: 3, draw: 1, loss: 0 },
    tieBreakers: ["points", "h2h_points", "h2h_goal_difference", "goal_difference", "goals_for"],
  };
  const { rows: ch } = await q(
    `INSERT INTO championships (type_id, title, season, standings_mode, rules)
     VALUES ($1, '{"ar": "دوري القياس", "en": "Bench league"}', '2030-2031', 'computed', $2)
     RETURNING id`,
    [type[0].id, JSON.stringify(rules)],
  );
  const championshipId = ch[0].id;
  // Circle-method double round robin: 34 rounds, each pair home and away.
  const ids = [...clubIds];
  let ours = 0;
  let theirs = 0;
  for (let round = 0; round < ids.length - 1; round++) {
    for (let i = 0; i < ids.length / 2; i++) {
      for (const [home, away] of [
        [ids[i], ids[ids.length - 1 - i]],
        [ids[ids.length - 1 - i], ids[i]],
      ]) {
        if (home === own[0].id || away === own[0].id) {
          await q(
            `INSERT INTO matches (championship_id, competitor_club_id, kickoff_at, season,
                                  team_goals, competitor_team_goals, our_stadium, match_status)
             VALUES ($1, $2, now() - ($3 || ' days')::interval, '2030-2031', $4, $5, $6, 'finished')`,
            [
              championshipId,
              home === own[0].id ? away : home,
              300 - ours,
              goals(),
              goals(),
              home === own[0].id,
            ],
          );
          ours++;
        } else {
          await q(
            `INSERT INTO championship_fixtures
               (championship_id, home_club_id, away_club_id, home_goals, away_goals, status)
             VALUES ($1, $2, $3, $4, $5, 'finished')`,
            [championshipId, home, away, goals(), goals()],
          );
          theirs++;
        }
      }
    }
    ids.splice(1, 0, ids.pop());
  }
  if (ours !== 34 || theirs !== 272) throw new Error(`season has ${ours} + ${theirs} matches`);
  await bench.db.transaction((tx) => recomputeStandings(tx, championshipId));
  const table = async () =>
    (
      await q(
        `SELECT club_id, p, gf, ga, pts FROM championship_results
          WHERE championship_id = $1 ORDER BY club_id`,
        [championshipId],
      )
    ).rows;
  const rowOf = (rows, clubId) => rows.find((r) => r.club_id === clubId);
  const start = await table();
  if (start.length !== 18 || start.some((r) => r.p !== 34))
    throw new Error("the stored table is not 18 clubs of 34 matches");

  // ---------------------------------------------------------------- the staff calls
  const token = await bench.session("sports.demo@alnoor-club.example");
  const call = async (path, body) => {
    const res = await fetch(`${bench.url}/api/v1/staff${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `staff_session=${token}`,
        origin: bench.url,
      },
      body: JSON.stringify(body),
    });
    const json = await res.json();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
    return json;
  };
  const timed = async (fn) => {
    const t0 = performance.now();
    await fn();
    return performance.now() - t0;
  };

  // 1. Another clubs' result: the home side's goals go 0, 1, 2, ... (each save changes them).
  const { rows: fx } = await q(
    `SELECT id, home_club_id, away_club_id, home_goals, away_goals FROM championship_fixtures
      WHERE championship_id = $1 ORDER BY id LIMIT 1`,
    [championshipId],
  );
  const f = fx[0];
  const baseGf = rowOf(start, f.home_club_id).gf - f.home_goals;
  const fixtureSave = (homeGoals) =>
    call("/standings/results/save", {
      id: f.id,
      championship_id: championshipId,
      home_club_id: f.home_club_id,
      away_club_id: f.away_club_id,
      home_goals: homeGoals,
      away_goals: f.away_goals,
    });
  for (let i = 0; i < 10; i++) await fixtureSave(i % 5); // warm-up
  const fixtureMs = [];
  const fixtureStep = async (i) => {
    const homeGoals = (i % 9) + 1;
    fixtureMs.push(await timed(() => fixtureSave(homeGoals)));
    if (i % 20 === 0 && rowOf(await table(), f.home_club_id).gf !== baseGf + homeGoals) {
      failed = true;
      console.error(`result ${i}: the stored table did not take the new score`);
    }
  };

  // 2. A goal recorded and undone on one of the club's finished matches.
  const { rows: m } = await q(
    "SELECT id FROM matches WHERE championship_id = $1 ORDER BY id LIMIT 1",
    [championshipId],
  );
  const matchId = m[0].id;
  const ownGf = async () => rowOf(await table(), own[0].id).gf;
  // The first event makes the score the events' (ADR 0033): start from a goal recorded.
  const first = await call("/match-events/save", {
    match_id: matchId,
    type: "goal",
    side: "club",
    minute: 10,
  });
  let before = await ownGf();
  const eventMs = [];
  let lastId = first.results.id;
  const eventStep = async (i) => {
    if (i % 2 === 0) {
      eventMs.push(
        await timed(async () => {
          const r = await call("/match-events/save", {
            match_id: matchId,
            type: "goal",
            side: "club",
            minute: 20 + (i % 60),
          });
          lastId = r.results.id;
        }),
      );
    } else {
      eventMs.push(await timed(() => call("/match-events/delete", { id: lastId })));
    }
    const expected = before + (i % 2 === 0 ? 1 : -1);
    if (i % 20 < 2 && (await ownGf()) !== expected) {
      failed = true;
      console.error(`event ${i}: the stored table did not follow the goal`);
    }
    before = expected;
  };

  // 3. The recompute alone, in its own transaction.
  const recomputeMs = [];
  const recomputeStep = async () =>
    recomputeMs.push(
      await timed(() => bench.db.transaction((tx) => recomputeStandings(tx, championshipId))),
    );

  // Interleaved, so that the three see the same load on a shared machine.
  const loadBefore = os.loadavg()[0];
  for (let i = 0; i < RUNS; i++) {
    await fixtureStep(i);
    await eventStep(i);
    await recomputeStep();
  }

  const fig = (xs, aim) => {
    const s = [...xs].sort((a, b) => a - b);
    const p50 = percentile(s, 50);
    const p99 = percentile(s, 99);
    if (p99 >= aim) failed = true;
    return `p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms   (aim p99 < ${aim} ms: ${p99 < aim ? "met" : "MISSED"})`;
  };
  report(`Standings through the database, 18 clubs, 306 finished matches, ${RUNS} changes each`, {
    "machine load (1 min, 2 cores), start / end": `${loadBefore.toFixed(1)} / ${os.loadavg()[0].toFixed(1)}`,
    "other clubs' result saved -> table stored": fig(fixtureMs, AIM_CALL_MS),
    "goal recorded or undone -> table stored": fig(eventMs, AIM_CALL_MS),
    "recompute alone (transaction)": fig(recomputeMs, AIM_RECOMPUTE_MS),
  });
} catch (e) {
  failed = true;
  console.error(e);
} finally {
  await bench.stop();
}
process.exit(failed ? 1 : 0);
