import { z } from "zod";
import { lifecycleCalls, lifecycleListBody, lifecycleRow, lifecycleSaveFields } from "./lifecycle";
import { localizedAnswer, localizedText, optionalLocalizedText } from "./localized";
import { pictureAnswerFields, recordId, requiredPicture, siteOrder } from "./record-fields";

/**
 * Slides in the console (issue 15): what `/api/v1/staff/slides/*` take and answer. A slide
 * belongs to a slider (its `key`: the home's main slider, the championships slider, the club
 * presidents, the stadium gallery, or any slider a page section names) or is a banner; it has a
 * title and text per language, a picture from the media library, optionally a number of titles
 * won (championship slides) and where its button leads. Slides live on the content lifecycle.
 */

export const SLIDE_KINDS = ["slider", "banner"] as const;
export const SLIDE_TARGETS = ["None", "URL", "Page"] as const;
/** The sliders the site places itself (a page section may name others). */
export const SLIDE_GROUPS = [
  "main_slider",
  "cups_slider",
  "home_banner",
  "club_presidents",
  "stadium_gallery",
] as const;

const slideKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,59}$/, "cms.slide.keyInvalid");

/** Empty number inputs (NaN, "") mean "none". */
const winsTimes = z.preprocess(
  (v) => (v === "" || v === undefined || (typeof v === "number" && Number.isNaN(v)) ? null : v),
  z.coerce
    .number()
    .int("cms.slide.winsInvalid")
    .min(0, "cms.slide.winsInvalid")
    .max(999, "cms.slide.winsInvalid")
    .nullable(),
);

export const slideSaveBody = z
  .object({
    ...lifecycleSaveFields,
    kind: z.enum(SLIDE_KINDS).default("slider"),
    key: slideKey,
    title: localizedText({ max: 160 }),
    description: optionalLocalizedText(400),
    /** The picture from the media library (alt text in the three languages required). */
    image_media_id: requiredPicture("cms.slide.pictureRequired"),
    /** Titles won, on a championship slide. */
    wins_times: winsTimes.default(null),
    /** Where the slide's button leads: nowhere, an https address, or a page of the site. */
    target_type: z.enum(SLIDE_TARGETS).default("None"),
    target: z.string().trim().max(500, "errors.too_long").default(""),
    button: optionalLocalizedText(40),
    ord: siteOrder,
  })
  .superRefine((v, ctx) => {
    if (v.target_type === "URL" && !/^https:\/\/\S+$/i.test(v.target))
      ctx.addIssue({ code: "custom", path: ["target"], message: "cms.urlInvalid" });
    if (v.target_type === "Page" && !/^\/(?!\/)\S*$/.test(v.target))
      ctx.addIssue({ code: "custom", path: ["target"], message: "cms.slide.pathInvalid" });
    if (v.target_type !== "None" && !v.button.ar)
      ctx.addIssue({ code: "custom", path: ["button", "ar"], message: "cms.slide.buttonRequired" });
  });
export type SlideSave = z.output<typeof slideSaveBody>;

export const slideRecord = z.object({
  id: z.number(),
  kind: z.enum(SLIDE_KINDS),
  key: z.string(),
  title: localizedAnswer,
  description: localizedAnswer,
  ...pictureAnswerFields,
  wins_times: z.number().nullable(),
  target_type: z.enum(SLIDE_TARGETS),
  target: z.string(),
  button: localizedAnswer,
  ord: z.number(),
});
export type SlideRecord = z.infer<typeof slideRecord>;

export const slidesListBody = lifecycleListBody({
  kind: z.enum(SLIDE_KINDS).optional(),
  key: slideKey.optional(),
});
export type SlidesListFilter = z.infer<typeof slidesListBody>;

export const slideRow = lifecycleRow({
  title: z.string(),
  thumb: z.string(),
  ...slideRecord.pick({ kind: true, key: true, ord: true }).shape,
});
export type SlideRow = z.infer<typeof slideRow>;

/** The slides of one slider in their new order (the first shows first). */
export const slidesReorderBody = z.object({
  ids: z.array(recordId).min(1).max(200),
});

export const slideCalls = {
  ...lifecycleCalls("slides", [slidesListBody, slideRow], [slideRecord, slideSaveBody]),
  "/staff/slides/reorder": {
    body: slidesReorderBody,
    response: z.object({ ids: z.array(z.number()) }),
  },
};
