import { generateSeats } from "../../src/shared/events/seat-map";

/** A Riyadh wall-clock moment `hours` from now, as the event form holds it. */
export const local = (hours: number) =>
  new Date(Date.now() + hours * 3600_000 + 3 * 3600_000).toISOString().slice(0, 16);

/** The Riyadh calendar day `hours` from now. */
export const day = (hours: number) => local(hours).slice(0, 10);

/** An event the console accepts: open for booking now, one date two days ahead. */
export const validEvent = () => ({
  title: { ar: "يوم مفتوح", en: "Open day", es: "" },
  description: { ar: "وصف", en: "", es: "" },
  dates: [{ date: day(48), time: "20:00" }],
  availability_from: local(-1),
  availability_to: local(40),
  allow_reservation: true,
  guests_allowed: false,
  max_seats: 1,
  ticket_visible_hours: 8,
  gates_open_minutes: 120,
  cancel_cutoff_minutes: 180,
  published: true,
});

/** A stand with one block of `rows` x `perRow` seats; `ids` keeps saved seats' ids. */
export const areaOf = (rows: number, perRow: number, ids: (number | null)[] = []) => ({
  title: { ar: "المدرج الشرقي", en: "East stand", es: "" },
  gate: { ar: "بوابة 1", en: "Gate 1", es: "" },
  blocks: [
    {
      title: { ar: "مربع أ", en: "Block A", es: "" },
      seats: generateSeats({
        rows,
        seatsPerRow: perRow,
        direction: "rtl",
        labels: "letters",
        firstRow: 1,
        firstSeat: 1,
      }).map((s, i) => [ids[i] ?? null, ...s.slice(1)]),
    },
  ],
});
