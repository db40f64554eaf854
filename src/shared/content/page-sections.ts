import { z } from "zod";
import { localizedAnswer, localizedText, optionalLocalizedText } from "./localized";
import { legacyPicture, recordId } from "./record-fields";
import { localizedRichText } from "./rich-text";

/**
 * A page's sections in the console (issue 15, ADR 0051): one schema per section type the public
 * renderer knows (web/components/ui/sections/registry.tsx), each with the fields that
 * type reads and nothing else. Sections are saved with their page (`/staff/pages/save`), in
 * order; a section without `id` is new.
 */

/** The types whose content comes from the site's own data: a section of one sets only its title. */
export const DATA_SECTION_TYPES = [
  "homeChampsSection",
  "fastNewsAndResults",
  "lastNews",
  "lastOffers",
  "fristTeamSlider",
  "fristTeamSection",
  "tweets",
] as const;

export const SECTION_TYPES = [
  "pageHeader",
  "textBox",
  "custom",
  "boxAndImage",
  "alnoorVisionSection",
  "fileDownload",
  "graphImageSection",
  "textImageSlider",
  "clubPresidentsSlider",
  "championsSection",
  ...DATA_SECTION_TYPES,
] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

/** The types that show one of the site's sliders (slides with that key). */
export const SLIDER_SECTION_TYPES = [
  "textImageSlider",
  "clubPresidentsSlider",
  "championsSection",
] as const;
/** The slider a slider section shows when none is named (what the public renderer assumes). */
export const DEFAULT_SLIDER_KEY: Record<(typeof SLIDER_SECTION_TYPES)[number], string> = {
  textImageSlider: "stadium_gallery",
  clubPresidentsSlider: "club_presidents",
  championsSection: "cups_slider",
};

const emptyText = { ar: "", en: "", es: "" };

/** A site path (`/contact-us`) or an https address. */
const sitePathOrHttps = z
  .string()
  .trim()
  .max(500, "errors.too_long")
  .refine((v) => /^(\/[a-z0-9\-_/.?=&#%]*|https:\/\/\S+)$/i.test(v), "cms.urlOrPathInvalid");

/** The picture of a section: from the media library (`image_media_id`), or an older address. */
const picture = {
  image_media_id: recordId.nullable().default(null),
  image_url: legacyPicture.default(""),
};

/** An optional button under a section: none, an outside address, or a page of the site. */
export const BUTTON_TARGETS = ["None", "URL", "Page"] as const;
const sectionButton = z
  .object({
    target: z.enum(BUTTON_TARGETS).default("None"),
    link: z.string().trim().max(500, "errors.too_long").default(""),
    text: optionalLocalizedText(60),
  })
  .superRefine((b, ctx) => {
    if (b.target === "None") return;
    const ok =
      b.target === "URL" ? /^https:\/\/\S+$/i.test(b.link) : /^\/[a-z0-9\-/]*$/.test(b.link);
    if (!ok)
      ctx.addIssue({
        code: "custom",
        path: ["link"],
        message: b.target === "URL" ? "cms.urlInvalid" : "pages.errors.pagePathInvalid",
      });
    if (!b.text.ar.trim())
      ctx.addIssue({ code: "custom", path: ["text", "ar"], message: "pages.errors.buttonText" });
  })
  .default({ target: "None", link: "", text: emptyText });

const common = {
  /** An existing section of this page; absent: a new one. */
  id: recordId.optional(),
  /** Shown on the public page (a hidden section stays in the page, out of sight). */
  visible: z.boolean().default(true),
  title: optionalLocalizedText(200),
};
const titled = { ...common, title: localizedText({ max: 200 }) };

const sliderKey = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{1,59}$/, "pages.errors.sliderKey");

const fact = z.object({
  value: z.string().trim().min(1, "pages.errors.factValue").max(20, "errors.too_long"),
  label: localizedText({ max: 60 }),
});
const visionItem = z.object({
  title: localizedText({ max: 80 }),
  text: optionalLocalizedText(400),
});

const only = <T extends SectionType>(type: T) => z.object({ type: z.literal(type), ...common });

export const pageSectionSave = z.discriminatedUnion("type", [
  z.object({ type: z.literal("pageHeader"), ...common, description: optionalLocalizedText(600) }),
  z.object({ type: z.literal("textBox"), ...common, description: localizedText({ max: 5000 }) }),
  z.object({
    type: z.literal("custom"),
    ...common,
    /** Rich text: stored as Tiptap JSON, shown as the HTML the server renders from it. */
    body: localizedRichText(),
    ...picture,
    button: sectionButton,
  }),
  z
    .object({
      type: z.literal("boxAndImage"),
      ...titled,
      description: optionalLocalizedText(2000),
      ...picture,
      facts: z.array(fact).max(6, "pages.errors.tooManyFacts").default([]),
      button: sectionButton,
    })
    .refine((s) => s.image_media_id !== null || s.image_url !== "", {
      path: ["image_media_id"],
      message: "pages.errors.pictureRequired",
    }),
  z.object({
    type: z.literal("alnoorVisionSection"),
    ...titled,
    description: optionalLocalizedText(1000),
    items: z.array(visionItem).max(9, "pages.errors.tooManyItems").default([]),
  }),
  z.object({
    type: z.literal("fileDownload"),
    ...titled,
    description: optionalLocalizedText(600),
    /** The file visitors download (a PDF): a site path or an https address. */
    file_url: sitePathOrHttps,
  }),
  z.object({ type: z.literal("graphImageSection"), ...common, ...picture }),
  z.object({
    type: z.literal("textImageSlider"),
    ...common,
    slider_key: sliderKey.default(DEFAULT_SLIDER_KEY.textImageSlider),
  }),
  z.object({
    type: z.literal("clubPresidentsSlider"),
    ...common,
    slider_key: sliderKey.default(DEFAULT_SLIDER_KEY.clubPresidentsSlider),
  }),
  z.object({
    type: z.literal("championsSection"),
    ...common,
    slider_key: sliderKey.default(DEFAULT_SLIDER_KEY.championsSection),
  }),
  ...DATA_SECTION_TYPES.map(only),
]);
export type PageSectionSave = z.output<typeof pageSectionSave>;
export type PageSectionInput = z.input<typeof pageSectionSave>;

/**
 * A section as `get` answers it: what `save` takes for its type (checked on the way in, so the
 * answer only names the fields every type has; the rest comes along as it was stored).
 */
export const pageSectionAnswer = z.looseObject({
  id: z.number(),
  type: z.enum(SECTION_TYPES),
  visible: z.boolean(),
  title: localizedAnswer,
});
export type PageSectionAnswer = z.infer<typeof pageSectionAnswer>;
