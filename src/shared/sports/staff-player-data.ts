import { z } from "zod";
import { PLAYER_POSITIONS } from "./constants";
import {
  id,
  libraryPictureCheck,
  listFields,
  localizedAnswer,
  localizedInput,
  mediaId,
  onceValid,
  optionalLocalized,
  optionalWhole,
  picture,
  placeAnswerFields,
  placeFields,
  season,
  versionInput,
} from "./staff-data-fields";

/** The players staff edit (issue 16): list filters, the save body with statistics per season. */

/** The spec's player figures (section 3), per season. */
export const PLAYER_STAT_KEYS = [
  "appearances",
  "goals",
  "assists",
  "minutes_played",
  "yellow_cards",
  "red_cards",
  "clean_sheets",
  "saves",
  "goals_conceded",
  "tackles",
  "interceptions",
  "aerial_duels",
  "passes",
  "successful_passes",
  "failed_passes",
  "shots",
  "shots_on_target",
  "shots_off_target",
  "shooting_accuracy",
] as const;
export type PlayerStatKey = (typeof PLAYER_STAT_KEYS)[number];

const count = optionalWhole(0, 100_000, "sports.data.badFigure");

export const seasonStatsInput = z
  .object({
    season,
    ...Object.fromEntries(PLAYER_STAT_KEYS.map((k) => [k, count])),
  } as { season: typeof season } & Record<PlayerStatKey, typeof count>)
  .refine((s) => s.shooting_accuracy === null || s.shooting_accuracy <= 100, {
    path: ["shooting_accuracy"],
    message: "sports.data.badAccuracy",
  });
export type SeasonStats = z.infer<typeof seasonStatsInput>;

export const playersListBody = z.object({
  /** `search`: a name in any language, or the shirt number. */
  ...listFields,
  team_id: id.optional(),
  position: z.enum(PLAYER_POSITIONS).optional(),
});
export const playerSaveBody = z
  .object({
    id: id.optional(),
    version: versionInput,
    team_id: z.coerce
      .number({ message: "sports.data.chooseTeam" })
      .int()
      .positive("sports.data.chooseTeam"),
    name: localizedInput(120),
    number: optionalWhole(1, 99, "sports.data.badNumber"),
    position: z.enum(PLAYER_POSITIONS, { message: "sports.data.choosePosition" }),
    /** The photo from the media library; `image_url` then follows it. */
    photo_media_id: mediaId,
    /** A photo entered before the library (kept while no library picture is chosen). */
    image_url: picture.default(""),
    nationality: optionalLocalized(60),
    birth_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "sports.data.badBirthDate")
      .refine((v) => {
        const d = Date.parse(`${v}T00:00:00Z`);
        return !Number.isNaN(d) && d > Date.parse("1900-01-01") && d < Date.now();
      }, "sports.data.badBirthDate")
      .nullable()
      .default(null),
    bio: optionalLocalized(4000),
    preferred_leg: z.enum(["left", "right", "both"]).nullable().default(null),
    preferred_position: optionalLocalized(60),
    ...placeFields,
    statistics: z
      .array(seasonStatsInput)
      .max(40)
      .default([])
      .refine((s) => new Set(s.map((x) => x.season)).size === s.length, "sports.data.seasonTwice"),
  })
  .refine((p) => p.position !== "Manegar" || p.number === null, {
    path: ["number"],
    message: "sports.data.managerNoNumber",
    when: onceValid("position", "number"),
  })
  .refine(...libraryPictureCheck("photo_media_id", "sports.data.photoRequired"));
export const playerRecord = z.object({
  id: z.number(),
  /** Moves with every save; `save` sends it back. */
  version: z.number(),
  team_id: z.number(),
  name: localizedAnswer,
  number: z.number().nullable(),
  position: z.enum(PLAYER_POSITIONS),
  photo_media_id: z.number().nullable(),
  image_url: z.string(),
  nationality: localizedAnswer,
  birth_date: z.string().nullable(),
  bio: localizedAnswer,
  preferred_leg: z.enum(["left", "right", "both"]).nullable(),
  preferred_position: localizedAnswer,
  ...placeAnswerFields,
  statistics: z.array(
    z
      .object({ season: z.string() })
      .extend(
        Object.fromEntries(PLAYER_STAT_KEYS.map((k) => [k, z.number().nullable()])) as Record<
          PlayerStatKey,
          z.ZodNullable<z.ZodNumber>
        >,
      ),
  ),
});
export const playerRow = playerRecord
  .omit({ statistics: true, bio: true })
  .extend({ label: z.string(), team: z.string() });
export const playerOptions = z.object({
  teams: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type PlayerRecord = z.infer<typeof playerRecord>;
export type PlayerRow = z.infer<typeof playerRow>;
export type PlayerOptions = z.infer<typeof playerOptions>;
