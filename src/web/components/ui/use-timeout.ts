import { useEffect, useState } from "react";

/**
 * Calls `fire(key)` `ms` after `key` took its value; nothing waits while the key is empty (null,
 * "", false), and a new key or delay starts the wait again. `fire` is the one given when the wait
 * began: a setter or another function that does not change between renders.
 */
export function useTimeout<K>(key: K, ms: number, fire: (key: NonNullable<K>) => void) {
  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => fire(key), ms);
    return () => clearTimeout(timer);
    // Only a new key or delay restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
