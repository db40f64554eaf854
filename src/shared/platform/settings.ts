import type { Localized } from "../i18n";

/** What /settings answers: the site frame's settings and the departments. */
/** Response shapes of the site-wide calls, as the web client reads them. */
export type SettingsDto = {
  AppName: string;
  logo: string;
  favicon: string;
  email: string;
  copy_rights: string;
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
  departments: { id: number; title: string; titles: Localized; ord: number }[];
};
