import { useState } from "react";
import { useNavigation } from "react-router";
import { TIMINGS } from "../../../shared/platform/timings";
import { ChunkRetry } from "./lazy-chunk";
import { useTimeout } from "./use-timeout";

/**
 * A screen whose code or data has not arrived 120 s after the visitor asked for it (spec section
 * 9) is given up with a message and a retry; the retry loads the address afresh from the server.
 * Covers the route modules React Router imports on navigation, which lazy components do not.
 */
export function NavigationTimeout({ timeoutMs = TIMINGS.chunkTimeoutMs }: { timeoutMs?: number }) {
  const navigation = useNavigation();
  const target = navigation.location
    ? navigation.location.pathname + navigation.location.search + navigation.location.hash
    : null;
  const [late, setLate] = useState<string | null>(null);

  useTimeout(target, timeoutMs, setLate);

  if (!late || late !== target) return null;
  return <ChunkRetry message="common.pageTimeout" retry={() => window.location.assign(late)} />;
}
