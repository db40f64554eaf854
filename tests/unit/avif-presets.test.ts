import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avifPresets } from "../../src/server/modules/media/process-image";

describe("the AVIF presets' encoder settings", () => {
  it("keeps a news card's 640-pixel picture under 56 KB (62 KB at quality 55)", async () => {
    // The first demo news picture, drawn as the demo seed draws it (800 wide, JPEG): its crowd of
    // small coloured figures is the heaviest of the demo pictures, and the largest paint of News.
    const svg = await readFile(path.resolve("public/media/news-1.svg"));
    const density = (72 * 800) / ((await sharp(svg).metadata()).width ?? 800);
    const original = await sharp(svg, { density })
      .resize({ width: 800 })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 90 })
      .toBuffer();
    const presets = await avifPresets(original, { folder: "test", width: 800 });
    expect(presets.map((p) => p.preset)).toEqual(["w320", "w640"]);
    const card = presets.find((p) => p.preset === "w640");
    expect(card?.format).toBe("avif");
    expect(card?.width).toBe(640);
    expect(card?.bytes).toBe(card?.body.length);
    // Quality 50 makes 51 KB of it, 55 made 62 KB.
    expect(card?.bytes).toBeLessThan(56 * 1024);
    expect(card?.bytes).toBeGreaterThan(30 * 1024);
    const meta = await sharp(card?.body).metadata();
    expect([meta.format, meta.compression, meta.width, meta.height]).toEqual([
      "heif",
      "av1",
      640,
      360,
    ]);
  });
});
