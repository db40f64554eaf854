import { useId, useRef } from "react";
import type { ContainerDto } from "../../../../shared/events/dtos";
import { useLang, useT } from "../../../lib/i18n";
import { H, PITCH, standBoxes, standLines, W } from "./stadium-layout";

type Level = "plenty" | "few" | "full";
const level = (a: { seats_free: number; seats_total: number }): Level =>
  a.seats_free === 0 ? "full" : a.seats_free * 4 < a.seats_total ? "few" : "plenty";

const FILL: Record<Level, string> = { plenty: "#c5e6d6", few: "#f6e3ad", full: "#e5e7eb" };

/** The hatch (full) and dots (few seats left) laid over a stand's colour. */
export function StandPatterns({ idPrefix }: { idPrefix: string }) {
  return (
    <defs>
      <pattern
        id={`${idPrefix}-hatch`}
        width="8"
        height="8"
        patternUnits="userSpaceOnUse"
        patternTransform="rotate(45)"
      >
        <rect width="8" height="8" fill={FILL.full} />
        <line x1="0" y1="0" x2="0" y2="8" stroke="#6b7280" strokeWidth="3" />
      </pattern>
      <pattern id={`${idPrefix}-dots`} width="8" height="8" patternUnits="userSpaceOnUse">
        <rect width="8" height="8" fill={FILL.few} />
        <circle cx="4" cy="4" r="1.4" fill="#92400e" />
      </pattern>
    </defs>
  );
}

/** The pitch's markings: white lines, half seen through, on the grass. */
const CHALK = { fill: "none", stroke: "#ffffff", strokeOpacity: 0.7, strokeWidth: 2 };

const fillOf = (lvl: Level, idPrefix: string) =>
  lvl === "full" ? `url(#${idPrefix}-hatch)` : lvl === "few" ? `url(#${idPrefix}-dots)` : FILL[lvl];

type Props = {
  areas: ContainerDto[];
  selectedId: number | null;
  onSelect: (id: number) => void;
};

/**
 * The stadium drawn from above: the pitch, and each stand in its place as a button that names
 * the stand, its gate and how many seats are free. Availability is told three ways: the words
 * ("42 free", "Full"), a pattern (dots when few are left, hatching when full) and a colour.
 * Tab reaches every stand; the arrow keys also move round the ground, and Enter or Space choose.
 */
