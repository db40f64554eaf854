import { asc, eq } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { StandingsRules } from "../../../shared/sports/standings";
import type { TieBreaker } from "../../../shared/sports/standings-rules";
import type { manualTableBody, standingsSaveBody } from "../../../shared/staff/sports";
import type { Db } from "../../db/client";
import {
  championshipFixtures,
  championshipResults,
  championships,
  clubs,
  standingAdjustments,
} from "../../db/schema/sports";
import { AppError, notFound } from "../../lib/app-error";
import { rulesOf } from "./standings-recompute";
import { changeTable, figuresOf } from "./standings-table";
import type { SaveArgs } from "./staff-records";

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
      ...figuresOf(r),
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

export async function saveStandingsSettings({
  db,
  actor,
  input,
}: SaveArgs<typeof standingsSaveBody>) {
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

/** A table entered by hand replaces the rows; refused for a computed championship (409). */
export async function saveManualTable({ db, actor, input }: SaveArgs<typeof manualTableBody>) {
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
            ...figuresOf(r),
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
