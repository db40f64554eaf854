import { aliasedTable, and, asc, eq, gt } from "drizzle-orm";
import { localize, type Lang } from "../../../shared/i18n";
import type { Db } from "../../db/client";
import { championships, clubs, matches, stadiums } from "../../db/schema/platform";
import { riyadhDateTime } from "../../lib/time";

type Ctx = { db: Db; lang: Lang };

export const competitor = aliasedTable(clubs, "competitor");

export const matchColumns = { m: matches, club: competitor, stadium: stadiums, championship: championships };

export type MatchJoinRow = {
  m: typeof matches.$inferSelect;
  club: typeof clubs.$inferSelect | null;
  stadium: typeof stadiums.$inferSelect | null;
  championship: typeof championships.$inferSelect | null;
};

/** The match shape of spec section 3, with date and time in Riyadh. */
export function presentMatch({ m, club, stadium, championship }: MatchJoinRow, lang: Lang) {
  const { date, time } = riyadhDateTime(m.kickoffAt);
  return {
    id: m.id,
    date,
    time,
    kickoff_at: m.kickoffAt.toISOString(),
    season: m.season,
    competitor_club: club ? { id: club.id, image_url: club.imageUrl, Name: localize(club.name, lang) } : null,
    team_goals: m.teamGoals,
    competitor_team_goals: m.competitorTeamGoals,
    stadium: stadium ? { id: stadium.id, Name: localize(stadium.name, lang) } : null,
    championship: championship
      ? { id: championship.id, title: localize(championship.title, lang), logo_url: championship.logoUrl }
      : null,
    other_info: {
      ...m.otherInfo,
      our_staduim: m.ourStadium ? 1 : 0,
      match_over: m.matchOver ? 1 : 0,
      type_id: championship?.typeId ?? null,
      enable_expectation: m.enableExpectation ? 1 : 0,
    },
  };
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
export async function upcomingMatches({ db, lang, limit, now = new Date() }: Ctx & { limit: number; now?: Date }) {
  const rows = await matchQuery(db)
    .where(and(eq(matches.status, 1), eq(matches.matchOver, false), gt(matches.kickoffAt, now)))
    .orderBy(asc(matches.kickoffAt))
    .limit(limit);
  return rows.map((r) => presentMatch(r, lang));
}
