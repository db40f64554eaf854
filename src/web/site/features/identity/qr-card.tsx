import QRCode from "qrcode";
import { useEffect, useState } from "react";
import type { UserDto } from "../../../../shared/identity/dtos";
import { useT } from "../../../lib/i18n";

/**
 * The membership card's QR code, drawn in the browser from the value the server returns only
 * for complete profiles, and downloadable as a PNG image.
 */
export function QrCard({ user }: { user: UserDto }) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(null);
  const value = user.qr_code;

  useEffect(() => {
    if (!value) return;
    let live = true;
    QRCode.toDataURL(value, {
      width: 360,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: "#0a3d2c", light: "#ffffff" },
    })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);

  const download = async () => {
    if (!src) return;
    const blob = await (await fetch(src)).blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = `membership-qr-${user.id}.png`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };

  if (!value) return null;
  return (
    <section
      className="self-start rounded-2xl bg-white p-6 text-center shadow"
      aria-labelledby="qr-title"
    >
      <h2 id="qr-title" className="text-xl font-bold">
        {t("identity.qrTitle")}
      </h2>
      <p className="mt-1 text-sm text-ink/70">{t("identity.qrHint")}</p>
      <div className="mx-auto mt-4 flex size-60 items-center justify-center rounded-xl border border-black/10 bg-white">
        {src ? (
          <img
            src={src}
            width={240}
            height={240}
            alt={t("identity.qrAlt", { name: user.name ?? "" })}
            data-testid="qr-image"
          />
        ) : (
          <span
            className="size-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
            aria-hidden="true"
          />
        )}
      </div>
      <p className="mt-2 font-mono text-xs text-ink/75" dir="ltr">
        {value}
      </p>
      <button
        type="button"
        disabled={!src}
        onClick={download}
        className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:opacity-50"
        data-testid="qr-download"
      >
        {t("identity.downloadQr")}
      </button>
    </section>
  );
}
