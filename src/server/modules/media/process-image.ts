import { randomUUID } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import {
  MEDIA_PRESET_WIDTHS,
  type MediaPresetFormat,
  type MediaVariant,
} from "../../../shared/media/media-ref";
import { AppError } from "../../lib/app-error";
import { stripJpegMetadata } from "./jpeg-strip";

/** Larger pictures are refused before decoding (a decompression bomb stays a few bytes). */
export const MEDIA_MAX_PIXELS = 60_000_000;

export type MediaMime = "image/jpeg" | "image/png" | "image/webp" | "image/avif";
const EXT: Record<MediaMime, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

/** A file that passed every check, and everything to store for it. */
export type ProcessedImage = {
  mime: MediaMime;
  width: number;
  height: number;
  original: { key: string; body: Buffer };
  variants: Array<MediaVariant & { body: Buffer }>;
};

const refuse = (
  code: "unsupported_file_format" | "image_invalid",
  key: "media.svgRefused" | "media.formatRefused" | "media.imageInvalid" | "media.tooManyPixels",
) => new AppError(422, code, key, { file: [key] });

/** SVG (or any XML/HTML text): refused with its own message, so staff know to export a PNG. */
function looksLikeMarkup(buf: Buffer): boolean {
  const head = buf.toString("utf8", 0, Math.min(buf.length, 1024)).replace(/^\uFEFF/, "");
  return /^\s*</.test(head) && /<svg[\s>]|<\?xml|<!doctype|<html/i.test(head);
}

/** The format by signature (file-type), then by what sharp actually decodes: both must agree. */
async function formatOf(buf: Buffer): Promise<MediaMime> {
  if (looksLikeMarkup(buf)) throw refuse("unsupported_file_format", "media.svgRefused");
  const detected = await fileTypeFromBuffer(buf).catch(() => undefined);
  const mime = detected?.mime;
  if (mime === "image/svg+xml") throw refuse("unsupported_file_format", "media.svgRefused");
  if (
    mime !== "image/jpeg" &&
    mime !== "image/png" &&
    mime !== "image/webp" &&
    mime !== "image/avif"
  )
    throw refuse("unsupported_file_format", "media.formatRefused");
  return mime;
}

function sameFormat(mime: MediaMime, meta: sharp.Metadata): boolean {
  if (mime === "image/avif") return meta.format === "heif" && meta.compression === "av1";
  return meta.format === EXT[mime].replace("jpg", "jpeg");
}

const ORIGINAL_FORMAT: Record<MediaMime, "jpeg" | "png" | "webp" | "avif"> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

function encode(pipeline: sharp.Sharp, format: MediaPresetFormat | "jpeg" | "png"): sharp.Sharp {
  switch (format) {
    case "jpeg":
      return pipeline.jpeg({ quality: 88 });
    case "png":
      return pipeline.png({ compressionLevel: 6 });
    case "webp":
      return pipeline.webp({ quality: 80, effort: 3 });
    case "avif":
      // effort 2: a few times faster than the default (4) at nearly the same size (effort 6 saves
      // 3-5 % for 20-40 times the time). Quality 50: 18 % fewer bytes than 55 (a news card's
      // 640-pixel picture 62 → 51 KB), not told apart at the size shown on a phone and closer to
      // the source than the WebP presets at 80 (ADR 0061, 2026-11-28). Full chroma (4:4:4, the
      // default): at the same bytes 4:2:0 loses the drawings' small coloured figures.
      return pipeline.avif({ quality: 50, effort: 2 });
  }
}

/** Widths of the presets for a picture `width` pixels wide (one at its own width if it is smaller). */
export function presetWidths(width: number): number[] {
  const widths: number[] = MEDIA_PRESET_WIDTHS.filter((w) => w < width);
  return widths.length ? widths : [width];
}

/**
 * Encodes presets from one decoded picture: the largest preset's pixels are made once (JPEG
 * shrinks while it decodes) and feed the smaller ones.
 */
async function encodePresets(
  input: () => sharp.Sharp,
  widths: number[],
  formats: readonly MediaPresetFormat[],
  folder: string,
): Promise<Array<MediaVariant & { body: Buffer }>> {
  const top = Math.max(...widths);
  const base = await input()
    .rotate()
    .resize({ width: top, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    raw: { width: base.info.width, height: base.info.height, channels: base.info.channels },
  };
  const jobs = widths.flatMap((w) =>
    formats.map(async (format) => {
      let p = sharp(base.data, raw);
      if (w < base.info.width) p = p.resize({ width: w });
      const out = await encode(p, format).toBuffer({ resolveWithObject: true });
      const preset = `w${w}`;
      return {
        preset,
        format,
        width: out.info.width,
        height: out.info.height,
        bytes: out.data.length,
        key: `media/${folder}/${preset}.${format}`,
        body: out.data,
      };
    }),
  );
  return Promise.all(jobs);
}

/**
 * Checks a picture by its content and prepares what the library stores right away (ADR 0040):
 * - the signature (file-type) must say JPEG, PNG, WebP or AVIF, and sharp must decode it as
 *   that same format; SVG, other formats and damaged files are refused (422, with a message
 *   that names the reason);
 * - the original keeps no metadata (location, camera, comments and anything appended are gone):
 *   an upright JPEG without a colour profile keeps its compressed pixels and loses its metadata
 *   segments (`stripJpegMetadata`); any other picture is re-encoded in its own format with the
 *   EXIF orientation applied;
 * - the WebP presets (`presetWidths`). The AVIF presets take several times longer to encode and
 *   are made by a job after the upload (`avifPresets`), so an upload answers within its budget.
 * `folder` names the storage folder (a new random one by default).
 */
export async function processImage(
  buf: Buffer,
  { folder = randomUUID() }: { folder?: string } = {},
): Promise<ProcessedImage> {
  const mime = await formatOf(buf);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(buf, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse("image_invalid", "media.imageInvalid");
  }
  if (!sameFormat(mime, meta) || !meta.width || !meta.height)
    throw refuse("image_invalid", "media.imageInvalid");
  if (meta.width * meta.height > MEDIA_MAX_PIXELS)
    throw refuse("image_invalid", "media.tooManyPixels");
  // EXIF orientations 5-8 turn the picture a quarter: its upright width is the stored height.
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;

  try {
    const input = () => sharp(buf, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" });
    // An upright JPEG (most photos) keeps its compressed pixels and loses only its metadata:
    // re-encoding 12 megapixels was the upload's longest step (ADR 0063).
    const upright = (meta.orientation ?? 1) === 1;
    const kept = mime === "image/jpeg" && upright ? stripJpegMetadata(buf) : null;
    const [original, variants] = await Promise.all([
      kept
        ? { data: kept, info: { width: meta.width, height: meta.height } }
        : encode(input().rotate(), ORIGINAL_FORMAT[mime]).toBuffer({ resolveWithObject: true }),
      encodePresets(input, presetWidths(uprightWidth), ["webp"], folder),
    ]);
    return {
      mime,
      width: original.info.width,
      height: original.info.height,
      original: { key: `media/${folder}/original.${EXT[mime]}`, body: original.data },
      variants,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuse("image_invalid", "media.imageInvalid");
  }
}

/** The AVIF presets of a stored original (the job after an upload), at the same widths as WebP's. */
export async function avifPresets(
  original: Buffer,
  { folder, width }: { folder: string; width: number },
): Promise<Array<MediaVariant & { body: Buffer }>> {
  const input = () => sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS });
  return encodePresets(input, presetWidths(width), ["avif"], folder);
}
