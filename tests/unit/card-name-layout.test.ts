import { describe, expect, it } from "vitest";
import { fitLine, textDirection } from "../../src/web/site/components/card-canvas";

/** A stand-in for the canvas's measureText: every letter is 0.6 of the font size wide. */
const measure = (text: string, size: number) =>
  Array.from(new Intl.Segmenter().segment(text)).length * size * 0.6;

describe("a name on the saved member card", () => {
  it("is written in its own direction, whatever the card's language", () => {
    // On the Arabic card "John Smith Jr." was drawn right to left and read ".John Smith Jr".
    expect(textDirection("John Smith Jr.", "rtl")).toBe("ltr");
    expect(textDirection("محمد عبدالله الحربي", "ltr")).toBe("rtl");
    expect(textDirection("2 فهد", "ltr")).toBe("rtl");
    expect(textDirection("José Núñez", "rtl")).toBe("ltr");
    // No letter: the card's own direction.
    expect(textDirection("000123", "rtl")).toBe("rtl");
    expect(textDirection("", "ltr")).toBe("ltr");
  });

  it("keeps its size when it fits, else steps down to the first size at which it does", () => {
    const sizes = [20, 18, 16, 14];
    expect(fitLine("Fahad Al-Dosari", 248, sizes, measure)).toEqual({
      text: "Fahad Al-Dosari",
      size: 20,
    });
    // 21 letters: 252 px at 20, 226.8 px at 18.
    expect(fitLine("Mohammed Al-Harbi Jr.", 248, sizes, measure).size).toBe(18);
  });

  it("is cut at a whole letter with an ellipsis at the smallest size, never squeezed", () => {
    const long = "عبدالرحمن بن عبدالعزيز بن محمد آل سعود القحطاني الدوسري";
    const line = fitLine(long, 248, [20, 18, 16, 14], measure);
    expect(line.size).toBe(14);
    expect(measure(line.text, 14)).toBeLessThanOrEqual(248);
    expect(line.text.endsWith("…")).toBe(true);
    expect(long.startsWith(line.text.slice(0, -1))).toBe(true);
    // A letter with its mark (fatha) stays whole: the cut never leaves a mark alone.
    const marked = fitLine("مَحَمَّدٌ مَحَمَّدٌ", 4 * 14 * 0.6, [14], measure).text;
    expect(marked).toBe("مَحَمَّ…");
    // No space is left before the ellipsis.
    expect(fitLine("Ab Cd", 3 * 14 * 0.6, [14], measure).text).toBe("Ab…");
  });
});
