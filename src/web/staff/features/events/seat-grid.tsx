import { useRef, useState } from "react";
import { hasFlag, SEAT_FLAG_NAMES, type SeatFlag } from "../../../../shared/events/seat-map";
import { useLang, useT } from "../../../lib/i18n";
import { joinWords } from "../../lib/list-text";
import { FLAG_MARK, SEAT, type Block } from "./seat-map-parts";

/**
 * One block's seats drawn as SVG: pointer and keyboard (arrow keys move, Space or Enter
 * applies the chosen mark). Geometry is physical (seat places as seen from the pitch); row
 * labels sit at the reading start of the console's language.
 */
export function SeatGrid({
  block,
  mark,
  onToggle,
  rtl,
}: {
  block: Block;
  mark: SeatFlag;
  onToggle: (index: number) => void;
  rtl: boolean;
}) {
  const t = useT();
  const lang = useLang();
  const [focus, setFocus] = useState(0);
  const refs = useRef<(SVGGElement | null)[]>([]);
  const sold = new Set(block.sold);
  const seats = block.seats;
  const maxR = seats.reduce((m, s) => Math.max(m, s[3]), 0);
  const maxC = seats.reduce((m, s) => Math.max(m, s[4]), 0);
  const labelW = 34;
  const width = (maxC + 1) * SEAT + labelW;
  const height = (maxR + 1) * SEAT;
  const x0 = rtl ? 0 : labelW;
  const rowLabels = new Map<number, string>();
  for (const s of seats) if (!rowLabels.has(s[3])) rowLabels.set(s[3], s[1]);
  const move = (dr: number, dc: number) => {
    const cur = seats[focus];
    if (!cur) return;
    let best = -1;
    let bestD = Infinity;
    seats.forEach((s, i) => {
      const r = s[3] - cur[3];
      const c = s[4] - cur[4];
      if ((dr && Math.sign(r) !== dr) || (dc && Math.sign(c) !== dc)) return;
      if (dr && r === 0) return;
      if (dc && c === 0) return;
      const d = dr ? Math.abs(r) * 1000 + Math.abs(c) : Math.abs(c) * 1000 + Math.abs(r);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    });
    if (best >= 0) {
      setFocus(best);
      refs.current[best]?.focus();
    }
  };
  if (!seats.length) return null;
  return (
    // The box follows the console's direction (the grid starts at the reading start); the
    // drawing inside is physical, left to right as seen from the pitch.
    <div className="overflow-x-auto">
      <svg
        direction="ltr"
        role="group"
        aria-label={t("events.editor.seatGrid", { block: block.title[lang] || block.title.ar })}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="max-w-none"
      >
        {[...rowLabels].map(([r, label]) => (
          <text
            key={r}
            x={rtl ? width - 4 : 4}
            y={r * SEAT + SEAT / 2 + 4}
            textAnchor={rtl ? "end" : "start"}
            fontSize="11"
            fill="#374151"
            aria-hidden="true"
          >
            {label}
          </text>
        ))}
        {seats.map((s, i) => {
          const [id, row, number, r, c, flags] = s;
          const isSold = id !== null && sold.has(id);
          const off = hasFlag(flags, "disabled");
          const fill = off
            ? "#d1d5db"
            : isSold
              ? "#b91c1c"
              : hasFlag(flags, "staff_held")
                ? "#fde68a"
                : "#dcfce7";
          const markText = SEAT_FLAG_NAMES.filter((f) => hasFlag(flags, f) && FLAG_MARK[f])
            .map((f) => FLAG_MARK[f])
            .join("");
          const states = SEAT_FLAG_NAMES.filter((f) => hasFlag(flags, f)).map((f) =>
            t(`events.editor.flag.${f}`),
          );
          if (isSold) states.unshift(t("events.editor.legendSold"));
          return (
            <g
              key={i}
              ref={(el) => {
                refs.current[i] = el;
              }}
              role="button"
              tabIndex={i === focus ? 0 : -1}
              aria-pressed={hasFlag(flags, mark)}
              aria-label={`${t("events.editor.seatAria", { row, number })}${states.length ? ` (${joinWords(lang, states)})` : ""}`}
              className="cursor-pointer outline-none [&:focus>rect]:stroke-[3] [&:focus>rect]:stroke-blue-700"
              onPointerDown={(e) => {
                e.preventDefault();
                setFocus(i);
                (e.currentTarget as SVGGElement).focus();
                onToggle(i);
              }}
              onKeyDown={(e) => {
                const k = e.key;
                if (k === " " || k === "Enter") {
                  e.preventDefault();
                  onToggle(i);
                } else if (k.startsWith("Arrow")) {
                  e.preventDefault();
                  if (k === "ArrowLeft") move(0, -1);
                  if (k === "ArrowRight") move(0, 1);
                  if (k === "ArrowUp") move(-1, 0);
                  if (k === "ArrowDown") move(1, 0);
                }
              }}
            >
              <rect
                x={x0 + c * SEAT + 2}
                y={r * SEAT + 2}
                width={SEAT - 4}
                height={SEAT - 4}
                rx="4"
                fill={fill}
                stroke={isSold ? "#7f1d1d" : "#15803d"}
                strokeWidth="1"
              />
              <text
                x={x0 + c * SEAT + SEAT / 2}
                y={r * SEAT + SEAT / 2 + 3}
                textAnchor="middle"
                fontSize={markText ? "9" : "8"}
                fill={isSold ? "#fff" : "#111827"}
                aria-hidden="true"
              >
                {markText || (off ? "×" : number)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
