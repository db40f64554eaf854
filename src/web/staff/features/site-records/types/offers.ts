import { offerSaveBody, offersListBody } from "../../../../../shared/content/offers-staff";
import { defineRecordType, lifecycleFilters, recordCalls } from "../record-type";
import * as field from "../record-fields";

/** Offers (/staff/offers): a title and text per language, a picture and the shop address. */
export const offersType = defineRecordType({
  ...recordCalls("offers"),
  words: "cms.offer",
  listBody: offersListBody,
  filters: lifecycleFilters(),
  filterColumns: 4,
  columns: [{ thumb: "cover", label: "cms.offer.picture" }, "name", "status", "ord", "updated"],
  nameKey: "title",
  nameLabel: "cms.offer.title",
  saveSchema: offerSaveBody,
  defaults: () => ({
    ...field.emptyTexts("title", "description"),
    image_media_id: null,
    url: "",
    ord: 0,
  }),
  fields: [
    field.localized("title", "cms.offer.title"),
    field.description("description", "cms.offer.description"),
    field.picture("cms.offer.picture"),
    field.pair(
      { kind: "url", name: "url", label: "cms.offer.url", hint: "cms.offer.urlHint" },
      field.order("cms.offer.order"),
    ),
  ],
});
