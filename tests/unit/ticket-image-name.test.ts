import { describe, expect, it } from "vitest";
import { drawAbout } from "../../src/web/site/features/events/ticket-card";

type Drawn = { text: string; font: string; direction: string; max: number | undefined };

/**
 * A stand-in for the canvas's 2D context: every letter is 0.6 of the font size wide, and each
 * fillText is kept with the font, direction and width it was drawn with.
 */
function fakeCanvas(direction: "rtl" | "ltr") {
  const drawn: Drawn[] = [];
  const g = {
    font: "",
    fillStyle: "",
    direction,
    textAlign: direction === "rtl" ? "right" : "left",
    measureText(text: string) {
      const size = Number(/(\d+)px/.exec(g.font)?.[1] ?? 0);
      return { width: Array.from(new Intl.Segmenter().segment(text)).length * size * 0.6 };
    },
    fillText(text: string, _x: number, _y: number, max?: number) {
      drawn.push({ text, font: g.font, direction: g.direction, max });
    },
  };
  // Only the members drawAbout uses are stood in for.
  return { g: g as Pick<CanvasRenderingContext2D, keyof typeof g>, drawn };
}

const size = (d: Drawn | undefined) => Number(/(\d+)px/.exec(d?.font ?? "")?.[1]);
const width = (d: Drawn | undefined) =>
  Array.from(new Intl.Segmenter().segment(d?.text ?? "")).length * size(d) * 0.6;

describe("the holder's name on the saved ticket image", () => {
  it("keeps a name that fits whole, at the full size", () => {
    const { g, drawn } = fakeCanvas("ltr");
    drawAbout(g as CanvasRenderingContext2D, [["Name", "Fahad Al-Dosari"]], {
      start: 24,
      rtl: false,
      y: 0,
      width: 372,
    });
    expect(drawn[1]).toMatchObject({
      text: "Fahad Al-Dosari",
      font: "bold 15px Cairo, sans-serif",
    });
  });

  it("steps a long name down, then cuts it at a whole letter: never squeezed", () => {
    const long = "عبدالرحمن بن عبدالعزيز بن محمد آل سعود القحطاني الدوسري";
    const { g, drawn } = fakeCanvas("rtl");
    drawAbout(g as CanvasRenderingContext2D, [["الاسم", long]], {
      start: 396,
      rtl: true,
      y: 0,
      width: 372,
    });
    const name = drawn[1];
    expect(size(name)).toBe(12);
    expect(name?.text.endsWith("…")).toBe(true);
    expect(long.startsWith(name?.text.slice(0, -1) ?? "-")).toBe(true);
    // What is drawn fits the room it is given: fillText's maxWidth has nothing to narrow.
    expect(width(name)).toBeLessThanOrEqual(name?.max ?? 0);
  });

  it("writes a name in its own direction on a card of the other, then sets the card's back", () => {
    const { g, drawn } = fakeCanvas("rtl");
    drawAbout(g as CanvasRenderingContext2D, [["الاسم", "John Smith Jr."]], {
      start: 396,
      rtl: true,
      y: 0,
      width: 372,
    });
    expect(drawn[1]).toMatchObject({ text: "John Smith Jr.", direction: "ltr" });
    expect(g.direction).toBe("rtl");
  });
});
