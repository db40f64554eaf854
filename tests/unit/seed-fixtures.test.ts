import { describe, expect, it } from "vitest";
import { revive } from "../../src/server/db/seed/fixtures";
import { daysFromNow } from "../../src/server/db/seed/util";

describe("seed fixtures", () => {
  it("turns relative times into dates, so the demo's fixtures are always ahead of today", () => {
    const row = revive({
      id: 1,
      kickoffAt: { $daysFromNow: 2, $riyadhTime: "21:30" },
      createdAt: { $hoursAgo: 29 },
      title: { ar: "خبر", en: "News" },
    }) as { kickoffAt: Date; createdAt: Date; title: unknown };
    expect(row.kickoffAt).toEqual(daysFromNow(2, 21, 30));
    expect(row.kickoffAt.getTime()).toBeGreaterThan(Date.now());
    expect(Math.round((Date.now() - row.createdAt.getTime()) / 3600_000)).toBe(29);
    expect(row.title).toEqual({ ar: "خبر", en: "News" });
  });
});
