import { aliasedTable, and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import type { MatchDto } from "../../../shared/sports/dtos";
import type { MatchesFilter } from "../../../shared/sports/schemas";
import { MATCH_WEEK_DAYS } from "../../../shared/sports/constants";
import { IN_PLAY } from "../../../shared/sports/match-status";
import { notFound } from "../../lib/app-error";
import type { Db } from "../../db/client";
import {
  championships,
  clubs,
  matchEvents,
  matches,
  players,
  stadiums,
} from "../../db/schema/sports";
import type { MatchEventDto } from "../../../shared/sports/dtos";
import { riyadhDateTime } from "../../lib/time";

type Ctx = { db: Db; lang: Lang };

export const MATCHES_PER_PAGE = 20;

export const competitor = aliasedTable(clubs, "competitor");

export const matchColumns = {
  m: matches,
  club: competitor,
  stadium: stadiums,
  championship: championships,
};

export type MatchJoinRow = {
  m: typeof matches.$inferSelect;
  club: typeof clubs.$inferSelect | null;
  stadium: typeof stadiums.$inferSelect | null;
  championship: typeof championships.$inferSelect | null;
};

/** The match shape of spec section 3, with date and time in Riyadh. */
export function presentMatch(
  { m, club, stadium, championship }: MatchJoinRow,
  lang: Lang,
): MatchDto {
  const { date, time } = riyadhDateTime(m.kickoffAt);
  return {
    id: m.id,
    date,
    time,
    kickoff_at: m.kickoffAt.toISOString(),
    season: m.season,
    competitor_club: club
      ? { id: club.id, image_url: club.imageUrl, Name: localize(club.name, lang) }
      : null,
    status: m.matchStatus,
    team_goals: m.teamGoals,
    competitor_team_goals: m.competitorTeamGoals,
    stadium: stadium ? { id: stadium.id, Name: localize(stadium.name, lang) } : null,
    championship: championship
      ? {
          id: championship.id,
          title: localize(championship.title, lang),
          logo_url: championship.logoUrl,
        }
      : null,
    other_info: {
      ...m.otherInfo,
      our_staduim: m.ourStadium ? 1 : 0,
      match_over: m.matchOver ? 1 : 0,
      type_id: championship?.typeId ?? null,
      enable_expectation: m.enableExpectation ? 1 : 0,
      pts: matchPoints(m),
    },
  };
}

/**
 * The club's points from a match: a value staff stored (a forfeit, a deduction) wins; otherwise
 * 3 for a win, 1 for a draw, 0 for a loss once the match is over, and null before.
 */
export function matchPoints(m: {
  otherInfo: unknown;
  matchOver: boolean;
  teamGoals: number | null;
  competitorTeamGoals: number | null;
}): number | null {
  const stored = (m.otherInfo as { pts?: unknown } | null)?.pts;
  if (typeof stored === "number" && Number.isFinite(stored)) return stored;
  if (!m.matchOver || m.teamGoals === null || m.competitorTeamGoals === null) return null;
  if (m.teamGoals > m.competitorTeamGoals) return 3;
  return m.teamGoals === m.competitorTeamGoals ? 1 : 0;
}

export function matchQuery(db: Db) {
  return db
    .select(matchColumns)
    .from(matches)
    .leftJoin(competitor, eq(matches.competitorClubId, competitor.id))
    .leftJoin(stadiums, eq(matches.stadiumId, stadiums.id))
    .leftJoin(championships, eq(matches.championshipId, championships.id));
}

/** Matches not yet played whose kick-off is still ahead (spec 4, upcoming matches). */
export async function upcomingMatches({
  db,
  lang,
  limit,
  now = new Date(),
}: Ctx & { limit: number; now?: Date }) {
  const rows = await matchQuery(db)
    .where(and(eq(matches.status, 1), eq(matches.matchOver, false), gt(matches.kickoffAt, now)))
    .orderBy(asc(matches.kickoffAt))
    .limit(limit);
  return rows.map((r) => presentMatch(r, lang));
}

/**
 * The match Home leads with (issue 20): the club's match in play (live or at half time), else
 * its next scheduled match kicking off within MATCH_WEEK_DAYS; null outside match weeks.
 */
export async function matchDay({ db, lang, now = new Date() }: Ctx & { now?: Date }) {
  const [live] = await matchQuery(db)
    .where(and(eq(matches.status, 1), inArray(matches.matchStatus, [...IN_PLAY])))
    .orderBy(desc(matches.kickoffAt))
    .limit(1);
  if (live) return presentMatch(live, lang);
  const until = new Date(now.getTime() + MATCH_WEEK_DAYS * 86_400_000);
  const [next] = await matchQuery(db)
    .where(
      and(
        eq(matches.status, 1),
        eq(matches.matchStatus, "scheduled"),
        eq(matches.matchOver, false),
        gt(matches.kickoffAt, now),
        lte(matches.kickoffAt, until),
      ),
    )
    .orderBy(asc(matches.kickoffAt))
    .limit(1);
  return next ? presentMatch(next, lang) : null;
}

/**
 * Published matches by filter. `state` upcoming: not over with kick-off ahead, soonest first;
 * results: finished matches, latest first; otherwise the whole calendar in date order.
 */
export async function listMatches({
  db,
  lang,
  filter = {},
  now = new Date(),
}: Ctx & { filter?: MatchesFilter; now?: Date }) {
  const page = filter.page ?? 1;
  const perPage = filter.per_page ?? MATCHES_PER_PAGE;
  const where: SQL[] = [eq(matches.status, 1)];
  if (filter.championship_id) where.push(eq(matches.championshipId, filter.championship_id));
  if (filter.type_id) where.push(eq(championships.typeId, filter.type_id));
  if (filter.season) where.push(eq(matches.season, filter.season));
  if (filter.match_over !== undefined) where.push(eq(matches.matchOver, filter.match_over));
  if (filter.enable_expectation !== undefined)
    where.push(eq(matches.enableExpectation, filter.enable_expectation));
  if (filter.state === "upcoming")
    where.push(eq(matches.matchOver, false), gt(matches.kickoffAt, now));
  if (filter.state === "results") where.push(eq(matches.matchOver, true));
  const cond = and(...where);
  const order =
    filter.state === "results"
      ? [desc(matches.kickoffAt), desc(matches.id)]
      : [asc(matches.kickoffAt), asc(matches.id)];
  const [rows, [count]] = await Promise.all([
    matchQuery(db)
      .where(cond)
      .orderBy(...order)
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(matches)
      .leftJoin(championships, eq(matches.championshipId, championships.id))
      .where(cond),
  ]);
  return { items: rows.map((r) => presentMatch(r, lang)), page, perPage, total: count?.total ?? 0 };
}

/** A match's events in the order they were recorded, with the players' names. */
export async function matchEventsOf(db: Db, matchId: number, lang: Lang): Promise<MatchEventDto[]> {
  const rows = await db
    .select({ e: matchEvents, player: { id: players.id, name: players.name } })
    .from(matchEvents)
    .leftJoin(players, eq(matchEvents.playerId, players.id))
    .where(eq(matchEvents.matchId, matchId))
    .orderBy(asc(matchEvents.id));
  return rows.map(({ e, player }) => ({
    id: e.id,
    type: e.type,
    side: e.side,
    period: e.period,
    minute: e.minute,
    created_at: e.createdAt.toISOString(),
    player: player ? { id: player.id, name: localize(player.name, lang) } : null,
  }));
}

/**
 * One published match with what happened on the pitch: its events and the period under way
 * (`period.started_at` lets a page count the minute). The live stream sends exactly this.
 */
export async function showMatch({ db, lang, id }: Ctx & { id: number }) {
  const [row] = await matchQuery(db).where(and(eq(matches.id, id), eq(matches.status, 1)));
  if (!row) throw notFound();
  const events = await matchEventsOf(db, id, lang);
  const last = events.findLast((e) => e.type === "period");
  return {
    ...presentMatch(row, lang),
    period: last?.period ? { name: last.period, started_at: last.created_at } : null,
    events,
  };
}
