import { useEffect, useId, useRef } from "react";
import { CheckIcon } from "../../../../components/ui/icons";
import { Modal } from "../../../../components/ui/modal";
import { useT } from "../../../../lib/i18n";
import { useCopyLink } from "../../../lib/copy-link";

/**
 * The shareBox modal of a job: the link with a copy button (a check mark for 3 s after copying;
 * where the clipboard is missing, a message to copy the selected link by hand) and share links.
 */
export function ShareBox({
  open,
  onClose,
  url,
  title,
}: {
  open: boolean;
  onClose: () => void;
  url: string;
  title: string;
}) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // Where the clipboard fails, the link is selected for copying by hand.
  const {
    copied,
    manual,
    copy: copyLink,
    reset,
  } = useCopyLink(() => {
    input.current?.focus();
    input.current?.select();
  });
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  const copy = () => copyLink(url);
  const link =
    "inline-flex min-h-11 items-center rounded-xl px-4 font-bold ring-1 ring-brand-700/30 hover:bg-surface-muted";
  return (
    <Modal open={open} onClose={onClose} title={t("submissions.careers.shareTitle")}>
      <p className="mb-3 font-bold">{title}</p>
      <label htmlFor={id} className="block text-sm text-ink-muted">
        {t("submissions.careers.jobLink")}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={input}
          id={id}
          readOnly
          value={url}
          dir="ltr"
          onFocus={(e) => e.currentTarget.select()}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-black/20 bg-black/[0.02] px-3 text-sm"
        />
        <button
          type="button"
          onClick={copy}
          data-testid="copy-link"
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800"
        >
          {copied ? <CheckIcon width={18} height={18} strokeWidth={3} /> : null}
          {copied ? t("submissions.careers.copied") : t("submissions.careers.copyLink")}
        </button>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={manual ? "mt-3 rounded-xl bg-gold-400/20 p-3 text-sm" : "sr-only"}
      >
        {manual
          ? t("submissions.careers.copyManual")
          : copied
            ? t("submissions.careers.copied")
            : ""}
      </p>
      <ul className="mt-4 flex flex-wrap gap-2">
        <li>
          <a
            className={link}
            target="_blank"
            rel="noopener noreferrer"
            href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`}
          >
            {t("submissions.careers.shareWhatsapp")}
          </a>
        </li>
        <li>
          <a
            className={link}
            target="_blank"
            rel="noopener noreferrer"
            href={`https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`}
          >
            {t("submissions.careers.shareX")}
          </a>
        </li>
        <li>
          <a
            className={link}
            href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          >
            {t("submissions.careers.shareEmail")}
          </a>
        </li>
      </ul>
    </Modal>
  );
}
