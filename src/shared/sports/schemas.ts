import { z } from "zod";
import {
  filter,
  flagField,
  idField,
  pageField,
  perPageField,
  seasonField,
} from "../platform/common";

/** Request bodies of the sports calls: matches, championships and tables, teams, players, sports. */
export const MATCH_STATES = ["upcoming", "results", "all"] as const;

export const matchesFilter = filter({
  championship_id: idField.optional(),
  type_id: idField.optional(),
  season: seasonField,
  /** upcoming: not over and kick-off ahead; results: finished matches, newest first. */
  state: z.enum(MATCH_STATES).optional(),
  match_over: flagField,
  enable_expectation: flagField,
  page: pageField,
  per_page: perPageField,
});
export type MatchesFilter = z.infer<typeof matchesFilter>;

export const championshipsBody = filter({ type_id: idField.optional(), id: idField.optional() });
export const championshipsQuery = z.object({ id: idField.optional() });

export const championshipTypesBody = filter({
  id: idField.optional(),
  with: z
    .array(z.enum(["championships"]))
    .max(1)
    .optional(),
});

export const championshipResultsBody = filter({
  championship_id: idField.optional(),
  type_id: idField.optional(),
  /** Every championship's table instead of the current one. */
  all: flagField,
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const teamsBody = filter({
  with: z
    .array(z.enum(["players"]))
    .max(1)
    .optional(),
  category_id: idField.optional(),
  kind: z.enum(["first", "junior", "other"]).optional(),
});

export const playersFilter = filter({
  page: pageField,
  per_page: perPageField,
  /** Lean list items: no biography and no statistics. */
  clear: flagField,
  team_id: idField.optional(),
});

const flag = z.preprocess(
  (v) =>
    v === "1" || v === 1 || v === "true" ? true : v === "0" || v === 0 || v === "false" ? false : v,
  z.boolean(),
);

export const sportCategoriesBody = z
  .object({
    id: z.coerce.number().int().positive().optional(),
    parents_only: flag.optional(),
    parent_id: z.coerce.number().int().positive().optional(),
    all: flag.optional(),
    all_locale: flag.optional(),
    can_join: flag.optional(),
    withCount: flag.optional(),
    status: z.coerce.number().int().min(0).max(1).optional(),
  })
  .optional();
