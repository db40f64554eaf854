import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { Lang } from "../../../shared/i18n";
import type { MatchStatus } from "../../../shared/sports/match-status";
import type { StaffMatchSave, staffMatchesListBody } from "../../../shared/staff/sports";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { championships, clubs, matches, players, stadiums, teams } from "../../db/schema/sports";
import { AppError, notFound } from "../../lib/app-error";
import { riyadhIso } from "../../lib/time";
import type { AuditActor, AuditedCall } from "../staff/audit";
import { auditTx } from "../staff/audit-tx";
import { competitor, matchEventsOf } from "./matches.service";
import { recomputeForMatch } from "./standings-recompute";
import { assertVersion, likePattern } from "../../lib/records";

/** Matches for the staff console: list, get, save, delete (issue 16). */

type Row = typeof matches.$inferSelect;

/** `2026-11-23T19:30`: the kick-off as staff type it, on Riyadh's clock. */
export const riyadhLocalOf = (at: Date) => riyadhIso(at).slice(0, 16);
export const instantOfRiyadhLocal = (local: string) => new Date(`${local}:00+03:00`);

function linkOf(info: Record<string, unknown>, key: string): string {
  const v = info[key];
  return typeof v === "string" ? v : "";
}

/** The record as `get` answers it and `save` accepts it back. */
export function staffMatchRecord(m: Row) {
  return {
    id: m.id,
    championship_id: m.championshipId,
    competitor_club_id: m.competitorClubId,
    stadium_id: m.stadiumId,
    kickoff_at: riyadhLocalOf(m.kickoffAt),
    season: m.season,
    our_stadium: m.ourStadium,
    status: m.matchStatus,
    team_goals: m.teamGoals,
    competitor_team_goals: m.competitorTeamGoals,
    enable_expectation: m.enableExpectation,
    published: m.status === 1,
    broadcast_url: linkOf(m.otherInfo, "broadcast_url"),
    tickets_url: linkOf(m.otherInfo, "tickets_url"),
    // Moved on by every write of the row, live events included (migration 0060's trigger):
    // what a save must start from.
    version: m.version,
  };
}
export type StaffMatchRecord = ReturnType<typeof staffMatchRecord>;

export async function listStaffMatches({
  db,
  lang,
  filter,
  now = new Date(),
}: {
  db: Db;
  lang: Lang;
  filter: z.infer<typeof staffMatchesListBody>;
  now?: Date;
}) {
  const where: SQL[] = [];
  if (filter.championship_id) where.push(eq(matches.championshipId, filter.championship_id));
  if (filter.status) where.push(eq(matches.matchStatus, filter.status));
  if (filter.season) where.push(eq(matches.season, filter.season));
  if (filter.when === "upcoming") where.push(gte(matches.kickoffAt, now));
  if (filter.when === "past") where.push(lt(matches.kickoffAt, now));
  if (filter.search) {
    const like = likePattern(filter.search);
    where.push(
      or(
        ilike(sql`${competitor.name}::text`, like),
        ilike(sql`${championships.title}::text`, like),
      )!,
    );
  }
  const cond = where.length ? and(...where) : undefined;
  const order =
    filter.when === "past"
      ? [desc(matches.kickoffAt), desc(matches.id)]
      : [asc(matches.kickoffAt), asc(matches.id)];
  const base = () =>
    db
      .select({
        m: matches,
        club: { name: competitor.name, imageUrl: competitor.imageUrl },
        championship: { title: championships.title },
      })
      .from(matches)
      .leftJoin(competitor, eq(matches.competitorClubId, competitor.id))
      .leftJoin(championships, eq(matches.championshipId, championships.id));
  const [rows, [count]] = await Promise.all([
    base()
      .where(cond)
      .orderBy(...order)
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(matches)
      .leftJoin(competitor, eq(matches.competitorClubId, competitor.id))
      .leftJoin(championships, eq(matches.championshipId, championships.id))
      .where(cond),
  ]);
  const pick = (v: { ar?: string; en?: string; es?: string } | null | undefined) =>
    v ? (v[lang] ?? v.ar ?? "") : "";
  return {
    data: rows.map(({ m, club, championship }) => ({
      ...staffMatchRecord(m),
      competitor_name: pick(club?.name),
      competitor_image_url: club?.imageUrl ?? null,
      championship_title: pick(championship?.title),
    })),
    total: count?.total ?? 0,
  };
}

/** The record, its events, and the choices the form offers (championships, clubs, stadiums, players). */
export async function getStaffMatch({ db, lang, id }: { db: Db; lang: Lang; id: number }) {
  const [m] = await db.select().from(matches).where(eq(matches.id, id));
  if (!m) throw notFound();
  return { ...staffMatchRecord(m), events: await matchEventsOf(db, id, lang) };
}