export function StadiumOverview({ areas, selectedId, onSelect }: Props) {
  const t = useT();
  const lang = useLang();
  const hintId = useId();
  const idPrefix = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const refs = useRef<(SVGGElement | null)[]>([]);
  const boxes = standBoxes(areas.map((a) => a.position));

  const statusOf = (a: ContainerDto) =>
    [
      a.gate ? t("events.gate", { gate: a.gate }) : null,
      a.seats_free === 0
        ? t("events.full")
        : t("events.seatsFree", { free: a.seats_free, total: a.seats_total }),
    ]
      .filter(Boolean)
      .join(lang === "ar" ? "، " : ", ");

  const onKeyDown = (e: React.KeyboardEvent, i: number, a: ContainerDto) => {
    const n = areas.length;
    let next: number | null = null;
    switch (e.key) {
      case "ArrowRight":
      case "ArrowDown":
        next = (i + 1) % n;
        break;
      case "ArrowLeft":
      case "ArrowUp":
        next = (i - 1 + n) % n;
        break;
      case "Home":
        next = 0;
        break;
      case "End":
        next = n - 1;
        break;
      case "Enter":
      case " ":
        if (a.seats_free > 0) onSelect(a.id);
        e.preventDefault();
        return;
      default:
        return;
    }
    e.preventDefault();
    refs.current[next]?.focus();
  };

  return (
    <div>
      <p id={hintId} className="mb-2 text-sm text-ink-muted">
        {t("events.stadiumHint")}
      </p>
      <div className="max-w-xl card-muted p-2">
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="block h-auto w-full"
          role="group"
          aria-label={t("events.stadiumTitle")}
          aria-describedby={hintId}
          data-testid="areas"
        >
          <StandPatterns idPrefix={idPrefix} />
          <g aria-hidden="true">
            <rect x={PITCH.x} y={PITCH.y} width={PITCH.w} height={PITCH.h} rx={6} fill="#0b6e4f" />
            <rect
              x={PITCH.x + 8}
              y={PITCH.y + 8}
              width={PITCH.w - 16}
              height={PITCH.h - 16}
              {...CHALK}
            />
            <line x1={W / 2} y1={PITCH.y + 8} x2={W / 2} y2={PITCH.y + PITCH.h - 8} {...CHALK} />
            <circle cx={W / 2} cy={H / 2} r={20} {...CHALK} />
            <text
              x={W / 2}
              y={H / 2 + 44}
              textAnchor="middle"
              fontSize={13}
              fontWeight={700}
              fill="#ffffff"
            >
              {t("events.field")}
            </text>
          </g>
          {areas.map((a, i) => {
            const box = boxes[i]!;
            const lvl = level(a);
            const selected = a.id === selectedId;
            const cx = box.x + box.w / 2;
            const cy = box.y + box.h / 2;
            const free =
              lvl === "full" ? t("events.full") : t("events.freeShort", { free: a.seats_free });
            const gate = a.gate ? t("events.standGate", { gate: a.gate }) : null;
            const { lines, step, freeFrom, freeTo } = standLines(box, a.title, free, gate);
            const ink = selected ? "#ffffff" : "#14211c";
            return (
              <g
                key={a.id}
                ref={(el) => {
                  refs.current[i] = el;
                }}
                role="button"
                tabIndex={0}
                aria-pressed={selected}
                aria-disabled={lvl === "full" || undefined}
                aria-label={t("events.standLabel", { title: a.title, status: statusOf(a) })}
                onClick={() => a.seats_free > 0 && onSelect(a.id)}
                onKeyDown={(e) => onKeyDown(e, i, a)}
                className={`group outline-none ${lvl === "full" ? "cursor-not-allowed" : "cursor-pointer"}`}
                data-stand={a.id}
                data-level={lvl}
              >
                <rect
                  x={box.x}
                  y={box.y}
                  width={box.w}
                  height={box.h}
                  rx={8}
                  fill={selected ? "#0b6e4f" : fillOf(lvl, idPrefix)}
                  stroke={selected ? "#053526" : "#14211c"}
                  strokeOpacity={selected ? 1 : 0.35}
                  strokeWidth={selected ? 3 : 1.5}
                />
                {/* The focus ring: gold, outside the stand, shown only while it has focus. */}
                <rect
                  x={box.x - 3}
                  y={box.y - 3}
                  width={box.w + 6}
                  height={box.h + 6}
                  rx={10}
                  fill="none"
                  stroke="#d4a017"
                  strokeWidth={4}
                  className="opacity-0 group-focus-visible:opacity-100"
                />
                <g aria-hidden="true">
                  {lines.map((line, k) => (
                    <text
                      key={k}
                      x={cx}
                      y={cy + (k - (lines.length - 1) / 2) * step + 4}
                      textAnchor="middle"
                      fontSize={k < freeFrom && !box.narrow ? 13 : 12}
                      fontWeight={k >= freeFrom && k < freeTo ? 800 : 700}
                      fill={ink}
                      paintOrder="stroke"
                      stroke={selected ? "none" : lvl === "plenty" ? FILL.plenty : "#ffffff"}
                      strokeWidth={lvl === "plenty" || selected ? 0 : 3}
                    >
                      {selected && k === 0 ? `✓ ${line}` : line}
                    </text>
                  ))}
                </g>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label={t("events.stepArea")}>
        {(["plenty", "few", "full"] as const).map((lvl) => (
          <li key={lvl} className="flex items-center gap-2">
            <svg width="28" height="20" aria-hidden="true">
              <StandPatterns idPrefix={`${idPrefix}-legend-${lvl}`} />
              <rect
                x="1"
                y="1"
                width="26"
                height="18"
                rx="4"
                fill={fillOf(lvl, `${idPrefix}-legend-${lvl}`)}
                stroke="#14211c"
                strokeOpacity="0.35"
              />
            </svg>
            {t(
              lvl === "plenty"
                ? "events.legendPlenty"
                : lvl === "few"
                  ? "events.legendFew"
                  : "events.legendFull",
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
