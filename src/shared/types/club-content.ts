import type { PagedResults } from "../api";
import type { MatchDto, NewsDto } from "./content";

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

export type MatchPageDto = PagedResults<MatchDto>;

export type ClubDto = { id: number; Name: string; image_url: string; is_own: boolean };

export type ChampionshipDto = {
  id: number;
  type_id: number;
  title: string;
  logo_url: string | null;
  season: string;
  ord: number;
  type: { id: number; title: string; logo_url: string | null } | null;
};

export type ChampionshipTypeDto = {
  id: number;
  ord: number;
  title: string;
  titles: { ar: string; en?: string; es?: string };
  logo_url: string | null;
  championships?: ChampionshipDto[];
};

export type StandingRowDto = {
  id: number;
  championship_id: number;
  pos: number;
  club: { id: number; Name: string; image_url: string; is_own: boolean };
  p: number;
  w: number;
  d: number;
  l: number;
  gf: number;
  ga: number;
  gd: number;
  pts: number;
  other_info: { pts: number; [key: string]: unknown };
};

export type StandingsDto = { data: StandingRowDto[]; championship: ChampionshipDto | null };

export type PlayerStatisticsDto = {
  minutes_played?: number;
  red_cards?: number;
  yellow_cards?: number;
  tackles?: number;
  interceptions?: number;
  aerial_duels?: number;
  clean_sheets?: number;
  passes?: number;
  successful_passes?: number;
  failed_passes?: number;
  shots?: number;
  shots_on_target?: number;
  shots_off_target?: number;
  shooting_accuracy?: number;
};

export type PlayerDto = {
  id: number;
  Name: string;
  number: number | null;
  position: "Goalkeeper" | "Defender" | "Midfielder" | "Forward" | "Manegar";
  image_url: string;
  team: { id: number; name: string; kind: "first" | "junior" | "other" } | null;
  nationality: string | null;
  dob: string | null;
  age: number | null;
  preferred_leg: "left" | "right" | "both" | null;
  preferred_position: string | null;
  bio?: string;
  statistics?: PlayerStatisticsDto;
};

export type PlayerPageDto = PagedResults<PlayerDto>;

export type TeamDto = {
  id: number;
  category_id: number | null;
  name: string;
  kind: "first" | "junior" | "other";
  image_url: string | null;
  ord: number;
  players?: PlayerDto[];
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
