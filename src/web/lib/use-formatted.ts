import { useEffect, useState, useSyncExternalStore } from "react";
import { TICK_MS } from "./clock";

const noSubscription = () => () => {};

/**
 * Text made with Intl date formatters, whose first use in a browser is slow (on a mid-range
 * phone, 100–200 ms of main thread for one Arabic or Hijri format). On a page the server rendered,
 * its text stays as it is during hydration and the browser builds its own on the clock's next
 * tick; text the browser renders itself (after a navigation) is built at once. The result must be
 * the only child of an element marked `suppressHydrationWarning`: during hydration it is "" and
 * React leaves the server's text in place.
 */
export function useFormatted(format: () => string): string {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [keepServerText, setKeepServerText] = useState(
    () => typeof window !== "undefined" && hydrating,
  );
  useEffect(() => {
    if (!keepServerText) return;
    const timer = setTimeout(() => setKeepServerText(false), TICK_MS);
    return () => clearTimeout(timer);
  }, [keepServerText]);
  return keepServerText ? "" : format();
}
