import { useEffect, useId, useMemo, useRef, useState } from "react";
import type { BlockDto } from "../../../../shared/events/dtos";
import { useLang, useT } from "../../../lib/i18n";

/** One cell: 36 units apart, the whole cell a hit area (24 px or more once fitted to a phone). */
const CELL = 36;
/** The row labels' columns, either side of the seats, in CSS pixels (outside the zoom). */
const LABEL_PX = 24;
const TOP = 44;
const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(z * 100) / 100));

type Props = {
  blockTitle: string;
  seats: BlockDto[];
  selectedId: number | null;
  onSelect: (seat: BlockDto) => void;
  /** A taken seat was chosen: the caller shows the seat error. */
  onTaken: (seat: BlockDto) => void;
};

/** Seats grouped in rows, in row order, each row by seat number. */
function toRows(seats: BlockDto[]): { row: string; seats: BlockDto[] }[] {
  const rows = new Map<string, BlockDto[]>();
  for (const s of seats) rows.set(s.row, [...(rows.get(s.row) ?? []), s]);
  return [...rows.entries()].map(([row, list]) => ({
    row,
    seats: [...list].sort((a, b) => a.number - b.number),
  }));
}

/**
 * The seat map of one block as an SVG radio group. Tap or click a seat; with the keyboard the
 * arrow keys move between seats (following what the eye sees, so they mirror in Arabic, where
 * seat 1 is on the right), Home and End jump along a row, Enter or Space choose. Status is told
 * by shape and by label, never by colour alone: a free seat is an open ring, a taken one a grey
 * disc with a cross, the chosen one a filled square with a tick.
 */
