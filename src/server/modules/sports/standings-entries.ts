import { and, eq } from "drizzle-orm";
import type { adjustmentSaveBody, fixtureSaveBody } from "../../../shared/staff/sports";
import type { Db } from "../../db/client";
import { championshipFixtures, standingAdjustments } from "../../db/schema/sports";
import { AppError, notFound } from "../../lib/app-error";
import type { AuditActor } from "../staff/audit";
import { changeTable, removeTableRow } from "./standings-table";
import type { SaveArgs } from "./staff-records";

/**
 * What staff add to a computed table (ADR 0026): points adjustments, and the results of matches
 * between other clubs; each change recomputes the table in its own transaction.
 */

export async function saveAdjustment({ db, actor, input }: SaveArgs<typeof adjustmentSaveBody>) {
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

export const deleteAdjustment = ({ db, actor, id }: { db: Db; actor: AuditActor; id: number }) =>
  removeTableRow({
    db,
    actor,
    id,
    table: standingAdjustments,
    audit: (row) => ({
      action: "standings.adjust_delete",
      recordType: "standing_adjustment",
      before: { club_id: row.clubId, points: row.points, reason: row.reason },
    }),
  });

export async function saveFixture({ db, actor, input }: SaveArgs<typeof fixtureSaveBody>) {
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

export const deleteFixture = ({ db, actor, id }: { db: Db; actor: AuditActor; id: number }) =>
  removeTableRow({
    db,
    actor,
    id,
    table: championshipFixtures,
    audit: (row) => ({
      action: "standings.result_delete",
      recordType: "championship_fixture",
      before: row,
    }),
  });
