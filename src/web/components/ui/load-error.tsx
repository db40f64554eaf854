import type { MessageKey } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";

/**
 * A resource that failed to load: the spec's message advising a reload, and a button that
 * reloads the page, or with `onRetry` only asks for this block's data again.
 */
export function LoadError({
  message,
  className = "",
  onRetry,
  retrying = false,
}: {
  message: MessageKey;
  className?: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const t = useT();
  return (
    <div
      role="alert"
      className={`rounded-2xl bg-red-50 p-6 text-center text-red-900 ring-1 ring-red-200 ${className}`}
    >
      <p>{t(message)}</p>
      <button
        type="button"
        onClick={onRetry ?? (() => window.location.reload())}
        disabled={retrying}
        aria-busy={retrying || undefined}
        className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-bold text-red-900 ring-1 ring-red-300 hover:bg-red-100"
      >
        {onRetry
          ? t(retrying ? "content.load.retrying" : "common.retry")
          : t("content.load.reload")}
      </button>
    </div>
  );
}

/** The "no items / championship / season found" states. */
export function EmptyState({ message }: { message: MessageKey }) {
  const t = useT();
  return <p className="card-muted p-6 text-center text-brand-900">{t(message)}</p>;
}
