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
