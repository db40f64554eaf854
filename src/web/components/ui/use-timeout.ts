import { useEffect, useRef, useState } from "react";

/**
 * Calls `fire(key)` `ms` after `key` took its value; nothing waits while the key is empty (null,
 * "", false), and a new key or delay starts the wait again. The `fire` of the latest render is
 * called, so a caller may pass a new function each render without restarting the wait.
 */
export function useTimeout<K>(key: K, ms: number, fire: (key: NonNullable<K>) => void) {
  const latest = useRef(fire);
  useEffect(() => {
    latest.current = fire;
  });
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => latest.current(key), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
}

/**
 * A message shown for `ms`, then cleared (the spec's timed errors: seat and reservation steps,
 * polls, sign-in).
 */
export function useTimedMessage(ms: number) {
  const [message, setMessage] = useState<string | null>(null);
  useTimeout(message, ms, () => setMessage(null));
  return [message, setMessage] as const;
}
