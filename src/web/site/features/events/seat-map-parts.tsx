import { useT } from "../../../lib/i18n";
import { CELL, LABEL_PX, TOP } from "./seat-grid";
import { clampZoom, MAX_ZOOM, MIN_ZOOM } from "./seat-zoom";

/**
 * A column of row labels beside the seats, outside the zoomed frame: both sides always show
 * which row is which, however far the block is zoomed or panned sideways.
 */
export function RowLabels({
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

/**
 * Zoom out, zoom in and fit, with the zoom read out. The buttons stay focusable when they cannot
 * act (aria-disabled), so focus is never dropped to the page when the zoom reaches an end.
 */
export function ZoomControls({
  zoom,
  setZoom,
}: {
  zoom: number;
  setZoom: (next: (z: number) => number) => void;
}) {
  const t = useT();
  return (
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
        onClick={() => setZoom(() => 1)}
        zoom="fit"
      >
        <span className="px-1 text-sm">{t("events.zoomFit")}</span>
      </ZoomButton>
      <span className="text-xs text-ink-muted" aria-live="polite">
        {Math.round(zoom * 100)}%
      </span>
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

export type SeatStatus = "selected" | "available" | "taken";

/**
 * One seat drawn at (x, y), told by shape as well as colour: a free seat is an open ring with its
 * number, a taken one a grey disc with a cross, the chosen one a filled square with a tick; the
 * keyboard focus is a gold frame around it.
 */
export function SeatGlyph({
  x,
  y,
  status,
  number,
  focusRing,
}: {
  x: number;
  y: number;
  status: SeatStatus;
  number: number;
  focusRing: boolean;
}) {
  return (
    <>
      <rect x={x - CELL / 2} y={y - CELL / 2} width={CELL} height={CELL} fill="transparent" />
      {status === "selected" ? (
        <>
          <rect x={x - 13} y={y - 13} width={26} height={26} rx={5} fill="#0b6e4f" />
          <path
            d={`M${x - 7} ${y} l5 5 l9 -10`}
            stroke="#fff"
            strokeWidth={3}
            fill="none"
            strokeLinecap="round"
          />
        </>
      ) : status === "available" ? (
        <>
          <circle cx={x} cy={y} r={12} fill="#fff" stroke="#0b6e4f" strokeWidth={3} />
          <text
            x={x}
            y={y + 4}
            textAnchor="middle"
            fontSize={10}
            fontWeight={700}
            fill="#08513a"
            aria-hidden="true"
          >
            {number}
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
      {focusRing ? (
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
    </>
  );
}

/** The key to the seat shapes, under the map. */
export function SeatLegend() {
  const t = useT();
  return (
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
  );
}
