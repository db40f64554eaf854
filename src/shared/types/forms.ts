import type { Localized } from "../i18n";

/** A job of /website/jobs and /website/jobs/show/{id}; status false means closed (timed out). */
export type JobDto = {
  id: number;
  title: string;
  description: string;
  summery: string;
  requirement: string;
  type: "full_time" | "part_time";
  status: boolean;
  created_at: string;
};

/** A club sport or a group of sports, from /website/teams/categories. */
export type SportCategoryDto = {
  id: number;
  parent_id: number | null;
  ord: number;
  name: string;
  description: string;
  image_url: string;
  can_join: boolean;
  name_locale?: Localized;
  description_locale?: Localized;
  childs_count?: number;
  childs?: SportCategoryDto[];
  parent?: { id: number; name: string } | null;
};

/** What every accepted form submission answers. */
export type SubmissionDto = { reference: string; message: string };
