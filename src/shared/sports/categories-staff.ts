import { z } from "zod";
import {
  lifecycleCalls,
  lifecycleListBody,
  lifecycleRow,
  lifecycleSaveFields,
} from "../content/lifecycle";
import { localizedAnswer, localizedText, optionalLocalizedText } from "../content/localized";
import {
  pictureAnswerFields,
  recordId,
  requiredPicture,
  siteOrder,
} from "../content/record-fields";
import { emptyBody } from "../platform/common";

/**
 * Sport categories in the console (issue 15, ADR 0050): what `/api/v1/staff/sport-categories/*`
 * take and answer. A category is a group (team sports…) or a sport under one (`parent_id`), with
 * its name and description per language, a picture from the media library, its order and whether
 * the sport join form offers it (`can_join`). It lives on the content lifecycle.
 */

/** No parent (a group) when empty. */
const parentId = z.preprocess(
  (v) => (v === "" || v === undefined || (typeof v === "number" && Number.isNaN(v)) ? null : v),
  recordId.nullable(),
);

export const sportCategorySaveBody = z.object({
  ...lifecycleSaveFields,
  name: localizedText({ max: 120 }),
  description: optionalLocalizedText(1000),
  image_media_id: requiredPicture("cms.sportCategory.pictureRequired"),
  parent_id: parentId.default(null),
  ord: siteOrder,
  can_join: z.boolean().default(true),
});
export type SportCategorySave = z.output<typeof sportCategorySaveBody>;

export const sportCategoryRecord = z.object({
  id: z.number(),
  name: localizedAnswer,
  description: localizedAnswer,
  ...pictureAnswerFields,
  parent_id: z.number().nullable(),
  ord: z.number(),
  can_join: z.boolean(),
});

export const sportCategoriesListBody = lifecycleListBody({
  can_join: z.enum(["1", "0"]).optional(),
});
export type SportCategoriesListFilter = z.infer<typeof sportCategoriesListBody>;

export const sportCategoryRow = lifecycleRow({
  name: z.string(),
  parent: z.string().nullable(),
  thumb: z.string(),
  ...sportCategoryRecord.pick({ can_join: true, ord: true }).shape,
});

/** The groups a sport can be put under (the form's parent choices). */
export const sportCategoryOptions = z.object({
  parents: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const sportCategoryCalls = {
  ...lifecycleCalls(
    "sport-categories",
    [sportCategoriesListBody, sportCategoryRow],
    [sportCategoryRecord, sportCategorySaveBody],
  ),
  "/staff/sport-categories/options": { body: emptyBody, response: sportCategoryOptions },
};
