/** The club's clock: every date and kick-off is shown and compared in Riyadh time. */
export const CLUB_TIME_ZONE = "Asia/Riyadh";

/**
 * Riyadh keeps UTC+3 all year (no daylight saving since 1947): its wall time is the UTC time
 * three hours on, computed without a time-zone lookup (these run for every date of every
 * answer; `formatToParts` was a visible share of a page's server time).
 */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

/** `YYYY-MM-DDTHH:mm:ss` of an instant in Riyadh wall time. */
function riyadhWall(at: Date): string {
  return new Date(at.getTime() + RIYADH_OFFSET_MS).toISOString().slice(0, 19);
}

/** Splits an instant into Riyadh calendar date (YYYY-MM-DD) and wall time (HH:mm). */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  const wall = riyadhWall(at);
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
}

/** An instant as Riyadh wall time with its offset: 2026-11-21T20:00:00+03:00. */
export function riyadhIso(at: Date): string {
  return `${riyadhWall(at)}+03:00`;
}
