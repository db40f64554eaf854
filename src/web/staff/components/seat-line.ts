import type { T } from "../../lib/i18n";

/** A seat's place as the gate and the reservations word it: area · block · row · seat. */
export const seatLine = (t: T, s: Record<"area" | "block" | "row" | "number", string | number>) =>
  t("gate.seatLine", { area: s.area, block: s.block, row: s.row, number: s.number });
