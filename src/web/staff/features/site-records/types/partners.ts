import {
  PARTNER_TYPES,
  partnerSaveBody,
  partnersListBody,
} from "../../../../../shared/content/partners-staff";
import type { T } from "../../../../lib/i18n";
import { defineRecordType, recordCalls, pair } from "../record-type";

const kinds = (t: T) =>
  PARTNER_TYPES.map((k) => ({ value: k, label: t(`cms.partner.types.${k}`) }));

/** Sponsors (/staff/partners): a name and title per language, kind, logo, site and order. */
export const partnersType = defineRecordType({
  ...recordCalls("partners"),
  words: "cms.partner",
  listBody: partnersListBody,
  filters: [
    "search",
    { name: "type", label: "cms.partner.type", choices: kinds },
    "status",
    "missing",
  ],
  filterColumns: 4,
  columns: [
    { thumb: "contain", label: "cms.partner.logo" },
    "name",
    {
      id: "type",
      header: "cms.partner.type",
      cell: (p, t) => t(`cms.partner.types.${p.type as 0 | 1 | 2}`),
    },
    "status",
    "ord",
    "updated",
  ],
  nameKey: "sponsor_name",
  nameLabel: "cms.partner.name",
  saveSchema: partnerSaveBody,
  defaults: () => ({
    sponsor_name: { ar: "", en: "", es: "" },
    title: { ar: "", en: "", es: "" },
    type: 2,
    image_media_id: null,
    url: "",
    ord: 0,
  }),
  fields: [
    { kind: "localized", name: "sponsor_name", label: "cms.partner.name" },
    { kind: "localized", name: "title", label: "cms.partner.title", required: false },
    {
      kind: "select",
      name: "type",
      label: "cms.partner.type",
      numeric: true,
      narrow: true,
      choices: kinds,
    },
    { kind: "picture", name: "image_media_id", label: "cms.partner.logo" },
    pair(
      { kind: "url", name: "url", label: "cms.partner.url", hint: "cms.partner.urlHint" },
      { kind: "number", name: "ord", label: "cms.partner.order", hint: "cms.partner.orderHint" },
    ),
  ],
});
