import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Lang } from "../../../shared/i18n";
import type { StandingsRules } from "../../../shared/sports/standings";
import type { TieBreaker } from "../../../shared/sports/standings-rules";
import type {
  adjustmentSaveBody,
  fixtureSaveBody,
  manualTableBody,
  standingsSaveBody,
} from "../../../shared/staff/sports";
import type { Db, DbOrTx, Tx } from "../../db/client";
import {
  championshipFixtures,
  championshipResults,
  championships,
  clubs,
  standingAdjustments,
} from "../../db/schema/sports";
import { AppError, notFound } from "../../lib/app-error";
import type { AuditActor, AuditEntry } from "../staff/audit";
import { recomputeStandings, rulesOf } from "./standings-recompute";
import { auditTx } from "../staff/audit-tx";

/**
 * League tables (issue 16, ADR 0026). A championship in `computed` mode has its table rebuilt
 * from its finished matches (the club's own `matches` and the others' `championship_fixtures`)
 * with its own rules and adjustments, in the transaction of every change that can move it; in
 * `manual` mode staff enter the rows. The public table reads `championship_results` either way.
 */

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
      decided_by:
        (r.otherInfo.decided_by as { criterion: TieBreaker; among?: number[] } | null) ?? null,
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

type LockedChampionship = { id: number; mode: "manual" | "computed"; rules: StandingsRules | null };

async function lockedChampionship(tx: DbOrTx, id: number): Promise<LockedChampionship> {
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

/**
 * Every change to a table goes the same way, in one transaction: find the championship (given,
 * or from the row being changed), lock it (recomputations of one table queue on that row),
 * apply the change, write its audit row, and recompute the table (a no-op for hand entry).
 */
async function changeTable<T>({
  db,
  actor,
  championship,
  change,
  clubField,
}: {
  db: Db;
  actor: AuditActor;
  /** The championship's id, or how to find it (throwing 404 for a missing row). */
  championship: number | ((tx: Tx) => Promise<number>);
  change: (
    tx: Tx,
    ch: LockedChampionship,
  ) => Promise<{ result: T; audit: Omit<AuditEntry, "actor"> }>;
  /** The field a reference to a missing club is reported on. */
  clubField?: string;
}): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const id = typeof championship === "number" ? championship : await championship(tx);
      const ch = await lockedChampionship(tx, id);
      const { result, audit } = await change(tx, ch);
      await auditTx(tx, { actor, ...audit });
      await recomputeStandings(tx, id);
      return result;
    });
  } catch (e) {
    throw clubField ? clubRefError(e, clubField) : e;
  }
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
  await changeTable({
    db,
    actor,
    championship: input.championship_id,
    change: async (tx, before) => {
      await tx
        .update(championships)
        .set({ standingsMode: input.mode, rules: input.rules as StandingsRules | null })
        .where(eq(championships.id, input.championship_id));
      return {
        result: undefined,
        audit: {
          action: "standings.settings",
          recordType: "championship",
          recordId: input.championship_id,
          before: { mode: before.mode, rules: before.rules },
          after: { mode: input.mode, rules: input.rules },
        },
      };
    },
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
  return changeTable({
    db,
    actor,
    championship: input.championship_id,
    clubField: "club_id",
    change: async (tx) => {
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
      return {
        result: { id: row!.id },
        audit: {
          action: "standings.adjust",
          recordType: "standing_adjustment",
          recordId: row!.id,
          after: {
            championship_id: input.championship_id,
            club_id: input.club_id,
            points: input.points,
            reason: input.reason,
          },
        },
      };
    },
  });
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
  let row: typeof standingAdjustments.$inferSelect | undefined;
  await changeTable({
    db,
    actor,
    championship: async (tx) => {
      [row] = await tx.select().from(standingAdjustments).where(eq(standingAdjustments.id, id));
      if (!row) throw notFound();
      return row.championshipId;
    },
    change: async (tx) => {
      await tx.delete(standingAdjustments).where(eq(standingAdjustments.id, id));
      return {
        result: undefined,
        audit: {
          action: "standings.adjust_delete",
          recordType: "standing_adjustment",
          recordId: id,
          before: { club_id: row!.clubId, points: row!.points, reason: row!.reason },
        },
      };
    },
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
  return changeTable({
    db,
    actor,
    championship: input.championship_id,
    clubField: "home_club_id",
    change: async (tx) => {
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
      return {
        result: { id: row!.id },
        audit: {
          action: before ? "standings.result_update" : "standings.result_create",
          recordType: "championship_fixture",
          recordId: row!.id,
          before: before ?? null,
          after: row!,
        },
      };
    },
  });
}

export async function deleteFixture({ db, actor, id }: { db: Db; actor: AuditActor; id: number }) {
  let row: typeof championshipFixtures.$inferSelect | undefined;
  await changeTable({
    db,
    actor,
    championship: async (tx) => {
      [row] = await tx.select().from(championshipFixtures).where(eq(championshipFixtures.id, id));
      if (!row) throw notFound();
      return row.championshipId;
    },
    change: async (tx) => {
      await tx.delete(championshipFixtures).where(eq(championshipFixtures.id, id));
      return {
        result: undefined,
        audit: {
          action: "standings.result_delete",
          recordType: "championship_fixture",
          recordId: id,
          before: row!,
        },
      };
    },
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
  await changeTable({
    db,
    actor,
    championship: input.championship_id,
    clubField: "rows",
    change: async (tx, ch) => {
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
      return {
        result: undefined,
        audit: {
          action: "standings.manual",
          recordType: "championship",
          recordId: input.championship_id,
          before: { rows: before.map((r) => ({ club_id: r.clubId, pts: r.pts, pos: r.pos })) },
          after: {
            rows: input.rows.map((r, i) => ({ club_id: r.club_id, pts: r.pts, pos: i + 1 })),
          },
        },
      };
    },
  });
}
