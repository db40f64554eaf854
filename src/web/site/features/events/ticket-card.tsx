import type { TicketDto } from "../../../../shared/events/dtos";
import { formatDate, formatTime } from "../../../lib/format";
import { useLang, useT } from "../../../lib/i18n";
import { drawName, drawText, loadImage, startCard } from "../../components/card-canvas";
import { KeepActions, QrImage, useQrImage } from "../../components/card-keeping";
import { saveFile } from "../../../lib/save-file";

/** Only the ticket is printed: everything else on the page is hidden from the printer. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden !important; }
  [data-print-ticket], [data-print-ticket] * { visibility: visible !important; }
  [data-print-ticket] { position: absolute; inset-inline-start: 0; top: 0; width: 100%; max-width: 14cm; box-shadow: none; border: 1px solid #000; break-inside: avoid; }
  [data-print-ticket] * { color: #000 !important; background: #fff !important; }
  [data-print-ticket] header { border-bottom: 2px solid #000; }
  @page { margin: 1cm; }
  [data-print-hide] { display: none !important; }
}`;

/**
 * The saved image's last lines, the event and the holder, from `y`: each label at the inline
 * `start` and its value after it within `width`. A long value (a holder's full name) steps down
 * in size and is then cut at a whole letter, in its own direction, as on the member card; drawn
 * at one size within the width, it was squeezed past reading.
 */
export function drawAbout(
  g: CanvasRenderingContext2D,
  about: Array<[string, string]>,
  at: { start: number; rtl: boolean; y: number; width: number },
) {
  let y = at.y;
  for (const [label, value] of about) {
    drawText(g, `${label}: `, at.start, y + 20, 90, {
      fill: "#4b5a54",
      font: "13px Cairo, sans-serif",
    });
    drawName(g, value, at.rtl ? at.start - 96 : at.start + 96, y + 20, at.width - 96, {
      fill: "#14211c",
      font: (size) => `bold ${size}px Cairo, sans-serif`,
      sizes: [15, 14, 13, 12],
    });
    y += 30;
  }
}

/**
 * The ticket, laid out for the gate: a large QR code first, then where to go (stand, gate,
 * block, row, seat) and when, then the short reference a steward reads aloud (`7KQ4-M2XD`) in
 * large dark text, then the event and the holder. Before the ticket is visible (8 hours before
 * the event) it says when it will appear. It prints alone on the page, and saves as one PNG
 * image that holds everything, so it opens without a connection (ADR 0056).
 */
