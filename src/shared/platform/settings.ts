import { z } from "zod";
import { localizedDto } from "../contract-kit";

/** The site's switches staff turn on and off: World Knights, registration, the contact form's terms. */
export const settingSwitches = {
  knights_status: z.boolean(),
  registration_open: z.boolean(),
  contact_terms_enabled: z.boolean(),
};

const settingsFields = {
  logo: z.string(),
  favicon: z.string(),
  email: z.string(),
  social_media_links: z.array(z.object({ name: z.string(), url: z.string() })),
  ...settingSwitches,
  shop_url: z.string(),
  membership_url: z.string(),
  annual_report_url: z.string(),
  /** The club's apps in the App Store and Google Play ("" while there is none). */
  app_links: z.object({ ios: z.string(), android: z.string() }),
  footerSections: z.object({
    type: z.string(),
    season: z.string(),
    showNewsDate: z.boolean(),
    news: z.object({ pinned: z.boolean(), news_id: z.number().nullable() }),
  }),
};

/** The footer's link columns (a page's place in the footer, the links staff add there). */
export const FOOTER_COLUMNS = ["club", "services", "help"] as const;
const footerColumn = z.enum(FOOTER_COLUMNS);

/** The site settings as staff keep them: the texts per language. */
export const siteSettings = z.object({
  ...settingsFields,
  AppName: localizedDto,
  copy_rights: localizedDto,
  contacts: z.object({ phone: z.string(), whatsapp: z.string(), address: localizedDto }),
  footer_links: z.array(z.object({ column: footerColumn, label: localizedDto, url: z.string() })),
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** What /settings answers: the settings in the request's language, and the departments. */
export const settingsDto = z.object({
  ...settingsFields,
  AppName: z.string(),
  copy_rights: z.string(),
  /** The club's phone numbers and address (in the request's language) for the footer. */
  contacts: z.object({ phone: z.string(), whatsapp: z.string(), address: z.string() }),
  /** Links staff added to the footer's columns, in the request's language. */
  footer_links: z.array(z.object({ column: footerColumn, label: z.string(), url: z.string() })),
  departments: z.array(
    z.object({ id: z.number(), title: z.string(), titles: localizedDto, ord: z.number() }),
  ),
});
export type SettingsDto = z.infer<typeof settingsDto>;

/** An ALTCHA v2 challenge (altcha-lib): the solver's parameters and their signature. */
export const altchaChallengeDto = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
});

/** What /bot-check/challenge answers: the mode, and an ALTCHA challenge or reCAPTCHA key. */
export const botCheckChallengeDto = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("off") }),
  z.object({ mode: z.literal("recaptcha"), site_key: z.string() }),
  z.object({
    mode: z.literal("altcha"),
    challenge: altchaChallengeDto,
  }),
]);
export type BotCheckChallengeDto = z.infer<typeof botCheckChallengeDto>;
