import { z } from "zod";
import { standingsRulesSchema } from "../staff/sports";
import { PLAYER_POSITIONS } from "./constants";
import { matchScoreFields, TEAM_KINDS } from "./dtos";
import {
  id,
  libraryPictureCheck,
  listFields,
  localizedAnswer,
  localizedInput,
  mediaId,
  optionalLocalized,
  optionalWhole,
  picture,
  placeAnswerFields,
  placeFields,
  season,
  versionInput,
} from "./staff-data-fields";

/**
 * The sports records staff edit (issue 16): clubs, stadiums, championships, teams and players.
 * Each has `list` (search, filters, server-side paging), `get`, `save` (accepts what `get`
 * answered: without `id` it creates) and `delete`. Localized fields are `{ar, en, es}`: Arabic
 * is required, English and Spanish may wait for their translation. These schemas validate the
 * console's forms and the routes alike; the answer schemas type what the screens read.
 */

export {
  localizedInput,
  optionalLocalized,
  RECORD_REFERRERS,
  staffRecordIdBody,
  versionInput,
  type LocalizedInput,
  type RecordReferrer,
} from "./staff-data-fields";
export * from "./staff-player-data";

// ---------------------------------------------------------------- clubs

export const clubsListBody = z.object({
  ...listFields,
  /** `own`: the club itself; `others`: opponents. */
  kind: z.enum(["own", "others"]).optional(),
});

export const clubSaveBody = z
  .object({
    id: id.optional(),
    version: versionInput,
    name: localizedInput(120),
    /** The crest from the media library; `image_url` then follows it. */
    crest_media_id: mediaId,
    /** A crest entered before the library (kept while no library picture is chosen). */
    image_url: picture.default(""),
    is_own: z.boolean().default(false),
    published: z.boolean().default(true),
  })
  .refine(...libraryPictureCheck("crest_media_id", "sports.data.crestRequired"));
export const clubRecord = z.object({
  id: z.number(),
  /** Moves with every save; `save` sends it back. */
  version: z.number(),
  name: localizedAnswer,
  crest_media_id: z.number().nullable(),
  image_url: z.string(),
  is_own: z.boolean(),
  published: z.boolean(),
});
export const clubRow = clubRecord.extend({ label: z.string() });
export type ClubRecord = z.infer<typeof clubRecord>;
export type ClubRow = z.infer<typeof clubRow>;

// ---------------------------------------------------------------- stadiums

export const stadiumsListBody = z.object(listFields);
export const stadiumSaveBody = z.object({
  id: id.optional(),
  version: versionInput,
  name: localizedInput(120),
  city: optionalLocalized(80),
  capacity: optionalWhole(1, 200_000, "sports.data.badCapacity"),
});
export const stadiumRecord = z.object({
  id: z.number(),
  /** Moves with every save; `save` sends it back. */
  version: z.number(),
  name: localizedAnswer,
  city: localizedAnswer,
  capacity: z.number().nullable(),
});
export const stadiumRow = stadiumRecord.extend({ label: z.string(), matches: z.number() });
export type StadiumRecord = z.infer<typeof stadiumRecord>;
export type StadiumRow = z.infer<typeof stadiumRow>;

// ---------------------------------------------------------------- championship types

/** The kinds of competition championships belong to (league, cup, continental...; ADR 0035). */
export const championshipTypesListBody = z.object(listFields);
export const championshipTypeSaveBody = z.object({
  id: id.optional(),
  version: versionInput,
  title: localizedInput(80),
  logo_url: picture.default(""),
  ...placeFields,
});
export const championshipTypeRecord = z.object({
  id: z.number(),
  /** Moves with every save; `save` sends it back. */
  version: z.number(),
  title: localizedAnswer,
  logo_url: z.string(),
  ...placeAnswerFields,
});
export const championshipTypeRow = championshipTypeRecord.extend({
  label: z.string(),
  championships: z.number(),
});
export type ChampionshipTypeRecord = z.infer<typeof championshipTypeRecord>;
export type ChampionshipTypeRow = z.infer<typeof championshipTypeRow>;

// ---------------------------------------------------------------- championships

export const STAGE_KINDS = ["league", "groups", "knockout"] as const;

const groupInput = z.object({
  name: localizedInput(60),
  club_ids: z
    .array(id)
    .max(64)
    .refine((ids) => new Set(ids).size === ids.length, "sports.data.clubTwiceInGroup"),
});
const stageInput = z
  .object({
    name: localizedInput(80),
    kind: z.enum(STAGE_KINDS),
    groups: z.array(groupInput).max(32).default([]),
  })
  .refine((s) => s.kind === "groups" || s.groups.length === 0, {
    path: ["groups"],
    message: "sports.data.groupsOnlyInGroupStage",
  });

