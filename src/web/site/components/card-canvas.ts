/**
 * The canvas half of keeping a card (ADR 0056): the ticket and the member card are redrawn on
 * a canvas at twice the resolution and saved as one PNG that opens without a connection.
 */

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = reject;
    img.src = src;
  });
}

/** A canvas `w` × `h` CSS pixels drawn at twice the resolution, or null where there is no 2D context. */
function cardCanvas(w: number, h: number) {
  const scale = 2;
  const canvas = document.createElement("canvas");
  canvas.width = w * scale;
  canvas.height = h * scale;
  const g = canvas.getContext("2d");
  if (!g) return null;
  g.scale(scale, scale);
  return { canvas, g };
}

/** A canvas line of text in `fill` and `font` that never runs past `max` pixels. */
export function drawText(
  g: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  max: number,
  style?: { fill: string; font: string },
) {
  if (style) {
    g.fillStyle = style.fill;
    g.font = style.font;
  }
  g.fillText(text, x, y, max);
}

/**
 * The direction a line takes from its first letter, as dir="auto" does: right to left for an
 * Arabic (or Hebrew, Syriac, Thaana) letter, left to right for any other; `fallback` when the
 * line has no letter (digits, signs).
 */
export function textDirection(text: string, fallback: CanvasDirection): "rtl" | "ltr" {
  const first = /\p{L}/u.exec(text)?.[0];
  if (!first) return fallback === "rtl" ? "rtl" : "ltr";
  return /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u.test(first)
    ? "rtl"
    : "ltr";
}

/**
 * How a line that may be long is set within `max` pixels: at the largest of `sizes` (font
 * sizes in pixels, largest first) at which it fits whole, else at the smallest, cut at a whole
 * letter (a grapheme: an Arabic letter keeps its marks) with an ellipsis at its end.
 * `measure` gives the width of a text at a size.
 */
export function fitLine(
  text: string,
  max: number,
  sizes: readonly number[],
  measure: (text: string, size: number) => number,
): { text: string; size: number } {
  for (const size of sizes) if (measure(text, size) <= max) return { text, size };
  const size = sizes[sizes.length - 1] ?? 16;
  const letters = Array.from(new Intl.Segmenter().segment(text), (s) => s.segment);
  while (letters.length) {
    letters.pop();
    const cut = `${letters.join("").trimEnd()}…`;
    if (measure(cut, size) <= max) return { text: cut, size };
  }
  return { text: "…", size };
}

/**
 * A name (or other text in any script) on one line at `x`, aligned as the card is (`g`'s
 * textAlign) but written in its own direction: an English name on the Arabic card keeps its
 * trailing dot or digit at its end. A long one steps down through `sizes` and is then cut with
 * an ellipsis, rather than squeezed (fillText's maxWidth narrowed the letters past reading).
 */
export function drawName(
  g: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  max: number,
  style: { fill: string; font: (size: number) => string; sizes: readonly number[] },
) {
  const direction = g.direction;
  g.direction = textDirection(text, direction);
  const line = fitLine(text, max, style.sizes, (t, size) => {
    g.font = style.font(size);
    return g.measureText(t).width;
  });
  drawText(g, line.text, x, y, max, { fill: style.fill, font: style.font(line.size) });
  g.direction = direction;
}

/** A line of the card's title: text, baseline, colour and font. */
export type CardTitleLine = [text: string, y: number, fill: string, font: string];

/**
 * The card's canvas `w` × `h`, painted by `paint`, set to write in the card's language (right to
 * left in Arabic) from the inline start, with the title lines written there. Returns null where
 * there is no 2D context; else the canvas, `rtl`, the inline start `x` and `align`, which sets the
 * direction and alignment back after a centred or Latin line.
 */
export function startCard(
  w: number,
  h: number,
  lang: string,
  paint: (g: CanvasRenderingContext2D) => void,
  title: CardTitleLine[],
) {
  const drawn = cardCanvas(w, h);
  if (!drawn) return null;
  const { canvas, g } = drawn;
  paint(g);
  const rtl = lang === "ar";
  const align = () => {
    g.direction = rtl ? "rtl" : "ltr";
    g.textAlign = rtl ? "right" : "left";
  };
  align();
  const start = rtl ? w - 24 : 24;
  for (const [text, y, fill, font] of title) drawText(g, text, start, y, w - 48, { fill, font });
  return { canvas, g, rtl, start, align };
}
