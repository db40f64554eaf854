import { z } from "zod";
import { LANGS } from "../i18n/langs";
import { lifecycleListBody, lifecycleRow, lifecycleSaveFields } from "./lifecycle";
import { localizedAnswer, localizedText } from "./localized";
import { pictureAnswerFields, recordId, requiredPicture, siteOrder } from "./record-fields";

/**
 * Social responsibility initiatives in the console (issue 15, ADR 0050): what
 * `/api/v1/staff/initiatives/*` take and answer. An initiative belongs to a season
 * (`2023-2024`), has a cover picture from the media library, a gallery, how many people it
 * targeted, its order in the report, and per language its structured text: title, the idea's
 * title and points, goals, who it targeted, how it was done and its success. Lists are written
 * one item a line. A language is published only when its title is written (the report has no
 * fallback), and then its way and success are required too.
 */

const text = (max: number, required = false) => localizedText({ max, required });
const empty = { ar: "", en: "", es: "" };
const count = z.preprocess(
  (v) => (v === "" || v === undefined || (typeof v === "number" && Number.isNaN(v)) ? null : v),
  z.coerce.number().int().min(0, "cms.initiative.countInvalid").max(10_000_000).nullable(),
);

export const initiativeSaveBody = z
  .object({
    ...lifecycleSaveFields,
    season: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{4}$/, "cms.initiative.seasonInvalid"),
    image_media_id: requiredPicture("cms.initiative.pictureRequired"),
    images: z.array(z.string().trim().min(1).max(500)).max(40).default([]),
    /** The gallery from the media library, in order (replaces `images` once chosen). */
    gallery: z.array(recordId).max(40).default([]),
    targeted_count: count.default(null),
    title: text(200, true),
    idea_title: text(200).default(empty),
    idea_list: text(4000).default(empty),
    goals: text(4000).default(empty),
    targeted: text(4000).default(empty),
    way: text(4000, true),
    success: text(4000, true),
    ord: siteOrder,
  })
  .superRefine((v, ctx) => {
    for (const l of LANGS.filter((x) => x !== "ar")) {
      if (!v.title[l]) continue;
      for (const f of ["way", "success"] as const)
        if (!v[f][l])
          ctx.addIssue({
            code: "custom",
            path: [f, l],
            message: "cms.initiative.languageIncomplete",
          });
    }
  });
export type InitiativeSave = z.output<typeof initiativeSaveBody>;

export const initiativeRecord = z.object({
  id: z.number(),
  season: z.string(),
  ...pictureAnswerFields,
  images: z.array(z.string()),
  gallery: z.array(z.number()),
  targeted_count: z.number().nullable(),
  title: localizedAnswer,
  idea_title: localizedAnswer,
  idea_list: localizedAnswer,
  goals: localizedAnswer,
  targeted: localizedAnswer,
  way: localizedAnswer,
  success: localizedAnswer,
  ord: z.number(),
});

export const initiativesListBody = lifecycleListBody({
  season: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{4}$/, "cms.initiative.seasonInvalid")
    .optional(),
});
export type InitiativesListFilter = z.infer<typeof initiativesListBody>;

export const initiativeRow = lifecycleRow({
  title: z.string(),
  thumb: z.string(),
  ...initiativeRecord.pick({ season: true, ord: true }).shape,
});
