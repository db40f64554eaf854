import { asc, eq, sql } from "drizzle-orm";
import {
  computeStandings,
  type CardCounts,
  type MatchResult,
  type StandingsRules,
} from "../../../shared/sports/standings";
import { DEFAULT_STANDINGS_RULES } from "../../../shared/staff/sports";
import type { DbOrTx } from "../../db/client";
import {
  championshipFixtures,
  championshipResults,
  championships,
  clubs,
  standingAdjustments,
} from "../../db/schema/sports";

/**
 * A computed championship's table rebuilt by the engine (ADR 0026) from its finished matches
 * (the club's own `matches` with card counts from their events, the others'
 * `championship_fixtures`), its rules and adjustments, on the caller's transaction.
 */

export const rulesOf = (r: StandingsRules | null): StandingsRules => r ?? DEFAULT_STANDINGS_RULES;

/** Rebuilds a computed championship's table; does nothing for a table entered by hand. */
export async function recomputeStandings(tx: DbOrTx, championshipId: number): Promise<void> {
  // The championship row serializes recomputations of one table.
  const [ch] = await tx
    .select({ mode: championships.standingsMode, rules: championships.rules })
    .from(championships)
    .where(eq(championships.id, championshipId))
    .for("update");
  if (!ch || ch.mode !== "computed") return;
  const [own] = await tx.select({ id: clubs.id }).from(clubs).where(eq(clubs.isOwn, true)).limit(1);
  const ownId = own?.id ?? 0;
  // One after another: a transaction is one connection, which runs one statement at a time.
  const ours = await tx.execute<{
    id: number;
    competitor_club_id: number;
    our_stadium: boolean;
    match_status: MatchResult["status"];
    team_goals: number | null;
    competitor_team_goals: number | null;
    our_yellow: number;
    our_red: number;
    their_yellow: number;
    their_red: number;
  }>(sql`
      SELECT m.id, m.competitor_club_id, m.our_stadium, m.match_status, m.team_goals,
             m.competitor_team_goals,
             count(*) FILTER (WHERE e.type = 'yellow_card' AND e.side = 'club')::int AS our_yellow,
             count(*) FILTER (WHERE e.type = 'red_card' AND e.side = 'club')::int AS our_red,
             count(*) FILTER (WHERE e.type = 'yellow_card' AND e.side = 'opponent')::int AS their_yellow,
             count(*) FILTER (WHERE e.type = 'red_card' AND e.side = 'opponent')::int AS their_red
        FROM matches m LEFT JOIN match_events e ON e.match_id = m.id
       WHERE m.championship_id = ${championshipId} AND m.status = 1
       GROUP BY m.id`);
  const others = await tx
    .select()
    .from(championshipFixtures)
    .where(eq(championshipFixtures.championshipId, championshipId));
  const adjustments = await tx
    .select()
    .from(standingAdjustments)
    .where(eq(standingAdjustments.championshipId, championshipId))
    .orderBy(asc(standingAdjustments.id));
  const results: MatchResult[] = [];
  for (const m of ours.rows) {
    const us: CardCounts = { yellow: m.our_yellow, red: m.our_red };
    const them: CardCounts = { yellow: m.their_yellow, red: m.their_red };
    results.push(
      m.our_stadium
        ? {
            id: `m${m.id}`,
            home: ownId,
            away: m.competitor_club_id,
            status: m.match_status,
            homeGoals: m.team_goals,
            awayGoals: m.competitor_team_goals,
            homeCards: us,
            awayCards: them,
          }
        : {
            id: `m${m.id}`,
            home: m.competitor_club_id,
            away: ownId,
            status: m.match_status,
            homeGoals: m.competitor_team_goals,
            awayGoals: m.team_goals,
            homeCards: them,
            awayCards: us,
          },
    );
  }
  for (const f of others)
    results.push({
      id: `f${f.id}`,
      home: f.homeClubId,
      away: f.awayClubId,
      status: f.status,
      homeGoals: f.homeGoals,
      awayGoals: f.awayGoals,
    });
  const teams = [
    ...new Set<number>([
      ...(ours.rows.length ? [ownId] : []),
      ...results.flatMap((r) => [Number(r.home), Number(r.away)]),
      ...adjustments.map((a) => a.clubId),
    ]),
  ].sort((a, b) => a - b);
  const table = computeStandings({
    rules: rulesOf(ch.rules),
    teams,
    matches: results,
    adjustments: adjustments.map((a) => ({ team: a.clubId, points: a.points, reason: a.reason })),
  });
  await tx
    .delete(championshipResults)
    .where(eq(championshipResults.championshipId, championshipId));
  if (table.rows.length)
    await tx.insert(championshipResults).values(
      table.rows.map((r) => ({
        championshipId,
        clubId: Number(r.team),
        pos: r.position,
        p: r.played,
        w: r.won,
        d: r.drawn,
        l: r.lost,
        gf: r.goalsFor,
        ga: r.goalsAgainst,
        pts: r.points,
        otherInfo: {
          pts_adjustment: r.pointsAdjustment,
          adjustments: r.adjustments,
          decided_by: r.decidedBy
            ? { criterion: r.decidedBy.criterion, among: r.decidedBy.among?.map(Number) }
            : null,
        },
      })),
    );
}

/** Recomputes the tables a match belongs (or belonged) to, on the caller's transaction. */
export async function recomputeForMatch(tx: DbOrTx, ...championshipIds: number[]) {
  for (const id of new Set(championshipIds)) await recomputeStandings(tx, id);
}
