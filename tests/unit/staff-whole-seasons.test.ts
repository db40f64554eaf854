import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WholeSeasons } from "../../src/web/staff/features/sports-data/list-parts";

describe("a championship title in the staff matches list", () => {
  it("keeps its season whole and left to right, the rest of the title free to wrap", () => {
    expect(
      renderToStaticMarkup(createElement(WholeSeasons, { text: "دوري المحترفين 2025-2026" })),
    ).toBe('دوري المحترفين <bdi dir="ltr" class="whitespace-nowrap">2025-2026</bdi>');
    expect(renderToStaticMarkup(createElement(WholeSeasons, { text: "King's Cup" }))).toBe(
      "King&#x27;s Cup",
    );
  });
});
