import { useEffect, useId, useRef, useState } from "react";
import { TIMINGS } from "../../../shared/platform/timings";
import { useT } from "../../lib/i18n";
import { CloseIcon } from "./icons";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute("hidden"),
  );
}

/** The element each shown dialog was opened from (see focusReturn). */
const openers = new WeakMap<HTMLDialogElement, HTMLElement | null>();

/** What focusReturn needs of an element (an HTMLElement; a plain object in tests). */
type FocusTarget = { isConnected: boolean; tagName: string; closest(selector: string): unknown };

/**
 * Where the focus goes when a dialog closes: back to what opened it while that is still on the
 * page (not the page's body, not inside a dialog now closed); otherwise to what opened the dialog
 * it came from. A job application's thank-you opens from the application dialog's send button,
 * which is gone once that dialog has closed: the focus goes back to the job's Apply button, not
 * to the top of the page.
 */
export function focusReturn<T extends FocusTarget>(opener: T | null, outer: T | null): T | null {
  const usable = (el: T | null): el is T =>
    el !== null &&
    el.isConnected &&
    el.tagName !== "BODY" &&
    el.closest("dialog:not([open])") === null;
  if (usable(opener)) return opener;
  return usable(outer) ? outer : null;
}

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  /** Hide the corner close button (the content offers its own way out). */
  hideClose?: boolean;
  size?: "sm" | "md" | "lg";
};

/**
 * The one modal of the site: a native <dialog> shown with showModal(), so the page behind is
 * inert and focus stays inside; Escape closes; the page does not scroll; focus returns to
 * whatever opened it (or, when that is gone, what opened the dialog it came from). It opens
 * over 200 ms and closes over 400 ms (spec section 9, app.css), at once under reduced motion.
 */
export function Modal({ open, onClose, title, children, hideClose, size = "md" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  // The content stays while the dialog closes (400 ms), then goes.
  const [shown, setShown] = useState(open);
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    setShown(true);
    if (closing.current) {
      // Opened again while closing: stay open.
      clearTimeout(closing.current);
      closing.current = null;
      delete dialog.dataset.closing;
    }
    // What had the focus before showModal() moves it into the dialog.
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // Opened from another dialog (open or closing): remember what opened that one too.
    const outerDialog = opener?.closest("dialog");
    const outer = outerDialog && outerDialog !== dialog ? (openers.get(outerDialog) ?? null) : null;
    openers.set(dialog, opener);
    // Start on the element marked data-autofocus, else the first control.
    const first = dialog.querySelector<HTMLElement>("[data-autofocus]") ?? focusables(dialog)[0];
    first?.focus();
    const previousOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = previousOverflow;
      const finish = () => {
        closing.current = null;
        delete dialog.dataset.closing;
        if (dialog.open) dialog.close();
        setShown(false);
        openers.delete(dialog);
        focusReturn(opener, outer)?.focus?.();
      };
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      if (!dialog.isConnected || still) return finish();
      dialog.dataset.closing = "";
      closing.current = setTimeout(finish, TIMINGS.modalCloseMs);
    };
  }, [open]);

  // Tab and Shift+Tab cycle inside the dialog, never out to the page or the browser.
  const onKeyDown = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== "Tab" || !ref.current) return;
    const items = focusables(ref.current);
    if (!items.length) return;
    const firstItem = items[0]!;
    const lastItem = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === firstItem) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  const width = size === "sm" ? "max-w-sm" : size === "lg" ? "max-w-3xl" : "max-w-lg";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-2xl bg-white p-0 text-ink shadow-2xl`}
    >
      {open || shown ? (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            {hideClose ? null : (
              <button
                type="button"
                onClick={onClose}
                className="-m-2 inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5"
                aria-label={t("common.close")}
              >
                <CloseIcon />
              </button>
            )}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
