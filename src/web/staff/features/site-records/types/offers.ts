import { offerSaveBody, offersListBody } from "../../../../../shared/content/offers-staff";
import { defineRecordType, recordCalls, pair } from "../record-type";

/** Offers (/staff/offers): a title and text per language, a picture and the shop address. */
export const offersType = defineRecordType({
  ...recordCalls("offers"),
  words: "cms.offer",
  listBody: offersListBody,
  filters: ["search", "status", "missing"],
  filterColumns: 4,
  columns: [{ thumb: "cover", label: "cms.offer.picture" }, "name", "status", "ord", "updated"],
  nameKey: "title",
  nameLabel: "cms.offer.title",
  saveSchema: offerSaveBody,
  defaults: () => ({
    title: { ar: "", en: "", es: "" },
    description: { ar: "", en: "", es: "" },
    image_media_id: null,
    url: "",
    ord: 0,
  }),
  fields: [
    { kind: "localized", name: "title", label: "cms.offer.title" },
    {
      kind: "localized",
      name: "description",
      label: "cms.offer.description",
      required: false,
      multiline: true,
    },
    { kind: "picture", name: "image_media_id", label: "cms.offer.picture" },
    pair(
      { kind: "url", name: "url", label: "cms.offer.url", hint: "cms.offer.urlHint" },
      { kind: "number", name: "ord", label: "cms.offer.order" },
    ),
  ],
});
