import sharp from "sharp";
import type { ImageType } from "../../../shared/platform/uploads";

/** Larger pictures are refused before decoding (a decompression bomb stays a few bytes). */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes a photo and encodes it again in its own format, as avatars are: the orientation of
 * its EXIF data applied, then every metadata block (location, camera, comments, ICC profiles,
 * anything appended after the image) left behind, since sharp writes none unless asked.
 * Returns null when the bytes do not decode as the format their signature announces.
 */
export async function reencodeImage(buffer: Buffer, type: ImageType): Promise<Buffer | null> {
  try {
    const image = sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== type) return null;
    const upright = image.rotate();
    const out =
      type === "jpeg"
        ? upright.jpeg({ quality: 86, mozjpeg: true })
        : type === "png"
          ? upright.png()
          : upright.webp({ quality: 86 });
    return await out.toBuffer();
  } catch {
    return null;
  }
}
