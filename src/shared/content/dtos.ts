import { z } from "zod";
import { mediaRef } from "../media/media-ref";
import { localizedDto, pagedOf } from "../contract-kit";
import { settingsDto } from "../platform/settings";
import { matchDto } from "../sports/dtos";

/** Answers of the public content calls (the `results` of each), as Zod schemas and their types. */

export const pageDto = z.object({
  id: z.number(),
  path: z.string(),
  status: z.number(),
  ord: z.number(),
  title: z.string(),
  titles: localizedDto,
  other_info: z.object({
    navigation: z
      .object({
        header: z.boolean().optional(),
        footer: z.boolean().optional(),
        footerColumn: z.string().optional(),
      })
      .optional(),
  }),
});
export type PageDto = z.infer<typeof pageDto>;

export const sectionDto = z.object({
  id: z.number(),
  page_id: z.number(),
  ord: z.number(),
  title: z.string(),
  description: z.string(),
  media_url: z.string().nullable(),
  status: z.number(),
  style: z.object({ type: z.string() }),
  custom_fields: z.looseObject({
    section_image: z.string().optional(),
    target_button: z.string().optional(),
    button_link: z.string().optional(),
    button_text: z.string().optional(),
    slider_id: z.number().optional(),
  }),
});
export type SectionDto = z.infer<typeof sectionDto>;

export const pageWithSectionsDto = pageDto.extend({ sections: z.array(sectionDto) });
export type PageWithSectionsDto = z.infer<typeof pageWithSectionsDto>;

export const partnerDto = z.object({
  id: z.number(),
  type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ord: z.number(),
  url: z.string().nullable(),
  image_url: z.string(),
  sponsor_name: z.string(),
  title: z.string(),
});
export type PartnerDto = z.infer<typeof partnerDto>;

export const slideDto = z.object({
  id: z.number(),
  key: z.string(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  ord: z.number(),
  wins_times: z.number().nullable(),
  target: z.object({
    type: z.enum(["None", "URL", "Page"]),
    target: z.string().nullable(),
    button_text: z.string().nullable(),
  }),
});
export type SlideDto = z.infer<typeof slideDto>;

export const offerDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  url: z.string(),
  ord: z.number(),
});
export type OfferDto = z.infer<typeof offerDto>;

export const labelDto = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  ord: z.number(),
});
export type LabelDto = z.infer<typeof labelDto>;

export const newsDto = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string(),
  /** The cover from the media library with its responsive sizes, when the item has one. */
  cover: mediaRef.nullable(),
  category: z.object({ id: z.number(), title: z.string() }).nullable(),
  pinned: z.boolean(),
  created_at: z.string(),
});
export type NewsDto = z.infer<typeof newsDto>;

export const homeDto = z.object({
  latest_news: z.array(newsDto),
  settings: settingsDto,
  sliders: z.record(z.string(), z.array(slideDto)),
  offers: z.array(offerDto),
  incoming_matchs: z.array(matchDto),
  partners: z.array(partnerDto),
  /**
   * The match Home leads with: the club's match in play now, else its next one kicking off
   * within MATCH_WEEK_DAYS; null outside match weeks (Home then leads with the main slider).
   */
  match_day: matchDto.nullable(),
});
export type HomeDto = z.infer<typeof homeDto>;

/** A news item in a list: an excerpt, and the body only without `clear`. */
export const newsListItemDto = newsDto.extend({
  description: z.string().optional(),
  excerpt: z.string(),
});
export type NewsListItemDto = z.infer<typeof newsListItemDto>;

export const newsPageDto = pagedOf(newsListItemDto);
export type NewsPageDto = z.infer<typeof newsPageDto>;

export const newsArticleDto = newsDto.extend({
  excerpt: z.string(),
  /** Pictures of the library shown under the article (issue 15). */
  gallery: z.array(mediaRef).optional(),
  tags: z.array(z.string()).optional(),
  updated_at: z.string(),
  related: z.array(newsListItemDto),
});
export type NewsArticleDto = z.infer<typeof newsArticleDto>;

export const initiativeDto = z.object({
  id: z.number(),
  season: z.string(),
  title: z.string(),
  img: z.string(),
  imgs: z.array(z.string()),
  idea: z.object({ title: z.string(), list: z.array(z.string()) }),
  golas: z.array(z.string()),
  targetd: z.array(z.string()),
  targetd_count: z.number().nullable(),
  way: z.string(),
  success: z.string(),
  ord: z.number(),
});
export type InitiativeDto = z.infer<typeof initiativeDto>;
