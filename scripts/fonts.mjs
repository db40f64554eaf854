// Builds the site's web fonts: Cairo (regular and bold) cut down to the characters the pages use,
// one Arabic and one Latin file per weight (woff2), and assets/fonts/fonts.css with their
// @font-face rules (unicode-range, so a page loads only the files its text needs) and a
// fallback face per script whose size-adjust and ascent/descent overrides are measured from the
// real fonts, so swapping the fallback for Cairo moves no line.
// An Arabic page uses few Latin letters but many spaces, digits and punctuation marks: it takes
// those from the same Latin glyphs cut into two smaller files, the marks (`cairo-latin-marks-*`)
// and the letters (`cairo-latin-letters-*`), as the family "Cairo Arabic" that fonts.css puts
// first on `:lang(ar)`; English and Spanish pages (and the canvases that draw in "Cairo") keep
// the one Latin file.
//   node scripts/fonts.mjs            (run after changing the catalogs or the demo content)
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as hb from "harfbuzzjs";
import * as prettier from "prettier";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const OUT = "assets/fonts";
const SOURCE = path.dirname(require.resolve("@fontsource/cairo/package.json")) + "/files";

/** The local fonts the fallback faces name, and the files their metrics are read from. */
const FALLBACKS = {
  // Liberation Sans has Arial's metrics (it was drawn to), so one set of overrides serves both.
  latin: {
    400: {
      local: ["Arial", "Liberation Sans"],
      file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
    },
    700: {
      local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
      file: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
    },
  },
  // The Arabic fallback of Debian's and Lighthouse's Chromium (DejaVu Sans has Arabic letters).
  arabic: {
    400: {
      local: ["DejaVu Sans", "Arial"],
      file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    },
    700: {
      local: ["DejaVu Sans Bold", "DejaVuSans-Bold", "Arial Bold"],
      file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    },
  },
};

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every text a page can show: the catalogs of the three languages and the demo content. */
function siteText() {
  const parts = [];
  const collect = (v) => {
    if (typeof v === "string") parts.push(v);
    else if (v && typeof v === "object") Object.values(v).forEach(collect);
  };
  const locales = "src/shared/i18n/locales";
  for (const f of readdirSync(locales))
    collect(JSON.parse(readFileSync(`${locales}/${f}`, "utf8")));
  const fixtures = "src/server/db/seed/fixtures";
  for (const f of readdirSync(fixtures).filter((f) => f.endsWith(".json")))
    collect(JSON.parse(readFileSync(`${fixtures}/${f}`, "utf8")));
  return parts.join("\n");
}

const text = siteText();
const used = new Set([...text].map((c) => c.codePointAt(0)));
const isArabic = (cp) => (cp >= 0x0600 && cp <= 0x06ff) || (cp >= 0xfb50 && cp <= 0xfeff);

/**
 * What each file holds: the characters the catalogs and content use, plus whole alphabets so an
 * editor's new headline still renders in Cairo: the Arabic letters, marks, digits and
 * punctuation (not the Persian, Urdu or Quranic extensions), and Basic Latin with Spanish.
 */
const SCRIPTS = {
  arabic: [
    ...new Set([
      ...range(0x060c, 0x060c),
      ...range(0x061b, 0x061f),
      ...range(0x0621, 0x0652),
      ...range(0x0660, 0x066d),
      0x0670,
      0x200c,
      0x200d,
      0x200e,
      0x200f,
      ...[...used].filter(isArabic),
    ]),
  ],
  latin: [
    ...new Set([
      ...range(0x20, 0x7e),
      // Spanish letters and marks, then whatever else of Latin-1 and punctuation the text uses.
      ...[..."áéíóúüñÁÉÍÓÚÜÑ¿¡«»ºª°·©"].map((c) => c.codePointAt(0)),
      ...[...used].filter((cp) => cp >= 0xa0 && cp <= 0xff),
      ...[0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac, 0x2212],
      ...[...used].filter((cp) => cp >= 0x2000 && cp <= 0x20cf),
    ]),
  ].filter((cp) => cp !== 0x200c && cp !== 0x200d && cp !== 0x200e && cp !== 0x200f),
};

/** The Latin file's characters split for an Arabic page: letters (and their marks), the rest. */
const isLetter = (cp) => /[\p{L}\p{M}]/u.test(String.fromCodePoint(cp));
const LATIN_PARTS = {
  marks: SCRIPTS.latin.filter((cp) => !isLetter(cp)),
  letters: SCRIPTS.latin.filter(isLetter),
};

/** "U+600-6FF, U+20AC": the code points as CSS unicode-range. */
function unicodeRange(cps) {
  const s = [...cps].sort((a, b) => a - b);
  const out = [];
  for (let i = 0; i < s.length; i++) {
    let j = i;
    while (j + 1 < s.length && s[j + 1] === s[j] + 1) j++;
    const hex = (n) => n.toString(16).toUpperCase();
    out.push(j > i ? `U+${hex(s[i])}-${hex(s[j])}` : `U+${hex(s[i])}`);
    i = j;
  }
  return out.join(", ");
}

/** The @font-face rule of one of the Cairo files: its family, weight, file and what it draws. */
function fontFace(family, weight, file, codePoints) {
  return `@font-face {
  font-family: "${family}";
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url("./${file}") format("woff2");
  unicode-range: ${unicodeRange(codePoints)};
}`;
}

