import { z } from "zod";
import { pageField } from "./common";

/**
 * Request bodies of the public content calls (news, matches, tables, teams, players, clubs,
 * initiatives). Clients remove empty filter values; the server also ignores "" and null so an
 * untouched filter field never fails validation.
 */
const dropEmpty = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter(([, v]) => v !== "" && v !== null && v !== undefined),
      )
    : value;

const filter = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess(dropEmpty, z.object(shape).optional());

export const idField = z.coerce.number().int().positive().max(2_147_483_647);

/** true/false as JSON booleans, 0/1, or their string forms (query-string style clients). */
export const flagField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["0", "1", "true", "false"])])
  .transform((v) => v === true || v === 1 || v === "1" || v === "true")
  .optional();

export const perPageField = z.coerce.number().int().min(1).max(50).optional();
export const seasonField = z
  .string()
  .regex(/^\d{4}-\d{4}$/, "content.invalidSeason")
  .optional();

export const newsFilter = filter({
  category: idField.optional(),
  keywords: z.string().trim().max(100, "content.keywordsTooLong").optional(),
  page: pageField,
  per_page: perPageField,
  /** Lean list items: no article body, only a plain-text excerpt. */
  clear: flagField,
  pinned: flagField,
  exclude_id: idField.optional(),
});
export type NewsFilter = z.infer<typeof newsFilter>;

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

export const initiativesBody = filter({ season: seasonField });
