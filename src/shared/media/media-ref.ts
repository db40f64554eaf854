import { z } from "zod";
import { LANGS, type Lang } from "../i18n/langs";

/**
 * A picture of the media library as public DTOs carry it (issue 15, ADR 0040): what an `<img>`
 * needs to show it responsively and accessibly. `src` is a middle-sized WebP preset (the
 * fallback of browsers that ignore `srcset`); `srcset` lists every WebP preset with its width,
 * `srcset_avif` the AVIF ones (for a `<picture><source type="image/avif">`); `width`/`height`
 * are the original's, so the page reserves the right box before the picture arrives.
 * `alt` holds the three languages; a page shows its language's text (Arabic as fallback).
 */
export const mediaAlt = z.object({ ar: z.string(), en: z.string(), es: z.string() });
export type MediaAlt = z.infer<typeof mediaAlt>;

export const mediaRef = z.object({
  id: z.number().int().positive(),
  alt: mediaAlt,
  src: z.string(),
  srcset: z.string(),
  srcset_avif: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MediaRef = z.infer<typeof mediaRef>;

/** The fixed preset widths (pixels). A picture narrower than a preset gets no larger copy. */
export const MEDIA_PRESET_WIDTHS = [320, 640, 1024, 1600] as const;
/** Formats of the presets; the original keeps its own. */
export const MEDIA_PRESET_FORMATS = ["webp", "avif"] as const;
export type MediaPresetFormat = (typeof MEDIA_PRESET_FORMATS)[number];

/** One stored preset of a picture. */
export const mediaVariant = z.object({
  preset: z.string(),
  format: z.enum(MEDIA_PRESET_FORMATS),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().nonnegative(),
  key: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariant>;

/** Where the public reads a stored file: `/files/<storage key>` (long-cached, never sniffed). */
export const MEDIA_PUBLIC_PREFIX = "/files/";
export const mediaFileUrl = (key: string) => `${MEDIA_PUBLIC_PREFIX}${key}`;

/** The languages whose alt text is missing (empty after trimming). */
export function missingAltLangs(alt: Partial<Record<Lang, string>>): Lang[] {
  return LANGS.filter((l) => !(alt[l] ?? "").trim());
}

/** The `alt` to show in a language: its own text, else Arabic's (the site's fallback). */
export function altIn(ref: Pick<MediaRef, "alt">, lang: Lang): string {
  return ref.alt[lang]?.trim() || ref.alt.ar;
}
