import { sql, type SQL } from "drizzle-orm";
import { can, type StaffPermission, type StaffRole } from "../../../shared/staff/permissions";
import type { Db } from "../../db/client";
import { countFailedJobs } from "../../lib/jobs/queue";
import "../content/content-types";
import { contentTables } from "../content/lifecycle/lifecycle";
import { unreadCountSql } from "../submissions/inbox-list";
import { NOTIFICATION_TASK_NAMES } from "./notifications.service";

/**
 * One tile of the dashboard: a count and what it counts. `since` is the start of the period
 * (today in Riyadh) for counts of new things; null for counts of a current state.
 */
export type DashboardTile = { key: string; count: number; since: string | null };

/** A tile's count: `since` is the start of today in Riyadh, `eventIds` the gate limit (or null). */
type TileCount = (since: string, eventIds: number[] | null) => SQL;
type TileSpec = { key: string; permission: StaffPermission; count: TileCount; daily: boolean };

/** Rows of `table` created today. */
const createdToday =
  (table: string): TileCount =>
  (since) =>
    sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE created_at >= ${since}`;

/** Events with a date today (of the account's events, for gate staff). */
const eventsToday =
  (limited: boolean): TileCount =>
  (since, eventIds) => {
    const ids = sql.param(limited ? eventIds : null);
    return sql`SELECT count(DISTINCT event_id)::int AS n FROM event_dates
                WHERE attend_on = (${since}::timestamptz AT TIME ZONE 'Asia/Riyadh')::date
                  AND (${ids}::int[] IS NULL OR event_id = ANY(${ids}::int[]))`;
  };

/** The items of one inbox nobody has opened yet (a current state, not a day's figure). */
const unreadTile = (
  key: string,
  permission: StaffPermission,
  inbox: Parameters<typeof unreadCountSql>[0],
): TileSpec => ({ key, permission, count: () => unreadCountSql(inbox), daily: false });

/**
 * Tiles per permission. Submissions count the items of each inbox nobody has opened yet (the
 * same figure as /inbox/counts' `unread`); drafts are unpublished rows of today's tables;
 * failed notifications are jobs that used every attempt. Later issues add tiles here as their tables arrive.
 */
const TILES: TileSpec[] = [
  unreadTile("new_job_applications", "inbox.job_applications", "applications"),
  unreadTile("new_contact_messages", "inbox.contact_messages", "contact"),
  unreadTile("new_complaints", "inbox.complaints", "complaints"),
  unreadTile("new_visit_requests", "inbox.visit_requests", "visits"),
  unreadTile("new_sport_joins", "inbox.sport_joins", "sport_joins"),
  {
    key: "todays_events",
    permission: "events.manage",
    count: eventsToday(false),
    daily: true,
  },
  {
    key: "todays_checkin_events",
    permission: "gate.checkin",
    count: eventsToday(true),
    daily: true,
  },
  {
    key: "todays_matches",
    permission: "sports.manage",
    count: (since) =>
      sql`SELECT count(*)::int AS n FROM matches
           WHERE kickoff_at >= ${since} AND kickoff_at < ${since}::timestamptz + interval '1 day'`,
    daily: true,
  },
  {
    key: "unpublished_drafts",
    permission: "content.manage",
    count: () =>
      sql`SELECT (${sql.join(
        contentTables().map(
          (t) =>
            sql`(SELECT count(*) FROM ${sql.identifier(t)} WHERE status IN ('draft', 'scheduled', 'unpublished'))`,
        ),
        sql` + `,
      )})::int AS n`,
    daily: false,
  },
  {
    key: "new_survey_responses",
    permission: "results.view",
    count: createdToday("survey_responses"),
    daily: true,
  },
];

/** Midnight today in Asia/Riyadh (UTC+3, no daylight saving). */
export function startOfRiyadhDay(now = new Date()): Date {
  const shifted = new Date(now.getTime() + 3 * 3600_000);
  shifted.setUTCHours(0, 0, 0, 0);
  return new Date(shifted.getTime() - 3 * 3600_000);
}

export async function dashboard({
  db,
  roles,
  eventIds,
  now = new Date(),
}: {
  db: Db;
  roles: StaffRole[];
  eventIds: number[] | null;
  now?: Date;
}): Promise<{ tiles: DashboardTile[] }> {
  const since = startOfRiyadhDay(now);
  const specs = TILES.filter((t) => can(roles, t.permission));
  const tiles = await Promise.all(
    specs.map(async (t) => {
      const { rows } = await db.execute<{ n: number }>(t.count(since.toISOString(), eventIds));
      return { key: t.key, count: rows[0]?.n ?? 0, since: t.daily ? since.toISOString() : null };
    }),
  );
  if (can(roles, "notifications.view")) {
    const count = await countFailedJobs(db, { tasks: NOTIFICATION_TASK_NAMES });
    tiles.push({ key: "failed_notifications", count, since: null });
  }
  return { tiles };
}
