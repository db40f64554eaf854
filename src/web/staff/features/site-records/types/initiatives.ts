import {
  initiativeSaveBody,
  initiativesListBody,
} from "../../../../../shared/content/initiatives-staff";
import { defineRecordType, lifecycleFilters, recordCalls } from "../record-type";
import * as field from "../record-fields";

/** The seasons offered by the list's filter: from the oldest in the report to next season. */
function seasons() {
  const last = new Date().getFullYear() + 1;
  const out: { value: string; label: string }[] = [];
  for (let y = last; y >= 2015; y--) out.push({ value: `${y - 1}-${y}`, label: `${y - 1}-${y}` });
  return out;
}

/**
 * Social responsibility initiatives (/staff/initiatives): season, cover picture, people
 * targeted, order in the report and per language the structured text (lists one item a line).
 */
export const initiativesType = defineRecordType({
  ...recordCalls("initiatives"),
  words: "cms.initiative",
  listBody: initiativesListBody,
  filters: lifecycleFilters({
    name: "season",
    label: "cms.initiative.seasonFilter",
    choices: seasons,
  }),
  filterColumns: 4,
  columns: [
    { thumb: "cover", label: "cms.initiative.picture" },
    "name",
    { id: "season", header: "cms.initiative.season", cell: (i) => i.season },
    "status",
    "ord",
    "updated",
  ],
  nameKey: "title",
  nameLabel: "cms.initiative.title",
  saveSchema: initiativeSaveBody,
  defaults: () => ({
    season: "",
    image_media_id: null,
    images: [],
    gallery: [],
    targeted_count: null,
    ...field.emptyTexts("title", "idea_title", "idea_list", "goals", "targeted", "way", "success"),
    ord: 0,
  }),
  fields: [
    field.pair(
      {
        kind: "text",
        name: "season",
        label: "cms.initiative.season",
        hint: "cms.initiative.seasonHint",
      },
      { kind: "number", name: "targeted_count", label: "cms.initiative.count" },
    ),
    field.picture("cms.initiative.picture"),
    { kind: "gallery", name: "gallery", label: "cms.initiative.gallery" },
    { kind: "note", text: "cms.initiative.textHint" },
    field.localized("title", "cms.initiative.title"),
    field.localized("idea_title", "cms.initiative.ideaTitle", { required: false }),
    field.description("idea_list", "cms.initiative.ideaList"),
    field.description("goals", "cms.initiative.goals"),
    field.description("targeted", "cms.initiative.targeted"),
    field.localized("way", "cms.initiative.way", { multiline: true }),
    field.localized("success", "cms.initiative.success", { multiline: true }),
    field.order("cms.initiative.order"),
  ],
});
