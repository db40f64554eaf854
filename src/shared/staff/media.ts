import { z } from "zod";
import { idField as id } from "../platform/common";
import { mediaAlt, mediaRef } from "../media/media-ref";
import { paging, search } from "./accounts";

/** Staff calls of the media library (`media.manage`, issue 15): upload, list, get, update, delete. */

/**
 * Accepted upload formats, judged by content (sharp decodes the file): JPEG, PNG, WebP, AVIF.
 * SVG is never accepted (it is a document that can carry scripts), nor anything else.
 */
export const MEDIA_ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/**
 * Hard ceiling of an upload's base64 text (64 MB of file); the server's own limit
 * (MEDIA_MAX_BYTES, 20 MB by default) is checked before anything is decoded.
 */
export const MEDIA_MAX_BASE64_CHARS = Math.ceil((64 * 1024 * 1024) / 3) * 4;

/** One file per call; the console sends several files as several calls, each with its progress. */
export const mediaUploadBody = z.object({
  /** The file's name on the sender's disk: shown and searched, never used to store it. */
  name: z.string().trim().min(1, "media.nameRequired").max(255, "media.nameTooLong"),
  /** The file's bytes in base64 (a `data:` URL prefix is accepted and ignored). */
  file: z.string().min(1, "media.fileRequired").max(MEDIA_MAX_BASE64_CHARS, "media.fileTooLarge"),
  /** Alt texts may come with the upload (the picker's "upload and use"). */
  alt: mediaAlt.partial().optional(),
});
export type MediaUpload = z.infer<typeof mediaUploadBody>;

export const mediaListBody = z.object({
  /** Words of the file name or of an alt text in any language. */
  search,
  /** Only pictures missing an alt text in at least one language. */
  missing_alt: z.boolean().optional(),
  ...paging,
});
export type MediaListFilter = z.infer<typeof mediaListBody>;

export const mediaIdBody = z.object({ id });

/** Every use of picture `id` moves to picture `with_id` (which must have its alt texts). */
export const mediaReplaceBody = z
  .object({ id, with_id: id })
  .refine((v) => v.id !== v.with_id, { path: ["with_id"], message: "media.replaceSame" });
export type MediaReplace = z.infer<typeof mediaReplaceBody>;

const altText = z.string().trim().max(300, "media.altTooLong");
export const mediaUpdateBody = z.object({
  id,
  alt: z.object({ ar: altText, en: altText, es: altText }),
});
export type MediaUpdate = z.infer<typeof mediaUpdateBody>;

/** A place that uses a picture: the table and column that reference it, and the row. */
export const mediaUse = z.object({
  table: z.string(),
  column: z.string(),
  id: z.union([z.number(), z.string()]),
  /** A readable title of the row where the table has one (a news item's title), else "". */
  label: z.string(),
});
export type MediaUse = z.infer<typeof mediaUse>;

/** A library item as the console shows it. */
export const mediaItem = z.object({
  id: z.number().int(),
  original_name: z.string(),
  mime: z.string(),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  alt: mediaAlt,
  /** Languages whose alt text is still empty. */
  missing_alt: z.array(z.enum(["ar", "en", "es"])),
  /** A small WebP preset for lists and the picker. */
  thumb: z.string(),
  /** The original file (for "open" and download). */
  original: z.string(),
  ref: mediaRef,
  presets: z.number().int(),
  created_at: z.string(),
  uploaded_by: z.string().nullable(),
  /** How many places use it (list) — `get` also answers where (`uses`). */
  use_count: z.number().int(),
});
export type MediaItem = z.infer<typeof mediaItem>;
