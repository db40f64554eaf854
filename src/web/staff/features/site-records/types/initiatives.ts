import {
  initiativeSaveBody,
  initiativesListBody,
} from "../../../../../shared/content/initiatives-staff";
import type { MessageKey } from "../../../../../shared/i18n";
import { defineRecordType, recordCalls, pair } from "../record-type";

/** The seasons offered by the list's filter: from the oldest in the report to next season. */
function seasons() {
  const last = new Date().getFullYear() + 1;
  const out: { value: string; label: string }[] = [];
  for (let y = last; y >= 2015; y--) out.push({ value: `${y - 1}-${y}`, label: `${y - 1}-${y}` });
  return out;
}

const text = (name: string, label: MessageKey, required = false) =>
  ({ kind: "localized", name, label, required, multiline: true }) as const;

/**
 * Social responsibility initiatives (/staff/initiatives): season, cover picture, people
 * targeted, order in the report and per language the structured text (lists one item a line).
 */
export const initiativesType = defineRecordType({
  ...recordCalls("initiatives"),
  words: "cms.initiative",
  listBody: initiativesListBody,
  filters: [
    "search",
    { name: "season", label: "cms.initiative.seasonFilter", choices: seasons },
    "status",
    "missing",
  ],
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
  defaults: () => {
    const empty = { ar: "", en: "", es: "" };
    return {
      season: "",
      image_media_id: null,
      images: [],
      gallery: [],
      targeted_count: null,
      title: empty,
      idea_title: empty,
      idea_list: empty,
      goals: empty,
      targeted: empty,
      way: empty,
      success: empty,
      ord: 0,
    };
  },
  fields: [
    pair(
      {
        kind: "text",
        name: "season",
        label: "cms.initiative.season",
        hint: "cms.initiative.seasonHint",
      },
      { kind: "number", name: "targeted_count", label: "cms.initiative.count" },
    ),
    { kind: "picture", name: "image_media_id", label: "cms.initiative.picture" },
    { kind: "gallery", name: "gallery", label: "cms.initiative.gallery" },
    { kind: "note", text: "cms.initiative.textHint" },
    { kind: "localized", name: "title", label: "cms.initiative.title" },
    { kind: "localized", name: "idea_title", label: "cms.initiative.ideaTitle", required: false },
    text("idea_list", "cms.initiative.ideaList"),
    text("goals", "cms.initiative.goals"),
    text("targeted", "cms.initiative.targeted"),
    text("way", "cms.initiative.way", true),
    text("success", "cms.initiative.success", true),
    { kind: "number", name: "ord", label: "cms.initiative.order" },
  ],
});