/** unitsPerEm (head) and ascender/descender/lineGap (hhea, what Chromium uses) of a TrueType font. */
function metrics(ttf) {
  const tables = {};
  const count = ttf.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const rec = 12 + i * 16;
    tables[ttf.toString("latin1", rec, rec + 4)] = ttf.readUInt32BE(rec + 8);
  }
  return {
    unitsPerEm: ttf.readUInt16BE(tables.head + 18),
    ascent: ttf.readInt16BE(tables.hhea + 4),
    descent: ttf.readInt16BE(tables.hhea + 6),
    lineGap: ttf.readInt16BE(tables.hhea + 8),
  };
}

/** The width of `sample` set in a font, in ems (HarfBuzz shapes it, Arabic joining included). */
function widthEm(ttf, sample) {
  const face = new hb.Face(new hb.Blob(ttf), 0);
  const font = new hb.Font(face);
  let total = 0;
  for (const line of sample) {
    const buffer = new hb.Buffer();
    buffer.addText(line);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    for (const g of buffer.getGlyphPositions()) total += g.xAdvance;
  }
  return total / face.upem;
}

const pct = (n) => `${(n * 100).toFixed(2)}%`;

mkdirSync(OUT, { recursive: true });
const faces = [];
const report = [];
for (const script of ["arabic", "latin"]) {
  const chars = String.fromCodePoint(...SCRIPTS[script]);
  for (const weight of [400, 700]) {
    const source = readFileSync(`${SOURCE}/cairo-${script}-${weight}-normal.woff2`);
    const woff2 = await subsetFont(source, chars, { targetFormat: "woff2" });
    const file = `cairo-${script}-${weight}.woff2`;
    writeFileSync(`${OUT}/${file}`, woff2);
    report.push(`${file}: ${source.length} → ${woff2.length} bytes`);
    faces.push(fontFace("Cairo", weight, file, SCRIPTS[script]));
  }
  // The fallback faces, one per weight (bold text is wider than the regular face made bold by
  // the browser): the local font scaled to Cairo's width on the site's own text in this script,
  // with Cairo's vertical metrics, so the lines neither rewrap nor move at the swap.
  // Only this script's characters are measured (the browser sets the others in the other
  // script's faces); in Arabic a zero-width non-joiner stands for what was left out, so the
  // letters on either side keep their shapes.
  const own = new Set(SCRIPTS[script]);
  const lines = text
    .split("\n")
    .filter((l) => (script === "arabic" ? [...l].some((c) => isArabic(c.codePointAt(0))) : true))
    .map((l) =>
      [...l]
        .map((c) => (own.has(c.codePointAt(0)) ? c : script === "arabic" ? "\u200c" : ""))
        .join(""),
    )
    .filter((l) => l.trim() !== "");
  for (const weight of [400, 700]) {
    const fallback = FALLBACKS[script][weight];
    if (!existsSync(fallback.file)) throw new Error(`fallback font missing: ${fallback.file}`);
    const cairo = await subsetFont(
      readFileSync(`${SOURCE}/cairo-${script}-${weight}-normal.woff2`),
      chars,
      { targetFormat: "truetype" },
    );
    const local = readFileSync(fallback.file);
    const sizeAdjust = widthEm(cairo, lines) / widthEm(local, lines);
    const m = metrics(cairo);
    const em = m.unitsPerEm * sizeAdjust;
    faces.push(`@font-face {
  font-family: "Cairo Fallback";
  font-weight: ${weight};
  src: ${fallback.local.map((n) => `local("${n}")`).join(", ")};
  size-adjust: ${pct(sizeAdjust)};
  ascent-override: ${pct(m.ascent / em)};
  descent-override: ${pct(Math.abs(m.descent) / em)};
  line-gap-override: ${pct(m.lineGap / em)};
  unicode-range: ${unicodeRange(SCRIPTS[script])};
}`);
    report.push(
      `fallback ${script} ${weight}: ${fallback.local[0]} at ${pct(sizeAdjust)} (${lines.length} lines)`,
    );
  }
}

// "Cairo Arabic": the Arabic files again (the same addresses, so one download serves both
// families) and the Latin glyphs in two parts. Its faces have no fallback of their own: what
// they do not draw yet is drawn by "Cairo Fallback", as for "Cairo".
const arabicFaces = [];
for (const weight of [400, 700])
  arabicFaces.push(
    fontFace("Cairo Arabic", weight, `cairo-arabic-${weight}.woff2`, SCRIPTS.arabic),
  );
for (const [part, cps] of Object.entries(LATIN_PARTS))
  for (const weight of [400, 700]) {
    const source = readFileSync(`${SOURCE}/cairo-latin-${weight}-normal.woff2`);
    const woff2 = await subsetFont(source, String.fromCodePoint(...cps), { targetFormat: "woff2" });
    const file = `cairo-latin-${part}-${weight}.woff2`;
    writeFileSync(`${OUT}/${file}`, woff2);
    report.push(`${file}: ${source.length} → ${woff2.length} bytes`);
    arabicFaces.push(fontFace("Cairo Arabic", weight, file, cps));
  }
faces.push(...arabicFaces);
// The site's font stack (app.css) with "Cairo Arabic" in Cairo's place, on Arabic pages.
faces.push(`:root:lang(ar) {
  --font-sans: "Cairo Arabic", "Cairo Fallback", system-ui, sans-serif;
}`);

// Written as Prettier writes it (the repository's settings), so that `prettier --check .` passes
// and a run with unchanged fonts and text leaves the committed file as it is.
const cssFile = `${OUT}/fonts.css`;
writeFileSync(
  cssFile,
  await prettier.format(
    `/* Generated by scripts/fonts.mjs from @fontsource/cairo: do not edit. */\n\n${faces.join("\n\n")}\n`,
    { ...(await prettier.resolveConfig(cssFile)), filepath: cssFile },
  ),
);
console.log(report.join("\n"));
