import { z } from "zod";
import { lifecycleListBody, lifecycleRow, lifecycleSaveFields } from "./lifecycle";
import { localizedAnswer, localizedText, optionalLocalizedText } from "./localized";
import { httpsUrl, pictureAnswerFields, requiredPicture, siteOrder } from "./record-fields";

/**
 * Offers in the console (issue 15): what `/api/v1/staff/offers/*` take and answer. An offer is a
 * title and a short text per language, a picture from the media library and the shop address it
 * leads to; it lives on the content lifecycle (draft, scheduled, published, unpublished).
 */

export const offerSaveBody = z.object({
  ...lifecycleSaveFields,
  title: localizedText({ max: 120 }),
  description: optionalLocalizedText(400),
  /** The picture from the media library (alt text in the three languages required). */
  image_media_id: requiredPicture("cms.offer.pictureRequired"),
  /** Where "Shop now" leads: an https address. */
  url: httpsUrl,
  ord: siteOrder,
});
export type OfferSave = z.output<typeof offerSaveBody>;

export const offerRecord = z.object({
  id: z.number(),
  title: localizedAnswer,
  description: localizedAnswer,
  ...pictureAnswerFields,
  url: z.string(),
  ord: z.number(),
});
export type OfferRecord = z.infer<typeof offerRecord>;

export const offersListBody = lifecycleListBody();
export type OffersListFilter = z.infer<typeof offersListBody>;

export const offerRow = lifecycleRow({
  title: z.string(),
  thumb: z.string(),
  ...offerRecord.pick({ url: true, ord: true }).shape,
});
export type OfferRow = z.infer<typeof offerRow>;
