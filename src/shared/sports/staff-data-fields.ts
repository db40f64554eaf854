import { z } from "zod";
import { idField } from "../platform/common";
import { paging, search } from "../staff/accounts";

/**
 * The field schemas the staff sports records share (issue 16): ids, text in three languages,
 * pictures, search and seasons, and the answer shape of a localized field.
 */

export const id = idField;

/** Text in the three languages; Arabic required (the site's default), the others optional. */
const translation = (max: number) => z.string().trim().max(max, "errors.too_long").default("");
export const localizedInput = (max: number) =>
  z.object({
    ar: z.string().trim().min(1, "sports.data.arabicRequired").max(max, "errors.too_long"),
    en: translation(max),
    es: translation(max),
  });
/** Text that may be left empty in every language (a city, a biography). */
export const optionalLocalized = (max: number) =>
  z
    .object({ ar: translation(max), en: translation(max), es: translation(max) })
    .default({ ar: "", en: "", es: "" });
export type LocalizedInput = z.infer<ReturnType<typeof localizedInput>>;
export const localizedAnswer = z.object({ ar: z.string(), en: z.string(), es: z.string() });

/** A picture's address: a path on this site (`/media/...`) or an https URL. */
export const picture = z
  .string()
  .trim()
  .max(500, "errors.too_long")
  .refine((v) => v === "" || /^(\/[^\s/]|https:\/\/)\S*$/i.test(v), "sports.data.badPicture");

export { search };
/** What every record list takes: the search, and the page with its size. */
export const listFields = { search, ...paging };
export const season = z
  .string()
  .trim()
  .regex(/^\d{4}(-\d{4})?$/, "sports.data.badSeason");

/** A record's place among its kind on the site (smaller first) and whether the site shows it. */
export const placeFields = {
  ord: z.number().int().min(0).max(9999).default(0),
  published: z.boolean().default(true),
};
/** The same fields as `get` answers them. */
export const placeAnswerFields = { ord: z.number(), published: z.boolean() };

export const staffRecordIdBody = z.object({ id });

/**
 * The `version` a save starts from (what `get` answered): required with `id` (an update without
 * it is refused with 422 on `version`); an update from an older one is refused with 409
 * `stale_version` (`current_version` in the answer), never applied. A create has none.
 */
export const versionInput = z.number().int().positive().optional();

/** 409 `record_in_use` names what still points at the record (`matches`, `players`, ...). */
export const RECORD_REFERRERS = [
  "matches",
  "players",
  "standings",
  "fixtures",
  "adjustments",
  "groups",
  "match_events",
  "championships",
] as const;
export type RecordReferrer = (typeof RECORD_REFERRERS)[number];

/** A picture of the media library (its id), or null. */
export const mediaId = id.nullable().default(null);

/**
 * A whole number from `min` to `max`, or null when left empty, with one message for every way
 * it can be wrong (a stadium's capacity, a shirt number, a season figure).
 */
export const optionalWhole = (min: number, max: number, message: string) =>
  z.number({ message }).int(message).min(min, message).max(max, message).nullable().default(null);

/**
 * A record-level check (`refine`) that runs as soon as the fields it reads are valid, even
 * while other fields are not, so a form shows its error with every other one on the first
 * submit (Zod skips such checks by default while any field has an error).
 */
export const onceValid =
  (...keys: string[]) =>
  (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    payload.issues.every((i) => !keys.includes(String(i.path?.[0])));

/**
 * The check of a record's picture (`refine` arguments): one from the media library (`mediaKey`)
 * or the address entered before the library (`image_url`) is required; `message` otherwise.
 */
export function libraryPictureCheck<K extends string>(mediaKey: K, message: string) {
  const check = (r: Record<K, number | null> & { image_url: string }) =>
    r[mediaKey] !== null || r.image_url !== "";
  const params = { path: [mediaKey], message, when: onceValid(mediaKey, "image_url") };
  return [check, params] as [typeof check, typeof params];
}
