/**
 * An event's seat map counted as of its `seat_map_version`: the seats that count (published, in
 * a published area and block) and those of them the staff do not hold. Only a seat-map save
 * changes them, and a save moves the event's `seat_map_version` in its own transaction
 * (`save-seat-map.ts`), so totals read together with the version stay right while it does not move.
 */
export type SeatTotals = { version: number; total: number; open: number };

/** Seat totals kept between calls, by event id (the site's lists; ADR 0060). */
export type SeatTotalsStore = {
  get(eventId: number): SeatTotals | undefined;
  set(eventId: number, totals: SeatTotals): void;
};

/**
 * A store that keeps each event's totals `ttlSeconds` (0 keeps nothing), at most `maxEntries`
 * events, the oldest going first. Correctness does not rest on the time: the caller compares the
 * kept version with the event's current one on every call; the time only bounds the memory.
 */
export function createSeatTotalsStore({
  ttlSeconds,
  maxEntries = 256,
  now = () => Date.now(),
}: {
  ttlSeconds: number;
  maxEntries?: number;
  now?: () => number;
}): SeatTotalsStore & { clear(): void; size(): number } {
  const entries = new Map<number, { totals: SeatTotals; expires: number }>();
  const enabled = ttlSeconds > 0;
  return {
    get(eventId) {
      const found = entries.get(eventId);
      if (!found) return undefined;
      if (found.expires > now()) return found.totals;
      entries.delete(eventId);
      return undefined;
    },
    set(eventId, totals) {
      if (!enabled) return;
      entries.delete(eventId);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as number);
      entries.set(eventId, { totals, expires: now() + ttlSeconds * 1000 });
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}
