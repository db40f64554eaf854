import { useSyncExternalStore } from "react";

/** The site's global timer: one 30 s tick shared by every countdown and relative time. */
export const TICK_MS = 30_000;

let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      now = Date.now();
      listeners.forEach((l) => l());
    }, TICK_MS);
  }
  // The value rendered before hydration is the server's; refresh it at once.
  now = Date.now();
  queueMicrotask(() => listener());
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const snapshot = () => (typeof window === "undefined" ? Date.now() : now);

/** Milliseconds since the epoch, refreshed on the global tick. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
