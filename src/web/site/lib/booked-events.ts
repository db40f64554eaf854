/**
 * Spec section 3, local storage: the booked events flag, so the event page offers details. Kept
 * with the site lib: the event page sets it, the account's deletion (identity) clears it.
 */
const KEY = "booked_events";

type Booked = Record<string, { days: string[] }>;

function read(): Booked {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? "{}") as unknown;
    return value && typeof value === "object" ? (value as Booked) : {};
  } catch {
    return {};
  }
}

/** Remembers that this browser booked `eventId` on `day` (no ticket or reference is stored). */
export function markBooked(eventId: number, day: string): void {
  try {
    const all = read();
    const days = new Set(all[eventId]?.days ?? []);
    days.add(day);
    all[eventId] = { days: [...days] };
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {
    // Private mode or full storage: the page simply offers reserve again.
  }
}

export function isBooked(eventId: number): boolean {
  return (read()[eventId]?.days.length ?? 0) > 0;
}

/**
 * Forgets every booked event (the member deleted their account: their reservations went with
 * it, and the event pages offer reserve again, not the details of a reservation that is gone).
 */
export function forgetBooked(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}
