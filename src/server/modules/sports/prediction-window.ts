import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { localize, type Lang, type Localized } from "../../../shared/i18n";
import type { predictionMatchesBody } from "../../../shared/sports/staff-data";
import type { predictionWindowBody } from "../../../shared/staff/sports";
import type { PredictionResults } from "../../../shared/staff/sports-dtos";
import type { Db } from "../../db/client";
import { matches } from "../../db/schema/sports";
import { notFound } from "../../lib/app-error";
import { maskPhone } from "../../lib/mask";
import { rowById } from "../../lib/records";
import type { AuditActor } from "../staff/audit";
import { auditTx } from "../staff/audit-tx";
import { listStaffMatches, riyadhLocalOf } from "./staff-matches";

/**
 * A match's predictions for staff (issue 16): the window, and once the match is finished the
 * settlement from its final score, always computed from the score as it stands (an undone final
 * whistle or a corrected goal settles again, nothing to keep in step).
 */

const windowOf = (m: typeof matches.$inferSelect) => ({
  match_id: m.id,
  enabled: m.enableExpectation,
  opens_at: m.predictionOpensAt?.toISOString() ?? null,
  closes_at: (m.predictionClosesAt ?? m.kickoffAt).toISOString(),
  closes_at_kickoff: m.predictionClosesAt === null,
});

export async function savePredictionWindow({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: z.infer<typeof predictionWindowBody>;
}) {
  return db.transaction(async (tx) => {
    const before = await rowById(tx, matches, input.match_id, true);
    if (!before) throw notFound();
    const [after] = await tx
      .update(matches)
      .set({
        enableExpectation: input.enabled,
        predictionOpensAt: input.opens_at ? new Date(input.opens_at) : null,
        predictionClosesAt: input.closes_at ? new Date(input.closes_at) : null,
      })
      .where(eq(matches.id, input.match_id))
      .returning();
    await auditTx(tx, {
      actor,
      action: "predictions.window",
      recordType: "match",
      recordId: input.match_id,
      before: windowOf(before),
      after: windowOf(after!),
    });
    return windowOf(after!);
  });
}

/**
 * Counts and split of a match's predictions and, once it is finished, the winners: exact score
 * first, then the right outcome, earliest prediction first. `personal`: names and phones in full
 * (members.view); otherwise masked.
 */
export async function predictionResults({
  db,
  body: { match_id: matchId, page, per_page: perPage },
  personal,
  lang = "ar",
}: {
  db: Db;
  lang?: Lang;
  /** The screen's request: the match and the page of winners. */
  body: { match_id: number; page: number; per_page: number };
  personal: boolean;
}) {
  const [m] = await db.select().from(matches).where(eq(matches.id, matchId));
  if (!m) throw notFound();
  const settled =
    m.matchStatus === "finished" && m.teamGoals !== null && m.competitorTeamGoals !== null;
  const { rows: counts } = await db.execute<{
    total: number;
    team: number;
    competitor: number;
    equal: number;
    exact: number;
    outcome: number;
  }>(sql`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE team_goals > competitor_team_goals)::int AS team,
           count(*) FILTER (WHERE team_goals < competitor_team_goals)::int AS competitor,
           count(*) FILTER (WHERE team_goals = competitor_team_goals)::int AS equal,
           count(*) FILTER (WHERE ${settled} AND team_goals = ${m.teamGoals} AND competitor_team_goals = ${m.competitorTeamGoals})::int AS exact,
           count(*) FILTER (WHERE ${settled} AND sign(team_goals - competitor_team_goals) = sign(${m.teamGoals ?? 0}::int - ${m.competitorTeamGoals ?? 0}::int))::int AS outcome
      FROM predictions WHERE match_id = ${matchId}`);
  const c = counts[0]!;
  const pct = (n: number) => (c.total ? Math.round((n * 1000) / c.total) / 10 : 0);
  let winners: PredictionResults["winners"] = [];
  if (settled) {
    const { rows } = await db.execute<{
      id: number;
      full_name: string;
      phone: string;
      team_goals: number;
      competitor_team_goals: number;
      created_at: string;
      exact: boolean;
    }>(sql`
      SELECT id, full_name, phone, team_goals, competitor_team_goals, created_at,
             (team_goals = ${m.teamGoals} AND competitor_team_goals = ${m.competitorTeamGoals}) AS exact
        FROM predictions
       WHERE match_id = ${matchId}
         AND sign(team_goals - competitor_team_goals) = sign(${m.teamGoals}::int - ${m.competitorTeamGoals}::int)
       ORDER BY exact DESC, created_at, id
       LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
    winners = rows.map((r) => ({
      id: Number(r.id),
      name: personal ? r.full_name : `${r.full_name.slice(0, 1)}***`,
      phone: personal ? r.phone : maskPhone(r.phone),
      team_goals: r.team_goals,
      competitor_team_goals: r.competitor_team_goals,
      created_at: new Date(r.created_at).toISOString(),
      exact: r.exact,
    }));
  }
  const { rows: about } = await db.execute<{ competitor: Localized | null }>(
    sql`SELECT name AS competitor FROM clubs WHERE id = ${m.competitorClubId}`,
  );
  return {
    match_id: matchId,
    competitor_name: localize(about[0]?.competitor, lang),
    kickoff_at: riyadhLocalOf(m.kickoffAt),
    our_stadium: m.ourStadium,
    status: m.matchStatus,
    settled,
    final_score: settled
      ? { team_goals: m.teamGoals, competitor_team_goals: m.competitorTeamGoals }
      : null,
    window: windowOf(m),
    total: c.total,
    split: {
      team: { count: c.team, percent: pct(c.team) },
      competitor: { count: c.competitor, percent: pct(c.competitor) },
      equal: { count: c.equal, percent: pct(c.equal) },
    },
    exact: c.exact,
    outcome: c.outcome,
    winners,
    winners_total: c.outcome,
    page,
    per_page: perPage,
  };
}

/** Matches with their prediction count, for the predictions screen's list. */
export async function predictionMatches({
  db,
  lang,
  filter,
}: {
  db: Db;
  lang: Lang;
  filter: z.infer<typeof predictionMatchesBody>;
}) {
  const list = await listStaffMatches({ db, lang, filter });
  const ids = list.data.map((m) => m.id);
  const counts = new Map<number, number>();
  if (ids.length) {
    const { rows } = await db.execute<{ match_id: number; n: number }>(sql`
      SELECT match_id, count(*)::int AS n FROM predictions
       WHERE match_id = ANY(string_to_array(${ids.join(",")}, ',')::int[]) GROUP BY match_id`);
    for (const r of rows) counts.set(Number(r.match_id), r.n);
  }
  return {
    total: list.total,
    data: list.data.map((m) => ({
      id: m.id,
      kickoff_at: m.kickoff_at,
      competitor_name: m.competitor_name,
      championship_title: m.championship_title,
      status: m.status,
      team_goals: m.team_goals,
      competitor_team_goals: m.competitor_team_goals,
      our_stadium: m.our_stadium,
      enabled: m.enable_expectation,
      predictions: counts.get(m.id) ?? 0,
    })),
  };
}