export function TicketCard({ ticket, titled = true }: { ticket: TicketDto; titled?: boolean }) {
  const t = useT();
  const lang = useLang();
  const seat = ticket.seats[0];
  // The signed code of the seat (ADR 0027); what a steward types if it will not scan below it.
  const qr = useQrImage(ticket.visible ? (seat?.qr ?? ticket.qr) : null, "#08513a");
  const typed = seat?.short_reference ?? ticket.reference ?? "";
  const date = `${formatDate(ticket.starts_at, lang, { weekday: "long", month: "long" })} · ${formatTime(ticket.starts_at, lang)}`;
  /** Where to go, the first thing a fan looks for after the code. */
  const place: Array<[string, string]> = seat
    ? [
        [t("events.ticketStand"), seat.area],
        [t("events.ticketGate"), seat.gate ?? "—"],
        [t("events.ticketBlock"), seat.block],
        [t("events.ticketRow"), seat.row],
        [t("events.ticketSeat"), String(seat.number)],
      ]
    : [];
  const about: Array<[string, string]> = [
    [t("events.ticketEvent"), ticket.event.title],
    [t("events.ticketName"), ticket.name],
  ];

  const saveImage = async () => {
    const w = 420;
    const qrSize = 280;
    const rows = place.length ? 2 : 0;
    const h =
      80 + (qr ? qrSize + 24 : 0) + 20 + rows * 58 + (typed ? 64 : 0) + 16 + about.length * 30 + 24;
    const paint = (g: CanvasRenderingContext2D) => {
      g.fillStyle = "#ffffff";
      g.fillRect(0, 0, w, h);
      g.fillStyle = "#0b6e4f";
      g.fillRect(0, 0, w, 64);
    };
    const card = startCard(w, h, lang, paint, [
      [t("events.ticketTitle"), 40, "#ffffff", "bold 20px Cairo, sans-serif"],
    ]);
    if (!card) return;
    const { canvas, g, rtl, start, align } = card;
    let y = 80;
    if (qr) {
      const img = await loadImage(qr);
      g.drawImage(img, (w - qrSize) / 2, y, qrSize, qrSize);
      y += qrSize + 24;
    }
    g.textAlign = "center";
    drawText(g, date, w / 2, y, w - 48, { fill: "#14211c", font: "bold 18px Cairo, sans-serif" });
    y += 20;
    // Stand, gate / block, row, seat: two or three to a line, label above value.
    const cells = place.length ? [place.slice(0, 2), place.slice(2)] : [];
    for (const line of cells) {
      const cw = (w - 48) / line.length;
      line.forEach(([label, value], i) => {
        const cx = rtl ? w - 24 - cw * i - cw / 2 : 24 + cw * i + cw / 2;
        drawText(g, label, cx, y + 22, cw - 8, { fill: "#4b5a54", font: "13px Cairo, sans-serif" });
        drawText(g, value, cx, y + 46, cw - 8, {
          fill: "#14211c",
          font: "bold 20px Cairo, sans-serif",
        });
      });
      y += 58;
    }
    if (typed) {
      drawText(g, t("events.ticketReferenceAloud"), w / 2, y + 22, w - 48, {
        fill: "#4b5a54",
        font: "13px Cairo, sans-serif",
      });
      g.direction = "ltr";
      drawText(g, typed, w / 2, y + 54, w - 48, {
        fill: "#14211c",
        font: "bold 28px ui-monospace, monospace",
      });
      align();
      y += 64;
    }
    // The event and the holder, under a rule, after what the gate needs.
    g.fillStyle = "#d5ddd8";
    g.fillRect(24, y + 4, w - 48, 1);
    y += 12;
    align();
    drawAbout(g, about, { start, rtl, y, width: w - 48 });
    saveFile(canvas.toDataURL("image/png"), `ticket-${ticket.event.id}-${ticket.attend_at}.png`);
  };

  return (
    <article
      data-print-ticket
      className="mx-auto max-w-xl overflow-hidden card shadow-raised"
      aria-labelledby={titled ? `ticket-${ticket.id}` : undefined}
      aria-label={titled ? undefined : t("events.ticketTitle")}
      data-testid="ticket"
    >
      <style>{PRINT_CSS}</style>
      {titled ? (
        <header className="bg-brand-700 px-6 py-4 text-white">
          <h2 id={`ticket-${ticket.id}`} className="text-title font-bold">
            {t("events.ticketTitle")}
          </h2>
        </header>
      ) : null}
      <div className="space-y-5 p-5 sm:p-6">
        <div className="flex flex-col items-center text-center">
          {ticket.visible ? (
            <>
              <QrImage
                src={qr}
                size={288}
                alt={t("events.ticketQrAlt", { name: ticket.name })}
                testId="ticket-qr"
                className="max-w-72 rounded-xl border border-black/10"
              />
              <p className="mt-2 text-sm text-ink-muted">{t("events.ticketShowAtGate")}</p>
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
        <p className="text-center text-lg font-bold" data-testid="ticket-date">
          <span className="sr-only">{t("events.ticketDate")}: </span>
          {date}
        </p>
        {place.length ? (
          <dl
            className="grid grid-cols-3 gap-2 text-center sm:grid-cols-5"
            data-testid="ticket-place"
          >
            {place.map(([label, value], i) => (
              <div
                key={label}
                className={`rounded-xl bg-surface-muted px-2 py-2 shadow-flat ${i === 0 ? "col-span-2 sm:col-span-1" : ""}`}
              >
                <dt className="text-xs text-ink-muted">{label}</dt>
                <dd className="text-lg font-extrabold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {ticket.visible && typed ? (
          <p className="text-center" data-testid="ticket-reference">
            <span className="block text-xs text-ink-muted">{t("events.ticketReferenceAloud")}</span>
            <span className="font-mono text-3xl font-extrabold tracking-widest text-ink" dir="ltr">
              {typed}
            </span>
          </p>
        ) : null}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-black/10 pt-4 text-sm">
          {about.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-bold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="space-y-2 border-t border-black/5 px-6 py-4" data-print-hide>
        <KeepActions
          actions={[
            { label: t("events.print"), onClick: () => window.print() },
            { label: t("events.saveImage"), onClick: saveImage, testId: "ticket-save" },
          ]}
          hint={t("events.ticketSaveHint")}
        />
      </div>
    </article>
  );
}
