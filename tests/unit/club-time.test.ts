import { describe, expect, it } from "vitest";
import { CLUB_TIME_ZONE, riyadhDateTime, riyadhIso } from "../../src/server/lib/time";

const zone = new Intl.DateTimeFormat("en-CA", {
  timeZone: CLUB_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

describe("the club's clock", () => {
  it("gives the time-zone database's Riyadh wall time for instants across the years", () => {
    const start = Date.UTC(1990, 0, 1);
    for (let i = 0; i < 2000; i++) {
      // Spread over about sixty years, on odd minutes and seconds, across midnight in Riyadh.
      const at = new Date(start + i * 947_513_117);
      const p = Object.fromEntries(zone.formatToParts(at).map((x) => [x.type, x.value]));
      const date = `${p.year}-${p.month}-${p.day}`;
      const time = `${p.hour}:${p.minute}`;
      expect(riyadhDateTime(at)).toEqual({ date, time });
      expect(riyadhIso(at)).toBe(`${date}T${time}:${p.second}+03:00`);
    }
    expect(riyadhIso(new Date("2026-11-21T17:00:00Z"))).toBe("2026-11-21T20:00:00+03:00");
    expect(riyadhDateTime(new Date("2026-11-21T21:30:00Z"))).toEqual({
      date: "2026-11-22",
      time: "00:30",
    });
  });
});
