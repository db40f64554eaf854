import type { FastifyInstance } from "fastify";

/**
 * Seats of an event were taken or given back on this instance (a booking, a holder's or
 * staff's cancellation, a staff seat move), or staff saved or deleted the event or saved its
 * seat map (its days, booking window and seats for sale): what keeps an event's seat counts (the anonymous page cache of its page)
 * listens, per app, and drops them, so the next read shows the new count.
 */
const listeners = new WeakMap<object, Set<(eventId: number) => void>>();

// Keyed by the app's content cache, one object shared by the app and its plugins' contexts
// (each plugin sees its own `app`, the root's decorations the same).
const keyOf = (app: FastifyInstance): object => app.contentCache;

export function onSeatsChanged(app: FastifyInstance, fn: (eventId: number) => void): () => void {
  let set = listeners.get(keyOf(app));
  if (!set) listeners.set(keyOf(app), (set = new Set()));
  set.add(fn);
  return () => set.delete(fn);
}

export function seatsChanged(app: FastifyInstance, eventId: number): void {
  for (const fn of listeners.get(keyOf(app)) ?? []) fn(eventId);
}

/**
 * Whether a page cache key (`GET <origin><url> <flag>`) is the page of an event, in any
 * language, as a document or as its route data (`/en/event-details/3/title.data`).
 */
export function isEventPageKey(key: string, eventId: number): boolean {
  return new RegExp(`^\\S+ \\S*/event-details/${eventId}(?:[/.?]| )`).test(key);
}
