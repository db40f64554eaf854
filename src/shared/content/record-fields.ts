import { z } from "zod";
import { idField } from "../platform/common";

/** Fields the console's site records share (offers, sponsors...), with their messages' keys. */

export const recordId = idField;

/** A library picture the record needs; `message` says which one is missing. */
export const requiredPicture = (message: string) =>
  recordId.nullable().refine((v) => v !== null, message);

/**
 * A record's picture as `get` answers it: the library picture's id, and the picture's address
 * (an older record may have an address without a library picture).
 */
export const pictureAnswerFields = { image_media_id: z.number().nullable(), image_url: z.string() };

/** A picture's address entered before the media library (kept while no library picture is chosen). */
export const legacyPicture = z
  .string()
  .trim()
  .max(500, "errors.too_long")
  .refine((v) => v === "" || /^(\/[^\s/]|https:\/\/)\S*$/i.test(v), "editorial.errors.badPicture");

/** An https address a visitor is sent to. */
export const httpsUrl = z
  .string()
  .trim()
  .max(500, "errors.too_long")
  .refine((v) => /^https:\/\/\S+$/i.test(v), "cms.urlInvalid");

/** The record's place among its kind on the site (smaller first). */
export const siteOrder = z.coerce
  .number()
  .int()
  .min(0, "cms.ordInvalid")
  .max(10_000, "cms.ordInvalid")
  .default(0);

/**
 * A saved list's check (`refine`): no two items (sections, questions, options) keep the same id;
 * new items have none yet.
 */
export function idsDistinct(list: readonly { id?: number }[]) {
  const ids = list.flatMap((item) => (item.id === undefined ? [] : [item.id]));
  return new Set(ids).size === ids.length;
}
