import { z } from "zod";
import { lifecycleListBody, lifecycleRow, lifecycleSaveFields } from "./lifecycle";
import { localizedAnswer, localizedText, optionalLocalizedText } from "./localized";
import { httpsUrl, pictureAnswerFields, requiredPicture, siteOrder } from "./record-fields";

/**
 * Sponsors in the console (issue 15): what `/api/v1/staff/partners/*` take and answer. A sponsor
 * is a name and a title per language ("Main sponsor"), a logo from the media library, its kind
 * (0 main, 1 sub, 2 regular; spec section 9) and, optionally, the sponsor's own site. It lives on
 * the content lifecycle (draft, scheduled, published, unpublished).
 */

export const PARTNER_TYPES = [0, 1, 2] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];
const partnerType = z.coerce
  .number()
  .int()
  .refine((v): v is PartnerType => (PARTNER_TYPES as readonly number[]).includes(v), {
    message: "cms.partner.typeInvalid",
  });

export const partnerSaveBody = z.object({
  ...lifecycleSaveFields,
  sponsor_name: localizedText({ max: 120 }),
  title: optionalLocalizedText(120),
  type: partnerType.default(2),
  /** The logo from the media library (alt text in the three languages required). */
  image_media_id: requiredPicture("cms.partner.logoRequired"),
  /** The sponsor's site (https), or empty for a logo without a link. */
  url: z.union([z.literal(""), httpsUrl]).default(""),
  ord: siteOrder,
});
export type PartnerSave = z.output<typeof partnerSaveBody>;

export const partnerRecord = z.object({
  id: z.number(),
  sponsor_name: localizedAnswer,
  title: localizedAnswer,
  type: z.number(),
  ...pictureAnswerFields,
  url: z.string(),
  ord: z.number(),
});
export type PartnerRecord = z.infer<typeof partnerRecord>;

export const partnersListBody = lifecycleListBody({
  type: partnerType.optional(),
});
export type PartnersListFilter = z.infer<typeof partnersListBody>;

export const partnerRow = lifecycleRow({
  sponsor_name: z.string(),
  thumb: z.string(),
  ...partnerRecord.pick({ type: true, url: true, ord: true }).shape,
});
export type PartnerRow = z.infer<typeof partnerRow>;
