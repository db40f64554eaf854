import {
  PARTNER_TYPES,
  partnerSaveBody,
  partnersListBody,
} from "../../../../../shared/content/partners-staff";
import type { T } from "../../../../lib/i18n";
import { defineRecordType, lifecycleFilters, recordCalls } from "../record-type";
import * as field from "../record-fields";
import { choices } from "../../../../components/ui/form-controls";

const kinds = (t: T) => choices(PARTNER_TYPES, (k) => t(`cms.partner.types.${k}`));

/** Sponsors (/staff/partners): a name and title per language, kind, logo, site and order. */
export const partnersType = defineRecordType({
  ...recordCalls("partners"),
  words: "cms.partner",
  listBody: partnersListBody,
  filters: lifecycleFilters({ name: "type", label: "cms.partner.type", choices: kinds }),
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
    ...field.emptyTexts("sponsor_name", "title"),
    type: 2,
    image_media_id: null,
    url: "",
    ord: 0,
  }),
  fields: [
    field.localized("sponsor_name", "cms.partner.name"),
    field.localized("title", "cms.partner.title", { required: false }),
    {
      kind: "select",
      name: "type",
      label: "cms.partner.type",
      numeric: true,
      narrow: true,
      choices: kinds,
    },
    field.picture("cms.partner.logo"),
    field.pair(
      { kind: "url", name: "url", label: "cms.partner.url", hint: "cms.partner.urlHint" },
      field.order("cms.partner.order", "cms.partner.orderHint"),
    ),
  ],
});
