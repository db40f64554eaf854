import type { Localized } from "../i18n";

/** The site settings as staff keep them: the club's name and copyright line per language. */
export type SiteSettings = {
  AppName: Localized;
  logo: string;
  favicon: string;
  email: string;
  copy_rights: Localized;
  social_media_links: { name: string; url: string }[];
  knights_status: boolean;
  registration_open: boolean;
  contact_terms_enabled: boolean;
  shop_url: string;
  membership_url: string;
  annual_report_url: string;
  footerSections: {
    type: string;
    season: string;
    showNewsDate: boolean;
    news: { pinned: boolean; news_id: number | null };
  };
};

/** What /settings answers: the settings in the request's language, and the departments. */
export type SettingsDto = Omit<SiteSettings, "AppName" | "copy_rights"> & {
  AppName: string;
  copy_rights: string;
  departments: { id: number; title: string; titles: Localized; ord: number }[];
};
