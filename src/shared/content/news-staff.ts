import { z } from "zod";
import { newsArticleDto } from "./dtos";
import {
  CONTENT_STATUSES,
  lifecycleListBody,
  lifecycleRow,
  lifecycleSaveFields,
  riyadhDateTimeInput,
  staffPerson,
} from "./lifecycle";
import { localizedAnswer, localizedText, optionalLocalizedText } from "./localized";
import { localizedRichText } from "./rich-text";
import { legacyPicture, recordId } from "./record-fields";

/**
 * News in the console (issue 15): what `/api/v1/staff/news/*` take and answer. `get` answers
 * what `save` accepts (edited), so a client can round-trip a record; a record without `id` is
 * created as a draft.
 */

export const newsSaveBody = z
  .object({
    ...lifecycleSaveFields,
    title: localizedText({ max: 200 }),
    excerpt: optionalLocalizedText(400),
    body: localizedRichText(),
    /** The cover from the media library (alt text in the three languages required). */
    cover_media_id: recordId.nullable().default(null),
    image_url: legacyPicture.default(""),
    /** Pictures of the library shown under the article, in order. */
    gallery: z.array(recordId).max(30, "editorial.errors.galleryTooLong").default([]),
    category_id: recordId.nullable().default(null),
    tags: z
      .array(z.string().trim().min(1).max(40, "errors.too_long"))
      .max(20, "editorial.errors.tooManyTags")
      .default([]),
    /** The date the item shows (Riyadh wall time); empty: when it is first saved. */
    date: riyadhDateTimeInput.or(z.literal("")).default(""),
    /** Shown first in lists (the spec's `pinned`). */
    featured: z.boolean().default(false),
    /** Among the home page's latest news. */
    show_on_home: z.boolean().default(true),
  })
  .refine((n) => n.cover_media_id !== null || n.image_url !== "", {
    path: ["cover_media_id"],
    message: "editorial.errors.coverRequired",
  })
  .refine((n) => new Set(n.gallery).size === n.gallery.length, {
    path: ["gallery"],
    message: "editorial.errors.galleryRepeats",
  });
export type NewsSaveInput = z.input<typeof newsSaveBody>;
export type NewsSave = z.output<typeof newsSaveBody>;

const docAnswer = z.object({ type: z.literal("doc"), content: z.array(z.unknown()) });

export const newsRecord = z.object({
  id: z.number(),
  title: localizedAnswer,
  excerpt: localizedAnswer,
  body: z.object({ ar: docAnswer, en: docAnswer, es: docAnswer }),
  cover_media_id: z.number().nullable(),
  image_url: z.string(),
  gallery: z.array(z.number()),
  category_id: z.number().nullable(),
  tags: z.array(z.string()),
  date: z.string(),
  featured: z.boolean(),
  show_on_home: z.boolean(),
  created_by: staffPerson.nullable(),
});
export type NewsRecord = z.infer<typeof newsRecord>;

export const newsListBody = lifecycleListBody({
  category: recordId.optional(),
});
export type NewsListFilter = z.output<typeof newsListBody>;

export const newsRow = lifecycleRow({
  /** The title in the console's language (Arabic when untranslated). */
  title: z.string(),
  thumb: z.string(),
  category: z.string().nullable(),
  date: z.string(),
  featured: z.boolean(),
  show_on_home: z.boolean(),
  created_by: staffPerson.nullable(),
});
export type NewsRow = z.infer<typeof newsRow>;

/** The choices of the news form and filters: categories and authors. */
export const newsOptionsDto = z.object({
  categories: z.array(z.object({ id: z.number(), title: z.string() })),
  authors: z.array(staffPerson),
});

/** The private preview of a news item in one language, as the public article renders it. */
export const newsPreviewBody = z.object({
  id: recordId,
  lang: z.enum(["ar", "en", "es"]).default("ar"),
});

/** The preview's answer: the public article, and the item's status for the console's note. */
export const newsPreviewDto = newsArticleDto.extend({ status: z.enum(CONTENT_STATUSES) });
