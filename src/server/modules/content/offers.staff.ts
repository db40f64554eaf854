import { offerSaveBody } from "../../../shared/content/offers-staff";
import { allLanguages, storedLanguages } from "../../../shared/content/localized";
import { offers } from "../../db/schema/content";
import { pictureFields, pictureColumns } from "../media/media-ref";
import { defineSiteRecord } from "./lifecycle/site-record";

/**
 * Offers on the content lifecycle (issue 15, ADR 0041, 0050). The picture comes from the media
 * library (`image_media_id`, alt texts required); `image_url` follows it, so the public offers,
 * home and sections read it unchanged.
 */
export const offersRecord = defineSiteRecord({
  table: offers,
  saveSchema: offerSaveBody,
  record: (o) => ({
    title: allLanguages(o.title),
    description: allLanguages(o.description),
    ...pictureFields(o),
    url: o.url,
    ord: o.ord,
  }),
  values: async (tx, input) => ({
    title: storedLanguages(input.title),
    description: storedLanguages(input.description),
    ...(await pictureColumns(tx, input)),
    url: input.url,
    ord: input.ord,
  }),
  list: {
    searched: [offers.title, offers.url],
    translated: ["title"],
    row: (o, lang) => ({
      title: o.title[lang] || o.title.ar || "",
      thumb: o.imageUrl,
      url: o.url,
      ord: o.ord,
    }),
  },
});
export const offersContent = offersRecord.content;
