import { z } from "zod";
import { localizedDto } from "../contract-kit";

const settingsFields = {
  logo: z.string(),
  favicon: z.string(),
  email: z.string(),
  social_media_links: z.array(z.object({ name: z.string(), url: z.string() })),
  knights_status: z.boolean(),
  registration_open: z.boolean(),
  contact_terms_enabled: z.boolean(),
  shop_url: z.string(),
  membership_url: z.string(),
  annual_report_url: z.string(),
  footerSections: z.object({
    type: z.string(),
    season: z.string(),
    showNewsDate: z.boolean(),
    news: z.object({ pinned: z.boolean(), news_id: z.number().nullable() }),
  }),
};

/** The site settings as staff keep them: the club's name and copyright line per language. */
export const siteSettings = z.object({
  ...settingsFields,
  AppName: localizedDto,
  copy_rights: localizedDto,
});
export type SiteSettings = z.infer<typeof siteSettings>;

/** What /settings answers: the settings in the request's language, and the departments. */
export const settingsDto = z.object({
  ...settingsFields,
  AppName: z.string(),
  copy_rights: z.string(),
  departments: z.array(
    z.object({ id: z.number(), title: z.string(), titles: localizedDto, ord: z.number() }),
  ),
});
export type SettingsDto = z.infer<typeof settingsDto>;

/** What /bot-check/challenge answers: the mode, and an ALTCHA challenge or reCAPTCHA key. */
export const botCheckChallengeDto = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("off") }),
  z.object({ mode: z.literal("recaptcha"), site_key: z.string() }),
  z.object({
    mode: z.literal("altcha"),
    challenge: z.object({
      algorithm: z.string(),
      challenge: z.string(),
      maxnumber: z.number(),
      salt: z.string(),
      signature: z.string(),
    }),
  }),
]);
export type BotCheckChallengeDto = z.infer<typeof botCheckChallengeDto>;
