import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Lang } from "../../../shared/i18n";
import {
  computeStandings,
  type CardCounts,
  type MatchResult,
  type StandingsRules,
} from "../../../shared/sports/standings";
import {
  DEFAULT_STANDINGS_RULES,
  type adjustmentSaveBody,
  type fixtureSaveBody,
  type manualTableBody,
  type standingsSaveBody,
} from "../../../shared/staff/sports";
import type { Db, DbOrTx } from "../../db/client";
import {
  championshipFixtures,
  championshipResults,
  championships,
  clubs,
  standingAdjustments,
} from "../../db/schema/sports";
import { AppError, notFound } from "../../lib/app-error";
import type { AuditActor } from "../staff/audit";
import { auditTx } from "../staff/audit-tx";

/**
 * League tables (issue 16, ADR 0026). A championship in `computed` mode has its table rebuilt
 * from its finished matches (the club's own `matches` and the others' `championship_fixtures`)
 * with its own rules and adjustments, in the transaction of every change that can move it; in
 * `manual` mode staff enter the rows. The public table reads `championship_results` either way.
 */

const rulesOf = (r: StandingsRules | null): StandingsRules => r ?? DEFAULT_STANDINGS_RULES;

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
  const [ours, others, adjustments] = await Promise.all([
    tx.execute<{
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
       GROUP BY m.id`),
    tx
      .select()
      .from(championshipFixtures)
      .where(eq(championshipFixtures.championshipId, championshipId)),
    tx
      .select()
      .from(standingAdjustments)
      .where(eq(standingAdjustments.championshipId, championshipId))
      .orderBy(asc(standingAdjustments.id)),
  ]);
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

/** A championship's table as staff see it: mode, rules, rows, adjustments and other results. */
export async function getStandings({ db, lang, id }: { db: Db; lang: Lang; id: number }) {
  const [ch] = await db.select().from(championships).where(eq(championships.id, id));
  if (!ch) throw notFound();
  const pick = (v: { ar?: string; en?: string; es?: string } | null) =>
    v ? v[lang] || v.ar || "" : "";
  const [rows, adjustments, fixtures] = await Promise.all([
    db
      .select({ r: championshipResults, name: clubs.name })
      .from(championshipResults)
      .leftJoin(clubs, eq(championshipResults.clubId, clubs.id))
      .where(eq(championshipResults.championshipId, id))
      .orderBy(asc(championshipResults.pos), asc(championshipResults.id)),
    db
      .select()
      .from(standingAdjustments)
      .where(eq(standingAdjustments.championshipId, id))
      .orderBy(asc(standingAdjustments.id)),
    db
      .select()
      .from(championshipFixtures)
      .where(eq(championshipFixtures.championshipId, id))
      .orderBy(asc(championshipFixtures.playedOn), asc(championshipFixtures.id)),
  ]);
  return {
    championship_id: ch.id,
    title: pick(ch.title),
    mode: ch.standingsMode,
    rules: rulesOf(ch.rules),
    rows: rows.map(({ r, name }) => ({
      club_id: r.clubId,
      club_name: pick(name),
      pos: r.pos,
      p: r.p,
      w: r.w,
      d: r.d,
      l: r.l,
      gf: r.gf,
      ga: r.ga,
      pts: r.pts,
      decided_by: (r.otherInfo.decided_by as unknown) ?? null,
    })),
    adjustments: adjustments.map((a) => ({
      id: a.id,
      club_id: a.clubId,
      points: a.points,
      reason: a.reason,
      created_at: a.createdAt.toISOString(),
    })),
    fixtures: fixtures.map((f) => ({
      id: f.id,
      home_club_id: f.homeClubId,
      away_club_id: f.awayClubId,
      home_goals: f.homeGoals,
      away_goals: f.awayGoals,
      status: f.status,
      played_on: f.playedOn,
    })),
  };
}

async function lockedChampionship(tx: DbOrTx, id: number) {
  const [ch] = await tx
    .select({ id: championships.id, mode: championships.standingsMode, rules: championships.rules })
    .from(championships)
    .where(eq(championships.id, id))
    .for("update");
  if (!ch) throw notFound();
  return ch;
}

/** 422 on `field` for a reference to a club that does not exist. */
function clubRefError(e: unknown, field: string): unknown {
  const err = e as { cause?: { code?: string } };
  if (err.cause?.code === "23503")
    return new AppError(422, "validation_failed", "errors.validation_failed", {
      [field]: ["sports.staff.unknownReference"],
    });
  return e;
}

export async function saveStandingsSettings({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: z.infer<typeof standingsSaveBody>;
}) {
  await db.transaction(async (tx) => {
    const before = await lockedChampionship(tx, input.championship_id);
    await tx
      .update(championships)
      .set({ standingsMode: input.mode, rules: input.rules as StandingsRules | null })
      .where(eq(championships.id, input.championship_id));
    await auditTx(tx, {
      actor,
      action: "standings.settings",
      recordType: "championship",
      recordId: input.championship_id,
      before: { mode: before.mode, rules: before.rules },
      after: { mode: input.mode, rules: input.rules },
    });
    await recomputeStandings(tx, input.championship_id);
  });
}

export async function saveAdjustment({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: z.infer<typeof adjustmentSaveBody>;
}) {
  try {
    return await db.transaction(async (tx) => {
      await lockedChampionship(tx, input.championship_id);
      const [row] = await tx
        .insert(standingAdjustments)
        .values({
          championshipId: input.championship_id,
          clubId: input.club_id,
          points: input.points,
          reason: input.reason,
          createdBy: actor.id,
        })
        .returning();
      await auditTx(tx, {
        actor,
        action: "standings.adjust",
        recordType: "standing_adjustment",
        recordId: row!.id,
        after: {
          championship_id: input.championship_id,
          club_id: input.club_id,
          points: input.points,
          reason: input.reason,
        },
      });
      await recomputeStandings(tx, input.championship_id);
      return { id: row!.id };
    });
  } catch (e) {
    throw clubRefError(e, "club_id");
  }
}

export async function deleteAdjustment({
  db,
  actor,
  id,
}: {
  db: Db;
  actor: AuditActor;
  id: number;
}) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(standingAdjustments).where(eq(standingAdjustments.id, id));
    if (!row) throw notFound();
    await lockedChampionship(tx, row.championshipId);
    await tx.delete(standingAdjustments).where(eq(standingAdjustments.id, id));
    await auditTx(tx, {
      actor,
      action: "standings.adjust_delete",
      recordType: "standing_adjustment",
      recordId: id,
      before: { club_id: row.clubId, points: row.points, reason: row.reason },
    });
    await recomputeStandings(tx, row.championshipId);
  });
}

export async function saveFixture({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: z.infer<typeof fixtureSaveBody>;
}) {
  if (input.home_club_id === input.away_club_id)
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      away_club_id: ["sports.staff.sameClub"],
    });
  if (input.status === "finished" && (input.home_goals === null || input.away_goals === null))
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      home_goals: ["sports.staff.scoreRequired"],
    });
  const values = {
    championshipId: input.championship_id,
    homeClubId: input.home_club_id,
    awayClubId: input.away_club_id,
    homeGoals: input.home_goals,
    awayGoals: input.away_goals,
    status: input.status,
    playedOn: input.played_on,
  };
  try {
    return await db.transaction(async (tx) => {
      await lockedChampionship(tx, input.championship_id);
      let before: typeof championshipFixtures.$inferSelect | undefined;
      if (input.id) {
        [before] = await tx
          .select()
          .from(championshipFixtures)
          .where(
            and(
              eq(championshipFixtures.id, input.id),
              eq(championshipFixtures.championshipId, input.championship_id),
            ),
          );
        if (!before) throw notFound();
      }
      const [row] = before
        ? await tx
            .update(championshipFixtures)
            .set(values)
            .where(eq(championshipFixtures.id, before.id))
            .returning()
        : await tx.insert(championshipFixtures).values(values).returning();
      await auditTx(tx, {
        actor,
        action: before ? "standings.result_update" : "standings.result_create",
        recordType: "championship_fixture",
        recordId: row!.id,
        before: before ?? null,
        after: row!,
      });
      await recomputeStandings(tx, input.championship_id);
      return { id: row!.id };
    });
  } catch (e) {
    throw clubRefError(e, "home_club_id");
  }
}

export async function deleteFixture({ db, actor, id }: { db: Db; actor: AuditActor; id: number }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(championshipFixtures)
      .where(eq(championshipFixtures.id, id));
    if (!row) throw notFound();
    await lockedChampionship(tx, row.championshipId);
    await tx.delete(championshipFixtures).where(eq(championshipFixtures.id, id));
    await auditTx(tx, {
      actor,
      action: "standings.result_delete",
      recordType: "championship_fixture",
      recordId: id,
      before: row,
    });
    await recomputeStandings(tx, row.championshipId);
  });
}

/** A table entered by hand replaces the rows; refused for a computed championship (409). */
export async function saveManualTable({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: z.infer<typeof manualTableBody>;
}) {
  const clubIds = input.rows.map((r) => r.club_id);
  if (new Set(clubIds).size !== clubIds.length)
    throw new AppError(422, "validation_failed", "errors.validation_failed", {
      rows: ["sports.staff.clubTwice"],
    });
  for (const r of input.rows)
    if (r.w + r.d + r.l > r.p)
      throw new AppError(422, "validation_failed", "errors.validation_failed", {
        rows: ["sports.staff.moreResultsThanPlayed"],
      });
  try {
    await db.transaction(async (tx) => {
      const ch = await lockedChampionship(tx, input.championship_id);
      if (ch.mode !== "manual")
        throw new AppError(409, "standings_computed", "sports.staff.standingsComputed");
      const before = await tx
        .select()
        .from(championshipResults)
        .where(eq(championshipResults.championshipId, input.championship_id));
      await tx
        .delete(championshipResults)
        .where(eq(championshipResults.championshipId, input.championship_id));
      if (input.rows.length)
        await tx.insert(championshipResults).values(
          input.rows.map((r, i) => ({
            championshipId: input.championship_id,
            clubId: r.club_id,
            pos: i + 1,
            p: r.p,
            w: r.w,
            d: r.d,
            l: r.l,
            gf: r.gf,
            ga: r.ga,
            pts: r.pts,
          })),
        );
      await auditTx(tx, {
        actor,
        action: "standings.manual",
        recordType: "championship",
        recordId: input.championship_id,
        before: { rows: before.map((r) => ({ club_id: r.clubId, pts: r.pts, pos: r.pos })) },
        after: { rows: input.rows.map((r, i) => ({ club_id: r.club_id, pts: r.pts, pos: i + 1 })) },
      });
    });
  } catch (e) {
    throw clubRefError(e, "rows");
  }
}

/** Recomputes the tables a match belongs (or belonged) to, on the caller's transaction. */
export async function recomputeForMatch(tx: DbOrTx, ...championshipIds: number[]) {
  for (const id of new Set(championshipIds)) await recomputeStandings(tx, id);
}
