/** The club's clock: every date and kick-off is shown and compared in Riyadh time. */
export const CLUB_TIME_ZONE = "Asia/Riyadh";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: CLUB_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** Splits an instant into Riyadh calendar date (YYYY-MM-DD) and wall time (HH:mm). */
export function riyadhDateTime(at: Date): { date: string; time: string } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** An instant as Riyadh wall time with its offset: 2026-11-21T20:00:00+03:00. */
export function riyadhIso(at: Date): string {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+03:00`;
}
