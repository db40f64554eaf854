import { z } from "zod";
import {
  filter,
  flagField,
  idField,
  limitField,
  pageField,
  perPageField,
  seasonField,
} from "../platform/common";

export const SLIDER_KEYS = ["main_slider", "cups_slider"] as const;

export const homeBody = z
  .object({
    sliders_keys: z.array(z.string().min(1).max(50)).max(10).optional(),
    limit: limitField,
    data_type: z.enum(["all", "news", "matches", "offers", "partners", "sliders"]).optional(),
  })
  .optional();

export const slidesBody = z
  .object({
    keys: z.array(z.string().min(1).max(50)).max(10).optional(),
    key: z.string().min(1).max(50).optional(),
  })
  .optional();

export const partnersBody = z
  .object({ type: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional() })
  .optional();

export const pagesBody = z
  .object({
    limitedBy: z.coerce.number().int().min(-1).max(1000).optional(),
    path: z.string().max(200).optional(),
    with_sections: z.boolean().optional(),
  })
  .optional();

export const sectionsBody = z
  .object({ page_id: z.coerce.number().int().positive().optional() })
  .optional();

export const labelsBody = z.object({ type: z.string().min(1).max(50).optional() }).optional();

export const newsFilter = filter({
  category: idField.optional(),
  keywords: z.string().trim().max(100, "content.keywordsTooLong").optional(),
  page: pageField,
  per_page: perPageField,
  /** Lean list items: no article body, only a plain-text excerpt. */
  clear: flagField,
  pinned: flagField,
  exclude_id: idField.optional(),
});
export type NewsFilter = z.infer<typeof newsFilter>;

export const initiativesBody = filter({ season: seasonField });
