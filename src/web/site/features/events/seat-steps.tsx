import { useEffect, useRef } from "react";
import { useT } from "../../../lib/i18n";
import { AlertLine } from "../../../components/ui/alert-line";

/** The confirm bar's error lines: hidden while empty. */
const ERROR_LINE = "text-sm font-bold text-danger empty:hidden";

/** Full blocks are hatched as well as labelled "Full" (not told by colour alone). */
const HATCH = "repeating-linear-gradient(45deg, rgb(0 0 0 / 0.08) 0 4px, transparent 4px 10px)";

/** One choice of a step (a day or a block): a toggle button with a title and a detail line. */
export function Choice({
  pressed,
  disabled,
  onClick,
  title,
  detail,
  testId,
}: {
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
  title: string;
  detail: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      data-testid={testId}
      style={disabled ? { backgroundImage: HATCH } : undefined}
      className={`flex min-h-16 flex-col items-start justify-center rounded-xl px-4 py-2 text-start ring-2 transition ${
        pressed
          ? "bg-brand-700 text-white ring-brand-700"
          : "bg-white ring-black/10 hover:ring-brand-600 disabled:cursor-not-allowed disabled:bg-black/5 disabled:text-ink-muted"
      }`}
    >
      <span className="font-bold">
        {pressed ? <span aria-hidden="true">✓ </span> : null}
        {title}
      </span>
      <span className={`text-sm ${pressed ? "text-white/90" : "text-ink-muted"}`}>{detail}</span>
    </button>
  );
}

/** A step's data: the load error with a retry, the loading line, or the step itself. */
export function StepLoad({
  failed,
  loading,
  onRetry,
  children,
}: {
  failed: boolean;
  loading: boolean;
  onRetry: () => void;
  children: React.ReactNode;
}) {
  const t = useT();
  if (failed)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
        {t("events.loadError")}{" "}
        <button type="button" className="min-h-11 font-bold underline" onClick={onRetry}>
          {t("events.retry")}
        </button>
      </p>
    );
  if (loading)
    return (
      <p role="status" className="animate-pulse text-ink-muted">
        {t("events.loading")}
      </p>
    );
  return <>{children}</>;
}

/**
 * The sticky bar under the steps: the chosen seat, the seat and reservation messages, and the
 * confirm button. It never hides what has focus (WCAG 2.4.11): the page keeps its height clear
 * of scrolling into view, whatever the bar holds at the time.
 */
export function ConfirmBar({
  summary,
  seatError,
  reservationError,
  busy,
  onConfirm,
}: {
  summary: string;
  seatError: string | null;
  reservationError: string | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  const t = useT();
  const barRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const root = document.documentElement;
    const apply = () => (root.style.scrollPaddingBottom = `${bar.offsetHeight + 16}px`);
    apply();
    const observer = new ResizeObserver(apply);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = "";
    };
  }, []);

  return (
    <div
      ref={barRef}
      className="sticky bottom-0 z-10 -mx-4 space-y-2 border-t border-black/10 bg-white/95 px-4 py-4 backdrop-blur"
    >
      <p aria-live="polite" className="font-bold" data-testid="selected-seat">
        {summary}
      </p>
      <AlertLine message={seatError} testId="seat-error" className={ERROR_LINE} />
      <AlertLine message={reservationError} testId="reservation-error" className={ERROR_LINE} />
      <button
        type="button"
        onClick={onConfirm}
        disabled={busy}
        className="min-h-12 w-full rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:opacity-60 sm:w-auto"
      >
        {busy ? t("events.confirming") : t("events.confirm")}
      </button>
    </div>
  );
}
