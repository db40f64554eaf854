import {
  sportCategoriesListBody,
  sportCategorySaveBody,
} from "../../../../../shared/sports/categories-staff";
import { defineRecordType, lifecycleFilters, recordCalls } from "../record-type";
import * as field from "../record-fields";
import { choices } from "../../../../components/ui/form-controls";

/**
 * Sport categories (/staff/sport-categories): the groups and the sports under them that /sports,
 * the sport pages and the sport join form show; name and description per language, picture,
 * group, order and whether the join form offers it.
 */
export const sportCategoriesType = defineRecordType({
  ...recordCalls("sport-categories"),
  options: "/sport-categories/options",
  words: "cms.sportCategory",
  listBody: sportCategoriesListBody,
  filters: lifecycleFilters({
    name: "can_join",
    label: "cms.sportCategory.canJoinFilter",
    choices: (t) => choices(["1", "0"] as const, (v) => t(`cms.sportCategory.canJoinStates.${v}`)),
  }),
  filterColumns: 5,
  columns: [
    { thumb: "cover", label: "cms.sportCategory.picture" },
    "name",
    { id: "parent", header: "cms.sportCategory.parent", cell: (c) => c.parent ?? "—" },
    {
      id: "can_join",
      header: "cms.sportCategory.canJoinFilter",
      cell: (c, t) => t(`cms.sportCategory.canJoinStates.${c.can_join ? "1" : "0"}`),
    },
    "status",
    "ord",
    "updated",
  ],
  nameKey: "name",
  nameLabel: "cms.sportCategory.name",
  saveSchema: sportCategorySaveBody,
  defaults: () => ({
    ...field.emptyTexts("name", "description"),
    image_media_id: null,
    parent_id: "",
    ord: 0,
    can_join: true,
  }),
  fields: [
    field.localized("name", "cms.sportCategory.name"),
    field.description("description", "cms.sportCategory.description"),
    field.picture("cms.sportCategory.picture"),
    field.pair(
      {
        kind: "select",
        name: "parent_id",
        label: "cms.sportCategory.parent",
        hint: "cms.sportCategory.parentHint",
        choices: (t, options) => [
          { value: "", label: t("cms.sportCategory.parentNone") },
          ...(options.parents ?? []).map((p) => ({ value: p.id, label: p.name })),
        ],
      },
      field.order("cms.sportCategory.order"),
    ),
    {
      kind: "check",
      name: "can_join",
      label: "cms.sportCategory.canJoin",
      hint: "cms.sportCategory.canJoinHint",
    },
  ],
});