/** What a match form chooses from, localized. */
export async function staffMatchOptions({ db, lang }: { db: Db; lang: Lang }) {
  const pick = (v: { ar?: string; en?: string; es?: string }) => v[lang] || v.ar || "";
  const [chs, cls, sts, squad] = await Promise.all([
    db.select().from(championships).orderBy(desc(championships.season), asc(championships.ord)),
    db.select().from(clubs).where(eq(clubs.isOwn, false)).orderBy(asc(clubs.id)),
    db.select().from(stadiums).orderBy(asc(stadiums.id)),
    db
      .select({ id: players.id, name: players.name, number: players.number })
      .from(players)
      .innerJoin(teams, eq(players.teamId, teams.id))
      .where(and(eq(teams.kind, "first"), eq(players.status, 1)))
      .orderBy(asc(players.number), asc(players.id)),
  ]);
  return {
    championships: chs.map((c) => ({ id: c.id, title: pick(c.title), season: c.season })),
    clubs: cls.map((c) => ({ id: c.id, name: pick(c.name), image_url: c.imageUrl })),
    stadiums: sts.map((s) => ({ id: s.id, name: pick(s.name) })),
    players: squad.map((p) => ({ id: p.id, name: pick(p.name), number: p.number })),
  };
}

const FK_FIELDS: Record<string, keyof StaffMatchSave> = {
  matches_championship_id_fkey: "championship_id",
  matches_competitor_club_id_fkey: "competitor_club_id",
  matches_stadium_id_fkey: "stadium_id",
};

/** A reference to a record that does not exist is the caller's mistake: 422 on that field. */
export function referenceError(e: unknown): AppError | null {
  const err = e as {
    code?: string;
    constraint?: string;
    cause?: { code?: string; constraint?: string };
  };
  const pgErr = err.cause ?? err;
  if (pgErr.code !== "23503") return null;
  const field = FK_FIELDS[pgErr.constraint ?? ""] ?? "id";
  return new AppError(422, "validation_failed", "errors.validation_failed", {
    [field]: ["sports.staff.unknownReference"],
  });
}

/**
 * Creates or updates a match in one transaction with its audit row; an update names the
 * `version` it started from (409 `stale_version` otherwise). The score given is kept
 * only for a match without events (a result entered by hand); the database derives it from the
 * events otherwise (migration 0020), whatever is sent.
 */
export async function saveStaffMatch({
  db,
  actor,
  input,
}: {
  db: Db;
  actor: AuditActor;
  input: StaffMatchSave;
}): Promise<StaffMatchRecord> {
  const values = {
    championshipId: input.championship_id,
    competitorClubId: input.competitor_club_id,
    stadiumId: input.stadium_id,
    kickoffAt: instantOfRiyadhLocal(input.kickoff_at),
    season: input.season,
    ourStadium: input.our_stadium,
    matchStatus: input.status as MatchStatus,
    matchOver: input.status === "finished",
    teamGoals: input.team_goals,
    competitorTeamGoals: input.competitor_team_goals,
    enableExpectation: input.enable_expectation,
    status: input.published ? 1 : 0,
  };
  try {
    return await db.transaction(async (tx) => {
      let before: Row | undefined;
      if (input.id) {
        [before] = await tx.select().from(matches).where(eq(matches.id, input.id)).for("update");
        if (!before) throw notFound();
        // A form opened before someone else's save or a live event would put back what it
        // read (a live match back to "scheduled"): refused, the console offers to reload.
        assertVersion(before.version, input.version);
      }
      const otherInfo = {
        ...(before?.otherInfo ?? {}),
        broadcast_url: input.broadcast_url,
        tickets_url: input.tickets_url,
      };
      const [after] = before
        ? await tx
            .update(matches)
            .set({ ...values, otherInfo })
            .where(eq(matches.id, before.id))
            .returning()
        : await tx
            .insert(matches)
            .values({ ...values, otherInfo })
            .returning();
      const record = staffMatchRecord(after!);
      await recomputeForMatch(
        tx,
        after!.championshipId,
        before?.championshipId ?? after!.championshipId,
      );
      await auditTx(tx, {
        actor,
        action: before ? "match.update" : "match.create",
        recordType: "match",
        recordId: record.id,
        before: before ? staffMatchRecord(before) : null,
        after: record,
      });
      return record;
    });
  } catch (e) {
    throw referenceError(e) ?? e;
  }
}

/**
 * Deletes a match with its events. A match fans have predicted is kept (409): its predictions
 * are the fans' records; unpublish or cancel it instead.
 */
export async function deleteStaffMatch({ db, actor, id }: AuditedCall) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(matches).where(eq(matches.id, id)).for("update");
    if (!before) throw notFound();
    const [{ n } = { n: 0 }] = (
      await tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM predictions WHERE match_id = ${id}`,
      )
    ).rows;
    if (n > 0) throw new AppError(409, "match_has_predictions", "sports.staff.matchHasPredictions");
    await tx.delete(matches).where(eq(matches.id, id));
    await recomputeForMatch(tx, before.championshipId);
    await auditTx(tx, {
      actor,
      action: "match.delete",
      recordType: "match",
      recordId: id,
      before: staffMatchRecord(before),
      after: null,
    });
  });
}
