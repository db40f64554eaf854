import { useSyncExternalStore } from "react";

/**
 * Whether a page-wide notice (the cookie notice) is showing. Carousels read it and stand still
 * while it is open, so nothing moves under the visitor while they read it (WCAG 2.2.2).
 */
let open = false;
const listeners = new Set<() => void>();

export function setPageNoticeOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePageNoticeOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
