import type { MessageKey } from "../../../shared/i18n";
import { useT } from "../../lib/i18n";

/** A resource that failed to load: the spec's message advising a reload, and a reload button. */
export function LoadError({
  message,
  className = "",
}: {
  message: MessageKey;
  className?: string;
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
        onClick={() => window.location.reload()}
        className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-bold text-red-900 ring-1 ring-red-300 hover:bg-red-100"
      >
        {t("content.load.reload")}
      </button>
    </div>
  );
}

/** The "no items / championship / season found" states. */
export function EmptyState({ message }: { message: MessageKey }) {
  const t = useT();
  return <p className="rounded-2xl bg-brand-50 p-6 text-center text-brand-900">{t(message)}</p>;
}
