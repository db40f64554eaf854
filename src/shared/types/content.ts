import type { Localized } from "../i18n";

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

export type PageDto = {
  id: number;
  path: string;
  status: number;
  ord: number;
  title: string;
  titles: Localized;
  other_info: { navigation?: { header?: boolean; footer?: boolean; footerColumn?: string } };
};

export type SectionDto = {
  id: number;
  page_id: number;
  ord: number;
  title: string;
  description: string;
  media_url: string | null;
  status: number;
  style: { type: string };
  custom_fields: {
    section_image?: string;
    target_button?: string;
    button_link?: string;
    button_text?: string;
    slider_id?: number;
    [key: string]: unknown;
  };
};

export type PageWithSectionsDto = PageDto & { sections: SectionDto[] };

export type PartnerDto = {
  id: number;
  type: 0 | 1 | 2;
  ord: number;
  url: string | null;
  image_url: string;
  sponsor_name: string;
  title: string;
};

export type SlideDto = {
  id: number;
  key: string;
  title: string;
  description: string;
  image_url: string;
  ord: number;
  wins_times: number | null;
  target: { type: "None" | "URL" | "Page"; target: string | null; button_text: string | null };
};

export type OfferDto = {
  id: number;
  title: string;
  description: string;
  image_url: string;
  url: string;
  ord: number;
};

export type NewsDto = {
  id: number;
  title: string;
  description: string;
  image_url: string;
  category: { id: number; title: string } | null;
  pinned: boolean;
  created_at: string;
};

export type MatchDto = {
  id: number;
  date: string;
  time: string;
  kickoff_at: string;
  season: string;
  competitor_club: { id: number; image_url: string; Name: string } | null;
  team_goals: number | null;
  competitor_team_goals: number | null;
  stadium: { id: number; Name: string } | null;
  championship: { id: number; title: string; logo_url: string | null } | null;
  other_info: {
    our_staduim: 0 | 1;
    match_over: 0 | 1;
    type_id: number | null;
    enable_expectation: 0 | 1;
    pts?: number;
  };
};

export type HomeDto = {
  latest_news: NewsDto[];
  settings: SettingsDto;
  sliders: Record<string, SlideDto[]>;
  offers: OfferDto[];
  incoming_matchs: MatchDto[];
  partners: PartnerDto[];
};
