import type { BlockDto } from "../../../../shared/events/dtos";

/** One cell: 36 units apart, the whole cell a hit area (24 px or more once fitted to a phone). */
export const CELL = 36;
/** The row labels' columns, either side of the seats, in CSS pixels (outside the zoom). */
export const LABEL_PX = 24;
/** The band above the seats where the field is drawn. */
export const TOP = 44;

export type SeatRow = { row: string; seats: BlockDto[] };

/** Seats grouped in rows, in row order, each row by seat number. */
export function toRows(seats: BlockDto[]): SeatRow[] {
  const rows = new Map<string, BlockDto[]>();
  for (const s of seats) rows.set(s.row, [...(rows.get(s.row) ?? []), s]);
  return [...rows.entries()].map(([row, list]) => ({
    row,
    seats: [...list].sort((a, b) => a.number - b.number),
  }));
}

/**
 * The drawing's size in SVG units and where column `col` is centred: column 0 is drawn at the
 * reading start, the left in English and the right in Arabic.
 */
export function gridGeometry(rows: SeatRow[], rtl: boolean) {
  const width = Math.max(...rows.map((r) => r.seats.length), 1);
  const viewW = width * CELL + 8;
  const viewH = TOP + rows.length * CELL + 8;
  const xOf = (col: number) =>
    rtl ? viewW - 4 - (col + 1) * CELL + CELL / 2 : 4 + col * CELL + CELL / 2;
  const yOf = (row: number) => TOP + row * CELL + CELL / 2;
  return { viewW, viewH, xOf, yOf };
}

/** Where a seat stands in the grid: its row index and its column within that row. */
export function positionOf(rows: SeatRow[], id: number): { r: number; c: number } | null {
  for (let r = 0; r < rows.length; r++) {
    const c = rows[r]!.seats.findIndex((s) => s.id === id);
    if (c >= 0) return { r, c };
  }
  return null;
}

/**
 * The seat an arrow, Home or End key moves to from `pos`, following what the eye sees: right is
 * the next seat in English and the previous one in Arabic. Undefined for any other key.
 */
export function seatForKey(
  rows: SeatRow[],
  pos: { r: number; c: number },
  key: string,
  rtl: boolean,
): BlockDto | undefined | null {
  const row = rows[pos.r]!.seats;
  const inRow = (r: number) => rows[r]?.seats[Math.min(pos.c, rows[r]!.seats.length - 1)];
  switch (key) {
    case "ArrowRight":
      return row[pos.c + (rtl ? -1 : 1)];
    case "ArrowLeft":
      return row[pos.c + (rtl ? 1 : -1)];
    case "ArrowUp":
      return inRow(pos.r - 1);
    case "ArrowDown":
      return inRow(pos.r + 1);
    case "Home":
      return row[0];
    case "End":
      return row[row.length - 1];
    default:
      return null;
  }
}
