import QRCode from "qrcode";
import { useEffect, useState } from "react";
import type { TicketDto } from "../../../../shared/events/dtos";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";

/** Only the ticket is printed: everything else on the page is hidden from the printer. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-print-ticket], [data-print-ticket] * { visibility: visible !important; }
  [data-print-ticket] { position: absolute; inset-inline-start: 0; top: 0; width: 100%; box-shadow: none; }
  [data-print-hide] { display: none !important; }
}`;

function useQr(value: string | null): string | null {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!value) return setSrc(null);
    let live = true;
    QRCode.toDataURL(value, {
      width: 360,
      margin: 2,
      errorCorrectionLevel: "M",
      color: { dark: "#08513a", light: "#ffffff" },
    })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [value]);
  return src;
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });
}

/**
 * The ticket: event, date and time, name, area with its gate, block, row and seat, and the QR code
 * carrying the seat's signed code, with its short reference beneath for typing at the gate. Before the ticket is visible (8 hours before the event) it
 * says when it will appear. It can be printed, and saved as a PNG image drawn on a canvas.
 */
export function TicketCard({ ticket, titled = true }: { ticket: TicketDto; titled?: boolean }) {
  const t = useT();
  const lang = useLang();
  const seat = ticket.seats[0];
  // The signed code of the seat (ADR 0027); what a steward types if it will not scan below it.
  const qr = useQr(seat?.qr ?? ticket.qr);
  const typed = seat?.short_reference ?? ticket.reference ?? "";
  const rows: Array<[string, string]> = [
    [t("events.ticketEvent"), ticket.event.title],
    [
      t("events.ticketDate"),
      formatDate(ticket.starts_at, lang, { weekday: "long", month: "long" }),
    ],
    [t("events.ticketTime"), formatTime(ticket.starts_at, lang)],
    [t("events.ticketName"), ticket.name],
    ...(seat
      ? ([
          [t("events.ticketArea"), seat.area],
          [t("events.ticketGate"), seat.gate ?? "—"],
          [t("events.ticketBlock"), seat.block],
          [t("events.ticketRow"), seat.row],
          [t("events.ticketSeat"), String(seat.number)],
        ] as Array<[string, string]>)
      : []),
  ];

  const saveImage = async () => {
    const scale = 2;
    const w = 420;
    const h = 150 + rows.length * 34 + (qr ? 300 : 0);
    const canvas = document.createElement("canvas");
    canvas.width = w * scale;
    canvas.height = h * scale;
    const g = canvas.getContext("2d");
    if (!g) return;
    g.scale(scale, scale);
    g.fillStyle = "#ffffff";
    g.fillRect(0, 0, w, h);
    g.fillStyle = "#0b6e4f";
    g.fillRect(0, 0, w, 64);
    const rtl = lang === "ar";
    g.direction = rtl ? "rtl" : "ltr";
    g.textAlign = rtl ? "right" : "left";
    const start = rtl ? w - 24 : 24;
    const end = rtl ? 24 : w - 24;
    g.fillStyle = "#ffffff";
    g.font = "bold 20px Cairo, sans-serif";
    g.fillText(t("events.ticketTitle"), start, 40);
    let y = 100;
    for (const [label, value] of rows) {
      g.fillStyle = "#5b6b64";
      g.font = "14px Cairo, sans-serif";
      g.textAlign = rtl ? "right" : "left";
      g.fillText(label, start, y);
      g.fillStyle = "#14211c";
      g.font = "bold 15px Cairo, sans-serif";
      g.textAlign = rtl ? "left" : "right";
      g.fillText(value, end, y, 260);
      y += 34;
    }
    if (qr) {
      const img = await loadImage(qr);
      g.drawImage(img, (w - 260) / 2, y, 260, 260);
      g.fillStyle = "#5b6b64";
      g.font = "12px monospace";
      g.textAlign = "center";
      g.direction = "ltr";
      g.fillText(typed, w / 2, y + 280);
    }
    const link = document.createElement("a");
    link.href = canvas.toDataURL("image/png");
    link.download = `ticket-${ticket.event.id}-${ticket.attend_at}.png`;
    link.click();
  };

  return (
    <article
      data-print-ticket
      className="overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-black/5"
      aria-labelledby={titled ? `ticket-${ticket.id}` : undefined}
      aria-label={titled ? undefined : t("events.ticketTitle")}
      data-testid="ticket"
    >
      <style>{PRINT_CSS}</style>
      {titled ? (
        <header className="bg-brand-700 px-6 py-4 text-white">
          <h2 id={`ticket-${ticket.id}`} className="text-xl font-bold">
            {t("events.ticketTitle")}
          </h2>
        </header>
      ) : null}
      <div className="grid gap-6 p-6 md:grid-cols-[1fr_auto]">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink/70">{label}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-col items-center justify-center text-center">
          {ticket.visible ? (
            <>
              <div className="flex size-52 items-center justify-center rounded-xl border border-black/10 bg-white">
                {qr ? (
                  <img
                    src={qr}
                    width={200}
                    height={200}
                    alt={t("events.ticketQrAlt", { name: ticket.name })}
                    data-testid="ticket-qr"
                  />
                ) : (
                  <span
                    className="size-10 animate-spin rounded-full border-4 border-brand-600 border-t-transparent"
                    aria-hidden="true"
                  />
                )}
              </div>
              <p className="mt-2 text-sm">{t("events.ticketShowAtGate")}</p>
              <p className="mt-1 font-mono text-xs text-ink/60" dir="ltr">
                <span className="sr-only">{t("events.ticketReference")}: </span>
                {typed}
              </p>
            </>
          ) : (
            <p
              className="max-w-64 rounded-xl bg-gold-400/20 p-4"
              role="status"
              data-testid="ticket-hidden"
            >
              {t("events.ticketHidden", {
                date: formatDate(ticket.visible_from, lang),
                time: formatTime(ticket.visible_from, lang),
              })}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-black/5 px-6 py-4" data-print-hide>
        <button
          type="button"
          onClick={() => window.print()}
          className="min-h-11 rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800"
        >
          {t("events.print")}
        </button>
        <button
          type="button"
          onClick={saveImage}
          className="min-h-11 rounded-xl px-5 font-bold text-brand-800 ring-2 ring-brand-700 hover:bg-brand-50"
          data-testid="ticket-save"
        >
          {t("events.saveImage")}
        </button>
      </div>
    </article>
  );
}
