import { describe, expect, it } from "vitest";
import { standBoxes } from "../../src/web/site/features/events/stadium-overview";
import { memberNumber, seasonEnd } from "../../src/web/site/features/identity/qr-card";

type Box = ReturnType<typeof standBoxes>[number];
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe("the stadium overview's stands", () => {
  it("places four stands on the four sides, the first two along the touchlines", () => {
    const [north, south, east, west] = standBoxes(4);
    expect(north!.vertical).toBe(false);
    expect(south!.vertical).toBe(false);
    expect(north!.y).toBeLessThan(south!.y);
    expect(east!.vertical).toBe(true);
    expect(west!.vertical).toBe(true);
    // A map read as a compass: the third stand on the right, the fourth on the left.
    expect(east!.x).toBeGreaterThan(west!.x);
  });

  it("shares a side among the stands placed on it, none overlapping", () => {
    for (const n of [1, 2, 3, 5, 6, 9, 12]) {
      const boxes = standBoxes(n);
      expect(boxes).toHaveLength(n);
      for (let i = 0; i < n; i++)
        for (let j = i + 1; j < n; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false);
    }
    const six = standBoxes(6);
    // The fifth stand joins the first on the top touchline, each half as long.
    expect(six[4]!.y).toBe(six[0]!.y);
    expect(six[4]!.w).toBeCloseTo(six[0]!.w, 5);
    expect(six[0]!.w).toBeLessThan(standBoxes(4)[0]!.w / 2 + 1);
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
