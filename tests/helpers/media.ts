import sharp from "sharp";

/**
 * A photo-like picture (smooth colour fields with some grain) in `format`, optionally with EXIF
 * data (camera, copyright, an orientation that turns it a quarter).
 */
export async function makePhoto({
  width = 1200,
  height = 800,
  format = "jpeg",
  exif = false,
  orientation,
}: {
  width?: number;
  height?: number;
  format?: "jpeg" | "png" | "webp" | "avif";
  exif?: boolean;
  orientation?: number;
} = {}): Promise<Buffer> {
  const small = Buffer.alloc(40 * 30 * 3);
  for (let i = 0; i < small.length; i++) small[i] = (i * 37 + (i % 7) * 19) % 256;
  let image = sharp(small, { raw: { width: 40, height: 30, channels: 3 } }).resize(width, height, {
    kernel: "cubic",
  });
  if (exif)
    image = image.withExif({
      IFD0: { Make: "TestCam", Model: "Secret Model 9", Copyright: "Somebody private" },
    });
  if (orientation) image = image.withMetadata({ orientation });
  switch (format) {
    case "jpeg":
      return image.jpeg({ quality: 90 }).toBuffer();
    case "png":
      return image.png().toBuffer();
    case "webp":
      return image.webp({ quality: 85 }).toBuffer();
    case "avif":
      return image.avif({ quality: 50, effort: 0 }).toBuffer();
  }
}

export const SVG_PICTURE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100" fill="green"/></svg>`,
);
