import { useEffect, useState } from "react";
import type { UserDto } from "../../../../shared/identity/dtos";
import { formatDate } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { drawName, drawText, loadImage, startCard } from "../../components/card-canvas";
import { KeepActions, QrImage, useQrImage } from "../../components/card-keeping";
import { saveBlob, saveFile } from "../../../lib/save-file";

/** The member number printed on the card: the member's id, six digits. */
export const memberNumber = (id: number) => String(id).padStart(6, "0");

/** The card is valid to the end of the season it is shown in (seasons end on 30 June). */
export function seasonEnd(now: Date): Date {
  const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return new Date(Date.UTC(year, 5, 30, 12));
}

/**
 * The digital member card, in the club's colours: photo (or initials), name, member number,
 * member since and valid until, and the membership QR code a gate scans. The QR is drawn in the
 * browser from the value the server returns only for complete profiles; it downloads as a PNG,
 * and the whole card saves as one PNG image that opens without a connection (ADR 0056).
 */
export function QrCard({ user }: { user: UserDto }) {
  const t = useT();
  const lang = useLang();
  const [validUntil, setValidUntil] = useState<string | null>(null);
  const value = user.qr_code;
  const src = useQrImage(value, "#0a3d2c");
  const name = user.name ?? "";
  const number = memberNumber(user.id);
  const since = formatDate(user.created_at, lang, { weekday: undefined, month: "long" });
  // Latin names give two initials; an Arabic name its first letter (as the profile shows it).
  const words = name.split(/\s+/).filter(Boolean);
  const initials = /[\u0600-\u06ff]/.test(name)
    ? (words[0]?.[0] ?? "")
    : words
        .slice(0, 2)
        .map((w) => w[0])
        .join("");

  // The validity depends on today's date: worked out in the browser, after hydration.
  useEffect(() => {
    setValidUntil(
      formatDate(seasonEnd(new Date()).toISOString(), lang, { weekday: undefined, month: "long" }),
    );
  }, [lang]);

  const download = async () => {
    if (!src) return;
    saveBlob(await (await fetch(src)).blob(), `membership-qr-${user.id}.png`);
  };

  /** The whole card as one image: everything a gate needs, with no connection. */
  const saveCard = async () => {
    if (!src) return;
    const w = 400;
    const h = 600;
    // The club's green, darker to the corner, with a gold rule under the title.
    const paint = (g: CanvasRenderingContext2D) => {
      const bg = g.createLinearGradient(0, 0, w, h);
      bg.addColorStop(0, "#08513a");
      bg.addColorStop(1, "#053526");
      g.fillStyle = bg;
      g.beginPath();
      g.roundRect(0, 0, w, h, 24);
      g.fill();
      g.fillStyle = "#d4a017";
      g.fillRect(0, 84, w, 4);
    };
    const card = startCard(w, h, lang, paint, [
      [t("app.clubName"), 36, "#e4b43a", "bold 14px Cairo, sans-serif"],
      [t("identity.memberCardTitle"), 66, "#ffffff", "bold 22px Cairo, sans-serif"],
    ]);
    if (!card) return;
    const { canvas, g, rtl, start, align } = card;
    // Photo or initials.
    const px = rtl ? w - 24 - 88 : 24;
    g.save();
    g.beginPath();
    g.arc(px + 44, 148, 44, 0, Math.PI * 2);
    g.fillStyle = "#c5e6d6";
    g.fill();
    g.clip();
    if (user.avatar_base64) {
      const photo = await loadImage(user.avatar_base64).catch(() => null);
      if (photo) g.drawImage(photo, px, 104, 88, 88);
    } else {
      g.fillStyle = "#053526";
      g.font = "bold 32px Cairo, sans-serif";
      g.textAlign = "center";
      g.fillText(initials, px + 44, 160);
    }
    g.restore();
    align();
    const tx = rtl ? w - 24 - 104 : 24 + 104;
    const tw = w - 48 - 104;
    drawName(g, name, tx, 134, tw, {
      fill: "#ffffff",
      font: (size) => `bold ${size}px Cairo, sans-serif`,
      sizes: [20, 18, 16, 14],
    });
    drawText(g, t("identity.memberNumber"), tx, 160, tw, {
      fill: "#c5e6d6",
      font: "13px Cairo, sans-serif",
    });
    drawText(g, number, tx, 184, tw, {
      fill: "#ffffff",
      font: "bold 20px ui-monospace, monospace",
    });
    g.fillStyle = "#ffffff";
    g.beginPath();
    g.roundRect((w - 260) / 2, 216, 260, 260, 16);
    g.fill();
    g.drawImage(await loadImage(src), (w - 244) / 2, 224, 244, 244);
    drawText(g, t("identity.memberSince", { date: since }), start, 512, w - 48, {
      fill: "#c5e6d6",
      font: "13px Cairo, sans-serif",
    });
    drawText(g, `${t("identity.memberValidUntil")}: ${validUntil ?? ""}`, start, 540, w - 48, {
      fill: "#ffffff",
      font: "bold 15px Cairo, sans-serif",
    });
    g.fillStyle = "#c5e6d6";
    g.font = "12px ui-monospace, monospace";
    g.textAlign = "center";
    g.direction = "ltr";
    g.fillText(value ?? "", w / 2, 576, w - 48);
    saveFile(canvas.toDataURL("image/png"), `member-card-${user.id}.png`);
  };

  if (!value) return null;
  return (
    <section className="self-start" aria-labelledby="qr-title" data-testid="member-card">
      <div className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-5 text-white shadow-lg ring-1 ring-black/10">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -end-16 -top-16 size-48 rounded-full border-[18px] border-gold-500/30"
        />
        <div className="relative flex items-start justify-between gap-3 border-b-4 border-gold-500 pb-3">
          <div>
            <p className="text-sm font-bold text-gold-400">{t("app.clubName")}</p>
            <h2 id="qr-title" className="text-title font-bold">
              {t("identity.memberCardTitle")}
            </h2>
          </div>
        </div>
        <div className="relative mt-4 flex items-center gap-4">
          {user.avatar_base64 ? (
            <img
              src={user.avatar_base64}
              alt={t("identity.memberPhotoAlt", { name })}
              width={80}
              height={80}
              className="size-20 shrink-0 rounded-full object-cover ring-4 ring-gold-500"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-extrabold text-brand-900 ring-4 ring-gold-500"
            >
              {initials}
            </span>
          )}
          <dl className="min-w-0 flex-1">
            <dt className="sr-only">{t("identity.memberCardTitle")}</dt>
            {/* Its width is not the card's least width: a long name widened a phone's page. The
                name keeps its own direction, at the page's start (as the profile's heading). */}
            <dd
              className="truncate-text text-lg font-extrabold contain-inline-size"
              data-testid="member-name"
            >
              <bdi dir="auto" className="block w-fit max-w-full truncate-text">
                {name}
              </bdi>
            </dd>
            <dt className="mt-1 text-xs text-brand-100">{t("identity.memberNumber")}</dt>
            <dd
              className="font-mono text-title font-bold tracking-wider"
              dir="ltr"
              data-testid="member-number"
            >
              {number}
            </dd>
          </dl>
        </div>
        <QrImage
          src={src}
          size={240}
          alt={t("identity.qrAlt", { name })}
          testId="qr-image"
          className="relative mx-auto mt-4 max-w-60 rounded-2xl"
        />
        <div className="relative mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <p className="text-brand-100">{t("identity.memberSince", { date: since })}</p>
          {validUntil ? (
            <p className="font-bold">
              {t("identity.memberValidUntil")}: {validUntil}
            </p>
          ) : null}
        </div>
        <p className="relative mt-1 text-center font-mono text-xs text-brand-100" dir="ltr">
          {value}
        </p>
      </div>
      <p className="mt-3 text-sm text-ink-muted">{t("identity.qrHint")}</p>
      <div className="mt-3">
        <KeepActions
          actions={[
            {
              label: t("identity.memberCardSave"),
              onClick: saveCard,
              disabled: !src,
              testId: "member-card-save",
            },
            {
              label: t("identity.downloadQr"),
              onClick: download,
              disabled: !src,
              testId: "qr-download",
            },
          ]}
          hint={t("identity.memberCardSaveHint")}
        />
      </div>
    </section>
  );
}
