import { describe, expect, it } from "vitest";
import { standBoxes, standLines, wrap } from "../../src/web/site/features/events/stadium-layout";
import { memberNumber, seasonEnd } from "../../src/web/site/features/identity/qr-card";

type Box = ReturnType<typeof standBoxes>[number];
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

const unplaced = (n: number) => Array.from({ length: n }, () => null);

describe("the stadium overview's stands", () => {
  it("places four stands without positions on the four sides, the first two along the touchlines", () => {
    const [north, south, east, west] = standBoxes(unplaced(4));
    expect(north!.narrow).toBe(false);
    expect(south!.narrow).toBe(false);
    expect(north!.y).toBeLessThan(south!.y);
    expect(east!.narrow).toBe(true);
    expect(west!.narrow).toBe(true);
    // A map read as a compass: the third stand on the right, the fourth on the left.
    expect(east!.x).toBeGreaterThan(west!.x);
  });

  it("shares a side among the stands placed on it, none overlapping", () => {
    for (const n of [1, 2, 3, 5, 6, 9, 12]) {
      const boxes = standBoxes(unplaced(n));
      expect(boxes).toHaveLength(n);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
    }
    const six = standBoxes(unplaced(6));
    // The fifth stand joins the first on the top touchline, each half as long.
    expect(six[4]!.y).toBe(six[0]!.y);
    expect(six[4]!.w).toBeCloseTo(six[0]!.w, 5);
    expect(six[0]!.w).toBeLessThan(standBoxes(unplaced(4))[0]!.w / 2 + 1);
  });

  it("draws each stand where the seat map places it, whatever its order", () => {
    const [west, north, southEast, east, north2] = standBoxes([
      "west",
      "north",
      "south_east",
      "east",
      "north",
    ]);
    expect(west!.x).toBeLessThan(north!.x);
    expect(east!.x).toBeGreaterThan(north!.x + north!.w);
    // The two north stands share the top touchline, in the map's order.
    expect(north2!.y).toBe(north!.y);
    expect(north2!.x).toBeGreaterThan(north!.x);
    // A corner stand sits below and beside the pitch, clear of the east stand.
    expect(southEast!.y).toBeGreaterThan(east!.y + east!.h);
    expect(southEast!.x).toBe(east!.x);
    const all = [west, north, southEast, east, north2];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) expect(overlaps(all[i]!, all[j]!)).toBe(false);
  });

  it("wraps a narrow stand's name by words, cutting only what does not fit", () => {
    expect(wrap("المنصة الغربية (كبار الزوار)", 74, 4)).toEqual([
      "المنصة",
      "الغربية",
      "(كبار",
      "الزوار)",
    ]);
    expect(wrap("المدرج الشرقي", 74, 4)).toEqual(["المدرج", "الشرقي"]);
    expect(wrap("Tribuna oeste VIP", 74, 4)).toEqual(["Tribuna", "oeste VIP"]);
    expect(wrap("a b c d e f g h i j k l m n o p", 74, 2).at(-1)!.endsWith("…")).toBe(true);
  });

  it("writes a corner's name, free seats and gate whole, in Arabic as in English", () => {
    const corner = standBoxes(["north", "south", "east", "west", "north_east"])[4]!;
    const ar = standLines(corner, "ركن العائلات الشرقي", "32 مقعدًا متاحًا", "البوابة 5");
    expect(ar.lines).toEqual(["ركن العائلات", "الشرقي", "32 مقعدًا", "متاحًا", "البوابة 5"]);
    expect(ar.lines.slice(ar.freeFrom, ar.freeTo)).toEqual(["32 مقعدًا", "متاحًا"]);
    const en = standLines(corner, "North-east family corner", "32 free", "gate 5 East");
    expect(en.lines).toEqual(["North-east", "family", "corner", "32 free", "gate 5", "East"]);
    // The lines close up to fit the corner, never tighter than 13.5 of its 92 units.
    for (const { lines, step } of [ar, en]) {
      expect(step).toBeGreaterThanOrEqual(13.5);
      expect((lines.length - 1) * step + 24).toBeLessThanOrEqual(corner.h);
    }
  });
});

describe("the member card", () => {
  it("shows the member id as a six-digit number", () => {
    expect(memberNumber(3)).toBe("000003");
    expect(memberNumber(1234567)).toBe("1234567");
  });

  it("is valid to the end of the season it is shown in (30 June)", () => {
    expect(seasonEnd(new Date("2026-11-27T02:00:00Z")).toISOString().slice(0, 10)).toBe(
      "2027-06-30",
    );
    expect(seasonEnd(new Date("2027-03-01T00:00:00Z")).toISOString().slice(0, 10)).toBe(
      "2027-06-30",
    );
    expect(seasonEnd(new Date("2027-07-01T00:00:00Z")).toISOString().slice(0, 10)).toBe(
      "2028-06-30",
    );
  });
});
