import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";

// The Arabic files scripts/fonts.mjs cuts from Cairo must draw every letter in every position as
// the whole font does: a glyph or a substitution lost in the cut would change a letter's shape
// (a final yeh without its dots reads as alef maksura).
const require = createRequire(import.meta.url);
const { decompress } = require("wawoff2") as {
  decompress: (woff2: Uint8Array) => Promise<Uint8Array>;
};
const SOURCE = path.join(path.dirname(require.resolve("@fontsource/cairo/package.json")), "files");

/** The outlines HarfBuzz draws for each line, glyph by glyph (ids differ between the files). */
async function outlines(file: string, lines: string[]): Promise<string[][]> {
  const ttf = await decompress(readFileSync(file));
  const face = new hb.Face(new hb.Blob(ttf), 0);
  const font = new hb.Font(face);
  return lines.map((line) => {
    const buffer = new hb.Buffer();
    buffer.addText(line);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    return buffer.getGlyphInfos().map((g) => font.glyphToPath(g.codepoint));
  });
}

const BEH = "\u0628";
// Hamza to yeh (U+0621-U+064A, without U+063B-U+063F, which Cairo does not draw, and the
// tatweel): alone, first, in the middle and last.
const letters = Array.from({ length: 0x064a - 0x0621 + 1 }, (_, i) => 0x0621 + i)
  .filter((cp) => cp <= 0x063a || cp >= 0x0641)
  .map((cp) => String.fromCodePoint(cp));
const lines = [
  ...letters.flatMap((l) => [l, `${l}${BEH}`, `${BEH}${l}${BEH}`, `${BEH}${l}`]),
  "السبيعي",
  ...["لا", "لأ", "لإ", "لآ"].map((lamAlef) => `${BEH}${lamAlef}`),
];

describe("the site's Arabic font files", () => {
  for (const weight of [400, 700]) {
    it(`draw every Arabic letter in every position as Cairo does (weight ${weight})`, async () => {
      const cut = await outlines(`assets/fonts/cairo-arabic-${weight}.woff2`, lines);
      const whole = await outlines(`${SOURCE}/cairo-arabic-${weight}-normal.woff2`, lines);
      expect(lines.filter((_, n) => cut[n]?.some((p) => p === ""))).toEqual([]);
      lines.forEach((line, i) =>
        expect({ line, glyphs: cut[i] }).toEqual({ line, glyphs: whole[i] }),
      );
    });
  }
});
