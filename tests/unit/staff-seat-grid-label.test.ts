import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../src/shared/i18n";
import { LangContext } from "../../src/web/lib/i18n";
import { SeatGrid } from "../../src/web/staff/features/events/seat-grid";

/** The accessible names of a one-seat block's seat (sold, accessible, with a companion seat). */
function seatLabel(lang: Lang): string {
  const html = renderToStaticMarkup(
    createElement(
      MemoryRouter,
      { initialEntries: ["/staff/events"] },
      createElement(
        LangContext.Provider,
        { value: lang },
        createElement(SeatGrid, {
          block: {
            key: "a",
            title: { ar: "مربع أ", en: "Block A", es: "Bloque A" },
            seats: [[7, "A", 1, 0, 0, 2 | 4]],
            sold: [7],
            booked: [],
          },
          mark: "disabled",
          onToggle: () => undefined,
          rtl: lang === "ar",
        }),
      ),
    ),
  );
  return /role="button"[^>]*aria-label="([^"]*)"/.exec(html)?.[1] ?? "";
}

describe("a seat's name for screen readers", () => {
  it("lists its states with the comma of the console's language", () => {
    expect(seatLabel("en")).toBe("Row A, seat 1 (Sold, Accessible, Companion)");
    expect(seatLabel("es")).not.toContain("،");
    expect(seatLabel("ar")).toContain("، ");
    expect(seatLabel("ar")).not.toContain(", ");
  });
});
