/** The club's clock: every date and kick-off is shown and compared in Riyadh time. */
export const CLUB_TIME_ZONE = "Asia/Riyadh";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: CLUB_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** Splits an instant into Riyadh calendar date (YYYY-MM-DD) and wall time (HH:mm). */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}
