import { describe, expect, it } from "vitest";
import { axisTime, gateChartRows } from "../../src/web/staff/features/gate/gate-chart";

describe("the gate board chart's time labels", () => {
  it("read as 24-hour Riyadh time in every language: no AM/PM mark to land on the wrong side", () => {
    // 03:30 UTC is 06:30 in Riyadh; 15:45 UTC is 18:45.
    for (const lang of ["ar", "en", "es"] as const) {
      expect(axisTime("2026-11-28T03:30:00Z", lang)).toBe("06:30");
      expect(axisTime("2026-11-28T15:45:00Z", lang)).toBe("18:45");
    }
  });

  it("sums each gate per quarter hour, in time order, labelled with those times", () => {
    const { rows, gates } = gateChartRows(
      [
        { at: "2026-11-28T15:45:00Z", gate: "North", checked_in: 2 },
        { at: "2026-11-28T15:30:00Z", gate: "North", checked_in: 1 },
        { at: "2026-11-28T15:30:00Z", gate: "South", checked_in: 4 },
        { at: "2026-11-28T15:30:00Z", gate: "North", checked_in: 3 },
      ],
      "ar",
    );
    expect(gates).toEqual(["North", "South"]);
    expect(rows).toEqual([
      { at: "18:30", North: 4, South: 4 },
      { at: "18:45", North: 2 },
    ]);
  });
});
