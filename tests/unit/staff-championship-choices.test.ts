import { describe, expect, it } from "vitest";
import { championshipChoices } from "../../src/web/staff/features/sports/match-form";
import { isolateSeasons } from "../../src/web/lib/season-text";

const FSI = "\u2068";
const PDI = "\u2069";
/** The word joiner after the dash or slash: a season never breaks across two lines. */
const WJ = "\u2060";

describe("a championship's season in the console's text-only places", () => {
  it("is set apart from the title in a match's championship choices", () => {
    const rows = [
      { id: 1, title: "دوري المحترفين 2025-2026", season: "2025-2026" },
      { id: 2, title: "King's Cup", season: "2025/2026" },
    ];
    expect(championshipChoices(rows)).toEqual([
      {
        value: 1,
        label: `دوري المحترفين ${FSI}2025-${WJ}2026${PDI} (${FSI}2025-${WJ}2026${PDI})`,
      },
      { value: 2, label: `King's Cup (${FSI}2025/${WJ}2026${PDI})` },
    ]);
  });

  it("is isolated wherever it stands in a title, the rest left as it is", () => {
    expect(isolateSeasons("كأس الملك 2025/26 النهائي")).toBe(
      `كأس الملك ${FSI}2025/${WJ}26${PDI} النهائي`,
    );
    expect(isolateSeasons("دوري 2024-2025 و 2025-2026")).toBe(
      `دوري ${FSI}2024-${WJ}2025${PDI} و ${FSI}2025-${WJ}2026${PDI}`,
    );
    expect(isolateSeasons("Round 12 of 2025")).toBe("Round 12 of 2025");
  });

  it("stays on one line: a word joiner follows the separator, nothing else is added", () => {
    const season = isolateSeasons("دوري روشن 2026-2027");
    expect(season).toBe(`دوري روشن ${FSI}2026-${WJ}2027${PDI}`);
    expect(season.replace(/[\u2060\u2068\u2069]/g, "")).toBe("دوري روشن 2026-2027");
  });
});
