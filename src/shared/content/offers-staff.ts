import { z } from "zod";
import {
  lifecycleCalls,
  lifecycleListFields,
  lifecycleRowFields,
  lifecycleSaveFields,
} from "./lifecycle";
import { localizedAnswer, localizedText } from "./localized";

/**
 * Offers in the console (issue 15): what `/api/v1/staff/offers/*` take and answer. An offer is a
 * title and a short text per language, a picture from the media library and the shop address it
 * leads to; it lives on the content lifecycle (draft, scheduled, published, unpublished).
 */

const recordId = z.coerce.number().int().positive().max(2_147_483_647);

export const offerSaveBody = z.object({
  ...lifecycleSaveFields,
  title: localizedText({ max: 120 }),
  description: localizedText({ max: 400, required: false }).default({ ar: "", en: "", es: "" }),
  /** The picture from the media library (alt text in the three languages required). */
  image_media_id: recordId.nullable().refine((v) => v !== null, "cms.offer.pictureRequired"),
  /** Where "Shop now" leads: an https address. */
  url: z
    .string()
    .trim()
    .max(500, "errors.too_long")
    .refine((v) => /^https:\/\/\S+$/i.test(v), "cms.urlInvalid"),
  ord: z.coerce.number().int().min(0, "cms.ordInvalid").max(10_000, "cms.ordInvalid").default(0),
});
export type OfferSave = z.output<typeof offerSaveBody>;

export const offerRecord = z.object({
  id: z.number(),
  title: localizedAnswer,
  description: localizedAnswer,
  image_media_id: z.number().nullable(),
  /** The picture's address (an older offer may have one without a library picture). */
  image_url: z.string(),
  url: z.string(),
  ord: z.number(),
});
export type OfferRecord = z.infer<typeof offerRecord>;

export const offersListBody = z.object(lifecycleListFields);
export type OffersListFilter = z.infer<typeof offersListBody>;

export const offerRow = z.object({
  id: z.number(),
  title: z.string(),
  thumb: z.string(),
  url: z.string(),
  ord: z.number(),
  ...lifecycleRowFields,
});
export type OfferRow = z.infer<typeof offerRow>;

export const offerCalls = lifecycleCalls("offers", {
  list: offersListBody,
  row: offerRow,
  record: offerRecord,
  save: offerSaveBody,
});
