import QRCode from "qrcode";
import { useEffect, useState } from "react";

/**
 * What the ticket and the member card share to be kept for the gate: the QR code drawn in the
 * browser and the row of keep actions under the card. The card redrawn on a canvas and saved as
 * one PNG (it opens without a connection, ADR 0056) is in card-canvas.ts.
 */

/** A QR code for `value` as a data URL, in the card's dark colour on white (null while drawing). */
export function useQrImage(value: string | null | undefined, dark: string): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return setSrc(null);
    let live = true;
    QRCode.toDataURL(value, {
      width: 360,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark, light: "#ffffff" },
    })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value, dark]);
  return src;
}

/** The QR image in its white box, or a spinner while it is drawn. */
export function QrImage({
  src,
  size,
  alt,
  testId,
  className,
}: {
  src: string | null;
  size: number;
  alt: string;
  testId: string;
  className: string;
}) {
  return (
    <div
      className={`flex aspect-square w-full items-center justify-center bg-white p-2 ${className}`}
    >
      {src ? (
        <img
          src={src}
          width={size}
          height={size}
          className="h-auto w-full"
          alt={alt}
          data-testid={testId}
        />
      ) : (
        <span
          className="size-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
          aria-hidden="true"
        />
      )}
    </div>
  );
}

export type KeepAction = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  testId?: string;
};

/** The card's keep actions (print, save, download), the first one filled, with a hint below. */
export function KeepActions({ actions, hint }: { actions: KeepAction[]; hint: string }) {
  return (
    <>
      <div className="flex flex-wrap gap-3">
        {actions.map((a, i) => (
          <button
            key={a.label}
            type="button"
            disabled={a.disabled}
            onClick={a.onClick}
            className={`inline-flex min-h-11 items-center rounded-xl px-5 font-bold disabled:opacity-50 ${
              i === 0
                ? "bg-brand-700 text-white hover:bg-brand-800"
                : "text-brand-800 ring-2 ring-brand-700 hover:bg-surface-muted"
            }`}
            data-testid={a.testId}
          >
            {a.label}
          </button>
        ))}
      </div>
      <p className="mt-2 text-xs text-ink-muted">{hint}</p>
    </>
  );
}
