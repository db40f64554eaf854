import { eq } from "drizzle-orm";
import { allLanguages, storedLanguages } from "../../../shared/content/localized";
import { partnerSaveBody, type PartnersListFilter } from "../../../shared/content/partners-staff";
import { partners } from "../../db/schema/content";
import { pictureFields, pictureColumns } from "../media/media-ref";
import { defineSiteRecord } from "./lifecycle/site-record";

/**
 * Sponsors on the content lifecycle (issue 15, ADR 0041, 0050). The logo comes from the media
 * library (`image_media_id`, alt texts required); `image_url` follows it, so the header, footer,
 * home and sponsor page read it unchanged.
 */
export const partnersRecord = defineSiteRecord({
  table: partners,
  saveSchema: partnerSaveBody,
  record: (p) => ({
    sponsor_name: allLanguages(p.sponsorName),
    title: allLanguages(p.title),
    type: p.type,
    ...pictureFields(p),
    url: p.url ?? "",
    ord: p.ord,
  }),
  values: async (tx, input) => ({
    sponsorName: storedLanguages(input.sponsor_name),
    title: storedLanguages(input.title),
    type: input.type,
    ...(await pictureColumns(tx, input)),
    url: input.url || null,
    ord: input.ord,
  }),
  list: {
    title: partners.sponsorName,
    searched: [partners.sponsorName, partners.title, partners.url],
    translated: ["sponsorName"],
    filters: (f: PartnersListFilter) => [
      f.type === undefined ? undefined : eq(partners.type, f.type),
    ],
    row: (p, lang) => ({
      sponsor_name: p.sponsorName[lang] || p.sponsorName.ar || "",
      type: p.type,
      thumb: p.imageUrl,
      url: p.url ?? "",
      ord: p.ord,
    }),
  },
});
export const partnersContent = partnersRecord.content;
