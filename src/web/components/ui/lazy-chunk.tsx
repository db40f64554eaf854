import { Component, lazy, Suspense, useMemo, useState, type ComponentType } from "react";
import { TIMINGS } from "../../../shared/platform/timings";
import { useT } from "../../lib/i18n";
import { withTimeout } from "../../lib/with-timeout";

/** Rejects when the chunk `promise` has not arrived within `ms`. */
export const chunkTimeout = <T,>(promise: Promise<T>, ms: number): Promise<T> =>
  withTimeout(promise, ms, () => new Error(`chunk timeout after ${ms} ms`));

class ChunkBoundary extends Component<
  {
    fallback: (retry: () => void) => React.ReactNode;
    onRetry: () => void;
    children: React.ReactNode;
  },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback(this.props.onRetry) : this.props.children;
  }
}

/** The message shown when code did not arrive in time, with a button to ask for it again. */
export function ChunkRetry({
  retry,
  message = "common.chunkFailed",
}: {
  retry: () => void;
  message?: "common.chunkFailed" | "common.pageTimeout";
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto max-w-md rounded-2xl bg-white p-4 text-center text-ink shadow-2xl ring-1 ring-red-200"
    >
      <p>{t(message)}</p>
      <button
        type="button"
        onClick={retry}
        className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
      >
        {t("common.retry")}
      </button>
    </div>
  );
}

/**
 * A component whose code loads on first use (React.lazy), given up after 120 s (spec section 9)
 * or on a network failure, with a message and a retry button in place of the component; the retry
 * asks for the code again.
 */
export function lazyChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
  timeoutMs: number = TIMINGS.chunkTimeoutMs,
): ComponentType<P> {
  const make = () => lazy(async () => ({ default: await chunkTimeout(load(), timeoutMs) }));
  // One loader shared by every use; a retry replaces it, so later uses load afresh too.
  let current = make();
  function Chunk(props: P) {
    const [attempt, setAttempt] = useState(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt picks up the new loader
    const Loaded = useMemo(() => current, [attempt]);
    const retry = () => {
      current = make();
      setAttempt((a) => a + 1);
    };
    return (
      <ChunkBoundary key={attempt} onRetry={retry} fallback={(r) => <ChunkRetry retry={r} />}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </ChunkBoundary>
    );
  }
  return Chunk;
}
