/**
 * The stadium overview's geometry (ADR 0056): where each stand's rectangle goes round the pitch,
 * and how its name, free seats and gate are wrapped to fit inside it. No drawing here.
 */
import type { StandPosition } from "../../../../shared/events/seat-map";

/**
 * The drawing's frame: the pitch in the middle, the stands around it (ADR 0056). The stands
 * behind the goals are deeper than those along the touchlines, so their names, written across
 * them, wrap in a readable size on a 390 px phone. The touchline stands are deep enough that a
 * corner (as deep as they are) holds six lines: its name, its free seats (Arabic words run long)
 * and its gate, two lines each.
 */
export const W = 400;
export const H = 356;
const MARGIN = 8;
const GAP = 6;
const DEPTH_TOUCHLINE = 92;
const DEPTH_GOAL = 80;
/** The spacing of a stand's lines: as loose as the box allows, never tighter than the least. */
const LINE = 15;
const LINE_LEAST = 13.5;
/** A stand's height its lines take beyond their spacing: a line's own height, and a margin. */
const TEXT_SPAN = 24;
export const PITCH = {
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

export type Box = { x: number; y: number; w: number; h: number; narrow: boolean };

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
