import type { MediaRef } from "../media/media-ref";
import type { PagedResults } from "../api";
import type { Localized } from "../i18n";
import type { SettingsDto } from "../platform/settings";
import type { MatchDto } from "../sports/types";

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
  /** The cover from the media library with its responsive sizes, when the item has one. */
  cover: MediaRef | null;
  category: { id: number; title: string } | null;
  pinned: boolean;
  created_at: string;
};

export type HomeDto = {
  latest_news: NewsDto[];
  settings: SettingsDto;
  sliders: Record<string, SlideDto[]>;
  offers: OfferDto[];
  incoming_matchs: MatchDto[];
  partners: PartnerDto[];
};

/** Response shapes of the public content calls, as the web client reads them. */
export type NewsListItemDto = Omit<NewsDto, "description"> & {
  description?: string;
  excerpt: string;
};

export type NewsPageDto = PagedResults<NewsListItemDto>;

export type NewsArticleDto = NewsDto & {
  excerpt: string;
  updated_at: string;
  related: NewsListItemDto[];
};

export type InitiativeDto = {
  id: number;
  season: string;
  title: string;
  img: string;
  imgs: string[];
  idea: { title: string; list: string[] };
  golas: string[];
  targetd: string[];
  targetd_count: number | null;
  way: string;
  success: string;
  ord: number;
};
