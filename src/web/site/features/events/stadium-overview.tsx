import { useId, useRef } from "react";
import type { ContainerDto } from "../../../../shared/events/dtos";
import type { StandPosition } from "../../../../shared/events/seat-map";
import { useLang, useT } from "../../../lib/i18n";

/**
 * The drawing's frame: the pitch in the middle, the stands around it (ADR 0056). The stands
 * behind the goals are deeper than those along the touchlines, so their names, written across
 * them, wrap in a readable size on a 390 px phone. The touchline stands are deep enough that a
 * corner (as deep as they are) holds six lines: its name, its free seats (Arabic words run long)
 * and its gate, two lines each.
 */
const W = 400;
const H = 356;
const MARGIN = 8;
const GAP = 6;
const DEPTH_TOUCHLINE = 92;
const DEPTH_GOAL = 80;
/** The spacing of a stand's lines: as loose as the box allows, never tighter than the least. */
const LINE = 15;
const LINE_LEAST = 13.5;
/** A stand's height its lines take beyond their spacing: a line's own height, and a margin. */
const TEXT_SPAN = 24;
const PITCH = {
  x: MARGIN + DEPTH_GOAL + GAP,
  y: MARGIN + DEPTH_TOUCHLINE + GAP,
  w: W - 2 * (MARGIN + DEPTH_GOAL + GAP),
  h: H - 2 * (MARGIN + DEPTH_TOUCHLINE + GAP),
};

/**
 * Where a stand goes without a position set in the seat map editor: by its order, the first
 * two face each other along the touchlines (north, south), the next two stand behind the goals
 * (east, west), and further stands share those sides in turn. North is at the top; the drawing is
 * a map, so it is not mirrored in Arabic.
 */
const BY_ORDER: StandPosition[] = ["north", "south", "east", "west"];

type Box = { x: number; y: number; w: number; h: number; narrow: boolean };

/** The rectangle a side or corner offers, before it is shared among its stands. */
function frameOf(position: StandPosition): Box & { splitAlong: "x" | "y" } {
  const left = MARGIN;
  const right = W - MARGIN - DEPTH_GOAL;
  const top = MARGIN;
  const bottom = H - MARGIN - DEPTH_TOUCHLINE;
  switch (position) {
    case "north":
    case "south":
      return {
        x: PITCH.x,
        y: position === "north" ? top : bottom,
        w: PITCH.w,
        h: DEPTH_TOUCHLINE,
        narrow: false,
        splitAlong: "x",
      };
    case "east":
    case "west":
      return {
        x: position === "west" ? left : right,
        y: PITCH.y,
        w: DEPTH_GOAL,
        h: PITCH.h,
        narrow: true,
        splitAlong: "y",
      };
    default:
      return {
        x: position.endsWith("west") ? left : right,
        y: position.startsWith("north") ? top : bottom,
        w: DEPTH_GOAL,
        h: DEPTH_TOUCHLINE,
        narrow: true,
        splitAlong: "y",
      };
  }
}

/**
 * Each stand's rectangle: its position from the seat map (or its order when it has none), each
 * side or corner split evenly among the stands placed on it, in the map's order.
 */
export function standBoxes(positions: readonly (StandPosition | null)[]): Box[] {
  const byPlace = new Map<StandPosition, number[]>();
  let unplaced = 0;
  positions.forEach((p, i) => {
    const place = p ?? BY_ORDER[unplaced++ % BY_ORDER.length]!;
    byPlace.set(place, [...(byPlace.get(place) ?? []), i]);
  });
  const boxes: Box[] = [];
  for (const [place, list] of byPlace) {
    const frame = frameOf(place);
    const length = frame.splitAlong === "x" ? frame.w : frame.h;
    const each = (length - GAP * (list.length - 1)) / list.length;
    list.forEach((index, k) => {
      const along = k * (each + GAP);
      boxes[index] =
        frame.splitAlong === "x"
          ? { x: frame.x + along, y: frame.y, w: each, h: frame.h, narrow: frame.narrow }
          : { x: frame.x, y: frame.y + along, w: frame.w, h: each, narrow: frame.narrow };
    });
  }
  return boxes;
}

type Level = "plenty" | "few" | "full";
const level = (a: { seats_free: number; seats_total: number }): Level =>
  a.seats_free === 0 ? "full" : a.seats_free * 4 < a.seats_total ? "few" : "plenty";

const FILL: Record<Level, string> = { plenty: "#c5e6d6", few: "#f6e3ad", full: "#e5e7eb" };

/** About how wide 12–13 px text is: Arabic letters join and run narrower than Latin ones. */
const widthOf = (text: string) =>
  [...text].reduce((w, ch) => w + (/[\u0600-\u06ff]/.test(ch) ? 6 : 7.2), 0);

/** Cuts a title to what fits a box side. */
const fit = (text: string, px: number) => {
  if (widthOf(text) <= px) return text;
  let cut = text;
  while (cut.length > 3 && widthOf(`${cut}…`) > px) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
};

/** Wraps a title word by word into at most `lines` lines of `px`, the last cut when needed. */
export function wrap(text: string, px: number, lines: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && widthOf(`${last} ${word}`) <= px)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  if (out.length > lines) out.splice(lines - 1, out.length, out.slice(lines - 1).join(" "));
  return out.map((line) => fit(line, px));
}

/**
 * The lines written across a stand and their spacing. Names are written across the stand, never
 * turned on their side: a narrow stand (behind a goal, in a corner) wraps its name, free seats and
 * gate over lines instead. The free seats and the gate (the ticket names it) are shown whole; the
 * name takes the lines left, and the lines close up (to LINE_LEAST) before any is cut.
 */
export function standLines(box: Box, title: string, free: string, gate: string | null) {
  const inner = box.w - (box.narrow ? 6 : 8);
  const most = Math.max(2, Math.floor((box.h - TEXT_SPAN) / LINE_LEAST) + 1);
  const freeLines = box.narrow ? wrap(free, inner, 2) : [fit(free, inner)];
  const gateLines = gate ? wrap(gate, inner, box.narrow ? 2 : 1) : [];
  const titleRoom = Math.min(
    box.narrow ? 4 : 2,
    Math.max(1, most - freeLines.length - gateLines.length),
  );
  const titleLines = wrap(title, inner, titleRoom);
  const lines = [...titleLines, ...freeLines, ...gateLines].slice(0, most);
  const step = Math.min(LINE, (box.h - TEXT_SPAN) / Math.max(1, lines.length - 1));
  const freeFrom = titleLines.length;
  return { lines, step, freeFrom, freeTo: freeFrom + freeLines.length };
}

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
              fill="none"
              stroke="#ffffff"
              strokeOpacity={0.7}
              strokeWidth={2}
            />
            <line
              x1={W / 2}
              y1={PITCH.y + 8}
              x2={W / 2}
              y2={PITCH.y + PITCH.h - 8}
              stroke="#ffffff"
              strokeOpacity={0.7}
              strokeWidth={2}
            />
            <circle
              cx={W / 2}
              cy={H / 2}
              r={20}
              fill="none"
              stroke="#ffffff"
              strokeOpacity={0.7}
              strokeWidth={2}
            />
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
