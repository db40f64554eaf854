import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as hb from "harfbuzzjs";
import { describe, expect, it } from "vitest";

// An Arabic page takes Latin glyphs from two smaller files (scripts/fonts.mjs): "Cairo Arabic"
// must draw every character "Cairo" draws, with the same glyphs and the same advances, so that
// the split moves nothing on the page.
const require = createRequire(import.meta.url);
const { decompress } = require("wawoff2") as {
  decompress: (woff2: Uint8Array) => Promise<Uint8Array>;
};
const SOURCE = path.join(path.dirname(require.resolve("@fontsource/cairo/package.json")), "files");
const CSS = readFileSync("assets/fonts/fonts.css", "utf8");

type Face = { family: string; weight: number; file: string; cps: number[] };

/** The @font-face rules of fonts.css that name a file. */
function faces(): Face[] {
  return [...CSS.matchAll(/@font-face \{([^}]*)\}/g)].flatMap(([, body = ""]) => {
    const file = body.match(/url\("\.\/([^"]+)"\)/)?.[1];
    if (!file) return [];
    const ranges = body.match(/unicode-range:([^;]+);/)?.[1] ?? "";
    const cps = ranges.split(",").flatMap((r) => {
      const [from = "", to] = r.trim().slice(2).split("-");
      const a = parseInt(from, 16);
      const b = to ? parseInt(to, 16) : a;
      return Array.from({ length: b - a + 1 }, (_, i) => a + i);
    });
    return [
      {
        family: body.match(/font-family: "([^"]+)"/)?.[1] ?? "",
        weight: Number(body.match(/font-weight: (\d+)/)?.[1]),
        file,
        cps,
      },
    ];
  });
}

async function hbFont(woff2: Uint8Array) {
  const face = new hb.Face(new hb.Blob(await decompress(woff2)), 0);
  return { face, font: new hb.Font(face) };
}

/** Each character alone: its outline and advance. */
function drawn(font: hb.Font, cps: number[]) {
  return cps.map((cp) => {
    const buffer = new hb.Buffer();
    buffer.addText(String.fromCodePoint(cp));
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const glyph = buffer.getGlyphInfos()[0]!.codepoint;
    return { cp, path: font.glyphToPath(glyph), advance: buffer.getGlyphPositions()[0]!.xAdvance };
  });
}

const covered = (family: string, weight: number) =>
  new Set(
    faces()
      .filter((f) => f.family === family && f.weight === weight)
      .flatMap((f) => f.cps),
  );

describe("the Latin glyphs of an Arabic page", () => {
  for (const weight of [400, 700]) {
    it(`cover what Cairo covers (weight ${weight})`, () => {
      const cairo = covered("Cairo", weight);
      const arabicPage = covered("Cairo Arabic", weight);
      expect([...cairo].filter((cp) => !arabicPage.has(cp))).toEqual([]);
      expect([...arabicPage].filter((cp) => !cairo.has(cp))).toEqual([]);
    });

    it(`are Cairo's own, outline and advance (weight ${weight})`, async () => {
      const whole = await hbFont(readFileSync(`${SOURCE}/cairo-latin-${weight}-normal.woff2`));
      const parts = faces().filter(
        (f) => f.family === "Cairo Arabic" && f.weight === weight && f.file.includes("latin"),
      );
      expect(parts.map((f) => f.file).sort()).toEqual([
        `cairo-latin-letters-${weight}.woff2`,
        `cairo-latin-marks-${weight}.woff2`,
      ]);
      const drawable = new Set(whole.face.collectUnicodes());
      for (const part of parts) {
        const cut = await hbFont(readFileSync(`assets/fonts/${part.file}`));
        // Only the characters Cairo draws (a space has an empty outline in both).
        const own = part.cps.filter((cp) => drawable.has(cp));
        expect(own.length).toBeGreaterThan(part.cps.length - 5);
        expect(drawn(cut.font, own)).toEqual(drawn(whole.font, own));
      }
    });
  }

  it("draw every Latin digit and mark of the Arabic catalogs from the small file", () => {
    const text = readdirSync("src/shared/i18n/locales")
      .filter((f) => /(^|\.)ar\.json$/.test(f))
      .map((f) => readFileSync(`src/shared/i18n/locales/${f}`, "utf8"))
      .join("");
    const marks = new Set(
      faces()
        .filter((f) => f.family === "Cairo Arabic" && f.file.includes("marks"))
        .flatMap((f) => f.cps),
    );
    const used = [...new Set([...text].map((c) => c.codePointAt(0)!))].filter(
      (cp) => cp < 0x600 && !/[\p{L}\p{M}\s]/u.test(String.fromCodePoint(cp)),
    );
    expect(used.filter((cp) => !marks.has(cp)).map((cp) => cp.toString(16))).toEqual([]);
  });
});
