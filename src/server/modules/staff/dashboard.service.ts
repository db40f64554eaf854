import type pg from "pg";
import { can, type StaffPermission, type StaffRole } from "../../../shared/staff/permissions";
import { countFailedJobs } from "../../lib/jobs/queue";

/**
 * One tile of the dashboard: a count and what it counts. `since` is the start of the period
 * (today in Riyadh) for counts of new things; null for counts of a current state.
 */
export type DashboardTile = { key: string; count: number; since: string | null };

type TileSpec = { key: string; permission: StaffPermission; sql: string; daily: boolean };

/**
 * Tiles per permission. Until the inbox keeps a handled state, "new" submissions are those
 * received today; drafts are unpublished rows of today's tables; failed notifications are jobs
 * that used every attempt. Later issues add tiles here as their tables arrive.
 */
const TILES: TileSpec[] = [
  {
    key: "new_job_applications",
    permission: "inbox.job_applications",
    sql: "SELECT count(*)::int AS n FROM job_applications WHERE created_at >= $1",
    daily: true,
  },
  {
    key: "new_contact_messages",
    permission: "inbox.contact_messages",
    sql: "SELECT count(*)::int AS n FROM contact_messages WHERE created_at >= $1",
    daily: true,
  },
  {
    key: "new_complaints",
    permission: "inbox.complaints",
    sql: "SELECT count(*)::int AS n FROM complaints WHERE created_at >= $1",
    daily: true,
  },
  {
    key: "new_visit_requests",
    permission: "inbox.visit_requests",
    sql: "SELECT count(*)::int AS n FROM visit_requests WHERE created_at >= $1",
    daily: true,
  },
  {
    key: "new_sport_joins",
    permission: "inbox.sport_joins",
    sql: "SELECT count(*)::int AS n FROM sport_join_applications WHERE created_at >= $1",
    daily: true,
  },
  {
    key: "todays_events",
    permission: "events.manage",
    sql: "SELECT count(DISTINCT event_id)::int AS n FROM event_dates WHERE attend_on = ($1::timestamptz AT TIME ZONE 'Asia/Riyadh')::date",
    daily: true,
  },
  {
    key: "todays_checkin_events",
    permission: "gate.checkin",
    sql: "SELECT count(DISTINCT event_id)::int AS n FROM event_dates WHERE attend_on = ($1::timestamptz AT TIME ZONE 'Asia/Riyadh')::date AND ($2::int[] IS NULL OR event_id = ANY($2))",
    daily: true,
  },
  {
    key: "todays_matches",
    permission: "sports.manage",
    sql: "SELECT count(*)::int AS n FROM matches WHERE kickoff_at >= $1 AND kickoff_at < $1::timestamptz + interval '1 day'",
    daily: true,
  },
  {
    key: "unpublished_drafts",
    permission: "content.manage",
    sql: "SELECT ((SELECT count(*) FROM news WHERE status = 0) + (SELECT count(*) FROM pages WHERE status = 0) + (SELECT count(*) FROM jobs WHERE published = 0))::int AS n WHERE $1::timestamptz IS NOT NULL",
    daily: false,
  },
  {
    key: "new_survey_responses",
    permission: "results.view",
    sql: "SELECT count(*)::int AS n FROM survey_responses WHERE created_at >= $1",
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
  pool,
  roles,
  eventIds,
  now = new Date(),
}: {
  pool: pg.Pool;
  roles: StaffRole[];
  eventIds: number[] | null;
  now?: Date;
}): Promise<{ tiles: DashboardTile[] }> {
  const since = startOfRiyadhDay(now);
  const specs = TILES.filter((t) => can(roles, t.permission));
  const tiles = await Promise.all(
    specs.map(async (t) => {
      const params: unknown[] = [since];
      if (t.sql.includes("$2")) params.push(eventIds);
      const { rows } = await pool.query<{ n: number }>(t.sql, params);
      return { key: t.key, count: rows[0]?.n ?? 0, since: t.daily ? since.toISOString() : null };
    }),
  );
  if (can(roles, "notifications.view")) {
    tiles.push({ key: "failed_notifications", count: await countFailedJobs(pool), since: null });
  }
  return { tiles };
}
