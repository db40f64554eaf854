import { z } from "zod";
import { FOOTER_COLUMNS } from "../platform/settings";
import { listOf } from "../contract-kit";
import {
  CONTENT_STATUSES,
  lifecycleCalls,
  lifecycleListBody,
  lifecycleRow,
  lifecycleSaveFields,
} from "./lifecycle";
import { pageWithSectionsDto } from "./dtos";
import { localizedAnswer, localizedText } from "./localized";
import { pageSectionAnswer, pageSectionSave } from "./page-sections";
import { idsDistinct, recordId, siteOrder } from "./record-fields";

/**
 * Club pages in the console (issue 15, ADR 0051): what `/api/v1/staff/pages/*` take and answer.
 * A page is its address on the site, its title in three languages, where the site links it
 * (header, a footer column) and its sections in order; it lives on the content lifecycle.
 */

/**
 * First path segments the site's own screens use (web/site/routes.ts, the API, files): a page
 * there could never be reached. The database refuses them too (0041_pages_lifecycle.sql).
 */
export const RESERVED_PAGE_SEGMENTS = [
  "ar",
  "en",
  "es",
  "api",
  "staff",
  "files",
  "media",
  "assets",
  "healthz",
  "readyz",
  "news",
  "matches",
  "social-responsibility",
  "careers",
  "contact-us",
  "reporting",
  "players",
  "different-sports",
  "events",
  "event-details",
  "continue-enrollment",
  "surveys",
  "survey",
  "fursanalealami",
] as const;

/**
 * A page's address: lowercase slug segments separated by `/` (`about-club`, `club/history`),
 * entered with or without the leading slash, stored without it.
 */
export const pagePath = z
  .string()
  .trim()
  .toLowerCase()
  .transform((v) => v.replace(/^\/+|\/+$/g, ""))
  .pipe(
    z
      .string()
      .min(1, "pages.errors.pathRequired")
      .max(120, "errors.too_long")
      .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, "pages.errors.pathInvalid")
      .refine(
        (v) => !(RESERVED_PAGE_SEGMENTS as readonly string[]).includes(v.split("/")[0]!),
        "pages.errors.pathReserved",
      ),
  );

export { FOOTER_COLUMNS };

export const pageNavigation = z
  .object({
    /** Linked from the site's header. */
    header: z.boolean().default(false),
    /** Linked from the footer, in this column. */
    footer: z.boolean().default(false),
    footer_column: z.enum(FOOTER_COLUMNS).default("club"),
  })
  .default({ header: false, footer: false, footer_column: "club" });

export const pageSaveBody = z.object({
  ...lifecycleSaveFields,
  path: pagePath,
  titles: localizedText({ max: 150 }),
  ord: siteOrder,
  navigation: pageNavigation,
  /** The sections in the order the page shows them. */
  sections: z
    .array(pageSectionSave)
    .max(60, "pages.errors.tooManySections")
    .default([])
    .refine(idsDistinct, "pages.errors.sectionRepeated"),
});
export type PageSave = z.output<typeof pageSaveBody>;
export type PageSaveInput = z.input<typeof pageSaveBody>;

export const pageRecord = z.object({
  id: z.number(),
  path: z.string(),
  titles: localizedAnswer,
  ord: z.number(),
  navigation: z.object({
    header: z.boolean(),
    footer: z.boolean(),
    footer_column: z.enum(FOOTER_COLUMNS),
  }),
  sections: z.array(pageSectionAnswer),
});
export type PageRecord = z.infer<typeof pageRecord>;

export const pagesListBody = lifecycleListBody({
  /** Only pages linked from the header / from the footer. */
  linked: z.enum(["header", "footer"]).optional(),
});
export type PagesListFilter = z.infer<typeof pagesListBody>;

export const pageRow = lifecycleRow({
  title: z.string(),
  sections: z.number(),
  header: z.boolean(),
  footer: z.boolean(),
  ...pageRecord.pick({ path: true, ord: true }).shape,
});
export type PageRow = z.infer<typeof pageRow>;

export const sectionsListBody = z.object({ page_id: z.coerce.number().int().positive() });

/** The private preview of a page in one language, as the public page renders it. */
export const pagePreviewBody = z.object({
  id: recordId,
  lang: z.enum(["ar", "en", "es"]).default("ar"),
});

/** The preview's answer: the public page with its sections, and its status for the console's note. */
export const pagePreviewDto = pageWithSectionsDto.extend({ lifecycle: z.enum(CONTENT_STATUSES) });

/**
 * The staff calls of club pages: the eight lifecycle calls under /staff/pages (sections are
 * saved with their page) and `/staff/sections/list`, a page's sections read without holding it.
 */
export const pagesStaffCalls = {
  ...lifecycleCalls("pages", [pagesListBody, pageRow], [pageRecord, pageSaveBody]),
  "/staff/sections/list": { body: sectionsListBody, response: listOf(pageSectionAnswer) },
  "/staff/pages/preview": { body: pagePreviewBody, response: pagePreviewDto },
};
