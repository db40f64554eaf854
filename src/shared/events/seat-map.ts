/**
 * Seat maps as the console edits them (issue 17, ADR 0038): areas hold blocks, blocks hold
 * seats placed on a grid. Pure functions shared by the editor (generation, validation before
 * saving) and the server (the same validation on the saved map).
 *
 * A seat travels as a tuple, `[id, row, number, gridRow, gridCol, flags]`: a 60,000-seat
 * stadium stays near 1.5 MB of JSON instead of 8 MB of objects. `id` is null for a new seat.
 */

/**
 * Where an area stands round the ground (migration 0052): a side of the pitch or a corner, as a
 * compass reads it with north at the top of the overview. Areas on one side keep the map's order.
 */
export const STAND_POSITIONS = [
  "north",
  "south",
  "east",
  "west",
  "north_east",
  "north_west",
  "south_east",
  "south_west",
] as const;
export type StandPosition = (typeof STAND_POSITIONS)[number];

/** What the editor marks on a seat, as bits of `flags`. */
export const SEAT_FLAGS = {
  disabled: 1,
  accessible: 2,
  companion: 4,
  restricted_view: 8,
  staff_held: 16,
} as const;
export type SeatFlag = keyof typeof SEAT_FLAGS;
export const SEAT_FLAG_NAMES = Object.keys(SEAT_FLAGS) as SeatFlag[];
/** Every bit a seat may carry. */
export const SEAT_FLAGS_ALL = 31;

export type SeatTuple = [
  id: number | null,
  row: string,
  number: number,
  gridRow: number,
  gridCol: number,
  flags: number,
];

export const hasFlag = (flags: number, flag: SeatFlag) => (flags & SEAT_FLAGS[flag]) !== 0;
export const withFlag = (flags: number, flag: SeatFlag, on: boolean) =>
  on ? flags | SEAT_FLAGS[flag] : flags & ~SEAT_FLAGS[flag];

/** The greatest map one save takes. */
export const MAX_SEATS_PER_MAP = 100_000;
export const MAX_GRID = 999;

/** How a block's rows and seats are generated from a few numbers. */
export type SeatGenerator = {
  rows: number;
  seatsPerRow: number;
  /** `ltr`: seat 1 at the left end of each row (as seen from the pitch side); `rtl`: at the right. */
  direction: "ltr" | "rtl";
  /** Row labels: letters (A, B, … Z, AA, …) or numbers (1, 2, …). */
  labels: "letters" | "numbers";
  /** The first row's label: its letter or number (A, or 1). */
  firstRow: number;
  /** The first seat's number in each row. */
  firstSeat: number;
};

/** A, B, … Z, AA, AB, … for 1, 2, … 26, 27, 28, … */
export function letterLabel(n: number): string {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26))
    s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

/** The seats a generator makes, row by row; seat 1 at the start the direction names. */
export function generateSeats(g: SeatGenerator): SeatTuple[] {
  const seats: SeatTuple[] = [];
  for (let r = 0; r < g.rows; r++) {
    const n = g.firstRow + r;
    const row = g.labels === "letters" ? letterLabel(n) : String(n);
    for (let i = 0; i < g.seatsPerRow; i++) {
      const col = g.direction === "ltr" ? i : g.seatsPerRow - 1 - i;
      seats.push([null, row, g.firstSeat + i, r, col, 0]);
    }
  }
  return seats;
}

/** A problem in a block's seats: two seats with one label, or two on one place. */
export type SeatProblem = { index: number; kind: "duplicate_label" | "duplicate_place" };

/** Every seat that repeats a label or a place already used earlier in the block. */
export function seatProblems(seats: readonly SeatTuple[]): SeatProblem[] {
  const labels = new Set<string>();
  const places = new Set<number>();
  const problems: SeatProblem[] = [];
  seats.forEach(([, row, number, r, c], index) => {
    const label = `${row}\u0000${number}`;
    const place = r * 1000 + c;
    if (labels.has(label)) problems.push({ index, kind: "duplicate_label" });
    else labels.add(label);
    if (places.has(place)) problems.push({ index, kind: "duplicate_place" });
    else places.add(place);
  });
  return problems;
}

/** A seat's label as people read it: row and number (`B7`, `12-7` for numbered rows). */
export const seatLabel = (row: string, number: number) =>
  /\d$/.test(row) ? `${row}-${number}` : `${row}${number}`;
