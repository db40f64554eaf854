import { useId, useMemo, useRef, useState } from "react";
import type { BlockDto } from "../../../../shared/events/dtos";
import { useLang, useT } from "../../../lib/i18n";
import { gridGeometry, LABEL_PX, positionOf, seatForKey, toRows } from "./seat-grid";
import { RowLabels, SeatGlyph, SeatLegend, ZoomControls, type SeatStatus } from "./seat-map-parts";
import { useZoomPan } from "./seat-zoom";

type Props = {
  blockTitle: string;
  seats: BlockDto[];
  selectedId: number | null;
  onSelect: (seat: BlockDto) => void;
  /** A taken seat was chosen: the caller shows the seat error. */
  onTaken: (seat: BlockDto) => void;
};

/**
 * The seat map of one block as an SVG radio group. Tap or click a seat; with the keyboard the
 * arrow keys move between seats (following what the eye sees, so they mirror in Arabic, where
 * seat 1 is on the right), Home and End jump along a row, Enter or Space choose. Status is told
 * by shape and by label, never by colour alone (see SeatGlyph).
 */
export function SeatMap({ blockTitle, seats, selectedId, onSelect, onTaken }: Props) {
  const t = useT();
  const lang = useLang();
  const rtl = lang === "ar";
  const hintId = useId();
  const rows = useMemo(() => toRows(seats), [seats]);
  const first = useMemo(() => {
    const sel = rows.flatMap((r) => r.seats).find((s) => s.id === selectedId);
    const free = rows.flatMap((r) => r.seats).find((s) => s.is_available);
    return sel?.id ?? free?.id ?? rows[0]?.seats[0]?.id ?? null;
  }, [rows, selectedId]);
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const current = active !== null && seats.some((s) => s.id === active) ? active : first;
  const refs = useRef(new Map<number, SVGGElement>());

  const { viewW, viewH, xOf, yOf } = gridGeometry(rows, rtl);
  // The block grows downwards with the page, so the row labels beside it stay level with their rows.
  const { frameRef, zoom, setZoom, scale, frameHandlers } = useZoomPan(viewW);
  const drawnW = Math.floor(viewW * scale);
  const drawnH = Math.floor(viewH * scale);

  const moveTo = (seat: BlockDto | undefined) => {
    if (!seat) return;
    setActive(seat.id);
    // Focusing scrolls it into view within the frame and the page, clear of the sticky bar.
    refs.current.get(seat.id)?.focus({ preventScroll: true });
  };

  const choose = (seat: BlockDto) => {
    setActive(seat.id);
    if (seat.is_available) onSelect(seat);
    else onTaken(seat);
  };

  const onKeyDown = (e: React.KeyboardEvent, seat: BlockDto) => {
    const pos = positionOf(rows, seat.id);
    if (!pos) return;
    if (e.key === "Enter" || e.key === " ") choose(seat);
    else {
      const next = seatForKey(rows, pos, e.key, rtl);
      if (next === null) return;
      moveTo(next);
    }
    e.preventDefault();
  };

  const statusOf = (s: BlockDto): SeatStatus =>
    s.id === selectedId ? "selected" : s.is_available ? "available" : "taken";
  const statusLabel: Record<SeatStatus, string> = {
    selected: t("events.seatSelected"),
    available: t("events.seatAvailable"),
    taken: t("events.seatTaken"),
  };

  return (
    <div>
      <p id={hintId} className="mb-2 text-sm text-ink-muted">
        {t("events.seatMapHint")}
      </p>
      <ZoomControls zoom={zoom} setZoom={setZoom} />
      <div
        className="mx-auto flex w-full card-muted p-2"
        style={{ maxWidth: Math.ceil(viewW * zoom) + LABEL_PX * 2 + 16 }}
        dir="ltr"
      >
        <RowLabels rows={rows} scale={scale} height={drawnH} side="left" />
        <div
          ref={frameRef}
          className="min-w-0 flex-1 overflow-x-auto overflow-y-hidden overscroll-x-contain"
          style={{ touchAction: "pan-x pan-y" }}
          {...frameHandlers}
          data-testid="seat-frame"
        >
          <svg
            role="radiogroup"
            aria-label={t("events.seatMapLabel", { block: blockTitle })}
            aria-describedby={hintId}
            viewBox={`0 0 ${viewW} ${viewH}`}
            width={drawnW}
            height={drawnH}
            className="mx-auto block max-w-none"
            data-testid="seat-map"
          >
            <rect
              x={4}
              y={6}
              width={viewW - 8}
              height={22}
              rx={6}
              fill="#0b6e4f"
              aria-hidden="true"
            />
            <text
              x={viewW / 2}
              y={22}
              textAnchor="middle"
              fontSize={13}
              fontWeight={700}
              fill="#fff"
              aria-hidden="true"
            >
              {t("events.field")}
            </text>
            {rows.map((r, ri) => (
              <g key={r.row}>
                {r.seats.map((s, ci) => {
                  const status = statusOf(s);
                  const isCurrent = s.id === current;
                  return (
                    <g
                      key={s.id}
                      ref={(el) => {
                        if (el) refs.current.set(s.id, el);
                        else refs.current.delete(s.id);
                      }}
                      role="radio"
                      aria-checked={status === "selected"}
                      aria-disabled={!s.is_available || undefined}
                      aria-label={t("events.seatLabel", {
                        row: s.row,
                        number: s.number,
                        status: statusLabel[status],
                      })}
                      tabIndex={isCurrent ? 0 : -1}
                      onClick={() => choose(s)}
                      onKeyDown={(e) => onKeyDown(e, s)}
                      onFocus={(e) => {
                        setActive(s.id);
                        setFocused(true);
                        // Clear of the sticky confirm bar (the page's scroll-padding).
                        e.currentTarget.scrollIntoView({ block: "nearest", inline: "nearest" });
                      }}
                      onBlur={() => setFocused(false)}
                      className={`outline-none ${s.is_available ? "cursor-pointer" : "cursor-not-allowed"}`}
                      data-seat={`${s.row}${s.number}`}
                      data-status={status}
                    >
                      <SeatGlyph
                        x={xOf(ci)}
                        y={yOf(ri)}
                        status={status}
                        number={s.number}
                        focusRing={isCurrent && focused}
                      />
                    </g>
                  );
                })}
              </g>
            ))}
          </svg>
        </div>
        <RowLabels rows={rows} scale={scale} height={drawnH} side="right" />
      </div>
      <p className="mt-2 text-xs text-ink-muted">{t("events.zoomHint")}</p>
      <SeatLegend />
    </div>
  );
}
