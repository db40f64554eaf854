import { useEffect, useId, useRef } from "react";
import { useT } from "../../lib/i18n";
import { CloseIcon } from "../icons/icons";

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
 * whatever opened it.
 */
export function Modal({ open, onClose, title, children, hideClose, size = "md" }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      const previousOverflow = document.documentElement.style.overflow;
      document.documentElement.style.overflow = "hidden";
      return () => {
        document.documentElement.style.overflow = previousOverflow;
        if (dialog.open) dialog.close();
        opener?.focus?.();
      };
    }
  }, [open]);

  const width = size === "sm" ? "max-w-sm" : size === "lg" ? "max-w-3xl" : "max-w-lg";
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${width} rounded-2xl bg-white p-0 text-ink shadow-2xl`}
    >
      {open ? (
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