export const championshipsListBody = z.object({
  ...listFields,
  season: z.string().trim().max(20).optional(),
  type_id: id.optional(),
});
export const championshipSaveBody = z.object({
  id: id.optional(),
  version: versionInput,
  type_id: z.coerce
    .number({ message: "sports.data.chooseType" })
    .int()
    .positive("sports.data.chooseType"),
  title: localizedInput(160),
  logo_url: picture.default(""),
  season,
  ...placeFields,
  standings_mode: z.enum(["manual", "computed"]).default("manual"),
  /** The table's points and tie-breakers (ADR 0026); null: 3/1/0, points, goal difference, goals. */
  rules: standingsRulesSchema.nullable().default(null),
  stages: z.array(stageInput).max(12).default([]),
});
export const championshipRecord = z.object({
  id: z.number(),
  /** Moves with every save; `save` sends it back. */
  version: z.number(),
  type_id: z.number(),
  title: localizedAnswer,
  logo_url: z.string(),
  season: z.string(),
  ...placeAnswerFields,
  standings_mode: z.enum(["manual", "computed"]),
  rules: standingsRulesSchema.nullable(),
  stages: z.array(
    z.object({
      name: localizedAnswer,
      kind: z.enum(STAGE_KINDS),
      groups: z.array(z.object({ name: localizedAnswer, club_ids: z.array(z.number()) })),
    }),
  ),
});
export const championshipRow = championshipRecord
  .omit({ stages: true, rules: true })
  .extend({ label: z.string(), type_label: z.string(), matches: z.number() });
export const championshipOptions = z.object({
  /** Every type, by its order; unpublished ones say so (the site hides them). */
  types: z.array(z.object({ id: z.number(), title: z.string(), published: z.boolean() })),
  clubs: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type ChampionshipRecord = z.infer<typeof championshipRecord>;
export type ChampionshipRow = z.infer<typeof championshipRow>;
export type ChampionshipOptions = z.infer<typeof championshipOptions>;

// ---------------------------------------------------------------- teams

export const teamsListBody = z.object({
  ...listFields,
  kind: z.enum(TEAM_KINDS).optional(),
});
export const teamSaveBody = z.object({
  id: id.optional(),
  version: versionInput,
  name: localizedInput(120),
  kind: z.enum(TEAM_KINDS).default("first"),
  category_id: id.nullable().default(null),
  image_url: picture.default(""),
  ...placeFields,
  /**
   * The squad in the order the site shows it. Players listed from another team move into this
   * one; a player leaves a squad only by joining another (from the player's form).
   */
  squad: z
    .array(z.object({ id }))
    .max(200)
    .default([])
    .refine((s) => new Set(s.map((p) => p.id)).size === s.length, "sports.data.playerTwice"),
});
const squadMember = z.object({
  id: z.number(),
  name: z.string(),
  number: z.number().nullable(),
  position: z.enum(PLAYER_POSITIONS),
});
export const teamRecord = z.object({
  id: z.number(),
  /** Moves with every save; `save` sends it back. */
  version: z.number(),
  name: localizedAnswer,
  kind: z.enum(TEAM_KINDS),
  category_id: z.number().nullable(),
  image_url: z.string(),
  ...placeAnswerFields,
  squad: z.array(squadMember),
});
export const teamRow = teamRecord
  .omit({ squad: true })
  .extend({ label: z.string(), players: z.number() });
export const teamOptions = z.object({
  categories: z.array(z.object({ id: z.number(), name: z.string() })),
  players: z.array(squadMember.extend({ team_id: z.number(), team: z.string() })),
});
export type TeamRecord = z.infer<typeof teamRecord>;
export type TeamRow = z.infer<typeof teamRow>;
export type TeamOptions = z.infer<typeof teamOptions>;

export const deletedAnswer = z.object({ id: z.number() });

// ---------------------------------------------------------------- predictions

/** The matches whose predictions staff look at (`predictions.view`): search, when, paging. */
export const predictionMatchesBody = z.object({
  ...listFields,
  when: z.enum(["upcoming", "past", "all"]).default("all"),
});
export const predictionMatchRow = z.object({
  id: z.number(),
  kickoff_at: z.string(),
  competitor_name: z.string(),
  championship_title: z.string(),
  status: z.string(),
  ...matchScoreFields,
  our_stadium: z.boolean(),
  enabled: z.boolean(),
  predictions: z.number(),
});
export type PredictionMatchRow = z.infer<typeof predictionMatchRow>;