export function SeatMap({ blockTitle, seats, selectedId, onSelect, onTaken }: Props) {
  const t = useT();
  const lang = useLang();
  const rtl = lang === "ar";
  const hintId = useId();
  const rows = useMemo(() => toRows(seats), [seats]);
  const width = Math.max(...rows.map((r) => r.seats.length), 1);
  const first = useMemo(() => {
    const sel = rows.flatMap((r) => r.seats).find((s) => s.id === selectedId);
    const free = rows.flatMap((r) => r.seats).find((s) => s.is_available);
    return sel?.id ?? free?.id ?? rows[0]?.seats[0]?.id ?? null;
  }, [rows, selectedId]);
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const current = active !== null && seats.some((s) => s.id === active) ? active : first;
  const refs = useRef(new Map<number, SVGGElement>());

  const viewW = width * CELL + 8;
  const viewH = TOP + rows.length * CELL + 8;
  /** Column 0 is drawn at the reading start: the left in English, the right in Arabic. */
  const xOf = (col: number) =>
    rtl ? viewW - 4 - (col + 1) * CELL + CELL / 2 : 4 + col * CELL + CELL / 2;

  // Scale to fit: the block is drawn as wide as the space between the two label columns (never
  // wider than its natural size); pinch, Ctrl+wheel or the buttons zoom in, and the block then
  // pans sideways inside its own frame (the page never scrolls sideways) and grows downwards
  // with the page, so the row labels beside it stay level with their rows.
  const frameRef = useRef<HTMLDivElement>(null);
  const [space, setSpace] = useState<number | null>(null);
  const [zoom, setZoom] = useState(1);
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const measure = () => setSpace(frame.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);
  const fitScale = space ? Math.min(1, space / viewW) : 1;
  const scale = fitScale * zoom;
  const drawnW = Math.floor(viewW * scale);
  const drawnH = Math.floor(viewH * scale);

  // Two fingers zoom (the frame keeps one-finger panning to the browser).
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.pointerType !== "touch") return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 2) pinch.current = { distance: distance(), zoom };
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (!pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const start = pinch.current;
    if (start && start.distance > 0) setZoom(clampZoom((start.zoom * distance()) / start.distance));
  };
  const onPointerEnd = (e: React.PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
  };
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey) return;
      e.preventDefault();
      setZoom((z) => clampZoom(z * (e.deltaY < 0 ? 1.15 : 1 / 1.15)));
    };
    frame.addEventListener("wheel", onWheel, { passive: false });
    return () => frame.removeEventListener("wheel", onWheel);
  }, []);

  const position = (id: number) => {
    for (let r = 0; r < rows.length; r++) {
      const c = rows[r]!.seats.findIndex((s) => s.id === id);
      if (c >= 0) return { r, c };
    }
    return null;
  };

  const moveTo = (seat: BlockDto | undefined) => {
    if (!seat) return;
    setActive(seat.id);
    const el = refs.current.get(seat.id);
    // Focusing scrolls it into view within the frame and the page, clear of the sticky bar.
    el?.focus({ preventScroll: true });
  };

  const choose = (seat: BlockDto) => {
    setActive(seat.id);
    if (seat.is_available) onSelect(seat);
    else onTaken(seat);
  };

  const onKeyDown = (e: React.KeyboardEvent, seat: BlockDto) => {
    const pos = position(seat.id);
    if (!pos) return;
    const row = rows[pos.r]!.seats;
    // The visual direction: right is the next seat in English and the previous one in Arabic.
    const step = (dir: "left" | "right") => ((dir === "right") !== rtl ? 1 : -1);
    const inRow = (r: number) => rows[r]?.seats[Math.min(pos.c, rows[r]!.seats.length - 1)];
    switch (e.key) {
      case "ArrowRight":
      case "ArrowLeft":
        moveTo(row[pos.c + step(e.key === "ArrowRight" ? "right" : "left")]);
        break;
      case "ArrowUp":
        moveTo(inRow(pos.r - 1));
        break;
      case "ArrowDown":
        moveTo(inRow(pos.r + 1));
        break;
      case "Home":
        moveTo(row[0]);
        break;
      case "End":
        moveTo(row[row.length - 1]);
        break;
      case "Enter":
      case " ":
        choose(seat);
        break;
      default:
        return;
    }
    e.preventDefault();
  };

  const statusLabel = (s: BlockDto) =>
    s.id === selectedId
      ? t("events.seatSelected")
      : s.is_available
        ? t("events.seatAvailable")
        : t("events.seatTaken");

  return (
    <div>
      <p id={hintId} className="mb-2 text-sm text-ink-muted">
        {t("events.seatMapHint")}
      </p>
      {/* The zoom buttons stay focusable when they cannot act (aria-disabled), so focus is
          never dropped to the page when the zoom reaches an end. */}
      <div className="mb-2 flex items-center gap-2" data-testid="seat-zoom">
        <ZoomButton
          label={t("events.zoomOut")}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoom((z) => clampZoom(z / 1.5))}
          zoom="out"
        >
          −
        </ZoomButton>
        <ZoomButton
          label={t("events.zoomIn")}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoom((z) => clampZoom(z * 1.5))}
          zoom="in"
        >
          +
        </ZoomButton>
        <ZoomButton
          label={t("events.zoomFit")}
          disabled={zoom === 1}
          onClick={() => setZoom(1)}
          zoom="fit"
        >
          <span className="px-1 text-sm">{t("events.zoomFit")}</span>
        </ZoomButton>
        <span className="text-xs text-ink-muted" aria-live="polite">
          {Math.round(zoom * 100)}%
        </span>
      </div>
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
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
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
            {rows.map((r, ri) => {
              const y = TOP + ri * CELL + CELL / 2;
              return (
                <g key={r.row}>
                  {r.seats.map((s, ci) => {
                    const x = xOf(ci);
                    const selected = s.id === selectedId;
                    const isCurrent = s.id === current;
                    return (
                      <g
                        key={s.id}
                        ref={(el) => {
                          if (el) refs.current.set(s.id, el);
                          else refs.current.delete(s.id);
                        }}
                        role="radio"
                        aria-checked={selected}
                        aria-disabled={!s.is_available || undefined}
                        aria-label={t("events.seatLabel", {
                          row: s.row,
                          number: s.number,
                          status: statusLabel(s),
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
                        data-status={selected ? "selected" : s.is_available ? "available" : "taken"}
                      >
                        <rect
                          x={x - CELL / 2}
                          y={y - CELL / 2}
                          width={CELL}
                          height={CELL}
                          fill="transparent"
                        />
                        {selected ? (
                          <>
                            <rect
                              x={x - 13}
                              y={y - 13}
                              width={26}
                              height={26}
                              rx={5}
                              fill="#0b6e4f"
                            />
                            <path
                              d={`M${x - 7} ${y} l5 5 l9 -10`}
                              stroke="#fff"
                              strokeWidth={3}
                              fill="none"
                              strokeLinecap="round"
                            />
                          </>
                        ) : s.is_available ? (
                          <>
                            <circle
                              cx={x}
                              cy={y}
                              r={12}
                              fill="#fff"
                              stroke="#0b6e4f"
                              strokeWidth={3}
                            />
                            <text
                              x={x}
                              y={y + 4}
                              textAnchor="middle"
                              fontSize={10}
                              fontWeight={700}
                              fill="#08513a"
                              aria-hidden="true"
                            >
                              {s.number}
                            </text>
                          </>
                        ) : (
                          <>
                            <circle cx={x} cy={y} r={12} fill="#9ca3af" />
                            <path
                              d={`M${x - 6} ${y - 6} L${x + 6} ${y + 6} M${x + 6} ${y - 6} L${x - 6} ${y + 6}`}
                              stroke="#fff"
                              strokeWidth={3}
                              strokeLinecap="round"
                            />
                          </>
                        )}
                        {isCurrent && focused ? (
                          <rect
                            x={x - 17}
                            y={y - 17}
                            width={34}
                            height={34}
                            rx={7}
                            fill="none"
                            stroke="#d4a017"
                            strokeWidth={3}
                          />
                        ) : null}
                      </g>
                    );
                  })}
                </g>
              );
            })}
          </svg>
        </div>
        <RowLabels rows={rows} scale={scale} height={drawnH} side="right" />
      </div>
      <p className="mt-2 text-xs text-ink-muted">{t("events.zoomHint")}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={t("events.stepSeat")}>
        <li className="flex items-center gap-2">
          <svg width="24" height="24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="#fff" stroke="#0b6e4f" strokeWidth="3" />
          </svg>
          {t("events.legendAvailable")}
        </li>
        <li className="flex items-center gap-2">
          <svg width="24" height="24" aria-hidden="true">
            <circle cx="12" cy="12" r="10" fill="#9ca3af" />
            <path d="M7 7 L17 17 M17 7 L7 17" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
          </svg>
          {t("events.legendTaken")}
        </li>
        <li className="flex items-center gap-2">
          <svg width="24" height="24" aria-hidden="true">
            <rect x="2" y="2" width="20" height="20" rx="4" fill="#0b6e4f" />
            <path
              d="M6 12 l4 4 l8 -9"
              stroke="#fff"
              strokeWidth="3"
              fill="none"
              strokeLinecap="round"
            />
          </svg>
          {t("events.legendSelected")}
        </li>
      </ul>
    </div>
  );
}

/**
 * A column of row labels beside the seats, outside the zoomed frame: both sides always show
 * which row is which, however far the block is zoomed or panned sideways.
 */
function RowLabels({
  rows,
  scale,
  height,
  side,
}: {
  rows: { row: string }[];
  scale: number;
  height: number;
  side: "left" | "right";
}) {
  const cell = CELL * scale;
  return (
    <div
      aria-hidden="true"
      className="relative shrink-0 overflow-hidden"
      style={{ width: LABEL_PX, height }}
      data-testid={`row-labels-${side}`}
    >
      {rows.map((r, ri) => (
        <span
          key={r.row}
          className="absolute inset-x-0 flex items-center justify-center text-[13px] font-bold text-ink"
          style={{ top: (TOP + ri * CELL) * scale, height: cell }}
        >
          {r.row}
        </span>
      ))}
    </div>
  );
}

function ZoomButton({
  label,
  disabled,
  onClick,
  zoom,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  zoom: "in" | "out" | "fit";
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={() => !disabled && onClick()}
      aria-disabled={disabled || undefined}
      aria-label={label}
      title={label}
      data-zoom={zoom}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl bg-white text-title font-bold ring-1 ring-black/15 aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      {children}
    </button>
  );
}
