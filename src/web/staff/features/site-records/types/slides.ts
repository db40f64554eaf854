import {
  SLIDE_GROUPS,
  SLIDE_KINDS,
  SLIDE_TARGETS,
  slideSaveBody,
  slidesListBody,
} from "../../../../../shared/content/slides-staff";
import type { T } from "../../../../lib/i18n";
import { defineRecordType, lifecycleFilters, recordCalls } from "../record-type";
import * as field from "../record-fields";
import { slideOrderPanel } from "../slide-order";
import { slideGroup } from "./slide-group";
import { choices } from "../../../../components/ui/form-controls";

const groups = (t: T) => choices(SLIDE_GROUPS, (g) => slideGroup(t, g));
const kinds = (t: T) => choices(SLIDE_KINDS, (k) => t(`cms.slide.kinds.${k}`));
const linked = (v: Record<string, unknown>) => v.target_type !== "None";

/**
 * Slides (/staff/slides): the sliders' and banners' slides. A new slide starts in the slider the
 * list was filtered by (`?key=`); the list's reorder panel is features/site-records/slide-order.
 */
export const slidesType = defineRecordType({
  ...recordCalls("slides"),
  words: "cms.slide",
  listBody: slidesListBody,
  filters: lifecycleFilters(
    { name: "key", label: "cms.slide.key", choices: groups },
    { name: "kind", label: "cms.slide.kind", choices: kinds },
  ),
  filterColumns: 3,
  columns: [
    { thumb: "cover", label: "cms.slide.picture" },
    "name",
    { id: "key", header: "cms.slide.key", cell: (s, t) => slideGroup(t, s.key) },
    "status",
    "ord",
    "updated",
  ],
  nameKey: "title",
  nameLabel: "cms.slide.title",
  carry: ["key"],
  panel: slideOrderPanel,
  saveSchema: slideSaveBody,
  defaults: (params) => {
    const key = params.get("key") ?? undefined;
    return {
      kind: key === "home_banner" ? "banner" : "slider",
      key: key ?? "main_slider",
      ...field.emptyTexts("title", "description", "button"),
      image_media_id: null,
      wins_times: null,
      target_type: "None",
      target: "",
      ord: 0,
    };
  },
  fields: [
    field.pair(
      {
        kind: "text",
        name: "key",
        label: "cms.slide.key",
        hint: "cms.slide.keyHint",
        suggest: { id: "slide-groups", values: groups },
      },
      { kind: "select", name: "kind", label: "cms.slide.kind", choices: kinds },
    ),
    field.localized("title", "cms.slide.title"),
    field.description("description", "cms.slide.description"),
    field.picture("cms.slide.picture"),
    field.pair(
      {
        kind: "select",
        name: "target_type",
        label: "cms.slide.targetType",
        choices: (t) => choices(SLIDE_TARGETS, (k) => t(`cms.slide.targets.${k}`)),
      },
      {
        kind: "text",
        name: "target",
        label: "cms.slide.target",
        hint: "cms.slide.targetHint",
        when: linked,
      },
    ),
    field.localized("button", "cms.slide.button", { when: linked }),
    field.pair(
      { kind: "number", name: "wins_times", label: "cms.slide.wins", hint: "cms.slide.winsHint" },
      field.order("cms.slide.order"),
    ),
  ],
});
